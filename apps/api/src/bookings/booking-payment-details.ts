import { sql } from 'drizzle-orm';
import type { TJazzCashDetails, TPaymentTransactionStatus } from '@padel/contract';
import { bookings, type PaymentTransactionRow, paymentTransactions } from '@padel/db';

// A booking shows its newest card or wallet payment. It reads the payment transactions table
// itself, so bookings never imports the payments domain (payments depends on bookings).

type PaymentType = 'card' | 'mwallet';

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** What a booking's payment details are made of. */
export type PaymentDetailsRow = Pick<
  PaymentTransactionRow,
  | 'id'
  | 'transactionId'
  | 'type'
  | 'status'
  | 'amount'
  | 'refundedAmount'
  | 'responseCode'
  | 'responseMessage'
  | 'responsePayload'
>;

/** JazzCash's retrieval reference: spelt pp_RetreivalReferenceNo on the card return. */
function retrievalReferenceOf(row: PaymentDetailsRow): string | null {
  const payload = row.responsePayload ?? {};
  return textOf(payload.pp_RetrievalReferenceNo) ?? textOf(payload.pp_RetreivalReferenceNo);
}

export function toJazzCashDetails(row: PaymentDetailsRow): TJazzCashDetails {
  return {
    _id: row.id,
    transactionId: row.transactionId,
    type: row.type as PaymentType,
    status: row.status as TPaymentTransactionStatus,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    responseCode: row.responseCode,
    responseMessage: row.responseMessage,
    retrievalReferenceNo: retrievalReferenceOf(row),
  };
}

/**
 * The newest card or wallet payment of the booking of the enclosing statement, as one JSON
 * object keyed like PaymentDetailsRow (null for none): a page of bookings reads its payments in
 * the same statement.
 */
export const newestPaymentJson = sql<PaymentDetailsRow | null>`(select json_build_object(
    'id', ${paymentTransactions.id},
    'transactionId', ${paymentTransactions.transactionId},
    'type', ${paymentTransactions.type},
    'status', ${paymentTransactions.status},
    'amount', ${paymentTransactions.amount},
    'refundedAmount', ${paymentTransactions.refundedAmount},
    'responseCode', ${paymentTransactions.responseCode},
    'responseMessage', ${paymentTransactions.responseMessage},
    'responsePayload', ${paymentTransactions.responsePayload})
  from ${paymentTransactions}
  where ${paymentTransactions.bookingId} = ${bookings.id}
    and ${paymentTransactions.type} in ('card', 'mwallet')
    and ${paymentTransactions.matchPlayerId} is null
  order by ${paymentTransactions.createdAt} desc
  limit 1)`;
