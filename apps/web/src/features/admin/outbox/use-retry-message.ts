import { notifications } from '@mantine/notifications';
import { OUTBOX_TEXTS } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

/** Retry: queues a failed message again, says so in a toast and refreshes the list. */
export function useRetryMessage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.admin.outbox.retry.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? OUTBOX_TEXTS.retried });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: OUTBOX_TEXTS.retryFailed,
          message: errorMessageOf(error),
        });
      },
      // Either way the list shows where the message now stands.
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.list.pathKey() }),
    }),
  );
  return {
    onRetry: (id: string) => retry.mutate({ id }),
    retryingId: retry.isPending ? retry.variables?.id : undefined,
  };
}
