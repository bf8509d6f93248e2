import { ERROR_MESSAGES as E } from '@padel/contract';
import { addMinutes } from '@padel/domain';
import { paymentTransactions } from '@padel/db';
import { AppError } from '../lib/errors';
import type { SettlementContext } from './payment-settlement';
import type { PaymentTransactionRow, PaymentType } from './payment-transactions';

// One JazzCash charge, whatever it pays for: a booking's total, or one player's share of a
// match's booking (DECISIONS: open matches), which also names the seat it pays for. The card
// form, the wallet charge and their transaction are made once, here and in card-payments and
// wallet-payments; every answer is then checked against the transaction (reference, amount,
// currency, the booking's bill reference) and settled by payment-settlement, which takes it to
// the booking or to the seat.

/** DECISIONS: an unanswered card payment is cancelled at the transaction's expiry, 30 minutes. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** ppmpf_1 of a payment started from the native app; JazzCash hands it back on the return. */
export const MOBILE_APP_MARKER = 'app';

export type PaymentCharge = {
  /** Whole rupees: the booking's total, or the share. */
  amount: number;
  /** The booking paid for; its number is the bill reference every answer must carry. */
  booking: { id: string; bookingNumber: string };
  userId: string;
  /** The match seat a share pays for; absent when the booking itself is paid. */
  matchPlayerId?: string;
  /** pp_Description: plain words only (JazzCash refuses `:` and `/`). */
  description: string;
  mobileApp: boolean;
  /** When the booking's or the seat's payment window ends (30 minutes from now by default). */
  expiresAt: Date | null;
};

/** The fields every JazzCash request of a charge carries. */
export function chargeRequest(charge: PaymentCharge, txnRefNo: string) {
  return {
    txnRefNo,
    amountRupees: charge.amount,
    billReference: charge.booking.bookingNumber,
    description: charge.description,
    expiresInMinutes: PAYMENT_WINDOW_MINUTES,
    ...(charge.mobileApp ? { merchantFields: { ppmpf_1: MOBILE_APP_MARKER } } : {}),
  };
}

/** Records a charge's transaction, pending, for exactly its amount, booking and seat. */
export async function insertChargeTransaction(
  ctx: SettlementContext,
  charge: PaymentCharge,
  input: { txnRefNo: string; type: PaymentType; requestPayload: Record<string, unknown> },
): Promise<PaymentTransactionRow> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(paymentTransactions)
    .values({
      transactionId: input.txnRefNo,
      type: input.type,
      status: 'pending',
      amount: charge.amount,
      bookingId: charge.booking.id,
      userId: charge.userId,
      matchPlayerId: charge.matchPlayerId ?? null,
      requestPayload: input.requestPayload,
      expiresAt: charge.expiresAt ?? addMinutes(now, PAYMENT_WINDOW_MINUTES),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError(500, E.paymentProcessingRetry);
  return row;
}
