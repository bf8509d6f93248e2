import { and, eq } from 'drizzle-orm';
import type {
  TBookingStatus,
  TPaymentMethod,
  TPaymentStatus,
  TPaymentStatusAnswer,
  TPaymentStatusParams,
  TPaymentTransactionStatus,
} from '@padel/contract';
import { isStaffRole, type UserRow } from '../users';
import type { AppContext } from '../lib/context';
import { bookings, paymentTransactions } from '@padel/db';
import { notFound } from '../lib/errors';
import { createCardReturnHandler } from './card-payments';
import type { PaymentProvider } from './payment-provider';

export const PAYMENT_NOT_FOUND = 'Payment not found';

const SHARE_PAYMENT_STATUS: Record<string, TPaymentStatus> = {
  completed: 'paid',
  failed: 'failed',
  pending: 'pending',
};

/** A match share's payment: the share's own outcome, not the booking's. */
function shareStatusOf(
  booking: typeof bookings.$inferSelect,
  transaction: typeof paymentTransactions.$inferSelect,
): TPaymentStatusAnswer {
  return {
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    status: booking.status as TBookingStatus,
    paymentStatus: SHARE_PAYMENT_STATUS[transaction.status] ?? 'pending',
    paymentMethod: transaction.type === 'mwallet' ? 'jazzcash_mwallet' : 'jazzcash_card',
    transactionId: transaction.transactionId,
    transactionStatus: transaction.status as TPaymentTransactionStatus,
    message: transaction.responseMessage,
  };
}

/** /payments: the card return and a payment's status for the result pages. */
export function createPaymentsService(ctx: AppContext, provider: PaymentProvider) {
  const { handleCardReturn } = createCardReturnHandler(ctx, provider);

  /**
   * GET /payments/status/{bookingId}/{transactionId}: the booking's owner, staff or an admin
   * read it; anyone else gets 404, as for the booking itself (DECISIONS).
   */
  async function getPaymentStatus(
    viewer: UserRow,
    params: TPaymentStatusParams,
  ): Promise<TPaymentStatusAnswer> {
    const [row] = await ctx.db
      .select({ booking: bookings, transaction: paymentTransactions })
      .from(paymentTransactions)
      .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .where(
        and(
          eq(paymentTransactions.transactionId, params.transactionId),
          eq(paymentTransactions.bookingId, params.bookingId),
        ),
      )
      .limit(1);
    // A match share's payer reads their own payment, on the match's booking.
    const isSharePayer =
      row?.transaction.matchPlayerId != null && row.transaction.userId === viewer.id;
    if (!row || (!isStaffRole(viewer.role) && row.booking.userId !== viewer.id && !isSharePayer)) {
      throw notFound(PAYMENT_NOT_FOUND);
    }
    const { booking, transaction } = row;
    if (transaction.matchPlayerId) return shareStatusOf(booking, transaction);
    return {
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      status: booking.status as TBookingStatus,
      paymentStatus: booking.paymentStatus as TPaymentStatus,
      paymentMethod: booking.paymentMethod as TPaymentMethod,
      transactionId: transaction.transactionId,
      transactionStatus: transaction.status as TPaymentTransactionStatus,
      message: transaction.responseMessage,
    };
  }

  return { handleCardReturn, getPaymentStatus };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
