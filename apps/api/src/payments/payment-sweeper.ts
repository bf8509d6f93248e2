import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { bookings } from '@padel/db';
import { checkInquiry, inquireAndRecord } from './payment-inquiry';
import type { TimedTask } from '../lib/timed-work';
import type { PaymentProvider } from './payment-provider';
import { applyToBooking, settlePayment, type SettlementContext } from './payment-settlement';
import { findLatestPayment } from './payment-transactions';

// DECISIONS: a card booking with no answer by its transaction's expiry (30 minutes) is
// cancelled by the server and its slot freed. A wallet charge left pending (157) is given the
// same window. Before giving up, the sweeper asks JazzCash once: a payment completed whose
// browser never came back confirms the booking instead.

export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

export const EXPIRED_PAYMENT = {
  message: 'The payment was not completed within 30 minutes.',
  cancellationReason: 'Payment not completed in time',
} as const;

export type SweepResult = { confirmed: number; cancelled: number };

export async function sweepExpiredPayments(
  ctx: SettlementContext,
  provider: PaymentProvider,
): Promise<SweepResult> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        inArray(bookings.paymentMethod, ['jazzcash_card', 'jazzcash_mwallet']),
        lte(bookings.paymentExpiresAt, now),
      ),
    )
    .orderBy(asc(bookings.paymentExpiresAt))
    .limit(SWEEP_BATCH);

  const result: SweepResult = { confirmed: 0, cancelled: 0 };
  for (const { id: bookingId } of due) {
    try {
      const payment = await findLatestPayment(ctx.db, bookingId);
      const expired = {
        result: 'failed' as const,
        note: 'Payment expired without an answer',
        cancellationReason: EXPIRED_PAYMENT.cancellationReason,
      };
      if (!payment) {
        await applyToBooking(ctx, bookingId, {
          ...expired,
          responseCode: null,
          responseMessage: EXPIRED_PAYMENT.message,
        });
        result.cancelled += 1;
      } else if (payment.status !== 'pending') {
        // Settled, but the booking was not moved (the process stopped in between).
        const isPaid = payment.status === 'completed';
        await applyToBooking(ctx, bookingId, {
          ...expired,
          result: isPaid ? 'paid' : 'failed',
          responseCode: payment.responseCode,
          responseMessage: payment.responseMessage,
          note: isPaid ? 'Payment received' : expired.note,
        });
        result[isPaid ? 'confirmed' : 'cancelled'] += 1;
      } else {
        const inquiry = await inquireAndRecord(ctx, provider, payment);
        // An answer about another amount, currency or reference is flagged, never believed:
        // the booking then expires like one JazzCash never answered for.
        const mismatch = await checkInquiry(ctx, payment, inquiry);
        if (!mismatch && inquiry.result.ok && inquiry.outcome === 'paid') {
          await settlePayment(ctx, payment, {
            result: 'paid',
            responseCode: inquiry.result.paymentResponseCode || null,
            responseMessage: inquiry.result.paymentResponseMessage || null,
            note: 'Payment confirmed by a status inquiry at its expiry',
          });
          result.confirmed += 1;
        } else {
          const hasFailed = !mismatch && inquiry.result.ok && inquiry.outcome === 'failed';
          await settlePayment(ctx, payment, {
            ...expired,
            responseCode:
              hasFailed && inquiry.result.ok ? inquiry.result.paymentResponseCode : null,
            responseMessage: EXPIRED_PAYMENT.message,
          });
          result.cancelled += 1;
        }
      }
    } catch (error) {
      ctx.logger.error({ err: error, bookingId }, 'expired payment could not be settled');
    }
  }
  if (result.confirmed + result.cancelled > 0) {
    ctx.logger.info({ sweep: result }, 'expired payments settled');
  }
  return result;
}

/**
 * The sweep as a timed task (lib/timed-work.ts): every minute by default, once across the
 * api's instances, so that a payment is expired once, with one audit row.
 */
export function paymentSweepTask(
  ctx: SettlementContext,
  provider: PaymentProvider,
  options: { intervalMs?: number } = {},
): TimedTask {
  return {
    name: 'payment-sweep',
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    run: () => sweepExpiredPayments(ctx, provider),
  };
}
