import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_SCREEN_TEXTS,
  HOLIDAY_MESSAGES,
  OVERRIDE_MESSAGES,
  SUCCESS_MESSAGES,
  type TCourtOverride,
  type TCourtOverrideFormInput,
  type THoliday,
  type THolidayFormInput,
} from '@padel/contract';
import { weekOf } from '@padel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPageHeader, formatLocalDate, karachiToday, shiftDate } from '../shared';
import { errorMessageOf } from '../../../lib/error-message';
import { HolidaysPanel } from './holidays-panel';
import { OperatingHoursEditor, type TWeekValues } from './operating-hours-editor';
import { OverrideModal } from './override-modal';
import { describeOverride, WeeklySchedule } from './weekly-schedule';

type TPendingDelete =
  { kind: 'holiday'; holiday: THoliday } | { kind: 'override'; override: TCourtOverride };

/** Manage Schedule (`/admin/schedule`): hours, holidays, the week and court overrides. Staff may use it. */
export default function SchedulePage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const today = karachiToday();
  const [weekStart, setWeekStart] = useState(() => weekOf(today).start);
  const weekEnd = shiftDate(weekStart, 6);
  const [overrideDate, setOverrideDate] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TPendingDelete | null>(null);

  const hoursQuery = useQuery(trpc.hours.list.queryOptions());
  const holidaysQuery = useQuery(trpc.holidays.list.queryOptions({ startDate: today }));
  const weekHolidaysQuery = useQuery(
    trpc.holidays.list.queryOptions({ startDate: weekStart, endDate: weekEnd }),
  );
  const overridesQuery = useQuery(trpc.overrides.list.queryOptions({ startDate: today }));
  const weekOverridesQuery = useQuery(
    trpc.overrides.list.queryOptions({ startDate: weekStart, endDate: weekEnd }),
  );
  const courtsQuery = useQuery(trpc.courts.list.queryOptions({ limit: ADMIN_MAX_PAGE_SIZE }));

  // Players' slot grids read hours, holidays and overrides: refresh them with the lists here.
  const refresh = (...keys: { queryKey: readonly unknown[] }[]) =>
    Promise.all(
      [...keys, { queryKey: trpc.courts.pathKey() }].map((key) =>
        queryClient.invalidateQueries(key),
      ),
    );

  const saveHours = useMutation({
    mutationFn: (week: TWeekValues) => client.hours.updateSchedule.mutate(week),
    onSuccess: () => {
      notifications.show({ color: 'green', message: SUCCESS_MESSAGES.operatingHoursSaved });
      return refresh({ queryKey: trpc.hours.pathKey() }, { queryKey: trpc.admin.hours.pathKey() });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.savingOperatingHours(errorMessageOf(error)),
      }),
  });

  const addHoliday = useMutation({
    mutationFn: (input: THolidayFormInput) => client.holidays.create.mutate(input),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message ?? HOLIDAY_MESSAGES.saved });
      return refresh({ queryKey: trpc.holidays.pathKey() });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.creatingHoliday(errorMessageOf(error)),
      }),
  });

  const addOverride = useMutation({
    mutationFn: (input: TCourtOverrideFormInput) => client.overrides.create.mutate(input),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message ?? OVERRIDE_MESSAGES.saved });
      setOverrideDate(null);
      return refresh({ queryKey: trpc.overrides.pathKey() });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: ADMIN_ALERTS.creatingCourtOverride(errorMessageOf(error)),
      }),
  });

  const remove = useMutation({
    // Both removals answer with what was removed; the screen reads only the outcome.
    mutationFn: async (target: TPendingDelete): Promise<void> => {
      if (target.kind === 'holiday')
        await client.holidays.remove.mutate({ id: target.holiday._id });
      else await client.overrides.remove.mutate({ id: target.override._id });
    },
    onSuccess: (_answer, target) => {
      notifications.show({
        color: 'green',
        message: target.kind === 'holiday' ? HOLIDAY_MESSAGES.deleted : OVERRIDE_MESSAGES.deleted,
      });
      setPendingDelete(null);
      return refresh({
        queryKey: target.kind === 'holiday' ? trpc.holidays.pathKey() : trpc.overrides.pathKey(),
      });
    },
    onError: (error, target) => {
      setPendingDelete(null);
      const detail = errorMessageOf(error);
      notifications.show({
        color: 'red',
        message:
          target.kind === 'holiday'
            ? ADMIN_ALERTS.deletingHoliday(detail)
            : ADMIN_ALERTS.deletingCourtOverride(detail),
      });
    },
  });

  const courts = courtsQuery.data?.courts ?? [];
  const days = hoursQuery.data?.operatingHours ?? [];

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Manage Schedule"
        description="Opening hours, holidays and court overrides"
      />

      <Card withBorder radius="md" padding="md" component="section" aria-label="Operating Hours">
        <Title order={2} mb="sm">
          Operating Hours
        </Title>
        {hoursQuery.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : hoursQuery.isError ? (
          <Alert color="red">{errorMessageOf(hoursQuery.error)}</Alert>
        ) : (
          <OperatingHoursEditor
            days={days}
            isSaving={saveHours.isPending}
            onSave={(week) => saveHours.mutate(week)}
          />
        )}
      </Card>

      <WeeklySchedule
        weekStart={weekStart}
        today={today}
        days={days}
        holidays={weekHolidaysQuery.data?.holidays ?? []}
        overrides={weekOverridesQuery.data?.overrides ?? []}
        onWeekChange={setWeekStart}
        onToday={() => setWeekStart(weekOf(today).start)}
        onOverride={setOverrideDate}
      />

      <HolidaysPanel
        holidays={holidaysQuery.data?.holidays ?? []}
        isAdding={addHoliday.isPending}
        onAdd={(input) => addHoliday.mutateAsync(input)}
        onDelete={(holiday) => setPendingDelete({ kind: 'holiday', holiday })}
      />

      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label="Court Availability Overrides"
      >
        <Group justify="space-between" mb="sm">
          <Title order={2}>Court Availability Overrides</Title>
          <Button h={44} onClick={() => setOverrideDate('')}>
            Add Override
          </Button>
        </Group>
        <Stack gap="xs">
          {(overridesQuery.data?.overrides ?? []).length === 0 ? (
            <Text c="dimmed" size="sm">
              {ADMIN_SCREEN_TEXTS.noOverrides}
            </Text>
          ) : (
            (overridesQuery.data?.overrides ?? []).map((override) => (
              <Group
                key={override._id}
                justify="space-between"
                wrap="nowrap"
                data-testid="override-row"
              >
                <div>
                  <Text fw={600}>
                    {override.court.name} · {formatLocalDate(override.date)}
                  </Text>
                  <Text size="sm">
                    {describeOverride(override)}: {override.reason}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  h={44}
                  onClick={() => setPendingDelete({ kind: 'override', override })}
                >
                  Delete
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Card>

      <OverrideModal
        opened={overrideDate !== null}
        date={overrideDate ?? ''}
        courts={courts}
        isSaving={addOverride.isPending}
        onClose={() => setOverrideDate(null)}
        onSubmit={(input) => addOverride.mutate(input)}
      />

      <ConfirmDialog
        opened={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
        type="danger"
        title={pendingDelete?.kind === 'holiday' ? 'Delete holiday' : 'Delete court override'}
        message={
          pendingDelete?.kind === 'holiday'
            ? `Delete ${pendingDelete.holiday.name} on ${formatLocalDate(pendingDelete.holiday.date)}?`
            : pendingDelete
              ? `Delete the override of ${pendingDelete.override.court.name} on ${formatLocalDate(pendingDelete.override.date)}?`
              : ''
        }
        confirmText="Delete"
        isLoading={remove.isPending}
      />
    </Stack>
  );
}
