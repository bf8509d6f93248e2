import { notifications } from '@mantine/notifications';
import { DESK_PAYMENT_MESSAGES, type TBooking, type TDeskPaymentRequest } from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { errorStatusOf } from '../../../lib/error-status';
import { useTRPC } from '../../../lib/trpc';

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A booking's desk payments, and taking and voiding them; both refresh the bookings shown. */
export function useDeskPayments(bookingId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.bookings.payments.queryOptions({ id: bookingId }));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.cashUp.pathKey() }),
    ]);
  const take = useMutation(trpc.admin.bookings.takePayment.mutationOptions({ onSuccess: refresh }));
  const voidOne = useMutation(
    trpc.admin.bookings.voidPayment.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: DESK_PAYMENT_MESSAGES.voided,
          autoClose: 4000,
        });
        void refresh();
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessageOf(error), autoClose: 6000 }),
    }),
  );
  return { payments: list.data?.payments ?? [], isLoading: list.isLoading, take, voidOne };
}

/**
 * One opening of the Take payment dialog is one payment: its Idempotency-Key is made when the
 * dialog opens, so a double click (or a retry after a lost answer) records it once. A refused
 * payment recorded nothing, so the next attempt gets a new key.
 */
export function useTakePayment(bookingId: string, onTaken: (booking: TBooking) => void) {
  const { take } = useDeskPayments(bookingId);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(() => {
    setIdempotencyKey(newIdempotencyKey());
    setError(null);
  }, []);
  const submit = (input: TDeskPaymentRequest) => {
    setError(null);
    take.mutate(
      { id: bookingId, ...input, idempotencyKey },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: DESK_PAYMENT_MESSAGES.recorded,
            autoClose: 4000,
          });
          onTaken(answer.data.booking);
        },
        onError: (failure) => {
          if (errorStatusOf(failure) !== 0) setIdempotencyKey(newIdempotencyKey());
          setError(errorMessageOf(failure));
        },
      },
    );
  };
  return { start, submit, error, clearError: () => setError(null), isPending: take.isPending };
}
