import { eq } from 'drizzle-orm';
import { type TJazzCashRedirect, ZJazzCashReturnBody } from '@padel/contract';
import type { AppContext } from '../lib/context';
import type { BookingView } from '../bookings';
import type { PaymentFlow } from '../bookings';
import { bookings, paymentTransactions } from '@padel/db';
import { METRICS } from '../lib/metrics';
import { redactJazzCashPayload, type CardReturn } from './jazzcash';
import { findAnswerMismatch, INQUIRY_MISMATCH, type AnswerMismatch } from './payment-inquiry';
import {
  chargeRequest,
  insertChargeTransaction,
  PAYMENT_WINDOW_MINUTES,
  type PaymentCharge,
} from './payment-charge';
import type { PaymentProvider } from './payment-provider';
import { applyToBooking, settlePayment, type SettlementContext } from './payment-settlement';
import {
  appendInquiry,
  findTransactionByRef,
  flagPayment,
  type PaymentTransactionRow,
} from './payment-transactions';
import { addMinutes } from '@padel/domain';

// Card payments (DECISIONS: card): the booking is created pending with a 30-minute payment
// window and a signed form for JazzCash's card page; the browser comes back to the return
// endpoint, whose verified answer confirms (paid) or cancels (failed) the booking. A match
// share's card payment is the same charge (startCardCharge) and comes back the same way; its
// outcome lands on the seat (payment-settlement).

export const CARD_RETURN_ERRORS = {
  incomplete: 'The payment answer was incomplete. Your booking has not been paid.',
  badHash: 'The payment answer failed its security check. Your booking has not been paid.',
  otherMerchant:
    'The payment answer was meant for another merchant. Your booking has not been paid.',
  unknownTransaction: 'The payment answer names a transaction we do not know.',
  amountMismatch:
    "The payment answer's amount does not match the booking. Your booking has not been paid.",
  currencyMismatch:
    "The payment answer's currency is not Pakistani rupees. Your booking has not been paid.",
  referenceMismatch:
    "The payment answer's reference does not match the booking. Your booking has not been paid.",
  stillPending:
    'JazzCash is still processing the payment. Your booking will be confirmed once it completes.',
  unexpected: 'We could not confirm your payment yet. Please check My Bookings in a few minutes.',
  failedFallback: 'The card payment was not completed.',
} as const;

/** Why a return was refused without reading it further (the metric's label). */
type UnreadReturnReason = 'incomplete' | 'bad-hash' | 'unknown-transaction';

const UNREAD_RETURN_ERRORS: Record<UnreadReturnReason, string> = {
  incomplete: CARD_RETURN_ERRORS.incomplete,
  'bad-hash': CARD_RETURN_ERRORS.badHash,
  'unknown-transaction': CARD_RETURN_ERRORS.unknownTransaction,
};

/** What the player reads when a signed return is not this payment's. */
const PLAYER_ERROR_OF: Record<AnswerMismatch['field'], string> = {
  reference: CARD_RETURN_ERRORS.unknownTransaction,
  amount: CARD_RETURN_ERRORS.amountMismatch,
  currency: CARD_RETURN_ERRORS.currencyMismatch,
  billReference: CARD_RETURN_ERRORS.referenceMismatch,
};

/** pp_Description: plain words only (JazzCash refuses `:` and `/`). */
export function describePayment(view: Pick<BookingView, 'booking' | 'court'>): string {
  const { booking, court } = view;
  const time = (value: string) => value.replace(':', '.');
  return `Booking ${booking.bookingNumber} - ${court.name} - ${booking.date} ${time(booking.startTime)} to ${time(booking.endTime)}`;
}

/** A booking's own payment: its total, by its customer. */
export function bookingCharge(view: BookingView): PaymentCharge {
  const { booking } = view;
  return {
    amount: booking.totalPrice,
    booking,
    userId: booking.userId,
    description: describePayment(view),
    mobileApp: booking.mobileApp,
    expiresAt: booking.paymentExpiresAt,
  };
}

/** A booking whose payment could not even start is cancelled at once, freeing its slot. */
export async function cancelUnstartedPayment(
  ctx: SettlementContext,
  view: BookingView,
  reason: string,
): Promise<void> {
  await applyToBooking(ctx, view.booking.id, {
    result: 'failed',
    responseCode: null,
    responseMessage: reason,
    note: reason,
  });
}

