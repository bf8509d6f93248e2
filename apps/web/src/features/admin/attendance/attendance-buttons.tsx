import { Button, Group, type ButtonProps } from '@mantine/core';
import { ATTENDANCE_TEXTS, type TBooking } from '@padel/contract';
import { canCheckIn, canMarkNoShow, canUndoAttendance } from './attendance-rules';
import { useAttendance } from './use-attendance';

type Props = {
  booking: Pick<TBooking, '_id' | 'bookingId' | 'status' | 'date' | 'timeSlot' | 'attendance'>;
  size?: ButtonProps['size'];
  /** The block on the calendar offers check-in and no-show only; the details add the undo. */
  withUndo?: boolean;
};

/** Check in, No-show and Undo, each shown while the api would accept it. */
export function AttendanceButtons({ booking, size = 'sm', withUndo = true }: Props) {
  const attendance = useAttendance();
  const label = booking.bookingId;
  const buttons = [
    canCheckIn(booking) && (
      <Button
        key="check-in"
        size={size}
        color="teal"
        onClick={() => attendance.checkIn(booking._id)}
        disabled={attendance.isBusy}
        aria-label={`${ATTENDANCE_TEXTS.checkIn} ${label}`}
      >
        {ATTENDANCE_TEXTS.checkIn}
      </Button>
    ),
    canMarkNoShow(booking) && (
      <Button
        key="no-show"
        size={size}
        color="orange"
        variant="light"
        onClick={() => attendance.noShow(booking._id)}
        disabled={attendance.isBusy}
        aria-label={`${ATTENDANCE_TEXTS.noShow} ${label}`}
      >
        {ATTENDANCE_TEXTS.noShow}
      </Button>
    ),
    withUndo && canUndoAttendance(booking) && (
      <Button
        key="undo"
        size={size}
        variant="default"
        onClick={() => attendance.undo(booking._id)}
        disabled={attendance.isBusy}
        aria-label={`Undo the ${booking.attendance === 'checked_in' ? 'check-in' : 'no-show'} of ${label}`}
      >
        {ATTENDANCE_TEXTS.undo}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {buttons}
    </Group>
  );
}
