import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';

/** Check-in, no-show and undo: a toast with the api's message, and the console's lists refresh. */
export function useAttendance() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const handlers = {
    onSuccess: (answer: { message?: string }) => {
      if (answer.message) notifications.show({ color: 'green', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    },
    onError: (error: unknown) => {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    },
  };
  const checkIn = useMutation(trpc.admin.bookings.checkIn.mutationOptions(handlers));
  const noShow = useMutation(trpc.admin.bookings.noShow.mutationOptions(handlers));
  const undo = useMutation(trpc.admin.bookings.clearAttendance.mutationOptions(handlers));
  return {
    checkIn: (id: string) => checkIn.mutate({ id }),
    noShow: (id: string) => noShow.mutate({ id }),
    undo: (id: string) => undo.mutate({ id }),
    isBusy: checkIn.isPending || noShow.isPending || undo.isPending,
  };
}
