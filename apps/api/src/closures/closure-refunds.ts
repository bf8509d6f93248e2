// Giving back what a booking cancelled by a closure was paid.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CLOSURE_MESSAGES } from '@padel/contract';
import { bookingPayments, paymentTransactions } from '@padel/db';
import type { AppContext } from '../lib/context';

/** The admin's refund of a card or wallet payment (handed in by the composition root). */
export type ClosureRefunds = { refund: (paymentId: string, amount: number) => Promise<void> };

const ONLINE_TYPES = ['card', 'mwallet'];

/**
 * Refunds a cancelled booking in full: each completed card or wallet payment through the
 * admin's refund (a refused refund is flagged on the payment with its reason), and each desk
 * payment voided as handed back, which the cash-up counts as money leaving the drawer.
 */
export async function refundClosedBooking(
  ctx: Pick<AppContext, 'db' | 'clock' | 'logger'>,
  refunds: ClosureRefunds,
  input: { bookingId: string; actorId: string; reason: string },
): Promise<void> {
  const { db, clock } = ctx;
  await db
    .update(bookingPayments)
    .set({
      voidedAt: clock.now(),
      voidedBy: input.actorId,
      voidReason: CLOSURE_MESSAGES.deskRefundReason(input.reason),
    })
    .where(and(eq(bookingPayments.bookingId, input.bookingId), isNull(bookingPayments.voidedAt)));
  const online = await db
    .select({
      id: paymentTransactions.id,
      left: sql<number>`${paymentTransactions.amount} - ${paymentTransactions.refundedAmount}`,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, input.bookingId),
        eq(paymentTransactions.status, 'completed'),
        inArray(paymentTransactions.type, ONLINE_TYPES),
        gt(paymentTransactions.amount, paymentTransactions.refundedAmount),
      ),
    );
  for (const payment of online) {
    try {
      await refunds.refund(payment.id, Number(payment.left));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ err: error, paymentId: payment.id }, 'refund of a closed booking failed');
      await db
        .update(paymentTransactions)
        .set({
          flag: 'refund',
          flagReason: CLOSURE_MESSAGES.refundFailed(input.reason, reason),
          updatedAt: clock.now(),
        })
        .where(eq(paymentTransactions.id, payment.id));
    }
  }
}
