import type { Response } from 'express';
import { OAUTH_STATE_COOKIE } from '@padel/contract';
import type { GatewayConfig } from './config';

// The cookies the gateway reads or ends besides its own session cookie (session.ts): the api's
// social sign-in state cookie, which lives on the gateway's origin. Reading one is
// `readCookie` from @padel/http, shared with the api.

/** Ends the browser's social sign-in state cookie (the api sets it with these attributes). */
export function clearSignInCookie(res: Response, config: GatewayConfig) {
  res.clearCookie(OAUTH_STATE_COOKIE, {
    path: '/',
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: config.cookieSecure ? 'none' : 'lax',
  });
}
