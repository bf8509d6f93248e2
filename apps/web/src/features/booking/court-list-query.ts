import { usePrefetchQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** The courts a player can book; one page holds them all for a single venue. */
export const COURT_LIST_INPUT = { status: ['active' as const], limit: 100 };

/** Asks for the court list alongside the session check, so the court step does not wait for it. */
export function usePrefetchCourtList(): void {
  const trpc = useTRPC();
  usePrefetchQuery(trpc.courts.list.queryOptions(COURT_LIST_INPUT));
}
