import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BOOKING_WINDOW_DAYS } from '@padel/contract';
import { karachiToday, shiftDate } from '../shared';

export type MatchStatusFilter = 'all' | 'open' | 'full';

const ALL = 'all';

/** The day (all upcoming, today, tomorrow or any day) and which matches: open, full or both. */
export function MatchesFilters({
  date,
  onDate,
  status,
  onStatus,
}: {
  date: string | null;
  onDate: (date: string | null) => void;
  status: MatchStatusFilter;
  onStatus: (status: MatchStatusFilter) => void;
}) {
  const today = karachiToday();
  const tomorrow = shiftDate(today, 1);
  const quick = date === null ? ALL : date === today || date === tomorrow ? date : '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Day"
        size="md"
        value={quick}
        onChange={(value) => onDate(value === ALL ? null : value)}
        data={[
          { value: ALL, label: 'All upcoming' },
          { value: today, label: 'Today' },
          { value: tomorrow, label: 'Tomorrow' },
        ]}
      />
      <DatePickerInput
        aria-label="Pick a day"
        placeholder="Pick a day"
        size="md"
        w={200}
        clearable
        minDate={today}
        maxDate={shiftDate(today, BOOKING_WINDOW_DAYS)}
        valueFormat="ddd, D MMM YYYY"
        value={date}
        onChange={(value) => onDate(value)}
      />
      <SegmentedControl
        aria-label="Status"
        size="md"
        value={status}
        onChange={(value) => onStatus(value)}
        data={[
          { value: 'all', label: 'Open and full' },
          { value: 'open', label: 'Open' },
          { value: 'full', label: 'Full' },
        ]}
      />
    </Group>
  );
}
