import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  COURT_MESSAGES,
  nextToggleStatus,
  type TAffectedBookingsChoice,
  type TCourt,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { useAffectedBookings } from '../shared';
import { useRefreshCourts } from './use-refresh-courts';

/** Disable/Enable on a court card: the court being switched, and the switch. */
export function useCourtToggle() {
  const trpc = useTRPC();
  const refreshCourts = useRefreshCourts();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const affected = useAffectedBookings();
  const mutation = useMutation(
    trpc.admin.courts.update.mutationOptions({
      onMutate: (input) => setTogglingId(input.id),
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: answer.message ?? COURT_MESSAGES.statusUpdated,
        });
        return refreshCourts();
      },
      onError: (error, input) => {
        const retry = (choice: TAffectedBookingsChoice) =>
          mutation.mutate({ ...input, affectedBookings: choice });
        if (affected.offer(error, retry)) return;
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.updatingCourtStatus(errorMessageOf(error)),
        });
      },
      onSettled: () => setTogglingId(null),
    }),
  );
  return {
    togglingId,
    /** A Disable over bookings to come waits here for the admin's choice. */
    affected,
    toggle: (court: TCourt) =>
      mutation.mutate({ id: court._id, status: nextToggleStatus(court.status) }),
  };
}
