import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';

/** The desk's list refreshes itself this often, and when the tablet's window regains focus. */
export const MATCHES_REFRESH_MS = 30_000;

/** Upcoming open and full matches, all of them or one Karachi day's, kept live. */
export function useConsoleMatches(date: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.matches.list.queryOptions(date ? { date } : {}),
    refetchInterval: MATCHES_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (last) => last,
  });
}

/**
 * What a change to a match touches: the matches, the bookings (a new match is a booking; a
 * share paid at the desk is money on it) and the till.
 */
function useRefreshAfterMatchChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
}

function toastSuccess(message: string | undefined) {
  if (message) notifications.show({ color: 'green', message, autoClose: 4000 });
}

/** Create a venue-hosted match; the dialog shows a refusal itself. */
export function useCreateVenueMatch(onCreated: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterMatchChange();
  return useMutation(
    trpc.admin.matches.create.mutationOptions({
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        void refresh();
        onCreated();
      },
    }),
  );
}

/** Remove a player: their seat opens again. */
export function useRemoveMatchPlayer(onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterMatchChange();
  return useMutation(
    trpc.admin.matches.removePlayer.mutationOptions({
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        void refresh();
        onDone();
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessageOf(error), autoClose: 6000 }),
    }),
  );
}

/** Paid at desk: a cash share recorded as money taken at the desk (once, whatever the taps). */
export function useTakeSharePayment(onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterMatchChange();
  return useMutation(
    trpc.admin.matches.takeSharePayment.mutationOptions({
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        void refresh();
        onDone();
      },
    }),
  );
}
