import { notifications } from '@mantine/notifications';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

/**
 * Inquire and refund a JazzCash transaction; both refresh the bookings and transactions shown
 * (spec: 'Inquiry completed' / 'Inquiry failed', 'Refund recorded' / 'Refund failed').
 */
export function usePaymentActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.payments.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() }),
    ]);
  const inquire = useMutation(
    trpc.admin.payments.inquire.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.inquiryCompleted });
        void refresh();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: ERROR_MESSAGES.inquiryFailed,
          message: errorMessageOf(error),
        }),
    }),
  );
  const refund = useMutation(
    trpc.admin.payments.refund.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.refundRecorded });
        void refresh();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: ERROR_MESSAGES.refundFailed,
          message: errorMessageOf(error),
        }),
    }),
  );
  return { inquire, refund };
}
