import type { TJazzCashRedirect, TJoinMatchRequest } from '@padel/contract';
import {
  chargeWallet,
  describePayment,
  requireWalletPayer,
  startCardCharge,
  type PaymentCharge,
  type PaymentProvider,
  type SettlementContext,
} from '../payments';
import type { MatchPlayerRow, MatchView } from './match-views';

// A share is paid as a booking is (DECISIONS: open matches), by the same JazzCash charge: its
// transaction names the match's booking (its bill reference, which every answer must carry,
// and the booking's paid amount counts it) and the seat it pays for, where its outcome lands
// (payments: share-settlement).

/** One player's share of the match's booking, as a charge. */
function shareCharge(view: MatchView, seat: MatchPlayerRow, mobileApp: boolean): PaymentCharge {
  return {
    amount: seat.share,
    booking: view.booking,
    userId: seat.userId,
    matchPlayerId: seat.id,
    description: `Match share - ${describePayment(view)}`.slice(0, 100),
    mobileApp,
    expiresAt: seat.paymentExpiresAt,
  };
}

/**
 * Starts paying a share online: the card page's form (the browser posts it as for a booking),
 * or the wallet charge (paid, pending, or refused with the provider's words). Cash is paid at
 * the venue and starts nothing.
 */
export async function startSharePayment(
  ctx: SettlementContext,
  provider: PaymentProvider,
  input: { view: MatchView; seat: MatchPlayerRow; request: TJoinMatchRequest },
): Promise<TJazzCashRedirect | undefined> {
  const { view, seat, request } = input;
  const charge = shareCharge(view, seat, request.mobileApp ?? false);
  if (request.paymentMethod === 'jazzcash_card') return startCardCharge(ctx, provider, charge);
  if (request.paymentMethod === 'jazzcash_mwallet') {
    await chargeWallet(ctx, provider, charge, requireWalletPayer(request.formData));
  }
  return undefined;
}
