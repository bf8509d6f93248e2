import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, SUCCESS_MESSAGES } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { useScheduleRefresh } from './use-schedule-refresh';

/** Saves the week's operating hours and says so. */
export function useSaveHours() {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  return useMutation(
    trpc.hours.updateSchedule.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.operatingHoursSaved });
        return refresh(
          { queryKey: trpc.hours.pathKey() },
          { queryKey: trpc.admin.hours.pathKey() },
        );
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.savingOperatingHours(errorMessageOf(error)),
        }),
    }),
  );
}
