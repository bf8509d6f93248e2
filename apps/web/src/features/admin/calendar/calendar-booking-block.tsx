import { Badge, UnstyledButton } from '@mantine/core';
import type { TBooking, TMatchStatus } from '@padel/contract';
import type { CSSProperties } from 'react';
import { AttendanceButtons } from '../attendance/attendance-buttons';
import { AttendanceMark } from '../attendance/attendance-mark';
import { paidDueText } from '../desk-payments/paid-due';
import { fullName, paymentStatusLabel } from '../shared';
import blockClasses from './calendar-block.module.css';
import classes from './calendar.module.css';

/** A booking that is an open match: the grid says so, with its free seats. */
export type BlockMatch = { status: TMatchStatus; openSeats: number };

/** 'Open match · 2 seats free', 'Match full'. */
export function openMatchText(match: BlockMatch): string {
  if (match.status === 'full' || match.openSeats === 0) return 'Match full';
  return `Open match · ${match.openSeats === 1 ? '1 seat free' : `${match.openSeats} seats free`}`;
}

function OpenMatchBadge({ match }: { match: BlockMatch }) {
  const isFull = match.status === 'full' || match.openSeats === 0;
  return (
    <Badge
      size="xs"
      variant={isFull ? 'white' : 'filled'}
      color={isFull ? 'green' : 'grape'}
      className={blockClasses.matchBadge}
    >
      {openMatchText(match)}
    </Badge>
  );
}

const ATTENDANCE_WORD = { checked_in: ', Arrived', no_show: ', No-show' } as const;

/** A half-hour block's money in a word: all paid, or something still due. */
function moneyWord(booking: Pick<TBooking, 'amountPaid' | 'amountDue'>): string | null {
  if (booking.amountDue > 0) return 'Due';
  return booking.amountPaid > 0 ? 'Paid' : null;
}

/**
 * A half-hour block has room for two short lines: the name with a badge (arrived or no-show,
 * else paid or due) and the time; Check in and the money's detail are in Booking Details.
 */
function CompactContent({ booking }: { booking: TBooking }) {
  const word = moneyWord(booking);
  return (
    <>
      <div className={blockClasses.compactLine}>
        <span className={classes.blockName}>{fullName(booking.customer)}</span>
        {booking.attendance ? (
          <AttendanceMark attendance={booking.attendance} size="xs" />
        ) : (
          word && (
            <Badge size="xs" variant="white" color={word === 'Paid' ? 'green' : 'orange'}>
              {word}
            </Badge>
          )
        )}
      </div>
      <div>
        {booking.timeSlot.startTime} - {booking.timeSlot.endTime}
      </div>
    </>
  );
}

/**
 * One booking on the day grid: a tap opens Booking Details; who has arrived (or did not come)
 * shows on the block, with Check in and No-show at hand while the api would accept them (on
 * blocks of an hour or more; a half hour's block is compact).
 */
export function CalendarBookingBlock({
  booking,
  span,
  style,
  matched,
  openMatch,
  onView,
}: {
  booking: TBooking;
  span: number;
  style: CSSProperties;
  /** Whether the block matches the desk's search; undefined while nothing is searched. */
  matched?: boolean;
  /** Set when the booking is an open (or full) match. */
  openMatch?: BlockMatch;
  onView: (bookingId: string) => void;
}) {
  const { customer, court, timeSlot } = booking;
  const attendance = booking.attendance ? ATTENDANCE_WORD[booking.attendance] : '';
  const isCompact = span < 2;
  return (
    // The whole block opens the details for a pointer; the button inside is the keyboard's.
    <div
      className={`${classes.block} ${blockClasses.wrapper}`}
      data-status={booking.status}
      data-attendance={booking.attendance ?? undefined}
      data-match={matched === undefined ? undefined : String(matched)}
      data-testid={`block-${booking.bookingId}`}
      data-compact={isCompact || undefined}
      data-open-match={openMatch ? openMatch.openSeats : undefined}
      style={style}
      onClick={() => onView(booking._id)}
    >
      <UnstyledButton
        className={blockClasses.open}
        aria-label={`${fullName(customer)}, ${court.name}, ${timeSlot.startTime} - ${timeSlot.endTime}, ${booking.status}, ${paymentStatusLabel(booking.paymentStatus)}${attendance}${openMatch ? `, ${openMatchText(openMatch)}` : ''}${matched ? ', matches the search' : ''}`}
      >
        {openMatch && <OpenMatchBadge match={openMatch} />}
        {isCompact ? (
          <CompactContent booking={booking} />
        ) : (
          <>
            <div className={classes.blockName}>{fullName(customer)}</div>
            <div>
              {timeSlot.startTime} - {timeSlot.endTime}
              {` · ${paymentStatusLabel(booking.paymentStatus)}`}
            </div>
            {paidDueText(booking) && <div>{paidDueText(booking)}</div>}
            {span > 2 && <div>{booking.bookingId}</div>}
          </>
        )}
      </UnstyledButton>
      {/* Its own taps stay here: checking in does not open the details too. */}
      {!isCompact && (
        <div className={blockClasses.attendance} onClick={(event) => event.stopPropagation()}>
          <AttendanceMark attendance={booking.attendance} size="xs" />
          <AttendanceButtons booking={booking} size="compact-xs" withUndo={false} />
        </div>
      )}
    </div>
  );
}
