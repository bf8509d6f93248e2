import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  TPaymentTransaction,
  TPaymentTransactionStatus,
  TPaymentTransactionType,
  TStatusInquiry,
} from '@padel/contract';
import {
  type Database,
  type PaymentFlag,
  paymentTransactions,
  type StatusInquiry,
} from '@padel/db';

// The payment transactions table: every JazzCash request and answer, recorded with secrets
// redacted (the JazzCash client hands back redacted payloads only), and its admin view.

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type PaymentType = Extract<TPaymentTransactionType, 'card' | 'mwallet'>;

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

/**
 * One entry of `statusInquiries`: a status inquiry, or a card return signed with our salt that
 * we refused (another amount, currency or reference), kept beside the transaction it answered.
 * Unsigned returns are never kept (anyone may post one).
 */
export type RecordedInquiry = StatusInquiry & {
  kind?: 'inquiry' | 'rejected-return';
  /** Why the inquiry got no usable answer, or why the return was refused. */
  error?: string;
};

/** A transaction's entries are capped so that nothing can grow a row without end. */
export const MAX_RECORDED_INQUIRIES = 50;

const PAYMENT_TYPES: PaymentType[] = ['card', 'mwallet'];

export async function findTransactionById(
  db: Reader,
  id: string,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .limit(1);
  return row;
}

export async function findTransactionByRef(
  db: Reader,
  transactionId: string,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, transactionId))
    .limit(1);
  return row;
}

/** The booking's newest card or wallet payment (refunds and match shares excluded). */
export async function findLatestPayment(
  db: Reader,
  bookingId: string,
): Promise<PaymentTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        inArray(paymentTransactions.type, PAYMENT_TYPES),
        isNull(paymentTransactions.matchPlayerId),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return row;
}

/**
 * Appends an inquiry (or a refused signed return) to the transaction, in one statement.
 * `once`: not when an entry of the same kind with the same answer is already there.
 */
export async function appendInquiry(
  db: Writer,
  transactionId: string,
  entry: RecordedInquiry,
  now: Date,
  options: { once?: boolean } = {},
): Promise<void> {
  const sameAnswer = JSON.stringify([{ kind: entry.kind, response: entry.response }]);
  await db
    .update(paymentTransactions)
    .set({
      statusInquiries: sql`${paymentTransactions.statusInquiries} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentTransactions.id, transactionId),
        sql`jsonb_array_length(${paymentTransactions.statusInquiries}) < ${MAX_RECORDED_INQUIRIES}`,
        options.once
          ? sql`not (${paymentTransactions.statusInquiries} @> ${sameAnswer}::jsonb)`
          : undefined,
      ),
    );
}

/**
 * Marks a payment for an admin (an answer that does not match it, or money that needs a
 * refund) with the reason, and logs it. Nothing about the payment is settled here.
 */
export async function flagPayment(
  ctx: { db: Writer; logger: { warn: (details: object, message: string) => void } },
  transaction: Pick<PaymentTransactionRow, 'id' | 'transactionId' | 'bookingId'>,
  flag: PaymentFlag,
  reason: string,
  now: Date,
): Promise<void> {
  await ctx.db
    .update(paymentTransactions)
    .set({ flag, flagReason: reason, updatedAt: now })
    .where(eq(paymentTransactions.id, transaction.id));
  ctx.logger.warn(
    { txnRefNo: transaction.transactionId, bookingId: transaction.bookingId, flag, reason },
    'payment flagged for the admin',
  );
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function toStatusInquiryDto(entry: RecordedInquiry): TStatusInquiry {
  const response =
    entry.response && typeof entry.response === 'object'
      ? (entry.response as Record<string, unknown>)
      : {};
  const isRejectedReturn = entry.kind === 'rejected-return';
  return {
    at: entry.at,
    paymentResponseCode: isRejectedReturn
      ? textOf(response.pp_ResponseCode)
      : textOf(response.pp_PaymentResponseCode),
    status: isRejectedReturn ? 'Rejected return' : textOf(response.pp_Status),
    message: entry.error ?? textOf(response.pp_PaymentResponseMessage),
    responsePayload: response,
  };
}

/** The spec's Payment transaction entity, with its booking and user when known. */
export function toPaymentTransactionDto(
  row: PaymentTransactionRow,
  refs: {
    booking?: { id: string; bookingNumber: string } | null;
    user?: { firstName: string; lastName: string } | null;
  } = {},
): TPaymentTransaction {
  return {
    _id: row.id,
    id: row.id,
    transactionId: row.transactionId,
    type: row.type as TPaymentTransactionType,
    status: row.status as TPaymentTransactionStatus,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    responseCode: row.responseCode,
    responseMessage: row.responseMessage,
    requestPayload: row.requestPayload ?? {},
    responsePayload: row.responsePayload ?? null,
    statusInquiries: (row.statusInquiries as RecordedInquiry[]).map(toStatusInquiryDto),
    booking: refs.booking ? { _id: refs.booking.id, bookingId: refs.booking.bookingNumber } : null,
    user: refs.user ? { firstName: refs.user.firstName, lastName: refs.user.lastName } : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    flag: row.flag ?? null,
    flagReason: row.flagReason ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