/** The signed form for JazzCash's card page, and its pending transaction. */
export async function startCardCharge(
  ctx: SettlementContext,
  provider: PaymentProvider,
  charge: PaymentCharge,
): Promise<TJazzCashRedirect> {
  const txnRefNo = provider.client.createTxnRefNo();
  const form = provider.client.buildCardPayment(chargeRequest(charge, txnRefNo));
  await insertChargeTransaction(ctx, charge, {
    txnRefNo,
    type: 'card',
    // The form carries pp_Password and the hash for the browser; stored redacted.
    requestPayload: redactJazzCashPayload(form.formData),
  });
  ctx.logger.info(
    { bookingId: charge.booking.id, matchPlayerId: charge.matchPlayerId, txnRefNo },
    'card payment started',
  );
  return form;
}

export function createCardPaymentFlow(
  ctx: SettlementContext,
  provider: PaymentProvider,
): PaymentFlow {
  return {
    assertAvailable: () => undefined,
    initialRow: (now) => ({ paymentExpiresAt: addMinutes(now, PAYMENT_WINDOW_MINUTES) }),
    start: async ({ booking: view }) => {
      try {
        return { jazzResp: await startCardCharge(ctx, provider, bookingCharge(view)) };
      } catch (error) {
        await cancelUnstartedPayment(ctx, view, 'The card payment could not be started');
        throw error;
      }
    },
  };
}

// The return ------------------------------------------------------------------------------

type ReturnTarget = {
  /** cancelled: paid for a booking that had been cancelled; the money is to be refunded. */
  outcome: 'success' | 'failed' | 'cancelled';
  error?: string;
  bookingId?: string;
  transactionId?: string;
  isMobileApp: boolean;
};

/**
 * Where the browser goes after the return: /payment/success, /payment/failed?error=…,
 * /payment/cancelled (paid, but the booking had been cancelled: it will be refunded), or
 * /payment/close for the native app (its payment window closes itself; the app reads the
 * booking). The booking and reference ride along for GET /payments/status.
 */
export function buildResultUrl(publicWebUrl: string, target: ReturnTarget): string {
  const page = target.isMobileApp ? 'close' : target.outcome;
  const url = new URL(`${publicWebUrl}/payment/${page}`);
  if (target.isMobileApp) url.searchParams.set('status', target.outcome);
  if (target.outcome === 'failed' && target.error) url.searchParams.set('error', target.error);
  if (target.bookingId) url.searchParams.set('bookingId', target.bookingId);
  if (target.transactionId) url.searchParams.set('transactionId', target.transactionId);
  return url.toString();
}

type BookingRef = { id: string; bookingNumber: string; mobileApp: boolean; status: string };

