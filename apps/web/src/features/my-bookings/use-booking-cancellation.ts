import { notifications } from '@mantine/notifications';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type TBooking } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessageOf } from '../../lib/error-message';
import type { CancellationDecision } from './booking-view';
import { useCatalogueGroup } from '../../i18n/catalogue';

type CancellationState =
  | { step: 'idle' }
  | { step: 'restricted'; booking: TBooking; hoursRemaining: number }
  | { step: 'sending'; booking: TBooking }
  | { step: 'code'; booking: TBooking };

/**
 * Spec cancellation: Cancel, then the restriction dialog when fewer than 2 hours remain,
 * otherwise an emailed code, its dialog, and on success the list refetched.
 */
export function useBookingCancellation() {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CancellationState>({ step: 'idle' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const sendCode = useMutation(trpc.bookings.sendCancellationOtp.mutationOptions());
  const verifyCode = useMutation(trpc.bookings.verifyCancellationOtp.mutationOptions());

  /**
   * Cancel was pressed. The card decides under which rule (it reads the booking's time in
   * Karachi with the date library, which the page's title and tabs do not wait for).
   */
  const start = (booking: TBooking, decision: CancellationDecision) => {
    if (decision.kind === 'restricted') {
      setState({ step: 'restricted', booking, hoursRemaining: decision.hoursRemaining });
      return;
    }
    if (decision.kind === 'not-cancellable') return;
    setState({ step: 'sending', booking });
    setCodeError(null);
    sendCode.mutate(
      { bookingId: booking.id },
      {
        onSuccess: () => setState({ step: 'code', booking }),
        onError: (error) => {
          setState({ step: 'idle' });
          notifications.show({
            color: 'red',
            title: E.sendCancellationOtpFailed,
            message: errorMessageOf(error, E.sendCancellationOtpRetry),
          });
        },
      },
    );
  };

  const close = () => {
    setState({ step: 'idle' });
    setCodeError(null);
  };

  const booking = state.step === 'idle' ? null : state.booking;

  const resend = () => {
    if (!booking) return;
    setCodeError(null);
    sendCode.mutate(
      { bookingId: booking.id },
      {
        onError: (error) => setCodeError(errorMessageOf(error, E.sendCancellationOtpRetry)),
      },
    );
  };

  const verify = (otp: string) => {
    if (!booking) return;
    setCodeError(null);
    verifyCode.mutate(
      { bookingId: booking.id, otp },
      {
        onSuccess: () => {
          close();
          notifications.show({ color: 'green', message: S.bookingCancelled });
          void queryClient.invalidateQueries(trpc.bookings.myBookings.pathFilter());
        },
        onError: (error) => setCodeError(errorMessageOf(error, E.cancelBookingRetry)),
      },
    );
  };

  return {
    start,
    close,
    resend,
    verify,
    /** The booking whose code is being sent, for its Cancel button's spinner. */
    sendingBookingId: state.step === 'sending' ? state.booking.id : null,
    restrictedHours: state.step === 'restricted' ? state.hoursRemaining : null,
    isCodeOpen: state.step === 'code',
    codeError,
    isVerifying: verifyCode.isPending,
    isResending: sendCode.isPending && state.step === 'code',
  };
}
