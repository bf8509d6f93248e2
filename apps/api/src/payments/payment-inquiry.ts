import { eq } from 'drizzle-orm';
import { formatPrice } from '@padel/contract';
import { bookings } from '@padel/db';
import { toBillReference, type InquiryResult } from './jazzcash';
import type { PaymentProvider } from './payment-provider';
import { settlePayment, type SettlementContext } from './payment-settlement';
import {
  appendInquiry,
  flagPayment,
  type PaymentTransactionRow,
  type RecordedInquiry,
} from './payment-transactions';

// JazzCash's status inquiry (PaymentInquiry/Inquire), recorded on the transaction it asks
// about, and what its answer means for the payment.

/** paid / failed: JazzCash knows the outcome; pending: not yet; unknown: no usable answer. */
export type InquiryOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

export function readInquiryOutcome(result: InquiryResult): InquiryOutcome {
  // pp_ResponseCode is the inquiry's own result (000: it worked; 109: no such transaction).
  if (!result.ok || result.responseCode !== '000') return 'unknown';
  switch (result.status) {
    case 'Completed':
      return 'paid';
    case 'Failed':
    case 'Dropped':
    case 'Validation Failed':
      return 'failed';
    case 'Pending':
      return 'pending';
    default:
      return 'unknown';
  }
}

export type RecordedInquiryResult = { result: InquiryResult; outcome: InquiryOutcome };

/** The currency every booking is charged in (amounts are rupees; JazzCash gets paisa). */
const BOOKING_CURRENCY = 'PKR';

/** Which JazzCash answer a mismatch was found in, as the admin reads it. */
export type AnswerSource =
  'The status inquiry' | "JazzCash's answer to the wallet charge" | "JazzCash's card return";

export const INQUIRY_MISMATCH = {
  reference: (answered: string, source: AnswerSource = 'The status inquiry') =>
    `${source} answered for reference '${answered}', not this payment's.`,
  amount: (
    answered: number | null,
    expected: number,
    source: AnswerSource = 'The status inquiry',
  ) =>
    `${source} reports ${answered === null ? 'no amount' : formatPrice(answered)}, but the payment is ${formatPrice(expected)}.`,
  currency: (answered: string, source: AnswerSource = 'The status inquiry') =>
    `${source} reports ${answered ? `the currency '${answered}'` : 'no currency'}, but the payment is in ${BOOKING_CURRENCY}.`,
  billReference: (answered: string, source: AnswerSource = 'The status inquiry') =>
    `${source} reports the bill reference '${answered}', which is not this booking's.`,
  merchant: (answered: string, source: AnswerSource = 'The status inquiry') =>
    `${source} names the merchant '${answered}', not this venue's.`,
} as const;

/** What a JazzCash answer says was paid. */
export type AnsweredPayment = {
  txnRefNo: string;
  amountRupees: number | null;
  currency: string;
  billReference: string;
};

/** The field of an answer that is not this payment's, and the admin's text for it. */
export type AnswerMismatch = {
  field: 'reference' | 'amount' | 'currency' | 'billReference';
  reason: string;
};

/**
 * What a JazzCash answer says was paid, against the payment and its booking: the reference,
 * the amount, the currency and the bill reference must all be ours. Answers the first
 * difference, or null when the answer is about exactly this payment.
 */
export async function findAnswerMismatch(
  ctx: Pick<SettlementContext, 'db'>,
  transaction: PaymentTransactionRow,
  result: AnsweredPayment,
  source: AnswerSource,
): Promise<AnswerMismatch | null> {
  if (result.txnRefNo !== transaction.transactionId) {
    return { field: 'reference', reason: INQUIRY_MISMATCH.reference(result.txnRefNo, source) };
  }
  if (result.amountRupees !== transaction.amount) {
    return {
      field: 'amount',
      reason: INQUIRY_MISMATCH.amount(result.amountRupees, transaction.amount, source),
    };
  }
  if (result.currency !== BOOKING_CURRENCY) {
    return { field: 'currency', reason: INQUIRY_MISMATCH.currency(result.currency, source) };
  }
  const [booking] = transaction.bookingId
    ? await ctx.db
        .select({ bookingNumber: bookings.bookingNumber })
        .from(bookings)
        .where(eq(bookings.id, transaction.bookingId))
        .limit(1)
    : [];
  if (!booking || result.billReference !== toBillReference(booking.bookingNumber)) {
    return {
      field: 'billReference',
      reason: INQUIRY_MISMATCH.billReference(result.billReference, source),
    };
  }
  return null;
}

