import { notifications } from '@mantine/notifications';
import { ERROR_MESSAGES, type TApiKey } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

/** Revoke: the key waiting for confirmation, then the call; either way the dialog closes. */
export function useRevokeApiKey() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: (answer) => {
        setRevoking(null);
        notifications.show({ color: 'green', message: answer.message ?? 'API key revoked' });
        return queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.pathKey() });
      },
      onError: (error) => {
        setRevoking(null);
        notifications.show({
          color: 'red',
          title: ERROR_MESSAGES.revokeApiKeyFailed,
          message: errorMessageOf(error),
        });
      },
    }),
  );
  return {
    revoking,
    onAsk: setRevoking,
    onCancel: () => setRevoking(null),
    onConfirm: () => revoking && revoke.mutate({ id: revoking._id }),
    isRevoking: revoke.isPending,
  };
}
