import type { TBooking } from '@padel/contract';
import { canCustomerCancel, computeBookingInstants, karachiInstant } from '@padel/domain';
import type { Translate } from '../../i18n/texts';

type BookingTimes = Pick<TBooking, 'date' | 'timeSlot'>;

/** When the booking starts, as an instant: its date and time are Karachi's. */
export function bookingStartsAt(booking: BookingTimes): Date {
  return karachiInstant(booking.date, booking.timeSlot.startTime);
}

export function formatBookingTime(booking: Pick<TBooking, 'timeSlot'>): string {
  return `${booking.timeSlot.startTime} - ${booking.timeSlot.endTime}`;
}

/** Still to be played: pending or confirmed and not yet over (spec: Cancel on upcoming bookings only). */
export function isUpcomingBooking(
  booking: BookingTimes & Pick<TBooking, 'status'>,
  now: Date,
): boolean {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return false;
  const { endsAt } = computeBookingInstants({
    date: booking.date,
    startTime: booking.timeSlot.startTime,
    endTime: booking.timeSlot.endTime,
  });
  return endsAt.getTime() > now.getTime();
}

export type CancellationDecision =
  | { kind: 'send-code' }
  | { kind: 'restricted'; hoursRemaining: number }
  | { kind: 'not-cancellable' };

/**
 * What Cancel leads to (spec: cancellation; DECISIONS: at least 2 hours must remain, counted
 * in Karachi time): the restriction dialog under 2 hours, otherwise the emailed code.
 */
export function decideCancellation(
  booking: BookingTimes & Pick<TBooking, 'status'>,
  now: Date,
): CancellationDecision {
  const check = canCustomerCancel({
    status: booking.status,
    startsAt: bookingStartsAt(booking),
    now,
  });
  if (check.ok) return { kind: 'send-code' };
  if (check.reason === 'too_late')
    return { kind: 'restricted', hoursRemaining: check.hoursRemaining };
  return { kind: 'not-cancellable' };
}

/** The time left before the start, whole minutes: the hours, then the minutes (none when 0). */
export function splitTimeRemaining(hoursRemaining: number): {
  hours: number | null;
  minutes: number | null;
} {
  const totalMinutes = Math.max(0, Math.floor(hoursRemaining * 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return {
    hours: hours > 0 ? hours : null,
    minutes: minutes > 0 || hours === 0 ? minutes : null,
  };
}

/** The time left before the start, for the restriction dialog: '1 hour 25 minutes'. */
export function formatTimeRemaining(hoursRemaining: number, t: Translate): string {
  const { hours, minutes } = splitTimeRemaining(hoursRemaining);
  const hourText = hours === null ? null : t('myBookings.hours', { count: hours });
  const minuteText = minutes === null ? null : t('myBookings.minutes', { count: minutes });
  if (hourText && minuteText)
    return t('myBookings.hoursAndMinutes', { hours: hourText, minutes: minuteText });
  return hourText ?? minuteText ?? '';
}
