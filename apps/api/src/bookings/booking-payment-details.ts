import { and, desc, inArray } from 'drizzle-orm';
import type { TJazzCashDetails, TPaymentTransactionStatus } from '@padel/contract';
import { type Database, type PaymentTransactionRow, paymentTransactions } from '@padel/db';

// A booking shows its newest card or wallet payment. It reads the payment transactions table
// itself, so bookings never imports the payments domain (payments depends on bookings).

type PaymentType = 'card' | 'mwallet';
const PAYMENT_TYPES: PaymentType[] = ['card', 'mwallet'];

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** JazzCash's retrieval reference: spelt pp_RetreivalReferenceNo on the card return. */
function retrievalReferenceOf(row: PaymentTransactionRow): string | null {
  const payload = row.responsePayload ?? {};
  return textOf(payload.pp_RetrievalReferenceNo) ?? textOf(payload.pp_RetreivalReferenceNo);
}

export function toJazzCashDetails(row: PaymentTransactionRow): TJazzCashDetails {
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

/** Each booking's `jazzCashDetails` (its newest card or wallet payment); cash bookings have none. */
export async function loadJazzCashDetails(
  db: Pick<Database, 'select'>,
  bookingIds: string[],
): Promise<Map<string, TJazzCashDetails>> {
  const details = new Map<string, TJazzCashDetails>();
  if (bookingIds.length === 0) return details;
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.bookingId, bookingIds),
        inArray(paymentTransactions.type, PAYMENT_TYPES),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt));
  for (const row of rows) {
    if (row.bookingId && !details.has(row.bookingId)) {
      details.set(row.bookingId, toJazzCashDetails(row));
    }
  }
  return details;
}
