import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Players' slot grids read hours, holidays and overrides: refresh them with the lists here. */
export function useScheduleRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (...keys: { queryKey: readonly unknown[] }[]) =>
    Promise.all(
      [...keys, { queryKey: trpc.courts.pathKey() }].map((key) =>
        queryClient.invalidateQueries(key),
      ),
    );
}
