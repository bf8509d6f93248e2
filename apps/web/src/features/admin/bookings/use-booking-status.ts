import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, ATTENDANCE_TEXTS, SUCCESS_MESSAGES } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

export type StatusChange = {
  bookingId: string;
  label: string;
  status: 'completed' | 'cancelled';
  /** Completing before the booking has ended: its end time, for the dialog to say so. */
  notEndedBy?: string;
};

/**
 * Complete or Cancel a booking after its confirmation dialog (spec: 'Yes, Complete' /
 * 'Yes, Cancel'); the lists refresh and the toast says the customer was e-mailed.
 */
export function useBookingStatusChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<StatusChange | null>(null);
  const mutation = useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: (_answer, input) => {
        // An early Complete's thank-you waits for the booking's end; the toast says when.
        const early = input.status === 'completed' ? pending?.notEndedBy : undefined;
        notifications.show({
          color: 'green',
          message: early
            ? ATTENDANCE_TEXTS.completedEarlyToast(early)
            : SUCCESS_MESSAGES.bookingStatusChanged(input.status),
        });
        setPending(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.updateBookingStatusFailed(errorMessageOf(error)),
        });
        setPending(null);
      },
    }),
  );
  return {
    pending,
    ask: setPending,
    dismiss: () => setPending(null),
    confirm: () => {
      if (pending) mutation.mutate({ id: pending.bookingId, status: pending.status });
    },
    isLoading: mutation.isPending,
  };
}
