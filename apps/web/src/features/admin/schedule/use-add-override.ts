import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, OVERRIDE_MESSAGES } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { useScheduleRefresh } from './use-schedule-refresh';

/** Adds a court override, says so, and closes its modal. */
export function useAddOverride(onAdded: () => void) {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  return useMutation(
    trpc.overrides.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: answer.message ?? OVERRIDE_MESSAGES.saved,
        });
        onAdded();
        return refresh({ queryKey: trpc.overrides.pathKey() });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.creatingCourtOverride(errorMessageOf(error)),
        }),
    }),
  );
}
