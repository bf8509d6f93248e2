import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCourtOverride, THoliday, TOperatingDay } from '@padel/contract';
import { formatMinuteRange, resolveOpenRanges } from '@padel/domain';
import { formatLocalDate, shiftDate } from '../shared';
import { describeHoliday } from './holidays-panel';
import { formatCloseTime } from './time-ranges';

/** The open hours of a date as a line: holidays applied, 'Closed' when nothing is open. */
export function describeOpening(
  date: string,
  days: readonly TOperatingDay[],
  holidays: readonly THoliday[],
): string {
  const opening = resolveOpenRanges({ date, schedule: days, holidays });
  if (!opening.isOpen || opening.openRanges.length === 0) return 'Closed';
  return opening.openRanges
    .map((range) => {
      const { startTime, endTime } = formatMinuteRange(range);
      return `${startTime}-${formatCloseTime(endTime)}`;
    })
    .join(', ');
}

/** What an override says, briefly: 'Unavailable all day' or 'Available 18:00-20:00'. */
export function describeOverride(override: TCourtOverride): string {
  const state = override.isAvailable ? 'Available' : 'Unavailable';
  if (override.isFullDay || override.timeRanges.length === 0) return `${state} all day`;
  const ranges = override.timeRanges.map(
    (range) => `${range.startTime}-${formatCloseTime(range.endTime)}`,
  );
  return `${state} ${ranges.join(', ')}`;
}

type Props = {
  weekStart: string;
  today: string;
  days: readonly TOperatingDay[];
  holidays: readonly THoliday[];
  overrides: readonly TCourtOverride[];
  onWeekChange: (weekStart: string) => void;
  onToday: () => void;
  onOverride: (date: string) => void;
};

/** Spec "Weekly Schedule": seven days with previous, next and Today, notes and an Override button. */
export function WeeklySchedule({
  weekStart,
  today,
  days,
  holidays,
  overrides,
  onWeekChange,
  onToday,
  onOverride,
}: Props) {
  const dates = Array.from({ length: 7 }, (_, index) => shiftDate(weekStart, index));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Weekly Schedule">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2}>Weekly Schedule</Title>
        <Group gap="xs">
          <Button
            variant="default"
            h={44}
            onClick={() => onWeekChange(shiftDate(weekStart, -7))}
            aria-label="Previous week"
          >
            ‹ Previous
          </Button>
          <Button variant="default" h={44} onClick={onToday}>
            Today
          </Button>
          <Button
            variant="default"
            h={44}
            onClick={() => onWeekChange(shiftDate(weekStart, 7))}
            aria-label="Next week"
          >
            Next ›
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {formatLocalDate(dates[0]!, 'd MMM')} - {formatLocalDate(dates[6]!, 'd MMM yyyy')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4, lg: 7 }} spacing="xs">
        {dates.map((date) => {
          const holiday = holidays.find((entry) => entry.date === date);
          const dayOverrides = overrides.filter((entry) => entry.date === date);
          const opening = describeOpening(date, days, holidays);
          return (
            <Card
              key={date}
              withBorder
              padding="xs"
              radius="sm"
              bg={date === today ? 'orange.0' : undefined}
              data-testid={`week-day-${date}`}
            >
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={700} size="sm">
                  {formatLocalDate(date, 'EEE d MMM')}
                </Text>
                <Text size="sm" c={opening === 'Closed' ? 'red.9' : undefined}>
                  {opening}
                </Text>
                {holiday ? (
                  <Text size="xs" fw={600} c="red.9">
                    {holiday.name}: {describeHoliday(holiday)}
                  </Text>
                ) : null}
                {dayOverrides.map((override) => (
                  <Text key={override._id} size="xs" c="dimmed">
                    {override.court.name}: {describeOverride(override)} ({override.reason})
                  </Text>
                ))}
              </Stack>
              <Button variant="light" size="xs" h={44} mt="xs" onClick={() => onOverride(date)}>
                Override
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
