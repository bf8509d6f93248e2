import { eq } from 'drizzle-orm';
import {
  ERROR_MESSAGES as E,
  type TJazzCashRedirect,
  VALIDATION_MESSAGES as V,
} from '@padel/contract';
import { addMinutes } from '@padel/domain';
import { paymentTransactions } from '@padel/db';
import { AppError, badRequest } from '../lib/errors';
import {
  describePayment,
  findInquiryMismatch,
  flagPayment,
  MOBILE_APP_MARKER,
  PAYMENT_WINDOW_MINUTES,
  redactJazzCashPayload,
  settlePayment,
  WALLET_FAILURE_STATUS,
  type PaymentProvider,
  type SettlementContext,
} from '../payments';
import type { MatchPlayerRow, MatchView } from './match-views';

// A share is paid as a booking is (DECISIONS: card, wallet), through the same JazzCash client
// and the same return endpoint and settlement: its transaction names the match's booking (its
// bill reference, and the booking's paid amount counts it) and the seat it pays for
// (`match_player_id`), which is where its outcome lands (payments: share-settlement).

export type SharePayer = { mobileNumber?: string | undefined; cnic?: string | undefined };

async function insertShareTransaction(
  ctx: SettlementContext,
  input: {
    txnRefNo: string;
    type: 'card' | 'mwallet';
    seat: MatchPlayerRow;
    view: MatchView;
    requestPayload: Record<string, unknown>;
  },
) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(paymentTransactions)
    .values({
      transactionId: input.txnRefNo,
      type: input.type,
      status: 'pending',
      amount: input.seat.share,
      bookingId: input.view.booking.id,
      userId: input.seat.userId,
      matchPlayerId: input.seat.id,
      requestPayload: input.requestPayload,
      expiresAt: input.seat.paymentExpiresAt ?? addMinutes(now, PAYMENT_WINDOW_MINUTES),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError(500, E.paymentProcessingRetry);
  return row;
}

const NO_CUSTOMER = { firstName: '', lastName: '', email: null, phone: '' };

const shareDescription = (view: MatchView) =>
  `Match share - ${describePayment({ booking: view.booking, court: view.court, customer: NO_CUSTOMER })}`.slice(
    0,
    100,
  );

/** The card page's form for a share; the browser posts it as for a booking. */
export async function startShareCardPayment(
  ctx: SettlementContext,
  provider: PaymentProvider,
  input: { view: MatchView; seat: MatchPlayerRow; mobileApp: boolean },
): Promise<TJazzCashRedirect> {
  const txnRefNo = provider.client.createTxnRefNo();
  const form = provider.client.buildCardPayment({
    txnRefNo,
    amountRupees: input.seat.share,
    billReference: input.view.booking.bookingNumber,
    description: shareDescription(input.view),
    expiresInMinutes: PAYMENT_WINDOW_MINUTES,
    ...(input.mobileApp ? { merchantFields: { ppmpf_1: MOBILE_APP_MARKER } } : {}),
  });
  await insertShareTransaction(ctx, {
    txnRefNo,
    type: 'card',
    seat: input.seat,
    view: input.view,
    // The form carries pp_Password and the hash for the browser; stored redacted.
    requestPayload: redactJazzCashPayload(form.formData),
  });
  return form;
}

/**
 * Charges a wallet for a share: 000 marks the share paid, 157/124 leave it pending for the
 * sweep at its expiry, anything else frees the seat and is refused with 402.
 */
export async function chargeShareWallet(
  ctx: SettlementContext,
  provider: PaymentProvider,
  input: { view: MatchView; seat: MatchPlayerRow; payer: SharePayer },
): Promise<void> {
  const { mobileNumber, cnic } = input.payer;
  if (!mobileNumber || !cnic) {
    const message = mobileNumber ? V.cnicRequired : V.walletMobileRequired;
    throw badRequest(message, [{ field: mobileNumber ? 'cnic' : 'mobileNumber', message }]);
  }
  const txnRefNo = provider.client.createTxnRefNo();
  const transaction = await insertShareTransaction(ctx, {
    txnRefNo,
    type: 'mwallet',
    seat: input.seat,
    view: input.view,
    requestPayload: { pp_TxnRefNo: txnRefNo },
  });
  const { result, exchange } = await provider.call((client) =>
    client.payWithWallet({
      txnRefNo,
      amountRupees: input.seat.share,
      mobileNumber,
      cnic,
      billReference: input.view.booking.bookingNumber,
      description: shareDescription(input.view),
      expiresInMinutes: PAYMENT_WINDOW_MINUTES,
    }),
  );
  const recorded = {
    ...(exchange ? { requestPayload: exchange.request } : {}),
    responsePayload: exchange?.response ?? null,
  };
  const mismatch =
    result.ok && result.isSuccess
      ? await findInquiryMismatch(
          ctx,
          transaction,
          result,
          "JazzCash's answer to the wallet charge",
        )
      : null;
  if (mismatch || (result.ok && result.isPending)) {
    await ctx.db
      .update(paymentTransactions)
      .set({
        ...recorded,
        ...(result.ok
          ? { responseCode: result.responseCode, responseMessage: result.responseMessage }
          : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(paymentTransactions.id, transaction.id));
    if (mismatch) await flagPayment(ctx, transaction, 'mismatch', mismatch, ctx.clock.now());
    return;
  }
  if (result.ok && result.isSuccess) {
    await settlePayment(ctx, transaction, {
      result: 'paid',
      responseCode: result.responseCode,
      responseMessage: result.responseMessage,
      ...recorded,
      note: 'JazzCash wallet payment of a match share received',
    });
    return;
  }
  const message = result.ok
    ? result.responseMessage || E.paymentProcessingRetry
    : E.paymentProcessingRetry;
  await settlePayment(ctx, transaction, {
    result: 'failed',
    responseCode: result.ok ? result.responseCode : null,
    responseMessage: result.ok ? message : result.error,
    ...recorded,
    note: 'JazzCash wallet payment of a match share failed',
  });
  throw new AppError(WALLET_FAILURE_STATUS, message, [{ field: 'payment', message }]);
}
