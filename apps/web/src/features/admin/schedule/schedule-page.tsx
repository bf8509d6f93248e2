import { Alert, Card, Center, Loader, Stack, Title } from '@mantine/core';
import { ADMIN_MAX_PAGE_SIZE } from '@padel/contract';
import { weekOf } from '@padel/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import {
  AdminPageHeader,
  AffectedBookingsDialog,
  karachiToday,
  shiftDate,
  useAffectedBookings,
} from '../shared';
import { HolidaysPanel } from './holidays-panel';
import { OperatingHoursEditor } from './operating-hours-editor';
import { OverrideModal } from './override-modal';
import { OverridesPanel } from './overrides-panel';
import { ScheduleDeleteDialog } from './schedule-delete-dialog';
import { useAddHoliday } from './use-add-holiday';
import { useAddOverride } from './use-add-override';
import { useSaveHours } from './use-save-hours';
import { useScheduleDelete } from './use-schedule-delete';
import { WeeklySchedule } from './weekly-schedule';

/** Manage Schedule (`/admin/schedule`): hours, holidays, the week and court overrides. Staff may use it. */
export default function SchedulePage() {
  const trpc = useTRPC();
  const today = karachiToday();
  const [weekStart, setWeekStart] = useState(() => weekOf(today).start);
  const weekEnd = shiftDate(weekStart, 6);
  const [overrideDate, setOverrideDate] = useState<string | null>(null);

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

  const saveHours = useSaveHours();
  const affected = useAffectedBookings();
  const addHoliday = useAddHoliday(affected);
  const addOverride = useAddOverride(() => setOverrideDate(null), affected);
  const deletion = useScheduleDelete();

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
        onDelete={(holiday) => deletion.onAsk({ kind: 'holiday', holiday })}
      />

      <OverridesPanel
        overrides={overridesQuery.data?.overrides ?? []}
        onAdd={() => setOverrideDate('')}
        onDelete={(override) => deletion.onAsk({ kind: 'override', override })}
      />

      <OverrideModal
        opened={overrideDate !== null}
        date={overrideDate ?? ''}
        courts={courts}
        isSaving={addOverride.isPending}
        onClose={() => setOverrideDate(null)}
        onSubmit={(input) => addOverride.mutate(input)}
      />

      <ScheduleDeleteDialog deletion={deletion} />
      <AffectedBookingsDialog affected={affected} />
    </Stack>
  );
}
