import {
  type LocalDate,
  addDays,
  isLocalDate,
  karachiInstant,
  todayInKarachi,
} from './karachi-time';
import { type LocalTime, endMinutesOf, formatMinutes, minutesOfDay } from './time-of-day';

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

/** DECISIONS: bookings. Completed and cancelled are final. */
const ALLOWED_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Customers may cancel only while at least this many hours remain (DECISIONS: bookings). */
export const CANCELLATION_CUTOFF_HOURS = 2;

/** Customers and admins book from today to this many days ahead, in Karachi (spec constants). */
export const BOOKING_WINDOW_DAYS = 30;

export type CustomerCancellationInput = { status: BookingStatus; startsAt: Date; now: Date };

export type CustomerCancellationCheck =
  | { ok: true; hoursRemaining: number }
  | { ok: false; reason: 'too_late' | 'not_cancellable'; hoursRemaining: number };

/** Whether a booking may move from one status to another; staying put is not a move. */
export function canTransitionBooking(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Whether no further status move is possible. */
export function isFinalStatus(status: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[status].length === 0;
}

/** Hours from `now` to the booking's start; negative once it has started. */
export function hoursUntilStart(startsAt: Date, now: Date): number {
  return (startsAt.getTime() - now.getTime()) / 3_600_000;
}

/** Whether fewer than 2 hours remain before the start (spec: cancellation restriction dialog). */
export function isWithinCancellationCutoff(startsAt: Date, now: Date): boolean {
  return hoursUntilStart(startsAt, now) < CANCELLATION_CUTOFF_HOURS;
}

/**
 * Whether a customer may cancel a booking now. Only bookings still pending or confirmed can be
 * cancelled, and only while at least 2 hours remain; hoursRemaining (never below 0) feeds the
 * restriction dialog.
 */
export function canCustomerCancel(input: CustomerCancellationInput): CustomerCancellationCheck {
  const hoursRemaining = Math.max(0, hoursUntilStart(input.startsAt, input.now));
  if (!canTransitionBooking(input.status, 'cancelled')) {
    return { ok: false, reason: 'not_cancellable', hoursRemaining };
  }
  if (isWithinCancellationCutoff(input.startsAt, input.now)) {
    return { ok: false, reason: 'too_late', hoursRemaining };
  }
  return { ok: true, hoursRemaining };
}

/** Whether a local date lies from today to `days` days ahead, both counted in Karachi. */
export function isWithinBookingWindow(
  date: LocalDate,
  now: Date,
  days = BOOKING_WINDOW_DAYS,
): boolean {
  if (!isLocalDate(date)) return false;
  const today = todayInKarachi(now);
  return date >= today && date <= addDays(today, days);
}

/**
 * The instants a booking of a local date and times starts and ends. An end of '24:00' (or
 * '00:00' after a later start) is midnight at the end of that date.
 */
export function computeBookingInstants(slot: {
  date: LocalDate;
  startTime: LocalTime;
  endTime: LocalTime;
}): {
  startsAt: Date;
  endsAt: Date;
} {
  const end = endMinutesOf(minutesOfDay(slot.startTime), slot.endTime);
  return {
    startsAt: karachiInstant(slot.date, slot.startTime),
    endsAt: karachiInstant(slot.date, formatMinutes(end)),
  };
}
