import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { VALIDATION_MESSAGES as V, type TAdminCreateBookingRequest } from '@padel/contract';
import { findCustomerByEmail, findWalkInByPhone, type UserRow } from '../users';
import { BOOKING_NOT_FOUND } from '../bookings';
import { BOOKING_MESSAGES, type BookingOwner, type BookingsService } from '../bookings';
import type { AppContext } from '../lib/context';
import { bookings, paymentTransactions } from '@padel/db';
import { badRequest, conflict, notFound } from '../lib/errors';

const DAY_MS = 24 * 3_600_000;

export const ADMIN_BOOKING_MESSAGES = {
  deleted: 'Booking deleted successfully',
  hasPayments: 'This booking has payments recorded and cannot be deleted. Cancel it instead.',
} as const;

/**
 * The New Booking wizard's customer: an existing account by id, or a temporary user typed in.
 * A returning customer's e-mail typed as a temporary user books for their account; a walk-in
 * without an e-mail whose phone already has a walk-in account books for it.
 */
export async function resolveWizardOwner(
  db: AppContext['db'],
  findUser: BookingsService['findUser'],
  input: Pick<TAdminCreateBookingRequest, 'userType' | 'user' | 'tempUser'>,
): Promise<BookingOwner> {
  if (input.userType === 'existing' && input.user) {
    return { kind: 'user', user: await findUser(input.user) };
  }
  if (input.userType === 'temporary' && input.tempUser) {
    const { email, phone } = input.tempUser;
    const known = email ? await findCustomerByEmail(db, email) : await findWalkInByPhone(db, phone);
    return known ? { kind: 'user', user: known } : { kind: 'temporary', details: input.tempUser };
  }
  throw badRequest(V.required('User'), [{ field: 'user', message: V.required('User') }]);
}

export function createAdminBookingsService(ctx: AppContext, bookingsService: BookingsService) {
  const { db, clock } = ctx;

  /** GET /admin/bookings/recent: made in the last 24 hours, newest first. */
  async function listRecentBookings(limit: number) {
    const now = clock.now();
    const { bookings: list } = await bookingsService.findBookings({
      where: gte(bookings.createdAt, new Date(now.getTime() - DAY_MS)),
      orderBy: [desc(bookings.createdAt)],
      limit,
    });
    return { bookings: list };
  }

  /** GET /admin/bookings/upcoming: starting in the next 24 hours and not cancelled, soonest first. */
  async function listUpcomingBookings(limit: number) {
    const now = clock.now();
    const { bookings: list } = await bookingsService.findBookings({
      where: and(
        gte(bookings.startsAt, now),
        lt(bookings.startsAt, new Date(now.getTime() + DAY_MS)),
        ne(bookings.status, 'cancelled'),
      ),
      orderBy: [asc(bookings.startsAt), asc(bookings.createdAt)],
      limit,
    });
    return { bookings: list };
  }

  const ownerOf = (input: TAdminCreateBookingRequest) =>
    resolveWizardOwner(db, bookingsService.findUser, input);

  /**
   * POST /admin/bookings: a pay-at-venue booking for an existing user, or for a temporary user
   * created with it (mailed the complete-signup link). Same window as customers (DECISIONS).
   */
  async function createAdminBooking(actor: UserRow, input: TAdminCreateBookingRequest) {
    const created = await bookingsService.createBooking({
      owner: await ownerOf(input),
      actor,
      courtId: input.court,
      date: input.date,
      startTime: input.timeSlot.startTime,
      durationMinutes: input.duration,
      paymentMethod: 'cash',
      source: 'admin',
      notes: input.notes,
    });
    return { booking: created.booking, message: BOOKING_MESSAGES.created };
  }

  /**
   * DELETE /admin/bookings/{id} removes a booking made by mistake, with its audit trail. A
   * booking with money recorded (a payment transaction, paid or refunded) stays for the
   * venue's books: 409, cancel it instead.
   */
  async function deleteBooking(bookingId: string) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const [payments] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, bookingId));
    if (
      (payments?.n ?? 0) > 0 ||
      booking.paymentStatus === 'paid' ||
      booking.paymentStatus === 'refunded'
    ) {
      throw conflict(ADMIN_BOOKING_MESSAGES.hasPayments);
    }
    await db.delete(bookings).where(eq(bookings.id, bookingId));
    return { message: ADMIN_BOOKING_MESSAGES.deleted };
  }

  return { listRecentBookings, listUpcomingBookings, createAdminBooking, deleteBooking };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
