import { ADMIN_MAX_PAGE_SIZE } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The venue's courts (every status), for the console's court filters and pickers. */
export function useCourts() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.courts.list.queryOptions({ page: 1, limit: ADMIN_MAX_PAGE_SIZE }),
    staleTime: 60_000,
  });
}
