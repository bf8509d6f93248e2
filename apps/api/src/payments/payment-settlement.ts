import { and, eq, notInArray } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@padel/contract';
import type { AppContext } from '../lib/context';
import { transitionBookingStatus } from '../bookings';
import { bookings, paymentTransactions } from '@padel/db';
import { AppError } from '../lib/errors';
import { flagPayment, type PaymentTransactionRow } from './payment-transactions';
import { applyToShare, SHARE_REFUND_DUE_REASON } from './share-settlement';

// Where a payment's outcome reaches its booking (DECISIONS: card and wallet). The transaction
// is claimed first with a conditional update (`WHERE status = <from>`): of two answers racing
// for it (a replayed return, the sweeper, an admin inquiry) exactly one wins and moves the
// booking; the others change nothing.

export type SettlementContext = Pick<
  AppContext,
  'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'outboxWorker'
>;

export type PaymentOutcome = {
  result: 'paid' | 'failed';
  responseCode: string | null;
  responseMessage: string | null;
  /** Recorded on the transaction when given. */
  requestPayload?: Record<string, unknown>;
  responsePayload?: Record<string, unknown> | null;
  /** The booking's audit note. */
  note: string;
  /** Told to the customer when the booking is cancelled. */
  cancellationReason?: string;
};

export const LATE_PAYMENT_MESSAGE = ERROR_MESSAGES.paymentForCancelledBooking;

/** The reason kept on a payment flagged `refund`. */
export const REFUND_DUE_REASON =
  'Paid for a booking that had already been cancelled: refund the amount paid.';

/**
 * Records the outcome on a transaction still in `from` (pending by default) and applies it to
 * the booking. Answers false when another answer settled the transaction first.
 */
export async function settlePayment(
  ctx: SettlementContext,
  transaction: PaymentTransactionRow,
  outcome: PaymentOutcome,
  options: { from?: 'pending' | 'failed' } = {},
): Promise<boolean> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(paymentTransactions)
    .set({
      status: outcome.result === 'paid' ? 'completed' : 'failed',
      responseCode: outcome.responseCode,
      responseMessage: outcome.responseMessage,
      ...(outcome.requestPayload ? { requestPayload: outcome.requestPayload } : {}),
      ...(outcome.responsePayload !== undefined
        ? { responsePayload: outcome.responsePayload }
        : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentTransactions.id, transaction.id),
        eq(paymentTransactions.status, options.from ?? 'pending'),
      ),
    )
    .returning();
  if (!claimed) return false;
  if (claimed.matchPlayerId) {
    // A match share pays for a seat, not the booking: the booking's status stays as it is.
    const { needsRefund } = await applyToShare(ctx, claimed.matchPlayerId, outcome.result);
    if (needsRefund) await flagPayment(ctx, claimed, 'refund', SHARE_REFUND_DUE_REASON, now);
  } else if (claimed.bookingId) {
    const { needsRefund } = await applyToBooking(ctx, claimed.bookingId, outcome);
    if (needsRefund) await flagPayment(ctx, claimed, 'refund', REFUND_DUE_REASON, now);
  }
  return true;
}

const isConflict = (error: unknown) => error instanceof AppError && error.status === 409;

/**
 * Paid: a pending booking becomes confirmed + paid; a booking that moved on meanwhile (the
 * customer or staff cancelled it) keeps its status but is marked paid, and the answer says it
 * needs a refund (the payment is then flagged for the admin). Failed: a pending booking becomes
 * cancelled + failed, which frees its slot.
 */
export async function applyToBooking(
  ctx: SettlementContext,
  bookingId: string,
  outcome: PaymentOutcome,
): Promise<{ needsRefund: boolean }> {
  const unchanged = { needsRefund: false };
  const [booking] = await ctx.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!booking) return unchanged;
  if (outcome.result === 'paid') {
    if (booking.status === 'pending') {
      try {
        await transitionBookingStatus(ctx, {
          bookingId,
          to: 'confirmed',
          actor: null,
          note: outcome.note,
          paymentStatus: 'paid',
        });
        return unchanged;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    const [marked] = await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid', updatedAt: ctx.clock.now() })
      .where(
        and(eq(bookings.id, bookingId), notInArray(bookings.paymentStatus, ['paid', 'refunded'])),
      )
      .returning({ status: bookings.status });
    if (marked?.status === 'cancelled') {
      ctx.logger.warn({ bookingId }, 'payment received for a cancelled booking; it needs a refund');
      return { needsRefund: true };
    }
    return unchanged;
  }
  if (booking.status !== 'pending') return unchanged;
  try {
    await transitionBookingStatus(ctx, {
      bookingId,
      to: 'cancelled',
      actor: null,
      note: outcome.note,
      cancellationReason: outcome.cancellationReason ?? outcome.note,
      paymentStatus: 'failed',
    });
  } catch (error) {
    // Someone moved the booking first; a failed payment has nothing left to undo.
    if (!isConflict(error)) throw error;
  }
  return unchanged;
}
