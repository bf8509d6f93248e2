import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, OVERRIDE_MESSAGES, type TAffectedBookingsChoice } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import type { AffectedBookings } from '../shared';
import { useScheduleRefresh } from './use-schedule-refresh';

/** Adds a court override, says so, and closes its modal; one over live bookings asks first. */
export function useAddOverride(onAdded: () => void, affected: AffectedBookings) {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  const mutation = useMutation(
    trpc.overrides.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: answer.message ?? OVERRIDE_MESSAGES.saved,
        });
        onAdded();
        return refresh({ queryKey: trpc.overrides.pathKey() });
      },
      onError: (error, input) => {
        const retry = (choice: TAffectedBookingsChoice) =>
          mutation.mutate({ ...input, affectedBookings: choice });
        if (affected.offer(error, retry)) return;
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.creatingCourtOverride(errorMessageOf(error)),
        });
      },
    }),
  );
  return mutation;
}
