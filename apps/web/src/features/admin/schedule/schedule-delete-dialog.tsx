import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatLocalDate } from '../shared';
import type { useScheduleDelete } from './use-schedule-delete';

/** Asks to confirm deleting a holiday or a court override. */
export function ScheduleDeleteDialog({
  deletion,
}: {
  deletion: ReturnType<typeof useScheduleDelete>;
}) {
  const { pendingDelete } = deletion;
  return (
    <ConfirmDialog
      opened={pendingDelete !== null}
      onClose={deletion.onCancel}
      onConfirm={deletion.onConfirm}
      type="danger"
      title={pendingDelete?.kind === 'holiday' ? 'Delete holiday' : 'Delete court override'}
      message={
        pendingDelete?.kind === 'holiday'
          ? `Delete ${pendingDelete.holiday.name} on ${formatLocalDate(pendingDelete.holiday.date)}?`
          : pendingDelete
            ? `Delete the override of ${pendingDelete.override.court.name} on ${formatLocalDate(pendingDelete.override.date)}?`
            : ''
      }
      confirmText="Delete"
      isLoading={deletion.isDeleting}
    />
  );
}
