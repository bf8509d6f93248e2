import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  ERROR_MESSAGES as E,
  SUCCESS_MESSAGES,
  type TPaymentRequestListAnswer,
  type TPaymentRequestListQuery,
  type TPaymentTransaction,
  type TRefundAnswer,
  type TTransactionAnswer,
} from '@padel/contract';
import { addDays, karachiInstant } from '@padel/domain';
import { BOOKING_NOT_FOUND } from '../bookings';
import type { BookingsService } from '../bookings';
import type { AppContext } from '../lib/context';
import { bookings, paymentTransactions, users } from '@padel/db';
import { AppError, badRequest, conflict, notFound, sqlStateOf } from '../lib/errors';
import { applyInquiry, inquireAndRecord } from './payment-inquiry';
import type { PaymentProvider } from './payment-provider';
import {
  findTransactionById,
  toPaymentTransactionDto,
  type PaymentTransactionRow,
} from './payment-transactions';

export const ADMIN_PAYMENT_MESSAGES = {
  notFound: 'Transaction not found',
  inquiryCompleted: SUCCESS_MESSAGES.inquiryCompleted,
  refundRecorded: SUCCESS_MESSAGES.refundRecorded,
  notAPayment: 'Only a card or wallet payment can be inquired or refunded',
  notCompleted: 'Only a completed payment can be refunded',
} as const;

const REFUND_ID_ATTEMPTS = 3;

