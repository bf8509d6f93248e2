// What the console offers for a booking's attendance, by the api's rules (booking-attendance.ts):
// check-in on the booking's day from an hour before its start, a no-show once it has started,
// only while it is pending or confirmed.
import { CHECK_IN_OPENS_MINUTES_BEFORE, type TBooking } from '@padel/contract';
import { karachiInstant, todayInKarachi } from '@padel/domain';

type Attendable = Pick<TBooking, 'status' | 'date' | 'timeSlot' | 'attendance'>;

const isLive = (booking: Pick<TBooking, 'status'>) =>
  booking.status === 'pending' || booking.status === 'confirmed';

const startOf = (booking: Pick<TBooking, 'date' | 'timeSlot'>) =>
  karachiInstant(booking.date, booking.timeSlot.startTime).getTime();

/** The booking's end; '24:00' is the next midnight. */
export function endOf(booking: Pick<TBooking, 'date' | 'timeSlot'>): number {
  return startOf(booking) + booking.timeSlot.durationMinutes * 60_000;
}

export function canCheckIn(booking: Attendable, now: Date = new Date()): boolean {
  return (
    isLive(booking) &&
    booking.attendance !== 'checked_in' &&
    booking.date === todayInKarachi(now) &&
    now.getTime() >= startOf(booking) - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000
  );
}

export function canMarkNoShow(booking: Attendable, now: Date = new Date()): boolean {
  return isLive(booking) && booking.attendance === null && now.getTime() >= startOf(booking);
}

export function canUndoAttendance(booking: Attendable): boolean {
  return isLive(booking) && booking.attendance !== null;
}

/** Whether completing now comes before the booking's end (the console asks first). */
export function endsLater(
  booking: Pick<TBooking, 'date' | 'timeSlot'>,
  now: Date = new Date(),
): boolean {
  return endOf(booking) > now.getTime();
}