export function createCardReturnHandler(
  ctx: SettlementContext & Pick<AppContext, 'metrics'>,
  provider: PaymentProvider,
) {
  const { db } = ctx;

  async function findBooking(bookingId: string | null): Promise<BookingRef | undefined> {
    if (!bookingId) return undefined;
    const [row] = await db
      .select({
        id: bookings.id,
        bookingNumber: bookings.bookingNumber,
        mobileApp: bookings.mobileApp,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .limit(1);
    return row;
  }

  /** Where a settled transaction sends the browser, however often its return is replayed. */
  function targetOf(transaction: PaymentTransactionRow, booking: BookingRef | undefined) {
    const base = {
      bookingId: transaction.bookingId ?? undefined,
      transactionId: transaction.transactionId,
      isMobileApp: booking?.mobileApp ?? false,
    };
    if (transaction.status === 'completed') {
      // Paid, but the booking had been cancelled (by the venue, or at its expiry): the player
      // is told it will be refunded, never that the booking is confirmed.
      if (booking?.status === 'cancelled') return { ...base, outcome: 'cancelled' as const };
      return { ...base, outcome: 'success' as const };
    }
    if (transaction.status === 'pending') {
      return { ...base, outcome: 'failed' as const, error: CARD_RETURN_ERRORS.stillPending };
    }
    return {
      ...base,
      outcome: 'failed' as const,
      error: transaction.responseMessage || CARD_RETURN_ERRORS.failedFallback,
    };
  }

  /**
   * A return that proves nothing (unsigned, badly signed, incomplete, or for no card payment
   * of ours) is logged and counted, and written nowhere: anyone may post one, and a payment's
   * history is bounded, so forged returns written there would push real inquiries out.
   */
  function countUnreadReturn(txnRefNo: string, reason: UnreadReturnReason): void {
    const count = ctx.metrics.increment('jazzCashReturnsRejected', { reason });
    ctx.logger.warn(
      {
        txnRefNo: txnRefNo || null,
        reason,
        metric: METRICS.jazzCashReturnsRejected.name,
        count,
      },
      'JazzCash card return rejected',
    );
  }

  /**
   * A return signed with our salt that is not this payment's (another merchant, amount,
   * currency or bill reference): the payment is flagged for the admin with the difference,
   * and the return kept beside it once (a replay of the same answer adds nothing).
   */
  async function flagSignedMismatch(
    transaction: PaymentTransactionRow,
    body: Record<string, unknown>,
    reason: string,
  ): Promise<void> {
    const now = ctx.clock.now();
    await flagPayment(ctx, transaction, 'mismatch', reason, now);
    await appendInquiry(
      db,
      transaction.id,
      {
        kind: 'rejected-return',
        at: now.toISOString(),
        request: null,
        response: redactJazzCashPayload(body),
        error: reason,
      },
      now,
      { once: true },
    );
  }

  async function findSignedMismatch(
    card: PaymentTransactionRow,
    answer: CardReturn,
  ): Promise<{ reason: string; error: string } | null> {
    const source = "JazzCash's card return";
    if (answer.merchantId !== ctx.config.jazzcash.merchantId) {
      return {
        reason: INQUIRY_MISMATCH.merchant(answer.merchantId, source),
        error: CARD_RETURN_ERRORS.otherMerchant,
      };
    }
    const mismatch = await findAnswerMismatch(ctx, card, answer, source);
    if (!mismatch) return null;
    return { reason: mismatch.reason, error: PLAYER_ERROR_OF[mismatch.field] };
  }

  async function settleReturn(body: Record<string, unknown>): Promise<ReturnTarget> {
    const parsed = ZJazzCashReturnBody.safeParse(body);
    const answer = provider.client.verifyCardReturn(body);
    const transaction = answer.txnRefNo
      ? await findTransactionByRef(db, answer.txnRefNo)
      : undefined;
    const card = transaction?.type === 'card' ? transaction : undefined;
    const booking = await findBooking(card?.bookingId ?? null);
    const isMobileApp = booking?.mobileApp ?? false;

    // A return is believed only when signed with our salt, for our merchant, and for exactly
    // the payment's reference, amount, currency and bill reference (jazzcash.md: a mismatch is
    // never a paid payment).
    if (!parsed.success || !answer.isHashValid || !card) {
      const reason: UnreadReturnReason = !parsed.success
        ? 'incomplete'
        : !answer.isHashValid
          ? 'bad-hash'
          : 'unknown-transaction';
      countUnreadReturn(answer.txnRefNo, reason);
      // The browser still lands on its payment's page (the app's window closes itself).
      return {
        outcome: 'failed',
        error: UNREAD_RETURN_ERRORS[reason],
        bookingId: card?.bookingId ?? undefined,
        transactionId: card?.transactionId,
        isMobileApp,
      };
    }
    const mismatch = await findSignedMismatch(card, answer);
    if (mismatch) {
      await flagSignedMismatch(card, body, mismatch.reason);
      return {
        outcome: 'failed',
        error: mismatch.error,
        bookingId: card.bookingId ?? undefined,
        transactionId: card.transactionId,
        isMobileApp,
      };
    }

    const recorded = {
      responseCode: answer.responseCode,
      responseMessage: answer.responseMessage,
      responsePayload: answer.raw,
    };
    if (answer.isSuccess && card.status === 'failed') {
      // Paid after we had given up on it (the sweeper ran first, or the booking was
      // cancelled): the money is recorded and flagged for a refund.
      await settlePayment(
        ctx,
        card,
        { result: 'paid', ...recorded, note: 'Card payment received after the booking ended' },
        { from: 'failed' },
      );
    }
    if (card.status === 'pending') {
      if (answer.isSuccess) {
        await settlePayment(ctx, card, {
          result: 'paid',
          ...recorded,
          note: 'Card payment received',
        });
      } else if (answer.isPending) {
        await db
          .update(paymentTransactions)
          .set({ ...recorded, updatedAt: ctx.clock.now() })
          .where(eq(paymentTransactions.id, card.id));
      } else {
        const message = answer.responseMessage || CARD_RETURN_ERRORS.failedFallback;
        await settlePayment(ctx, card, {
          result: 'failed',
          ...recorded,
          note: `Card payment failed (${answer.responseCode})`,
          cancellationReason: `Card payment failed: ${message}`,
        });
      }
    }
    // Replays, and races lost to another answer, end where the transaction ended.
    const settled = (await findTransactionByRef(db, card.transactionId)) ?? card;
    return targetOf(settled, await findBooking(card.bookingId));
  }

  /** POST /payments/jazzcash/return: never throws; answers where to send the browser. */
  async function handleCardReturn(body: unknown): Promise<string> {
    const fields =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    try {
      return buildResultUrl(ctx.config.publicWebUrl, await settleReturn(fields));
    } catch (error) {
      ctx.logger.error({ err: error }, 'JazzCash card return could not be processed');
      return buildResultUrl(ctx.config.publicWebUrl, {
        outcome: 'failed',
        error: CARD_RETURN_ERRORS.unexpected,
        isMobileApp: false,
      });
    }
  }

  return { handleCardReturn };
}
