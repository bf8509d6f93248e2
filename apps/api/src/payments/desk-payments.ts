import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DESK_PAYMENT_MESSAGES as M,
  type TDeskPayment,
  type TDeskPaymentAnswer,
  type TDeskPaymentMethod,
  type TDeskPaymentRequest,
} from '@padel/contract';
import { bookingPayments, bookings, type Database, matchPlayers, users } from '@padel/db';
import { BOOKING_NOT_FOUND, lockBooking, recordedPaidSql, type BookingsService } from '../bookings';
import type { AppContext } from '../lib/context';
import { badRequest, conflict, notFound } from '../lib/errors';

// Money taken at the desk (DECISIONS: desk payments). The booking's row is locked while a
// payment is weighed against what is due, so two payments at once can never overpay; the
// route's Idempotency-Key makes a double tap one payment. Voided, never deleted.

type Actor = { id: string };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type DeskPaymentRow = typeof bookingPayments.$inferSelect;
type Person = { id: string; firstName: string; lastName: string } | null;

const takenByUser = alias(users, 'taken_by_user');
const voidedByUser = alias(users, 'voided_by_user');
const personColumns = (table: typeof takenByUser | typeof voidedByUser) => ({
  id: sql<string>`${table.id}`,
  firstName: sql<string>`${table.firstName}`,
  lastName: sql<string>`${table.lastName}`,
});

function toPerson(person: Person): TDeskPayment['takenBy'] {
  if (!person?.id) return null;
  return { _id: person.id, name: `${person.firstName} ${person.lastName}`.trim() };
}

function toDeskPaymentDto(row: DeskPaymentRow, takenBy: Person, voidedBy: Person): TDeskPayment {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    bookingNumber: row.bookingNumber,
    method: row.method as TDeskPaymentMethod,
    amount: row.amount,
    note: row.note,
    takenBy: toPerson(takenBy),
    createdAt: row.createdAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy: toPerson(voidedBy),
    voidReason: row.voidReason,
  };
}

type LockedBooking = Awaited<ReturnType<typeof lockBooking>>;

/**
 * Weighs a payment against what the booking owes and records it; reaching the total marks the
 * booking paid. Runs in the caller's transaction with the booking's row locked (lockBooking).
 */
export async function recordDeskPayment(
  tx: Transaction,
  now: Date,
  actor: Actor,
  booking: LockedBooking,
  input: TDeskPaymentRequest & { matchPlayerId?: string },
): Promise<string> {
  if (booking.status === 'cancelled') throw conflict(M.bookingCancelled);
  const [sum] = await tx
    .select({ recorded: recordedPaidSql })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  const recorded = sum?.recorded ?? 0;
  const due = booking.paymentStatus === 'pending' ? Math.max(0, booking.totalPrice - recorded) : 0;
  if (input.amount > due) {
    const message = M.exceedsDue(due);
    throw badRequest(message, [{ field: 'amount', message }]);
  }
  const [inserted] = await tx
    .insert(bookingPayments)
    .values({
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      method: input.method,
      amount: input.amount,
      takenBy: actor.id,
      note: input.note || null,
      matchPlayerId: input.matchPlayerId ?? null,
      createdAt: now,
    })
    .returning({ id: bookingPayments.id });
  if (recorded + input.amount >= booking.totalPrice) {
    await tx
      .update(bookings)
      .set({ paymentStatus: 'paid', updatedAt: now })
      .where(eq(bookings.id, booking.id));
  }
  return inserted!.id;
}

export function createDeskPayments(
  ctx: Pick<AppContext, 'db' | 'clock' | 'logger'>,
  deps: { bookings: Pick<BookingsService, 'loadBookingDto'> },
) {
  const { db, clock } = ctx;

  function selectPayments(executor: Pick<Database, 'select'>) {
    return executor
      .select({
        payment: bookingPayments,
        takenBy: personColumns(takenByUser),
        voidedBy: personColumns(voidedByUser),
      })
      .from(bookingPayments)
      .leftJoin(takenByUser, eq(takenByUser.id, bookingPayments.takenBy))
      .leftJoin(voidedByUser, eq(voidedByUser.id, bookingPayments.voidedBy))
      .$dynamic();
  }

  async function loadPayment(paymentId: string): Promise<TDeskPayment> {
    const [row] = await selectPayments(db).where(eq(bookingPayments.id, paymentId)).limit(1);
    if (!row) throw notFound(M.notFound);
    return toDeskPaymentDto(row.payment, row.takenBy, row.voidedBy);
  }

  async function ensureBooking(bookingId: string): Promise<void> {
    const [found] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!found) throw notFound(BOOKING_NOT_FOUND);
  }

  /** GET /admin/bookings/{id}/payments: oldest first, voided ones included. */
  async function listPayments(bookingId: string): Promise<TDeskPayment[]> {
    await ensureBooking(bookingId);
    const rows = await selectPayments(db)
      .where(eq(bookingPayments.bookingId, bookingId))
      .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id));
    return rows.map((row) => toDeskPaymentDto(row.payment, row.takenBy, row.voidedBy));
  }

  /**
   * POST /admin/bookings/{id}/payments. Refused: a cancelled booking (409), more than is due
   * (400, naming what is due). Reaching the total marks the booking paid.
   */
  async function takePayment(
    actor: Actor,
    bookingId: string,
    input: TDeskPaymentRequest,
  ): Promise<TDeskPaymentAnswer> {
    const paymentId = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      return recordDeskPayment(tx, clock.now(), actor, booking, input);
    });
    ctx.logger.info({ bookingId, paymentId, amount: input.amount }, 'desk payment recorded');
    return {
      payment: await loadPayment(paymentId),
      booking: await deps.bookings.loadBookingDto(bookingId),
    };
  }

  /**
   * POST /admin/bookings/{id}/payments/{paymentId}/void (admins): the payment stops counting;
   * a paid booking left under its total is pending again.
   */
  async function voidPayment(
    actor: Actor,
    bookingId: string,
    paymentId: string,
    reason: string,
  ): Promise<TDeskPaymentAnswer> {
    await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const [payment] = await tx
        .select()
        .from(bookingPayments)
        .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.bookingId, bookingId)));
      if (!payment) throw notFound(M.notFound);
      const now = clock.now();
      const voided = await tx
        .update(bookingPayments)
        .set({ voidedAt: now, voidedBy: actor.id, voidReason: reason })
        .where(and(eq(bookingPayments.id, paymentId), isNull(bookingPayments.voidedAt)))
        .returning({ id: bookingPayments.id });
      if (voided.length === 0) throw conflict(M.alreadyVoided);
      const [sum] = await tx
        .select({ recorded: recordedPaidSql })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      // A share paid at the desk is owed again (payments: desk-share-payments).
      if (payment.matchPlayerId) {
        await tx
          .update(matchPlayers)
          .set({ paymentStatus: 'pending' })
          .where(
            and(eq(matchPlayers.id, payment.matchPlayerId), eq(matchPlayers.paymentStatus, 'paid')),
          );
      }
      if (booking.paymentStatus === 'paid' && (sum?.recorded ?? 0) < booking.totalPrice) {
        await tx
          .update(bookings)
          .set({ paymentStatus: 'pending', updatedAt: now })
          .where(eq(bookings.id, bookingId));
      }
    });
    ctx.logger.info({ bookingId, paymentId }, 'desk payment voided');
    return {
      payment: await loadPayment(paymentId),
      booking: await deps.bookings.loadBookingDto(bookingId),
    };
  }

  return { listPayments, takePayment, voidPayment, getPayment: loadPayment };
}

export type DeskPayments = ReturnType<typeof createDeskPayments>;
