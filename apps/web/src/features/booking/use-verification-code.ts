import { notifications } from '@mantine/notifications';
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type TBookingForm,
  type TSendBookingOtpRequest,
  type TUser,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { trackActivity } from '../../lib/activity';
import { useErrorMessageOf } from '../../lib/error-message';
import { notifyError } from './notify-error';
import type { BookingFunnel } from './use-booking-funnel';
import type { SlotHold } from './use-slot-hold';
import { useCatalogueGroup } from '../../i18n/catalogue';

/**
 * The verification-code dialog: sending the code for the form's booking (which holds the slot),
 * sending it again, and the dialog's open state and error line.
 */
export function useVerificationCode({
  hold,
  trackStep,
}: {
  hold: SlotHold;
  trackStep: BookingFunnel['trackStep'];
}) {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<TBookingForm | null>(null);
  const sendOtp = useMutation(trpc.bookings.sendOtp.mutationOptions());
  const updateProfile = useMutation(trpc.auth.updateProfile.mutationOptions());

  const sendCode = (request: TSendBookingOtpRequest, values: TBookingForm) => {
    trackStep('send_otp', { paymentMethod: values.paymentMethod });
    sendOtp.mutate(request, {
      onSuccess: () => {
        hold.markHeld();
        notifications.show({ color: 'green', message: S.verificationCodeSent });
        setError(null);
        setIsOpen(true);
      },
      onError: (failure) => {
        const message = errorMessageOf(failure);
        notifyError(E.sendVerificationEmailFailed, message);
        trackActivity('error', { step: 'send_otp', message });
      },
    });
  };

  /** The form was sent: save a missing name or phone first, then send the code. */
  const submit = (request: TSendBookingOtpRequest, values: TBookingForm, user: TUser) => {
    setForm(values);
    // An account made by social sign-in has no phone (providers do not give one): the one typed
    // here is saved to the account before the first booking, with the name if it had none.
    if (!user.phone || !user.firstName || !user.lastName) {
      const { firstName, lastName, phone } = values;
      updateProfile.mutate(
        { firstName, lastName, phone },
        {
          onSuccess: (result) => {
            queryClient.setQueryData(trpc.auth.session.queryKey(), { user: result.data.user });
            sendCode(request, values);
          },
          onError: (failure) => notifyError(E.updateProfileFailed, errorMessageOf(failure)),
        },
      );
      return;
    }
    sendCode(request, values);
  };

  const resend = (request: TSendBookingOtpRequest) => {
    setError(null);
    sendOtp.mutate(request, {
      onSuccess: () => {
        hold.markHeld();
        notifications.show({ color: 'green', message: S.verificationCodeResent });
      },
      onError: (failure) => notifyError(E.sendVerificationEmailFailed, errorMessageOf(failure)),
    });
  };

  return {
    isOpen,
    error,
    /** The form the code was sent for. */
    form,
    isSending: sendOtp.isPending,
    isSubmitting: (sendOtp.isPending || updateProfile.isPending) && !isOpen,
    submit,
    resend,
    close: () => setIsOpen(false),
    setError,
  };
}

export type VerificationCode = ReturnType<typeof useVerificationCode>;
