import { ADMIN_SCREEN_TEXTS, ROLE_LABELS } from '@padel/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from '../shared';
import type { PendingChange } from './use-account-change';

/** Asks the admin to confirm a role change, a suspension or a restore. */
export function AccountChangeDialog({
  pending,
  isLoading,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange | null;
  isLoading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      opened={pending !== null}
      onClose={onCancel}
      onConfirm={onConfirm}
      isLoading={isLoading}
      title={
        pending?.kind === 'role'
          ? 'Change role'
          : pending?.status === 'suspended'
            ? 'Suspend account'
            : 'Restore account'
      }
      message={
        !pending
          ? ''
          : pending.kind === 'role'
            ? ADMIN_SCREEN_TEXTS.changeRoleConfirm(
                fullName(pending.user),
                ROLE_LABELS[pending.role],
              )
            : pending.status === 'suspended'
              ? ADMIN_SCREEN_TEXTS.suspendConfirm(fullName(pending.user))
              : ADMIN_SCREEN_TEXTS.restoreConfirm(fullName(pending.user))
      }
      confirmText={
        pending?.kind === 'role'
          ? 'Change role'
          : pending?.status === 'suspended'
            ? 'Suspend'
            : 'Restore'
      }
      type={pending?.kind === 'status' && pending.status === 'suspended' ? 'danger' : 'warning'}
    />
  );
}
