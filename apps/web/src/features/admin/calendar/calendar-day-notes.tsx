import { Badge, Group } from '@mantine/core';
import type { TCalendarDay } from './use-calendar-day';

/** The day's holiday and court overrides, as badges above the grid. */
export function CalendarDayNotes({
  holiday,
  overrides,
}: Pick<TCalendarDay, 'holiday' | 'overrides'>) {
  return (
    <Group gap="xs" wrap="wrap">
      {holiday && (
        <Badge color="grape" size="lg" variant="light">
          Holiday: {holiday.name}
          {holiday.isFullDay ? ' (closed)' : ''}
        </Badge>
      )}
      {overrides.map((override) => (
        <Badge
          key={override._id}
          color={override.isAvailable ? 'teal' : 'red'}
          size="lg"
          variant="light"
        >
          {override.court.name}: {override.reason}
          {override.isFullDay || override.timeRanges.length === 0
            ? ''
            : ` (${override.timeRanges.map((r) => `${r.startTime}-${r.endTime}`).join(', ')})`}
        </Badge>
      ))}
    </Group>
  );
}
