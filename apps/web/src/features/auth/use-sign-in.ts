import type { TUser } from '@padel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * After login, e-mail verification, account setup or the sign-in callback: the session query
 * holds the new user at once (the header updates) and is then read again from the gateway.
 */
export function useSignIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: TUser) => {
      const queryKey = trpc.auth.session.queryKey();
      queryClient.setQueryData(queryKey, { user });
      await queryClient.invalidateQueries({ queryKey });
    },
    [trpc, queryClient],
  );
}
