import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { formatLocalDate, shiftDate } from '../shared';

/** Prev, Today, Next and a date picker. */
export function CalendarDayNav({
  date,
  today,
  onDate,
}: {
  date: string;
  today: string;
  onDate: (date: string) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="md"
        h={44}
        onClick={() => onDate(shiftDate(date, -1))}
        aria-label="Prev day"
      >
        ‹ Prev
      </Button>
      <Button
        variant={date === today ? 'filled' : 'default'}
        size="md"
        h={44}
        onClick={() => onDate(today)}
      >
        Today
      </Button>
      <Button
        variant="default"
        size="md"
        h={44}
        onClick={() => onDate(shiftDate(date, 1))}
        aria-label="Next day"
      >
        Next ›
      </Button>
      <DatePickerInput
        aria-label={`${formatLocalDate(date, 'd MMM yyyy')}, choose a date`}
        size="md"
        value={date}
        onChange={(value) => value && onDate(value)}
        valueFormat="D MMM YYYY"
        w={150}
        styles={{ input: { minHeight: 44 } }}
      />
    </Group>
  );
}
