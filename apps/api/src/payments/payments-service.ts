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
    if (!row || (!isStaffRole(viewer.role) && row.booking.userId !== viewer.id)) {
      throw notFound(PAYMENT_NOT_FOUND);
    }
    const { booking, transaction } = row;
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
