import { Badge } from '@mantine/core';
import { ATTENDANCE_TEXTS, type TBooking } from '@padel/contract';

/** "Arrived" or "No-show" beside a booking; nothing before the desk records either. */
export function AttendanceMark({
  attendance,
  size = 'sm',
}: {
  attendance: TBooking['attendance'];
  size?: 'xs' | 'sm';
}) {
  if (attendance === 'checked_in')
    return (
      <Badge size={size} color="teal" variant="filled" data-testid="attendance-mark">
        {ATTENDANCE_TEXTS.arrived}
      </Badge>
    );
  if (attendance === 'no_show')
    return (
      <Badge size={size} color="orange" variant="filled" data-testid="attendance-mark">
        {ATTENDANCE_TEXTS.noShowMark}
      </Badge>
    );
  return null;
}
