import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import { BEARER_CLIENT_MODE, BEARER_HEADERS } from '@padel/contract';
import {
  requestFor,
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
  const session = await getIronSession<SessionData>(req, res, sessionOptions(config));
  return {
    mode: 'cookie',
    get: () => ({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user }),
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
 * Refreshes upstream tokens once per refresh token, however many requests of a session hit a
 * 401 at the same time (single flight). A request that still carries the spent token shortly
 * after (it left the browser before the new cookie arrived) gets the same rotated pair instead
 * of replaying the spent token, which the api would treat as theft.
 *
 * Answers null only when the api refuses the token (the session is over). When the api cannot
 * answer now (429 too many refreshes, 5xx, unreachable) it throws, and the session stays.
 */
export function createRefresher(upstream: Upstream) {
  const inflight = new Map<string, Promise<TokenPair | null>>();
  const recent = new Map<string, { pair: TokenPair; at: number }>();
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
    const pair = { accessToken: data.accessToken, refreshToken: data.refreshToken };
    recent.set(refreshToken, { pair, at: Date.now() });
    return pair;
  }

  function refresh(refreshToken: string): Promise<TokenPair | null> {
    const now = Date.now();
    for (const [key, value] of recent) if (now - value.at > RECENT_ROTATION_MS) recent.delete(key);
    const cached = recent.get(refreshToken);
    if (cached) return Promise.resolve(cached.pair);
    let pending = inflight.get(refreshToken);
    if (!pending) {
      pending = requestRefresh(refreshToken).finally(() => inflight.delete(refreshToken));
      inflight.set(refreshToken, pending);
    }
    return pending;
  }

  return { refresh, refreshCallCount: () => refreshCalls };
}
