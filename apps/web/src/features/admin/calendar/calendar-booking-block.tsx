import { UnstyledButton } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import type { CSSProperties } from 'react';
import { AttendanceButtons } from '../attendance/attendance-buttons';
import { AttendanceMark } from '../attendance/attendance-mark';
import { paidDueText } from '../desk-payments/paid-due';
import { fullName, paymentStatusLabel } from '../shared';
import blockClasses from './calendar-block.module.css';
import classes from './calendar.module.css';

const ATTENDANCE_WORD = { checked_in: ', Arrived', no_show: ', No-show' } as const;

/**
 * One booking on the day grid: a tap opens Booking Details; who has arrived (or did not come)
 * shows on the block, with Check in and No-show at hand while the api would accept them.
 */
export function CalendarBookingBlock({
  booking,
  span,
  style,
  matched,
  onView,
}: {
  booking: TBooking;
  span: number;
  style: CSSProperties;
  /** Whether the block matches the desk's search; undefined while nothing is searched. */
  matched?: boolean;
  onView: (bookingId: string) => void;
}) {
  const { customer, court, timeSlot } = booking;
  const attendance = booking.attendance ? ATTENDANCE_WORD[booking.attendance] : '';
  return (
    // The whole block opens the details for a pointer; the button inside is the keyboard's.
    <div
      className={`${classes.block} ${blockClasses.wrapper}`}
      data-status={booking.status}
      data-attendance={booking.attendance ?? undefined}
      data-match={matched === undefined ? undefined : String(matched)}
      data-testid={`block-${booking.bookingId}`}
      style={style}
      onClick={() => onView(booking._id)}
    >
      <UnstyledButton
        className={blockClasses.open}
        aria-label={`${fullName(customer)}, ${court.name}, ${timeSlot.startTime} - ${timeSlot.endTime}, ${booking.status}, ${paymentStatusLabel(booking.paymentStatus)}${attendance}${matched ? ', matches the search' : ''}`}
      >
        <div className={classes.blockName}>{fullName(customer)}</div>
        <div>
          {timeSlot.startTime} - {timeSlot.endTime}
          {span > 1 ? ` · ${paymentStatusLabel(booking.paymentStatus)}` : ''}
        </div>
        {span > 1 && paidDueText(booking) && <div>{paidDueText(booking)}</div>}
        {span > 2 && <div>{booking.bookingId}</div>}
      </UnstyledButton>
      {/* Its own taps stay here: checking in does not open the details too. */}
      <div className={blockClasses.attendance} onClick={(event) => event.stopPropagation()}>
        <AttendanceMark attendance={booking.attendance} size="xs" />
        <AttendanceButtons booking={booking} size="compact-xs" withUndo={false} />
      </div>
    </div>
  );
}