/** /admin/payments/jazzcash: the transactions list, status inquiries and refunds (admins). */
export function createAdminPaymentsService(
  ctx: AppContext,
  deps: { provider: PaymentProvider; bookings: BookingsService },
) {
  const { db, clock } = ctx;
  const { provider, bookings: bookingsService } = deps;

  const selectWithRefs = () =>
    db
      .select({
        transaction: paymentTransactions,
        booking: { id: bookings.id, bookingNumber: bookings.bookingNumber },
        user: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(paymentTransactions)
      .leftJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .$dynamic();

  async function loadTransactionDto(id: string): Promise<TPaymentTransaction> {
    const [row] = await selectWithRefs().where(eq(paymentTransactions.id, id)).limit(1);
    if (!row) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
    return toPaymentTransactionDto(row.transaction, row);
  }

  /** Dates filter the transaction's creation on the venue's calendar (DECISIONS: time). */
  async function listPaymentRequests(
    query: TPaymentRequestListQuery,
  ): Promise<TPaymentRequestListAnswer> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(paymentTransactions.status, query.status));
    if (query.type) conditions.push(eq(paymentTransactions.type, query.type));
    if (query.bookingId) conditions.push(eq(paymentTransactions.bookingId, query.bookingId));
    if (query.startDate) {
      conditions.push(gte(paymentTransactions.createdAt, karachiInstant(query.startDate, '00:00')));
    }
    if (query.endDate) {
      conditions.push(
        lt(paymentTransactions.createdAt, karachiInstant(addDays(query.endDate, 1), '00:00')),
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(where);
    const total = counted?.total ?? 0;
    const rows = await selectWithRefs()
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      requests: rows.map((row) => toPaymentTransactionDto(row.transaction, row)),
      pagination: {
        page: query.page,
        pages: Math.ceil(total / query.limit),
        total,
        limit: query.limit,
      },
    };
  }

  async function findPayment(id: string): Promise<PaymentTransactionRow> {
    const transaction = await findTransactionById(db, id);
    if (!transaction) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
    if (transaction.type !== 'card' && transaction.type !== 'mwallet') {
      throw badRequest(ADMIN_PAYMENT_MESSAGES.notAPayment);
    }
    return transaction;
  }

  /**
   * POST /admin/payments/jazzcash/{id}/inquire: asks JazzCash, records the inquiry on the
   * transaction and applies its outcome to the booking (Completed: confirmed + paid; Failed or
   * Dropped: cancelled + failed; Pending: unchanged).
   */
  async function inquirePayment(id: string): Promise<TTransactionAnswer> {
    const transaction = await findPayment(id);
    const inquiry = await inquireAndRecord(ctx, provider, transaction);
    if (!inquiry.result.ok) {
      throw new AppError(502, `${E.inquiryFailed}: ${inquiry.result.error}`);
    }
    await applyInquiry(ctx, transaction, inquiry);
    return { transaction: await loadTransactionDto(id) };
  }

  /** The refund's own reference: the payment's, '-R' and a running number. */
  async function insertRefundRecord(payment: PaymentTransactionRow, amount: number) {
    const now = clock.now();
    for (let attempt = 1; ; attempt++) {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.type, 'refund'),
            sql`${paymentTransactions.transactionId} like ${`${payment.transactionId}-R%`}`,
          ),
        );
      try {
        const [refund] = await db
          .insert(paymentTransactions)
          .values({
            transactionId: `${payment.transactionId}-R${(counted?.total ?? 0) + attempt}`,
            type: 'refund',
            status: 'pending',
            amount,
            bookingId: payment.bookingId,
            userId: payment.userId,
            requestPayload: {},
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!refund) throw new AppError(500, E.refundFailed);
        return refund;
      } catch (error) {
        if (sqlStateOf(error) !== '23505' || attempt >= REFUND_ID_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * POST /admin/payments/jazzcash/{id}/refund: refunds part or all of a completed payment
   * through JazzCash (wallet: with the MPIN; card: authorize/Refund). An amount above what is
   * still refundable is refused with 400. The amount is reserved on the payment first by one
   * conditional UPDATE (refundedAmount + amount <= amount), so refunds at once can never return
   * more than was paid; a refund JazzCash refuses gives the reservation back. Fully refunded:
   * booking paymentStatus refunded. A repeated request is answered by the route's
   * Idempotency-Key before it reaches here.
   */
  async function refundPayment(id: string, amount: number): Promise<TRefundAnswer> {
    const payment = await findPayment(id);
    const { bookingId } = payment;
    if (!bookingId) throw notFound(BOOKING_NOT_FOUND);
    if (payment.status !== 'completed') throw conflict(ADMIN_PAYMENT_MESSAGES.notCompleted);
    // Refused, never trimmed to what is left: the admin sees what can still be refunded.
    const exceeds = (refundable: number) => {
      const message = E.refundExceedsRefundable(Math.max(0, refundable));
      return badRequest(message, [{ field: 'amount', message }]);
    };
    if (amount > payment.amount - payment.refundedAmount) {
      throw exceeds(payment.amount - payment.refundedAmount);
    }
    const [reserved] = await db
      .update(paymentTransactions)
      .set({
        refundedAmount: sql`${paymentTransactions.refundedAmount} + ${amount}`,
        updatedAt: clock.now(),
      })
      .where(
        and(
          eq(paymentTransactions.id, payment.id),
          eq(paymentTransactions.status, 'completed'),
          sql`${paymentTransactions.refundedAmount} + ${amount} <= ${paymentTransactions.amount}`,
        ),
      )
      .returning();
    if (!reserved) {
      // Another refund of this payment took the rest meanwhile.
      const current = await findTransactionById(db, payment.id);
      throw exceeds(current ? current.amount - current.refundedAmount : 0);
    }

    const giveBack = () =>
      db
        .update(paymentTransactions)
        .set({
          refundedAmount: sql`${paymentTransactions.refundedAmount} - ${amount}`,
          updatedAt: clock.now(),
        })
        .where(eq(paymentTransactions.id, payment.id));

    let refund: PaymentTransactionRow;
    try {
      refund = await insertRefundRecord(payment, amount);
    } catch (error) {
      await giveBack();
      throw error;
    }
    const input = { txnRefNo: payment.transactionId, amountRupees: amount };
    const { result, exchange } = await provider.call((client) =>
      payment.type === 'mwallet' ? client.refundWallet(input) : client.refundCard(input),
    );
    const isRefunded = result.ok && result.isRefunded;
    await db
      .update(paymentTransactions)
      .set({
        status: isRefunded ? 'completed' : 'failed',
        responseCode: result.ok ? result.responseCode : null,
        responseMessage: result.ok ? result.responseMessage : result.error,
        requestPayload: exchange?.request ?? input,
        responsePayload: exchange?.response ?? null,
        updatedAt: clock.now(),
      })
      .where(eq(paymentTransactions.id, refund.id));
    if (!isRefunded) {
      await giveBack();
      if (result.ok) throw conflict(`${E.refundFailed}: ${result.responseMessage}`);
      throw new AppError(502, `${E.refundFailed}: ${result.error}`);
    }

    // A match share refunded in full gives back a seat's money, not the booking's.
    if (reserved.refundedAmount >= reserved.amount && !reserved.matchPlayerId) {
      await db
        .update(bookings)
        .set({ paymentStatus: 'refunded', updatedAt: clock.now() })
        .where(eq(bookings.id, bookingId));
    }
    ctx.logger.info(
      { txnRefNo: payment.transactionId, refund: refund.transactionId, amount },
      'payment refunded',
    );
    return {
      transaction: await loadTransactionDto(payment.id),
      refund: await loadTransactionDto(refund.id),
      booking: await bookingsService.loadBookingDto(bookingId),
    };
  }

  return { listPaymentRequests, inquirePayment, refundPayment };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
