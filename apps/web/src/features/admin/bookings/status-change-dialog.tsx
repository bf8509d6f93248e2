import { ATTENDANCE_TEXTS } from '@padel/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useBookingStatusChange } from './use-booking-status';

/** The confirmation of Complete ('Yes, Complete') and Cancel ('Yes, Cancel'). */
export function StatusChangeDialog({
  change,
}: {
  change: ReturnType<typeof useBookingStatusChange>;
}) {
  const { pending } = change;
  const isComplete = pending?.status === 'completed';
  // Completing before the end asks once more, saying so (the thank-you waits for the end).
  const early = isComplete ? pending?.notEndedBy : undefined;
  if (early)
    return (
      <ConfirmDialog
        opened
        onClose={change.dismiss}
        onConfirm={change.confirm}
        isLoading={change.isLoading}
        title={ATTENDANCE_TEXTS.completeEarlyTitle}
        message={`${pending?.label ?? 'This booking'}: ${ATTENDANCE_TEXTS.completeEarlyBody(early)}`}
        confirmText={ATTENDANCE_TEXTS.completeEarlyConfirm}
        cancelText="No"
        type="warning"
      />
    );
  return (
    <ConfirmDialog
      opened={Boolean(pending)}
      onClose={change.dismiss}
      onConfirm={change.confirm}
      isLoading={change.isLoading}
      title={isComplete ? 'Complete booking' : 'Cancel booking'}
      message={
        isComplete
          ? `Mark ${pending?.label ?? 'this booking'} as completed? The customer gets a thank-you e-mail.`
          : `Cancel ${pending?.label ?? 'this booking'}? The customer gets a cancellation e-mail. This cannot be undone.`
      }
      confirmText={isComplete ? 'Yes, Complete' : 'Yes, Cancel'}
      cancelText="No"
      type={isComplete ? 'success' : 'danger'}
    />
  );
}
