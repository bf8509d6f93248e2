import { FIRST_DATA_ELEMENT_ID, type TFirstData } from '@padel/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@padel/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * The answers the gateway wrote into the page (who is signed in, the venue's settings) become the
 * query cache's first entries, so the first render shows the final text without asking for them.
 * Read once: the element is removed, and a page without it (the players' app, the dev server)
 * asks as before.
 */
export function seedFirstData(queryClient: QueryClient, trpc: TRPCOptionsProxy<AppRouter>): void {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let data: TFirstData;
  try {
    data = JSON.parse(element.textContent ?? '{}') as TFirstData;
  } catch {
    return;
  }
  const session = data['auth.session'];
  if (session) queryClient.setQueryData(trpc.auth.session.queryKey(), session);
  const business = data['business.public'];
  if (business) queryClient.setQueryData(trpc.business.public.queryKey(), business);
}
