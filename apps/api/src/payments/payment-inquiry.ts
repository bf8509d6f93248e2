import type { InquiryResult } from './jazzcash';
import type { PaymentProvider } from './payment-provider';
import { settlePayment, type SettlementContext } from './payment-settlement';
import {
  appendInquiry,
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
 * Pending or no answer changes nothing. Answers whether anything changed.
 */
export async function applyInquiry(
  ctx: SettlementContext,
  transaction: PaymentTransactionRow,
  { result, outcome }: RecordedInquiryResult,
): Promise<boolean> {
  if (!result.ok || (outcome !== 'paid' && outcome !== 'failed')) return false;
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
