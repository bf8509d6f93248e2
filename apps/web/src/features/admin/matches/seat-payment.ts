import {
  DESK_PAYMENT_METHOD_LABELS,
  type TAdminMatch,
  type TAdminMatchSeat,
} from '@padel/contract';

/** How a seat's share stands, in the desk's words, and the colour of its badge. */
export type SeatPaymentState = { label: string; color: string; isCashDue: boolean };

const ONLINE_WORD = { jazzcash_card: 'card', jazzcash_mwallet: 'wallet' } as const;

export function seatPaymentState(
  seat: Pick<TAdminMatchSeat, 'paymentMethod' | 'paymentStatus' | 'deskPayment'>,
): SeatPaymentState {
  const { paymentMethod, paymentStatus, deskPayment } = seat;
  if (paymentStatus === 'refunded') return { label: 'Refunded', color: 'gray', isCashDue: false };
  if (paymentStatus === 'failed') {
    return { label: 'Payment failed', color: 'red', isCashDue: false };
  }
  if (paymentStatus === 'paid') {
    if (deskPayment) {
      const how = DESK_PAYMENT_METHOD_LABELS[deskPayment.method];
      return { label: `Paid at desk (${how})`, color: 'green', isCashDue: false };
    }
    const label =
      paymentMethod === 'cash' ? 'Paid at venue' : `Paid by ${ONLINE_WORD[paymentMethod]}`;
    return { label, color: 'green', isCashDue: false };
  }
  if (paymentMethod === 'cash') {
    return { label: 'Cash due at venue', color: 'orange', isCashDue: true };
  }
  return {
    label: `${ONLINE_WORD[paymentMethod] === 'card' ? 'Card' : 'Wallet'} payment pending`,
    color: 'yellow',
    isCashDue: false,
  };
}

/** 'Open · 2 seats free', 'Full'. */
export function matchSeatsText(match: Pick<TAdminMatch, 'status' | 'openSeats'>): string {
  if (match.status === 'full' || match.openSeats === 0) return 'Full';
  return `Open · ${match.openSeats === 1 ? '1 seat free' : `${match.openSeats} seats free`}`;
}
