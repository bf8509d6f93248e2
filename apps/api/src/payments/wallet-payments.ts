import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from '@padel/contract';
import type { PaymentFlow } from '../bookings';
import { paymentTransactions } from '@padel/db';
import { AppError, badRequest } from '../lib/errors';
import {
  cancelUnstartedPayment,
  describePayment,
  MOBILE_APP_MARKER,
  PAYMENT_WINDOW_MINUTES,
} from './card-payments';
import { maskCnic, toPaisa } from './jazzcash';
import type { PaymentProvider } from './payment-provider';
import { findInquiryMismatch } from './payment-inquiry';
import { settlePayment, type SettlementContext } from './payment-settlement';
import { flagPayment } from './payment-transactions';
import { addMinutes } from '@padel/domain';

// Wallet payments (DECISIONS: wallet): the charge (DoMWalletTransaction v2.0) runs when the
// booking code is verified. 000 confirms the booking as paid; 157/124 leave it pending for a
// status inquiry (an admin's, or the sweeper's at the payment's expiry); anything else,
// including no answer, an HTML page or a bad hash, cancels it and frees the slot.

/** Payment Required: the booking was refused because its payment was (caller's side). */
export const WALLET_FAILURE_STATUS = 402;

export function createWalletPaymentFlow(
  ctx: SettlementContext,
  provider: PaymentProvider,
): PaymentFlow {
  return {
    assertAvailable: () => undefined,
    initialRow: (now) => ({ paymentExpiresAt: addMinutes(now, PAYMENT_WINDOW_MINUTES) }),
    start: async ({ booking: view, payer }) => {
      const { booking } = view;
      const { mobileNumber, cnic } = payer;
      if (!mobileNumber || !cnic) {
        // The contract requires both for a wallet; a caller that skipped it gets the same words.
        const message = mobileNumber ? V.cnicRequired : V.walletMobileRequired;
        await cancelUnstartedPayment(ctx, view, message);
        throw badRequest(message, [{ field: mobileNumber ? 'cnic' : 'mobileNumber', message }]);
      }
      const now = ctx.clock.now();
      const txnRefNo = provider.client.createTxnRefNo();
      const [transaction] = await ctx.db
        .insert(paymentTransactions)
        .values({
          transactionId: txnRefNo,
          type: 'mwallet',
          status: 'pending',
          amount: booking.totalPrice,
          bookingId: booking.id,
          userId: booking.userId,
          // Replaced by the request as sent once the call is made.
          requestPayload: {
            pp_TxnRefNo: txnRefNo,
            pp_Amount: toPaisa(booking.totalPrice),
            pp_MobileNumber: mobileNumber,
            pp_CNIC: maskCnic(cnic),
          },
          expiresAt: booking.paymentExpiresAt ?? addMinutes(now, PAYMENT_WINDOW_MINUTES),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!transaction) throw new AppError(500, E.paymentProcessingRetry);

      const { result, exchange } = await provider.call((client) =>
        client.payWithWallet({
          txnRefNo,
          amountRupees: booking.totalPrice,
          mobileNumber,
          cnic,
          billReference: booking.bookingNumber,
          description: describePayment(view),
          expiresInMinutes: PAYMENT_WINDOW_MINUTES,
          ...(booking.mobileApp ? { merchantFields: { ppmpf_1: MOBILE_APP_MARKER } } : {}),
        }),
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
        ctx.logger.warn({ bookingId: booking.id, txnRefNo }, 'wallet charge answer mismatch');
        return {};
      }
      if (result.ok && result.isSuccess) {
        await settlePayment(ctx, transaction, {
          result: 'paid',
          responseCode: result.responseCode,
          responseMessage: result.responseMessage,
          ...recorded,
          note: 'JazzCash wallet payment received',
        });
        return {};
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
        ctx.logger.info({ bookingId: booking.id, txnRefNo }, 'wallet payment pending');
        return {};
      }
      // The customer reads the provider's words; a call that got no usable answer has none,
      // so the transaction keeps the technical reason and the customer the web's retry text.
      const message = result.ok
        ? result.responseMessage || E.paymentProcessingRetry
        : E.paymentProcessingRetry;
      await settlePayment(ctx, transaction, {
        result: 'failed',
        responseCode: result.ok ? result.responseCode : null,
        responseMessage: result.ok ? message : result.error,
        ...recorded,
        note: `JazzCash wallet payment failed${result.ok ? ` (${result.responseCode})` : ''}`,
        cancellationReason: `Wallet payment failed: ${message}`,
      });
      throw new AppError(WALLET_FAILURE_STATUS, message, [{ field: 'payment', message }]);
    },
  };
}
