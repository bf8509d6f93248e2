import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  COURT_MESSAGES,
  type TAffectedBookingsChoice,
  type TCourt,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import type { AffectedBookings } from '../shared';
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
export function useCourtSave(onSaved: () => void, affected: AffectedBookings) {
  const trpc = useTRPC();
  const refreshCourts = useRefreshCourts();
  const create = useMutation(trpc.admin.courts.create.mutationOptions());
  const update = useMutation(trpc.admin.courts.update.mutationOptions());

  const mutation = useMutation({
    mutationFn: async ({
      court,
      submit,
      choice,
    }: {
      court: TCourt | null;
      submit: TCourtFormSubmit;
      choice?: TAffectedBookingsChoice;
    }) => {
      let saved: TCourt;
      let message: string | undefined;
      try {
        const answer = court
          ? await update.mutateAsync({
              id: court._id,
              ...submit.request,
              ...(choice ? { affectedBookings: choice } : {}),
            })
          : await create.mutateAsync(submit.request);
        saved = answer.data.court;
        message = answer.message;
      } catch (error) {
        // A status that closes the court over bookings to come: the form stays open while the
        // dialog asks, and the choice saves it again.
        const retry = (next: TAffectedBookingsChoice) =>
          mutation.mutate({ court, submit, choice: next });
        if (affected.offer(error, retry)) return { message: undefined, isWaiting: true };
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
          return { message: undefined, isWaiting: false };
        }
      }
      const saidMessage = message ?? (court ? COURT_MESSAGES.updated : COURT_MESSAGES.created);
      return { message: saidMessage, isWaiting: false };
    },
    onSuccess: ({ message, isWaiting }) => {
      if (isWaiting) return;
      if (message) notifications.show({ color: 'green', message });
      onSaved();
      return refreshCourts();
    },
    onError: (error) =>
      notifyFailure(error instanceof Error ? error.message : ADMIN_ALERTS.savingCourt()),
    onSettled: () => refreshCourts(),
  });
  return mutation;
}
