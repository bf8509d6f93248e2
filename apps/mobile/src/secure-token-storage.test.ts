import { createApiClient } from '@padel/client';
import { BEARER_CLIENT_MODE, BEARER_HEADERS } from '@padel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecureTokenStorage, type SecureStore } from './secure-token-storage';

/** The phone's Keychain/Keystore: it outlives the app's process. */
function createKeychain() {
  const entries = new Map<string, string>();
  const store: SecureStore = {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => void entries.set(key, value),
    remove: async (key) => entries.delete(key),
  };
  return { entries, store };
}

/**
 * The gateway's bearer mode as the app sees it: an expired access token is refreshed with the
 * request's refresh token and the rotated pair comes back in headers; a spent refresh token
 * presented again revokes the session (the api's reuse check); sign-out clears the tokens.
 */
function createFakeGateway() {
  let generation = 1;
  let liveAccess = 'access-1';
  let liveRefresh = 'refresh-1';
  const spent = new Set<string>();
  let isRevoked = false;
  const seen = { refreshes: 0, reuses: 0, requests: 0, withoutBearerMode: 0 };

  const answer = (
    paths: string[],
    headers: Headers,
    status = 200,
    data: unknown = { ok: true },
  ) => {
    const body =
      status === 200
        ? paths.map(() => ({ result: { data } }))
        : paths.map(() => ({
            error: {
              message: 'Unauthorized',
              code: -32001,
              data: { code: 'UNAUTHORIZED', httpStatus: 401, status: 401, errors: [] },
            },
          }));
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(body), { status, headers });
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.requests += 1;
    // Every request takes a while, so the app's requests overlap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    const request = new Headers(init?.headers);
    if (request.get(BEARER_HEADERS.clientMode) !== BEARER_CLIENT_MODE) seen.withoutBearerMode += 1;
    const out = new Headers();
    if (paths.includes('auth.logout')) {
      out.set(BEARER_HEADERS.clearTokens, '1');
      isRevoked = true;
      return answer(paths, out);
    }
    const access = request.get('authorization')?.replace(/^Bearer /, '');
    if (!isRevoked && access === liveAccess) return answer(paths, out);
    const refresh = request.get(BEARER_HEADERS.refreshToken);
    if (refresh && spent.has(refresh)) {
      seen.reuses += 1;
      isRevoked = true;
    }
    if (isRevoked || !refresh || refresh !== liveRefresh) {
      out.set(BEARER_HEADERS.clearTokens, '1');
      return answer(paths, out, 401);
    }
    seen.refreshes += 1;
    spent.add(liveRefresh);
    generation += 1;
    liveAccess = `access-${generation}`;
    liveRefresh = `refresh-${generation}`;
    out.set(BEARER_HEADERS.rotatedAccessToken, liveAccess);
    out.set(BEARER_HEADERS.rotatedRefreshToken, liveRefresh);
    return answer(paths, out);
  };

  return {
    fetch,
    seen,
    /** Access tokens live 15 minutes: time passes and the current one is refused. */
    expireAccessToken: () => {
      liveAccess = `expired-${generation}`;
    },
    get liveRefresh() {
      return liveRefresh;
    },
  };
}

/** One run of the app: a new client over the tokens the keychain kept. */
function startApp(keychain: SecureStore, gateway: ReturnType<typeof createFakeGateway>) {
  return createApiClient({
    url: 'https://padel.example.pk/trpc',
    tokenStorage: createSecureTokenStorage(keychain),
    fetch: gateway.fetch,
  });
}

/** Calls that leave as separate requests while the previous ones are still under way. */
async function overlappingCalls(client: ReturnType<typeof startApp>, count: number) {
  const calls: Array<Promise<unknown>> = [];
  for (let index = 0; index < count; index++) {
    calls.push(index % 2 ? client.courts.list.query({}) : client.auth.session.query());
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Promise.all(calls);
}

describe('the session on the phone', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps the tokens in secure storage and refreshes them once for overlapping requests', async () => {
    const keychain = createKeychain();
    const gateway = createFakeGateway();
    await keychain.store.set('session.access-token', 'access-1');
    await keychain.store.set('session.refresh-token', 'refresh-1');
    gateway.expireAccessToken();

    await overlappingCalls(startApp(keychain.store, gateway), 4);

    expect(gateway.seen.requests).toBe(4);
    expect(gateway.seen.refreshes).toBe(1);
    expect(gateway.seen.reuses).toBe(0);
    expect(gateway.seen.withoutBearerMode).toBe(0);
    expect(keychain.entries.get('session.refresh-token')).toBe(gateway.liveRefresh);
    expect(keychain.entries.get('session.access-token')).toBe('access-2');
    // Never in the web view's storage.
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('starts again after a restart with the rotated refresh token, never the spent one', async () => {
    const keychain = createKeychain();
    const gateway = createFakeGateway();
    await keychain.store.set('session.access-token', 'access-1');
    await keychain.store.set('session.refresh-token', 'refresh-1');

    gateway.expireAccessToken();
    await overlappingCalls(startApp(keychain.store, gateway), 3);
    expect(gateway.seen.refreshes).toBe(1);

    // The app is ended and opened again later: a new process, the same keychain.
    gateway.expireAccessToken();
    await overlappingCalls(startApp(keychain.store, gateway), 3);

    expect(gateway.seen.refreshes).toBe(2);
    expect(gateway.seen.reuses).toBe(0);
    expect(keychain.entries.get('session.refresh-token')).toBe('refresh-3');
  });

  it('signing out clears the secure storage', async () => {
    const keychain = createKeychain();
    const gateway = createFakeGateway();
    await keychain.store.set('session.access-token', 'access-1');
    await keychain.store.set('session.refresh-token', 'refresh-1');
    const client = startApp(keychain.store, gateway);

    await client.auth.logout.mutate();

    expect(keychain.entries.size).toBe(0);
    // The next start has no session to present.
    await expect(startApp(keychain.store, gateway).auth.session.query()).rejects.toThrow();
    expect(keychain.entries.size).toBe(0);
  });
});
