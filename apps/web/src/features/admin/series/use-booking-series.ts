import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** One series with its occurrences (the panel's and the booking details' reading). */
export function useBookingSeries(seriesId: string | null | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.bookingSeries.get.queryOptions({ id: seriesId ?? '' }),
    enabled: Boolean(seriesId),
  });
}

/** Cancels the series' occurrences from a date; the console's bookings are read again. */
export function useCancelSeries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.bookingSeries.cancel.mutationOptions({
      onSuccess: (answer) => {
        if (answer.message) notifications.show({ color: 'green', message: answer.message });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
    }),
  );
}
