import { eq, sql } from 'drizzle-orm';
import { bookingPayments, bookings, type Database, paymentTransactions } from '@padel/db';

// What a booking has been paid (DECISIONS: desk payments): desk payments not voided, plus
// completed JazzCash payments less what was refunded of them.

/**
 * Rupees recorded as paid for the booking of the enclosing statement. Written with qualified
 * names: drizzle leaves columns unqualified in a select from one table, where "id" inside the
 * subqueries would be the payment's own.
 */
export const recordedPaidSql = sql<number>`((select coalesce(sum(bp.amount), 0)
    from ${bookingPayments} bp
    where bp.booking_id = "bookings"."id" and bp.voided_at is null)
  + (select coalesce(sum(pt.amount - pt.refunded_amount), 0)
    from ${paymentTransactions} pt
    where pt.booking_id = "bookings"."id" and pt.status = 'completed' and pt.type <> 'refund'))::int`.mapWith(
  Number,
);

/**
 * What the booking shows as paid and due. A booking marked paid without records (completed
 * before payments were recorded) shows its total as paid; a paid, refunded or cancelled
 * booking owes nothing.
 */
export function bookingAmounts(
  booking: { totalPrice: number; status: string; paymentStatus: string },
  recorded: number,
): { amountPaid: number; amountDue: number } {
  const amountPaid =
    booking.paymentStatus === 'paid'
      ? Math.max(recorded, booking.totalPrice)
      : Math.max(0, recorded);
  const owesNothing =
    booking.status === 'cancelled' ||
    booking.paymentStatus === 'paid' ||
    booking.paymentStatus === 'refunded';
  return {
    amountPaid,
    amountDue: owesNothing ? 0 : Math.max(0, booking.totalPrice - amountPaid),
  };
}

/**
 * Completing a cash booking marks it paid (DECISIONS): what is still due is recorded as a cash
 * payment taken by whoever completed it, so the till holds the money the booking now shows.
 */
export async function recordCashOnCompletion(
  tx: Pick<Database, 'select' | 'insert'>,
  booking: { id: string; bookingNumber: string; totalPrice: number },
  actor: { id: string } | null,
  at: Date,
): Promise<void> {
  const [row] = await tx
    .select({ recorded: recordedPaidSql })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  const due = booking.totalPrice - (row?.recorded ?? 0);
  if (due <= 0) return;
  await tx.insert(bookingPayments).values({
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    method: 'cash',
    amount: due,
    takenBy: actor?.id ?? null,
    note: null,
    createdAt: at,
  });
}
