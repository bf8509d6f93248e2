import { notifications } from '@mantine/notifications';
import {
  ADMIN_SCREEN_TEXTS,
  type TAdminListedUser,
  type TAdminSettableRole,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

/** A change waiting for the admin's confirmation. */
export type PendingChange =
  | { kind: 'role'; user: TAdminListedUser; role: TAdminSettableRole }
  | { kind: 'status'; user: TAdminListedUser; status: 'active' | 'suspended' };

/**
 * A role or account-status change: asked for, confirmed, sent; either way the dialog closes and
 * the list and the account history are read again.
 */
export function useAccountChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const handlers = (failureTitle: string) => ({
    onSuccess: (answer: { message?: string }) => {
      setPending(null);
      if (answer.message) notifications.show({ color: 'green', message: answer.message });
    },
    onError: (error: unknown) => {
      setPending(null);
      notifications.show({
        color: 'red',
        title: failureTitle,
        message: errorMessageOf(error),
        autoClose: 8000,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.users.changes.pathKey() }),
      ]),
  });
  const setRole = useMutation(
    trpc.admin.users.setRole.mutationOptions(handlers(ADMIN_SCREEN_TEXTS.roleChangeFailed)),
  );
  const setStatus = useMutation(
    trpc.admin.users.setStatus.mutationOptions(handlers(ADMIN_SCREEN_TEXTS.statusChangeFailed)),
  );

  const onConfirm = () => {
    if (!pending) return;
    if (pending.kind === 'role') setRole.mutate({ id: pending.user._id, role: pending.role });
    else setStatus.mutate({ id: pending.user._id, status: pending.status });
  };

  return {
    pending,
    onAsk: setPending,
    onCancel: () => setPending(null),
    onConfirm,
    isChanging: setRole.isPending || setStatus.isPending,
  };
}
