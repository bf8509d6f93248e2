import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, HOLIDAY_MESSAGES } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { useScheduleRefresh } from './use-schedule-refresh';

/** Adds a holiday and says so. */
export function useAddHoliday() {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  return useMutation(
    trpc.holidays.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? HOLIDAY_MESSAGES.saved });
        return refresh({ queryKey: trpc.holidays.pathKey() });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.creatingHoliday(errorMessageOf(error)),
        }),
    }),
  );
}
