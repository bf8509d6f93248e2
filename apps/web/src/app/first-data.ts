import { BOOKABLE_COURTS_INPUT, FIRST_DATA_ELEMENT_ID, type TFirstData } from '@padel/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@padel/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * The answers the gateway wrote into the page (who is signed in, the venue's settings), read
 * once: the element is removed. A page without them (the players' app, the dev server) gives
 * nothing, and the app asks as before.
 */
export function readFirstData(): TFirstData | undefined {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '{}') as TFirstData;
  } catch {
    return undefined;
  }
}

/** The first data becomes the query cache's first entries: the first render shows final text. */
export function seedFirstData(
  queryClient: QueryClient,
  trpc: TRPCOptionsProxy<AppRouter>,
  data: TFirstData,
): void {
  const session = data['auth.session'];
  if (session) queryClient.setQueryData(trpc.auth.session.queryKey(), session);
  const business = data['business.public'];
  if (business) queryClient.setQueryData(trpc.business.public.queryKey(), business);
  const courts = data['courts.list'];
  if (courts) queryClient.setQueryData(trpc.courts.list.queryKey(BOOKABLE_COURTS_INPUT), courts);
}
