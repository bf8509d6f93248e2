import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The players' court lists read the same courts: refresh both. */
export function useRefreshCourts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.courts.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.courts.pathKey() }),
    ]);
}
