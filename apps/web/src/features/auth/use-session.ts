import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '../../lib/platform';
import { useTRPC } from '../../lib/trpc';

/** Who is signed in, from the gateway's session; `user` is null for a visitor. */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: 60_000 });
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: user?.role === 'admin',
    isStaff: user?.role === 'admin' || user?.role === 'staff',
    refresh: () => query.refetch(),
  };
}

/** Logout clears the session and every cached answer (spec: clears tokens, user, bookings, courts). */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { tokenStorage } = usePlatform();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSettled: async () => {
        // The app forgets its tokens even when the gateway could not be reached.
        await tokenStorage?.clear();
        // Screens on display re-render at once as signed out; every other answer is dropped.
        queryClient.setQueryData(trpc.auth.session.queryKey(), { user: null });
        queryClient.removeQueries({
          predicate: (query) =>
            query.queryKey[0]?.toString() !== trpc.auth.session.queryKey()[0]?.toString(),
        });
      },
    }),
  );
}
