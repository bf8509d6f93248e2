import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';

type Handlers = { onDone?: () => void; onError?: (message: string) => void };

/**
 * A match's result actions: enter, confirm, reject. Each shows the answer's message, reads the
 * match again and the session and level history (a confirmed result moves the player's level);
 * a refusal goes to `onError`, or a red toast.
 */
export function useResultActions() {
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const enter = useMutation(trpc.matches.enterResult.mutationOptions());
  const confirm = useMutation(trpc.matches.confirmResult.mutationOptions());
  const reject = useMutation(trpc.matches.rejectResult.mutationOptions());

  const callbacks = (handlers: Handlers = {}) => ({
    onSuccess: ({ message }: { message?: string }) => {
      if (message) notifications.show({ color: 'green', message });
      void queryClient.invalidateQueries(trpc.matches.pathFilter());
      void queryClient.invalidateQueries(trpc.auth.pathFilter());
      handlers.onDone?.();
    },
    onError: (error: unknown) => {
      const message = errorMessageOf(error);
      if (handlers.onError) handlers.onError(message);
      else notifications.show({ color: 'red', message });
    },
  });

  return { enter, confirm, reject, callbacks };
}
