import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, COURT_MESSAGES, type TCourt } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import type { TCourtFormSubmit } from './court-form-modal';
import { UPLOAD_TARGETS, uploadImage } from './upload-image';
import { useRefreshCourts } from './use-refresh-courts';

function notifyFailure(message: string) {
  notifications.show({ color: 'red', message });
}

/**
 * Saves the add/edit modal: the court first (created or updated), then its image. When only the
 * image fails, the court is kept, the modal closes, and the message says what is missing.
 */
export function useCourtSave(onSaved: () => void) {
  const trpc = useTRPC();
  const refreshCourts = useRefreshCourts();
  const create = useMutation(trpc.admin.courts.create.mutationOptions());
  const update = useMutation(trpc.admin.courts.update.mutationOptions());

  return useMutation({
    mutationFn: async ({ court, submit }: { court: TCourt | null; submit: TCourtFormSubmit }) => {
      let saved: TCourt;
      let message: string | undefined;
      try {
        const answer = court
          ? await update.mutateAsync({ id: court._id, ...submit.request })
          : await create.mutateAsync(submit.request);
        saved = answer.data.court;
        message = answer.message;
      } catch (error) {
        const detail = errorMessageOf(error);
        throw new Error(
          court ? ADMIN_ALERTS.updatingCourt(detail) : ADMIN_ALERTS.creatingCourt(detail),
        );
      }
      if (submit.imageFile) {
        try {
          await uploadImage(UPLOAD_TARGETS.courtImage(saved._id), submit.imageFile);
        } catch (error) {
          const detail = error instanceof Error ? error.message : '';
          // The court itself is saved: close the modal and say what is missing.
          notifyFailure(
            court
              ? ADMIN_ALERTS.courtUpdatedImageFailed(detail)
              : ADMIN_ALERTS.courtCreatedImageFailed(detail),
          );
          return { message: undefined };
        }
      }
      return { message: message ?? (court ? COURT_MESSAGES.updated : COURT_MESSAGES.created) };
    },
    onSuccess: ({ message }) => {
      if (message) notifications.show({ color: 'green', message });
      onSaved();
      return refreshCourts();
    },
    onError: (error) =>
      notifyFailure(error instanceof Error ? error.message : ADMIN_ALERTS.savingCourt()),
    onSettled: () => refreshCourts(),
  });
}
