import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import { BEARER_CLIENT_MODE, BEARER_HEADERS } from '@padel/contract';
import {
  requestFor,
  type Refresher as TrpcRefresher,
  UpstreamError,
  type SessionData,
  type TokenPair,
  type TokenStore,
  type Upstream,
} from '@padel/trpc';
import type { GatewayConfig } from './config';

export function sessionOptions(config: GatewayConfig): SessionOptions {
  return {
    password: config.sessionSecret,
    cookieName: config.cookieName,
    ttl: 30 * 24 * 3600,
    cookieOptions: { httpOnly: true, secure: config.cookieSecure, sameSite: 'lax', path: '/' },
  };
}

function bearerOf(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim() || undefined;
}

export function isBearerRequest(req: IncomingMessage): boolean {
  return (
    req.headers[BEARER_HEADERS.clientMode] === BEARER_CLIENT_MODE ||
    Boolean(bearerOf(req.headers.authorization) || req.headers[BEARER_HEADERS.refreshToken])
  );
}

/**
 * Where a request's upstream tokens live. Browsers: an encrypted, httpOnly cookie that only the
 * gateway can read, so any number of gateway instances share no state. Mobile shell: bearer
 * headers, with rotated tokens handed back in response headers.
 */
export async function createTokenStore(
  req: IncomingMessage,
  res: ServerResponse,
  config: GatewayConfig,
): Promise<TokenStore> {
  if (isBearerRequest(req)) {
    const refreshHeader = req.headers[BEARER_HEADERS.refreshToken];
    let data: SessionData = {
      accessToken: bearerOf(req.headers.authorization),
      refreshToken: typeof refreshHeader === 'string' ? refreshHeader : undefined,
    };
    return {
      mode: 'bearer',
      get: () => data,
      set: async (tokens, user) => {
        data = { ...tokens, user };
        res.setHeader(BEARER_HEADERS.rotatedAccessToken, tokens.accessToken);
        res.setHeader(BEARER_HEADERS.rotatedRefreshToken, tokens.refreshToken);
      },
      clear: async () => {
        data = {};
        res.setHeader(BEARER_HEADERS.clearTokens, '1');
      },
    };
  }
  // Without the session cookie there is nothing to decrypt (a visitor's reads): the session is
  // opened only if a call signs in or ends it.
  if (!req.headers.cookie?.includes(`${config.cookieName}=`)) {
    let opened: TokenStore | undefined;
    const open = async () => (opened ??= await openCookieStore(req, res, config));
    return {
      mode: 'cookie',
      get: () => opened?.get() ?? {},
      set: async (tokens, user) => (await open()).set(tokens, user),
      clear: async () => (await open()).clear(),
    };
  }
  return openCookieStore(req, res, config);
}

async function openCookieStore(
  req: IncomingMessage,
  res: ServerResponse,
  config: GatewayConfig,
): Promise<TokenStore> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions(config));
  return {
    mode: 'cookie',
    get: () => ({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: session.user,
    }),
    set: async (tokens, user) => {
      session.accessToken = tokens.accessToken;
      session.refreshToken = tokens.refreshToken;
      if (user) session.user = user;
      await session.save();
    },
    clear: async () => {
      session.destroy();
    },
  };
}

const RECENT_ROTATION_MS = 60_000;

/**
 * Refreshes a session's upstream tokens once, however many of its requests hit a 401 at the same
 * time (single flight).
 *
 * Browser sessions: the refresh token sits inside the gateway's encrypted cookie and never reaches
 * the browser, so a request that still carries the spent token shortly after (it left the
 * browser before the new cookie arrived) is that same session, and gets the rotated pair for
 * 60 s instead of replaying the spent token, which the api would treat as theft.
 *
 * Bearer clients hold their refresh token themselves, so a spent token coming back in another
 * request may be a copy in someone else's hands: it goes to the api, whose reuse check revokes
 * the whole family. Only the procedures of one request (a tRPC batch) share its refresh.
 *
 * Answers null only when the api refuses the token (the session is over). When the api cannot
 * answer now (429 too many refreshes, 5xx, unreachable) it throws, and the session stays.
 */
export function createRefresher(upstream: Upstream): Refresher {
  const inflight = new Map<string, Promise<TokenPair | null>>();
  const recent = new Map<string, { pair: TokenPair; at: number }>();
  const bearerInflight = new WeakMap<TokenStore, Map<string, Promise<TokenPair | null>>>();
  let refreshCalls = 0;

  async function requestRefresh(refreshToken: string): Promise<TokenPair | null> {
    refreshCalls += 1;
    let result;
    try {
      result = await upstream.callJson(requestFor('auth.refreshToken', { refreshToken }));
    } catch (error) {
      // Only a 401 says the token is no good; anything else may pass, so the session stays.
      if (error instanceof UpstreamError && error.status === 401) return null;
      throw error;
    }
    const data = result.data as Partial<TokenPair> | undefined;
    if (!data?.accessToken || !data.refreshToken) return null;
    return { accessToken: data.accessToken, refreshToken: data.refreshToken };
  }

  function refreshBearer(store: TokenStore, refreshToken: string): Promise<TokenPair | null> {
    let flights = bearerInflight.get(store);
    if (!flights) {
      flights = new Map<string, Promise<TokenPair | null>>();
      bearerInflight.set(store, flights);
    }
    let pending = flights.get(refreshToken);
    if (!pending) {
      pending = requestRefresh(refreshToken);
      flights.set(refreshToken, pending);
    }
    return pending;
  }

  function refreshCookie(refreshToken: string): Promise<TokenPair | null> {
    const now = Date.now();
    for (const [key, value] of recent) if (now - value.at > RECENT_ROTATION_MS) recent.delete(key);
    const cached = recent.get(refreshToken);
    if (cached) return Promise.resolve(cached.pair);
    let pending = inflight.get(refreshToken);
    if (!pending) {
      pending = requestRefresh(refreshToken)
        .then((pair) => {
          if (pair) recent.set(refreshToken, { pair, at: Date.now() });
          return pair;
        })
        .finally(() => inflight.delete(refreshToken));
      inflight.set(refreshToken, pending);
    }
    return pending;
  }

  function refresh(store: TokenStore): Promise<TokenPair | null> {
    const { refreshToken } = store.get();
    if (!refreshToken) return Promise.resolve(null);
    return store.mode === 'cookie'
      ? refreshCookie(refreshToken)
      : refreshBearer(store, refreshToken);
  }

  return { refresh, refreshCallCount: () => refreshCalls };
}

export type Refresher = TrpcRefresher & { refreshCallCount: () => number };
