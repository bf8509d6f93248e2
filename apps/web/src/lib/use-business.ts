import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Public business settings (name, contact, hours, social links, payment methods), cached. */
export function useBusiness() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
  return query.data?.business;
}
