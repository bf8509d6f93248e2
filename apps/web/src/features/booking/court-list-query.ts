import { BOOKABLE_COURTS_INPUT } from '@padel/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** The courts a player can book (the booking screen's page comes with them: first-data.ts). */
export const COURT_LIST_INPUT = BOOKABLE_COURTS_INPUT;

/** Asks for the court list alongside the session check, so the court step does not wait for it. */
export function usePrefetchCourtList(): void {
  const trpc = useTRPC();
  usePrefetchQuery(trpc.courts.list.queryOptions(COURT_LIST_INPUT));
}
