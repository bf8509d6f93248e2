import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from '@padel/contract';
import { addMinutes } from '@padel/domain';
import type { PaymentDetails, PaymentFlow } from '../bookings';
import { paymentTransactions } from '@padel/db';
import { AppError, badRequest } from '../lib/errors';
import { bookingCharge, cancelUnstartedPayment } from './card-payments';
import { maskCnic, toPaisa } from './jazzcash';
import {
  chargeRequest,
  insertChargeTransaction,
  PAYMENT_WINDOW_MINUTES,
  type PaymentCharge,
} from './payment-charge';
import type { PaymentProvider } from './payment-provider';
import { findInquiryMismatch } from './payment-inquiry';
import { settlePayment, type SettlementContext } from './payment-settlement';
import { flagPayment } from './payment-transactions';

// Wallet payments (DECISIONS: wallet): the charge (DoMWalletTransaction v2.0) runs when the
// booking code is verified, or when a player joins a match paying their share by wallet.
// 000 marks it paid; 157/124 leave it pending for a status inquiry (an admin's, or the
// sweeper's at the payment's expiry); anything else, including no answer, an HTML page or a
// bad hash, fails it: the booking is cancelled and its slot freed, or the seat given back.

/** Payment Required: the booking was refused because its payment was (caller's side). */
export const WALLET_FAILURE_STATUS = 402;

export type WalletPayer = { mobileNumber: string; cnic: string };

/** The wallet's number and CNIC, or the contract's words for the one that is missing (400). */
export function requireWalletPayer(payer: PaymentDetails): WalletPayer {
  const { mobileNumber, cnic } = payer;
  if (mobileNumber && cnic) return { mobileNumber, cnic };
  // The contract requires both for a wallet; a caller that skipped it gets the same words.
  const message = mobileNumber ? V.cnicRequired : V.walletMobileRequired;
  throw badRequest(message, [{ field: mobileNumber ? 'cnic' : 'mobileNumber', message }]);
}

/**
 * Charges a wallet for a booking or a share. Answers once the payment is paid, pending or
 * flagged (an answer about another amount, currency or reference); a refused or unanswered
 * charge is settled as failed and thrown with the provider's words (402).
 */
export async function chargeWallet(
  ctx: SettlementContext,
  provider: PaymentProvider,
  charge: PaymentCharge,
  { mobileNumber, cnic }: WalletPayer,
): Promise<void> {
  const what = charge.matchPlayerId
    ? 'JazzCash wallet payment of a match share'
    : 'JazzCash wallet payment';
  const logged = { bookingId: charge.booking.id, matchPlayerId: charge.matchPlayerId };
  const txnRefNo = provider.client.createTxnRefNo();
  const transaction = await insertChargeTransaction(ctx, charge, {
    txnRefNo,
    type: 'mwallet',
    // Replaced by the request as sent once the call is made.
    requestPayload: {
      pp_TxnRefNo: txnRefNo,
      pp_Amount: toPaisa(charge.amount),
      pp_MobileNumber: mobileNumber,
      pp_CNIC: maskCnic(cnic),
    },
  });

  const { result, exchange } = await provider.call((client) =>
    client.payWithWallet({ ...chargeRequest(charge, txnRefNo), mobileNumber, cnic }),
  );
  const recorded = {
    ...(exchange ? { requestPayload: exchange.request } : {}),
    responsePayload: exchange?.response ?? null,
  };
  // A success about another amount, currency or reference is not believed: the payment is
  // flagged for the admin and stays pending (its expiry's status inquiry checks again).
  const mismatch =
    result.ok && result.isSuccess
      ? await findInquiryMismatch(
          ctx,
          transaction,
          result,
          "JazzCash's answer to the wallet charge",
        )
      : null;
  if (mismatch) {
    await ctx.db
      .update(paymentTransactions)
      .set({ ...recorded, updatedAt: ctx.clock.now() })
      .where(eq(paymentTransactions.id, transaction.id));
    await flagPayment(ctx, transaction, 'mismatch', mismatch, ctx.clock.now());
    ctx.logger.warn({ ...logged, txnRefNo }, 'wallet charge answer mismatch');
    return;
  }
  if (result.ok && result.isSuccess) {
    await settlePayment(ctx, transaction, {
      result: 'paid',
      responseCode: result.responseCode,
      responseMessage: result.responseMessage,
      ...recorded,
      note: `${what} received`,
    });
    return;
  }
  if (result.ok && result.isPending) {
    await ctx.db
      .update(paymentTransactions)
      .set({
        ...recorded,
        responseCode: result.responseCode,
        responseMessage: result.responseMessage,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(paymentTransactions.id, transaction.id));
    ctx.logger.info({ ...logged, txnRefNo }, 'wallet payment pending');
    return;
  }
  // The payer reads the provider's words; a call that got no usable answer has none, so the
  // transaction keeps the technical reason and the payer the web's retry text.
  const message = result.ok
    ? result.responseMessage || E.paymentProcessingRetry
    : E.paymentProcessingRetry;
  await settlePayment(ctx, transaction, {
    result: 'failed',
    responseCode: result.ok ? result.responseCode : null,
    responseMessage: result.ok ? message : result.error,
    ...recorded,
    note: `${what} failed${result.ok ? ` (${result.responseCode})` : ''}`,
    cancellationReason: `Wallet payment failed: ${message}`,
  });
  throw new AppError(WALLET_FAILURE_STATUS, message, [{ field: 'payment', message }]);
}

export function createWalletPaymentFlow(
  ctx: SettlementContext,
  provider: PaymentProvider,
): PaymentFlow {
  return {
    assertAvailable: () => undefined,
    initialRow: (now) => ({ paymentExpiresAt: addMinutes(now, PAYMENT_WINDOW_MINUTES) }),
    start: async ({ booking: view, payer }) => {
      let wallet: WalletPayer;
      try {
        wallet = requireWalletPayer(payer);
      } catch (error) {
        // A charge that cannot start leaves nothing to settle: the booking is cancelled here.
        if (error instanceof AppError) await cancelUnstartedPayment(ctx, view, error.message);
        throw error;
      }
      await chargeWallet(ctx, provider, bookingCharge(view), wallet);
      return {};
    },
  };
}
