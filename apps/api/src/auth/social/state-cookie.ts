import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Request, Response } from 'express';
import { readCookie } from '@padel/http';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_SECONDS, type TOAuthProvider } from '@padel/contract';
import type { AppContext } from '../../lib/context';

/** A sign-in in progress: what the callback checks, held by the browser that started it. */
export type PendingSignIn = {
  provider: TOAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A random value the exchange code is bound to: only this browser can exchange it. */
  binding: string;
  /** The mobile app's S256 challenge, when the app started the sign-in. */
  appChallenge?: string;
};

/** After the callback only the binding stays, for the exchange. */
export type CompletedSignIn = { binding: string };

const PURPOSE = 'padel-oauth-state';

/**
 * The state cookie: a short-lived JWT signed with a key derived from the api's secret, so every
 * instance reads it and no sign-in in progress is kept on the server.
 */
export function createStateCookie(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const key = createHash('sha256').update(`${PURPOSE}:${ctx.config.jwtSecret}`).digest();
  // Apple posts its answer from its own site: only a SameSite=None cookie comes along with it,
  // and browsers take those only when Secure (served over https).
  const isSecure = ctx.config.publicWebUrl.startsWith('https://');

  async function sign(payload: Record<string, string>, ttlSeconds: number) {
    const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + ttlSeconds)
      .sign(key);
  }

  async function verify(token: string | undefined): Promise<Record<string, unknown> | undefined> {
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: ctx.clock.now(),
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  function write(res: Response, value: string, ttlSeconds: number) {
    res.cookie(OAUTH_STATE_COOKIE, value, {
      httpOnly: true,
      secure: isSecure,
      sameSite: isSecure ? 'none' : 'lax',
      path: '/',
      maxAge: ttlSeconds * 1000,
    });
  }

  return {
    async start(res: Response, pending: PendingSignIn) {
      const { provider, state, nonce, codeVerifier, binding, appChallenge } = pending;
      const value = await sign(
        {
          provider,
          state,
          nonce,
          codeVerifier,
          binding,
          ...(appChallenge ? { appChallenge } : {}),
        },
        OAUTH_STATE_TTL_SECONDS,
      );
      write(res, value, OAUTH_STATE_TTL_SECONDS);
    },
    /** The sign-in in progress, if the cookie is ours, unexpired and still awaiting its callback. */
    async readPending(req: Request): Promise<PendingSignIn | undefined> {
      const payload = await verify(readCookie(req, OAUTH_STATE_COOKIE));
      if (!payload || typeof payload.state !== 'string') return undefined;
      const { provider, state, nonce, codeVerifier, binding, appChallenge } = payload;
      if (
        typeof provider !== 'string' ||
        typeof nonce !== 'string' ||
        typeof codeVerifier !== 'string' ||
        typeof binding !== 'string'
      ) {
        return undefined;
      }
      return {
        provider: provider as TOAuthProvider,
        state,
        nonce,
        codeVerifier,
        binding,
        ...(typeof appChallenge === 'string' ? { appChallenge } : {}),
      };
    },
    /** The callback is done: the cookie keeps only the binding, so the state cannot be used again. */
    async complete(res: Response, binding: string, ttlSeconds: number) {
      write(res, await sign({ binding }, ttlSeconds), ttlSeconds);
    },
    async readCompleted(req: Request): Promise<CompletedSignIn | undefined> {
      const payload = await verify(readCookie(req, OAUTH_STATE_COOKIE));
      if (!payload || typeof payload.binding !== 'string') return undefined;
      return { binding: payload.binding };
    },
    clear(res: Response) {
      res.clearCookie(OAUTH_STATE_COOKIE, {
        httpOnly: true,
        secure: isSecure,
        sameSite: isSecure ? 'none' : 'lax',
        path: '/',
      });
    },
  };
}

export type StateCookie = ReturnType<typeof createStateCookie>;
