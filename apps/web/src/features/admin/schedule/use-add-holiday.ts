import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, HOLIDAY_MESSAGES, type TAffectedBookingsChoice } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import type { AffectedBookings } from '../shared';
import { useScheduleRefresh } from './use-schedule-refresh';

/** Adds a holiday and says so; one over live bookings asks first (`affected`). */
export function useAddHoliday(affected: AffectedBookings) {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  const mutation = useMutation(
    trpc.holidays.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? HOLIDAY_MESSAGES.saved });
        return refresh({ queryKey: trpc.holidays.pathKey() });
      },
      onError: (error, input) => {
        const retry = (choice: TAffectedBookingsChoice) =>
          mutation.mutate({ ...input, affectedBookings: choice });
        if (affected.offer(error, retry)) return;
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.creatingHoliday(errorMessageOf(error)),
        });
      },
    }),
  );
  return mutation;
}
