// The live bookings (pending or confirmed, not yet over) that a closure falls on.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TAffectedBooking } from '@padel/contract';
import {
  MINUTES_PER_DAY,
  doRangesOverlap,
  endMinutesOf,
  minutesOfDay,
  resolveOpenRanges,
  subtractRanges,
  type MinuteRange,
} from '@padel/domain';
import { bookings, courts, type Database, users } from '@padel/db';
import { bookingAmounts, recordedPaidSql } from '../bookings';

/** A court closed from now on, or closed minutes of one day (for one court, or the venue). */
export type ClosedTime =
  | { kind: 'court'; courtId: string }
  | { kind: 'day'; date: string; courtId?: string; ranges: MinuteRange[] };

export type AffectedBooking = TAffectedBooking & {
  id: string;
  courtName: string;
  paymentMethod: string;
};

const LIVE_STATUSES = ['pending', 'confirmed'];

/** The minutes a holiday closes: the whole day, or the day outside its custom hours. */
export function holidayClosedRanges(holiday: {
  isFullDay: boolean;
  customHours: { openTime: string; closeTime: string } | null;
}): MinuteRange[] {
  const day = [{ start: 0, end: MINUTES_PER_DAY }];
  if (holiday.isFullDay || !holiday.customHours) return day;
  const start = minutesOfDay(holiday.customHours.openTime);
  return subtractRanges(day, [{ start, end: endMinutesOf(start, holiday.customHours.closeTime) }]);
}

/** The minutes an override makes a court unavailable, read through the domain's rule. */
export function overrideClosedRanges(override: {
  date: string;
  isAvailable: boolean;
  isFullDay: boolean;
  timeRanges: { startTime: string; endTime: string }[];
}): MinuteRange[] {
  return resolveOpenRanges({
    date: override.date,
    schedule: [],
    overrides: [override],
    courtStatus: 'active',
  }).unavailableRanges;
}

const customerName = sql<string>`coalesce(nullif(trim(coalesce(
    ${bookings.guestCustomer} ->> 'firstName' || ' ' || (${bookings.guestCustomer} ->> 'lastName'),
    ${users.firstName} || ' ' || ${users.lastName})), ''), '')`;

/** The live bookings inside the closed time, soonest first. */
export async function findAffectedBookings(
  executor: Pick<Database, 'select'>,
  closed: ClosedTime,
  now: Date,
): Promise<AffectedBooking[]> {
  const rows = await executor
    .select({
      booking: bookings,
      courtName: courts.name,
      customer: customerName,
      recorded: recordedPaidSql,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, LIVE_STATUSES),
        gt(bookings.endsAt, now),
        closed.courtId ? eq(bookings.courtId, closed.courtId) : undefined,
        closed.kind === 'day' ? eq(bookings.date, closed.date) : undefined,
      ),
    )
    .orderBy(bookings.startsAt, courts.sortOrder);
  return rows
    .filter(({ booking }) => {
      if (closed.kind === 'court') return true;
      const start = minutesOfDay(booking.startTime);
      const range = { start, end: endMinutesOf(start, booking.endTime) };
      return closed.ranges.some((closedRange) => doRangesOverlap(range, closedRange));
    })
    .map(({ booking, courtName, customer, recorded }) => ({
      id: booking.id,
      bookingNumber: booking.bookingNumber,
      date: booking.date,
      startTime: booking.startTime,
      endTime: booking.endTime,
      court: courtName,
      courtName,
      customer,
      status: booking.status,
      paymentMethod: booking.paymentMethod,
      amountPaid: bookingAmounts(booking, recorded).amountPaid,
    }));
}
