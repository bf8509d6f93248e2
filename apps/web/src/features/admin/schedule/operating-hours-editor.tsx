import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ADMIN_SCREEN_TEXTS,
  WEEKDAYS,
  ZOperatingScheduleInput,
  type TOperatingDay,
  type TWeekday,
} from '@padel/contract';
import { useEffect } from 'react';
import {
  addRange,
  CLOSE_TIME_OPTIONS,
  OPEN_TIME_OPTIONS,
  removeRange,
  type TOpenRange,
} from './time-ranges';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

type TDayValues = { isOpen: boolean; timeRanges: TOpenRange[] };
export type TWeekValues = Record<TWeekday, TDayValues>;

/** Monday first, as the venue's week is read (the weekly grid starts on Monday too). */
export const WEEK_ORDER: TWeekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const DAY_LABELS: Record<TWeekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

const resolveWeek = schemaResolver(ZOperatingScheduleInput, { sync: true });

/** The week as the editor holds it; a day without ranges gets one so it can be opened. */
export function toWeekValues(days: readonly TOperatingDay[]): TWeekValues {
  const week = {} as TWeekValues;
  for (const day of WEEKDAYS) {
    const stored = days.find((entry) => entry.day === day);
    const timeRanges = stored?.timeRanges.map((range) => ({ ...range })) ?? [];
    week[day] = {
      isOpen: stored?.isOpen ?? false,
      timeRanges: timeRanges.length > 0 ? timeRanges : [{ openTime: '09:00', closeTime: '17:00' }],
    };
  }
  return week;
}

type Props = {
  days: readonly TOperatingDay[];
  isSaving: boolean;
  /** Saves the whole week; the ranges of a closed day are kept for when it opens again. */
  onSave: (week: TWeekValues) => void;
};

/** Spec "Operating Hours": a card per day, several ranges a day in 30-minute steps. */
export function OperatingHoursEditor({ days, isSaving, onSave }: Props) {
  const form = useForm<TWeekValues>({ initialValues: toWeekValues(days), validate: resolveWeek });

  useEffect(() => {
    const values = toWeekValues(days);
    form.setValues(values);
    form.resetDirty(values);
    // Only when the saved week changes; the form object is stable.
  }, [days]);

  const firstError = Object.values(form.errors)[0];

  return (
    <form noValidate onSubmit={form.onSubmit(onSave, onInvalidSubmit)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {WEEK_ORDER.map((day) => {
            const { isOpen, timeRanges } = form.values[day];
            const openOrClose = (
              <Button
                variant={isOpen ? 'subtle' : 'light'}
                color={isOpen ? 'red' : 'green'}
                h={44}
                onClick={() => form.setFieldValue(`${day}.isOpen`, !isOpen)}
              >
                {isOpen ? ADMIN_SCREEN_TEXTS.markAsClosed : ADMIN_SCREEN_TEXTS.setAsOpen}
              </Button>
            );
            return (
              <Card
                key={day}
                withBorder
                padding="sm"
                radius="md"
                aria-label={`${DAY_LABELS[day]} hours`}
                component="section"
              >
                <Group gap="xs" mb="xs" wrap="nowrap">
                  <Text fw={700}>{DAY_LABELS[day]}</Text>
                  <Badge color={isOpen ? 'green' : 'gray'} variant="light">
                    {isOpen ? 'Open' : 'Closed'}
                  </Badge>
                </Group>
                {isOpen ? (
                  <Stack gap="xs">
                    {timeRanges.map((range, index) => (
                      <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                        <Select
                          aria-label={`${DAY_LABELS[day]} range ${index + 1} opens`}
                          data={OPEN_TIME_OPTIONS}
                          allowDeselect={false}
                          style={{ flex: 1 }}
                          {...form.getInputProps(`${day}.timeRanges.${index}.openTime`)}
                        />
                        <Text pt={8}>to</Text>
                        <Select
                          aria-label={`${DAY_LABELS[day]} range ${index + 1} closes`}
                          data={CLOSE_TIME_OPTIONS}
                          allowDeselect={false}
                          style={{ flex: 1 }}
                          {...form.getInputProps(`${day}.timeRanges.${index}.closeTime`)}
                          error={
                            form.errors[`${day}.timeRanges.${index}.closeTime`] ??
                            form.errors[`${day}.timeRanges.${index}`]
                          }
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={44}
                          disabled={timeRanges.length <= 1}
                          aria-label={`Remove ${DAY_LABELS[day]} range ${index + 1}`}
                          onClick={() =>
                            form.setFieldValue(`${day}.timeRanges`, removeRange(timeRanges, index))
                          }
                        >
                          ✕
                        </ActionIcon>
                      </Group>
                    ))}
                    <Group justify="space-between" gap="xs">
                      <Button
                        variant="subtle"
                        h={44}
                        onClick={() =>
                          form.setFieldValue(`${day}.timeRanges`, addRange(timeRanges))
                        }
                        aria-label={`Add range to ${DAY_LABELS[day]}`}
                      >
                        + Add range
                      </Button>
                      {openOrClose}
                    </Group>
                  </Stack>
                ) : (
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      Closed all day
                    </Text>
                    {openOrClose}
                  </Group>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
        {typeof firstError === 'string' ? (
          <Alert color="red" variant="light">
            {firstError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" h={44} loading={isSaving} disabled={!form.isDirty()}>
            Save Operating Hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
