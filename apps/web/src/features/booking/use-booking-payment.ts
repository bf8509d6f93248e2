import {
  ERROR_MESSAGES,
  type TBooking,
  type TBookingForm,
  type TSendBookingOtpRequest,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '../../lib/platform';
import { useTRPC } from '../../lib/trpc';
import { trackActivity } from '../../lib/activity';
import { useErrorMessageOf } from '../../lib/error-message';
import { errorFieldsOf, errorStatusOf } from '../../lib/error-status';
import { toServerUrl } from '../../lib/server-url';
import { notifyError } from './notify-error';
import type { BookingFunnel } from './use-booking-funnel';
import type { SlotHold } from './use-slot-hold';
import type { VerificationCode } from './use-verification-code';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** Fields of a verify-otp failure that concern the payment rather than the code. */
const PAYMENT_FIELDS = ['payment', 'paymentMethod', 'formData', 'mobileNumber', 'cnic'];

/**
 * A failed verify-otp is a code problem (the dialog stays open to try again), a payment
 * problem (the dialog closes: a wallet charge or a payment method refused) or anything else.
 */
function classifyVerifyError(error: unknown): 'code' | 'payment' | 'other' {
  const isPaymentField = errorFieldsOf(error).some((name) =>
    PAYMENT_FIELDS.some((field) => name === field || name.startsWith(`${field}.`)),
  );
  const status = errorStatusOf(error);
  if (isPaymentField || status === 402 || status === 502) return 'payment';
  if (status === 400 || status === 429) return 'code';
  return 'other';
}

/**
 * Making the booking with the code: the booking confirmed, the card redirect to the provider's
 * page, and a refused payment shown over the form.
 */
export function useBookingPayment({
  code,
  hold,
  funnel,
  onBooked,
}: {
  code: VerificationCode;
  hold: SlotHold;
  funnel: BookingFunnel;
  /** The booking was made (whether paid yet or not). */
  onBooked: () => void;
}) {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const verifyOtp = useMutation(trpc.bookings.verifyOtp.mutationOptions());
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [confirmedBooking, setConfirmedBooking] = useState<TBooking | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const paymentAlert = useRef<HTMLDivElement>(null);

  // The code dialog has closed over the form: bring the payment failure into view.
  useEffect(() => {
    if (paymentError) paymentAlert.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [paymentError]);

  const refreshAfterBooking = () => {
    void queryClient.invalidateQueries(trpc.bookings.pathFilter());
    void queryClient.invalidateQueries(trpc.courts.availability.pathFilter());
    void queryClient.invalidateQueries(trpc.analytics.pathFilter());
  };

  const onVerifyError = (error: unknown) => {
    const message = errorMessageOf(error);
    trackActivity('error', { step: 'otp_verification', message });
    const kind = classifyVerifyError(error);
    if (kind === 'code') {
      code.setError(message);
      return;
    }
    code.close();
    hold.release();
    if (kind === 'payment') {
      setPaymentError(message);
      refreshAfterBooking();
      return;
    }
    notifyError(E.createBookingFailed, message);
  };

  const verify = (
    request: TSendBookingOtpRequest,
    form: TBookingForm,
    durationMinutes: number,
    otp: string,
  ) => {
    code.setError(null);
    funnel.trackStep('otp_verification');
    const { paymentMethod, mobileNumber, cnic } = form;
    const isWallet = paymentMethod === 'jazzcash_mwallet';
    verifyOtp.mutate(
      {
        ...request,
        durationMinutes,
        otp,
        paymentMethod,
        formData: { paymentMethod, ...(isWallet ? { mobileNumber, cnic } : {}) },
        // The app's card payment returns to /payment/close in its in-app browser.
        ...(platform.isNativeApp ? { mobileApp: true } : {}),
      },
      {
        onSuccess: ({ data }) => {
          hold.markUsed();
          refreshAfterBooking();
          onBooked();
          const completed = { totalPrice: data.booking.totalPrice, bookingId: data.booking.id };
          if (paymentMethod === 'jazzcash_card') {
            if (!data.payUrl) {
              code.close();
              notifyError(null, E.processPaymentRetry);
              trackActivity('error', {
                step: 'otp_verification',
                message: E.processPaymentRetry,
              });
              return;
            }
            funnel.trackCompleted(completed, { flush: true });
            setIsRedirecting(true);
            // Spec: a card payment continues on the provider's page (the app's in-app browser).
            void platform.openPaymentPage(toServerUrl(data.payUrl));
            return;
          }
          funnel.trackCompleted(completed);
          code.close();
          setConfirmedBooking(data.booking);
        },
        onError: onVerifyError,
      },
    );
  };

  return {
    verify,
    isVerifying: verifyOtp.isPending || isRedirecting,
    paymentError,
    clearPaymentError: () => setPaymentError(null),
    paymentAlert,
    confirmedBooking,
  };
}

export type BookingPayment = ReturnType<typeof useBookingPayment>;