/** findAnswerMismatch's text alone, for a status inquiry's answer or a wallet charge's. */
export async function findInquiryMismatch(
  ctx: Pick<SettlementContext, 'db'>,
  transaction: PaymentTransactionRow,
  result: AnsweredPayment,
  source: AnswerSource = 'The status inquiry',
): Promise<string | null> {
  return (await findAnswerMismatch(ctx, transaction, result, source))?.reason ?? null;
}

/**
 * Checks a settling answer (paid or failed) before it is applied. A mismatch is recorded on
 * the payment as a flag for the admin and answered, so the caller settles nothing.
 */
export async function checkInquiry(
  ctx: SettlementContext,
  transaction: PaymentTransactionRow,
  { result, outcome }: RecordedInquiryResult,
): Promise<string | null> {
  if (!result.ok || (outcome !== 'paid' && outcome !== 'failed')) return null;
  const mismatch = await findInquiryMismatch(ctx, transaction, result);
  if (mismatch) await flagPayment(ctx, transaction, 'mismatch', mismatch, ctx.clock.now());
  return mismatch;
}

/** Asks JazzCash about a transaction and appends the question and answer to it. */
export async function inquireAndRecord(
  ctx: SettlementContext,
  provider: PaymentProvider,
  transaction: PaymentTransactionRow,
): Promise<RecordedInquiryResult> {
  const { result, exchange } = await provider.call((client) =>
    client.inquire(transaction.transactionId),
  );
  const now = ctx.clock.now();
  const entry: RecordedInquiry = {
    kind: 'inquiry',
    at: now.toISOString(),
    request: exchange?.request ?? { pp_TxnRefNo: transaction.transactionId },
    response: exchange?.response ?? null,
    ...(result.ok ? {} : { error: result.error }),
  };
  await appendInquiry(ctx.db, transaction.id, entry, now);
  return { result, outcome: readInquiryOutcome(result) };
}

/**
 * An admin's inquiry applied: Completed confirms a pending booking (or, for a payment we had
 * given up on, records the money as received); Failed or Dropped cancels a pending booking;
 * Pending or no answer changes nothing, and neither does an answer about another amount,
 * currency or reference (flagged for the admin instead). Answers whether anything changed.
 */
export async function applyInquiry(
  ctx: SettlementContext,
  transaction: PaymentTransactionRow,
  inquiry: RecordedInquiryResult,
): Promise<boolean> {
  const { result, outcome } = inquiry;
  if (!result.ok || (outcome !== 'paid' && outcome !== 'failed')) return false;
  if (await checkInquiry(ctx, transaction, inquiry)) return false;
  const code = result.paymentResponseCode || null;
  const message = result.paymentResponseMessage || null;
  if (outcome === 'paid') {
    if (transaction.status === 'completed') return false;
    return settlePayment(
      ctx,
      transaction,
      {
        result: 'paid',
        responseCode: code,
        responseMessage: message,
        note: 'Payment confirmed by a status inquiry',
      },
      { from: transaction.status === 'failed' ? 'failed' : 'pending' },
    );
  }
  if (transaction.status !== 'pending') return false;
  return settlePayment(ctx, transaction, {
    result: 'failed',
    responseCode: code,
    responseMessage: message,
    note: 'Payment failed (status inquiry)',
    cancellationReason: `Payment failed: ${message ?? result.status}`,
  });
}
