import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The business's public settings (payment methods, contact), fresh for five minutes. */
export function usePublicBusiness() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
}

export type PublicBusinessQuery = ReturnType<typeof usePublicBusiness>;
