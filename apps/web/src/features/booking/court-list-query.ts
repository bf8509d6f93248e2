import { BOOKABLE_COURTS_INPUT } from '@padel/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * Asks for the courts a player can book alongside the session check, so the court step does not
 * wait for them (the booking screen's page usually comes with them: first-data.ts).
 */
export function usePrefetchCourtList(): void {
  const trpc = useTRPC();
  usePrefetchQuery(trpc.courts.list.queryOptions(BOOKABLE_COURTS_INPUT));
}
