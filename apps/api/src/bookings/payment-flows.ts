import type { TJazzCashRedirect, TPaymentMethod } from '@padel/contract';
import type { BookingView } from './booking-dto';
import type { BookingActor } from './booking-transitions';

// The switch point between a new booking and its payment method. createBooking runs the
// shared steps (maintenance, the business setting's "currently disabled" check, the slot, the
// code, the row) and hands the method-specific work to the flow named by the booking's method.
// The flows are handed in (payments builds the card and wallet ones): bookings never imports
// payments.

export type PaymentDetails = { mobileNumber?: string | undefined; cnic?: string | undefined };

export type PaymentFlowStart = {
  /** The booking as committed: status pending, paymentStatus pending. */
  booking: BookingView;
  payer: PaymentDetails;
  actor: BookingActor;
};

/** What the client gets beside the booking (the card page's form). */
export type PaymentFlowResult = { jazzResp?: TJazzCashRedirect };

export type PaymentFlow = {
  /** Throws when the method cannot take a booking now; runs before a booking code is spent. */
  assertAvailable: () => void;
  /**
   * Whether the customer is told of the new booking as it is made (cash: 'received'), in the
   * booking's own transaction; a card or wallet booking is told once its payment settles.
   */
  notifiesWhenCreated?: boolean;
  /** Extra columns of the new booking row, e.g. when an unanswered card payment expires. */
  initialRow?: (now: Date) => { paymentExpiresAt?: Date | null };
  /**
   * After the booking is committed: mails, the card page's form, a wallet charge. It may move
   * the booking's status (transitionBookingStatus); a failure it throws reaches the client.
   */
  start: (input: PaymentFlowStart) => Promise<PaymentFlowResult>;
};

export type PaymentFlows = Record<TPaymentMethod, PaymentFlow>;

/** DECISIONS: a cash booking stays pending until it is completed at the venue (then paid). */
export function createCashPaymentFlow(): PaymentFlow {
  return {
    assertAvailable: () => undefined,
    notifiesWhenCreated: true,
    start: () => Promise.resolve({}),
  };
}
