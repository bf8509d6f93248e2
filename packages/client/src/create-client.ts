import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import {
  BEARER_CLIENT_MODE,
  BEARER_HEADERS,
  CSRF_HEADER,
  TRPC_BATCH_MAX_CALLS,
} from '@padel/contract';
import type { AppRouter } from '@padel/trpc';
import { isUnauthorized } from './normalize-error';

/** Where the mobile shell keeps its tokens (secure storage); browsers use the gateway's cookie. */
export type TokenStorage = {
  get: () => Promise<{ accessToken?: string; refreshToken?: string }>;
  set: (tokens: { accessToken: string; refreshToken: string }) => Promise<void>;
  clear: () => Promise<void>;
};

export type ApiClientOptions = {
  /** The gateway's tRPC endpoint, e.g. '/trpc' in a browser or 'https://host/trpc' in the app. */
  url: string;
  /** Bearer mode for the mobile shell: tokens travel in headers and rotated ones are stored. */
  tokenStorage?: TokenStorage;
  /** Called when the session cannot be refreshed; the apps send the user to '/'. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** The language the reader chose, sent as `Accept-Language` so that answers come in it. */
  language?: () => string;
};

export function createApiClient(options: ApiClientOptions) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.tokenStorage;

  // Bearer mode: one request at a time, each reading the tokens the previous one stored. The
  // gateway refreshes a spent token for one request only (a copy presented again revokes the
  // session), so two requests must never leave with the same refresh token.
  let previous: Promise<unknown> = Promise.resolve();
  const oneAtATime: typeof fetch = (input, init) => {
    const turn = previous.then(() => fetchWithTokens(input, init));
    previous = turn.catch(() => undefined);
    return turn;
  };

  const fetchWithTokens: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(CSRF_HEADER, '1');
    if (options.language) headers.set('accept-language', options.language());
    if (storage) {
      headers.set(BEARER_HEADERS.clientMode, BEARER_CLIENT_MODE);
      const tokens = await storage.get();
      if (tokens.accessToken) headers.set('authorization', `Bearer ${tokens.accessToken}`);
      if (tokens.refreshToken) headers.set(BEARER_HEADERS.refreshToken, tokens.refreshToken);
    }
    const response = await baseFetch(input, { ...init, headers, credentials: 'include' });
    if (storage) {
      const access = response.headers.get(BEARER_HEADERS.rotatedAccessToken);
      const refresh = response.headers.get(BEARER_HEADERS.rotatedRefreshToken);
      if (access && refresh) await storage.set({ accessToken: access, refreshToken: refresh });
      if (response.headers.get(BEARER_HEADERS.clearTokens)) await storage.clear();
    }
    return response;
  };

  // An unrecoverable 401 sends the user home (spec: refresh failure goes to '/'); a sign-in
  // form's own 401 ('Invalid email or password') is shown where it happened instead.
  const unauthorizedLink: TRPCLink<AppRouter> =
    () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            if (isUnauthorized(error) && !op.path.startsWith('auth.')) options.onUnauthorized?.();
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );

  return createTRPCClient<AppRouter>({
    links: [
      unauthorizedLink,
      httpBatchLink({
        url: options.url,
        fetch: storage ? oneAtATime : fetchWithTokens,
        maxURLLength: 4000,
        // The gateway refuses a longer batch; more calls at once go as several requests.
        maxItems: TRPC_BATCH_MAX_CALLS,
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
