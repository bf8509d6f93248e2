import { BOOKABLE_COURTS_INPUT, FIRST_DATA_ELEMENT_ID, type TFirstData } from '@padel/contract';
import { createApiClient, type AppRouter } from '@padel/client';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirstData, seedFirstData } from './first-data';

// The page the gateway serves carries the session and the venue's settings; the app's first
// render reads them from the cache instead of asking for them.

const setup = () => {
  const queryClient = new QueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createApiClient({ url: 'http://127.0.0.1:9/trpc' }),
    queryClient,
  });
  return { queryClient, trpc };
};

const writePage = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
};

afterEach(() => {
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
});

describe('the first data written into the page', () => {
  it('becomes the cached session and settings, read once', () => {
    const { queryClient, trpc } = setup();
    const firstData = {
      'auth.session': { user: null },
      'business.public': { business: { name: 'Court Kings' }, signInProviders: ['google'] },
      'courts.list': { courts: [{ name: 'Court 1' }], pagination: { total: 1 } },
    } as unknown as TFirstData;
    writePage(JSON.stringify(firstData));
    seedFirstData(queryClient, trpc, readFirstData() ?? {});
    expect(queryClient.getQueryData(trpc.auth.session.queryKey())).toEqual({ user: null });
    expect(queryClient.getQueryData(trpc.business.public.queryKey())).toEqual(
      firstData['business.public'],
    );
    expect(queryClient.getQueryData(trpc.courts.list.queryKey(BOOKABLE_COURTS_INPUT))).toEqual(
      firstData['courts.list'],
    );
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
  });

  it('gives nothing when the page has none or it cannot be read, and nothing twice', () => {
    expect(readFirstData()).toBeUndefined();
    writePage('{not json');
    expect(readFirstData()).toBeUndefined();
    writePage('{"auth.session":{"user":null}}');
    expect(readFirstData()).toEqual({ 'auth.session': { user: null } });
    expect(readFirstData()).toBeUndefined();
  });
});
