import { and, eq, inArray } from 'drizzle-orm';
import type { TBookingStatus, TPaymentStatus } from '@padel/contract';
import { canTransitionBooking, isFinalStatus } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { bookingEvents, bookings, type Database, paymentTransactions } from '@padel/db';
import { recordCashOnCompletion } from './booking-amounts';
import { conflict, notFound } from '../lib/errors';
import { findBookingView, type BookingView } from './booking-dto';
import { notifyBooking } from '../notifications';
import type { BookingNotificationKind } from '../notifications';

export const BOOKING_NOT_FOUND = 'Booking not found';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reads a booking and holds its row until the transaction ends, so two desks acting on it at
 * once take turns (one payment, one check-in); 404 when there is no such booking.
 */
export async function lockBooking(tx: Transaction, bookingId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** What a card or wallet payment still pending says once its booking is cancelled. */
export const PAYMENT_CANCELLED_WITH_BOOKING =
  'The booking was cancelled before the payment was completed.';

/** Ends the still-open card and wallet payments of bookings being cancelled, in their transaction. */
export async function endOpenOnlinePayments(
  tx: Pick<Database, 'update'>,
  bookingIds: string[],
  now: Date,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: 'failed', responseMessage: PAYMENT_CANCELLED_WITH_BOOKING, updatedAt: now })
    .where(
      and(
        inArray(paymentTransactions.bookingId, bookingIds),
        eq(paymentTransactions.status, 'pending'),
        inArray(paymentTransactions.type, ['card', 'mwallet']),
      ),
    );
}

/** Who moved a booking: a signed-in person, or null when the server itself did (expiry, payment). */
export type BookingActor = { id: string; role: string } | null;

type TransitionContext = Pick<
  AppContext,
  'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'outboxWorker'
>;

/** One row of the audit trail. Creation is recorded as a move from null to the first status. */
export async function recordBookingEvent(
  executor: Pick<Database, 'insert'>,
  event: {
    bookingId: string;
    fromStatus: TBookingStatus | null;
    toStatus: TBookingStatus;
    actor: BookingActor;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await executor.insert(bookingEvents).values({
    bookingId: event.bookingId,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorId: event.actor?.id ?? null,
    actorRole: event.actor?.role ?? null,
    note: event.note ?? null,
    createdAt: event.at,
  });
}

export function forbiddenMoveMessage(from: TBookingStatus, to: TBookingStatus): string {
  if (isFinalStatus(from)) return `This booking is ${from} and its status can no longer change`;
  if (from === to) return `This booking is already ${from}`;
  return `A ${from} booking cannot be changed to ${to}`;
}

const NOTIFICATION_OF_STATUS: Record<TBookingStatus, BookingNotificationKind> = {
  pending: 'received',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * Tells the customer of a booking's current status on every channel (the mail, and WhatsApp
 * for a player who opted in), through the outbox: in the change's transaction when given one
 * (notifications: notifyBooking).
 */
export async function notifyBookingStatus(
  ctx: TransitionContext,
  view: BookingView,
  tx?: Transaction,
): Promise<void> {
  const kind = NOTIFICATION_OF_STATUS[view.booking.status as TBookingStatus];
  if (kind) await notifyBooking(ctx, kind, view, tx);
}

/**
 * Moves a booking to another status under the state machine (DECISIONS: bookings; 409 for a
 * forbidden move), records who did it, and mails the customer. Completing a cash booking marks
 * it paid (DECISIONS). The payments code passes `paymentStatus` to set it together with the
 * status (card return: confirmed + paid, or cancelled + failed).
 */
export async function transitionBookingStatus(
  ctx: TransitionContext,
  input: {
    bookingId: string;
    to: TBookingStatus;
    actor: BookingActor;
    /** Kept in the audit trail. */
    note?: string | null;
    /** Stored on the booking when it is cancelled. */
    cancellationReason?: string | null;
    paymentStatus?: TPaymentStatus;
    /** Mail the customer (default true). */
    notify?: boolean;
  },
): Promise<BookingView> {
  const [booking] = await ctx.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, input.bookingId))
    .limit(1);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const from = booking.status as TBookingStatus;
  if (!canTransitionBooking(from, input.to)) throw conflict(forbiddenMoveMessage(from, input.to));

  const isCashSettled =
    input.to === 'completed' &&
    booking.paymentMethod === 'cash' &&
    booking.paymentStatus === 'pending';
  const paymentStatus = input.paymentStatus ?? (isCashSettled ? 'paid' : booking.paymentStatus);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Only from the status read above: a concurrent move makes this one a conflict, not a skip.
    const moved = await tx
      .update(bookings)
      .set({
        status: input.to,
        paymentStatus,
        updatedAt: now,
        ...(input.to === 'cancelled'
          ? { cancellationReason: input.cancellationReason ?? null }
          : {}),
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, from)))
      .returning({ id: bookings.id });
    if (moved.length === 0) {
      const [latest] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      throw conflict(forbiddenMoveMessage((latest?.status ?? from) as TBookingStatus, input.to));
    }
    if (isCashSettled) await recordCashOnCompletion(tx, booking, input.actor, now);
    if (input.to === 'cancelled') {
      // The booking's pending card or wallet payment ends with it; a payment JazzCash still
      // completes afterwards is recorded and flagged for a refund (payments: settlement).
      await endOpenOnlinePayments(tx, [booking.id], now);
    }
    await recordBookingEvent(tx, {
      bookingId: booking.id,
      fromStatus: from,
      toStatus: input.to,
      actor: input.actor,
      note: input.note ?? null,
      at: now,
    });
    // The customer's messages are written with the change, so neither is kept without the other.
    if (input.notify ?? true) {
      const moved = await findBookingView(tx, booking.id);
      if (moved) await notifyBookingStatus(ctx, moved, tx);
    }
  });
  if (input.notify ?? true) ctx.outboxWorker.nudge();

  const view = await findBookingView(ctx.db, booking.id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}
