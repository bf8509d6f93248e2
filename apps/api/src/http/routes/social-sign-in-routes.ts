import type { Request, Response } from 'express';
import {
  ENDPOINTS,
  OAUTH_EXCHANGE_CODE_TTL_SECONDS,
  ZOAuthCallbackParams,
  type TOAuthCallbackParams,
  type TOAuthProvider,
} from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { clientAddressOf } from '../client-address';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { MESSAGES } from '../../auth';
import { currentUser } from '../guards';
import { languageOf } from '../request-language';
import { createStateCookie } from '../../auth';
import { SocialSignInRefused } from '../../auth';

/**
 * Social sign-in. The browser navigates to the request, which sets the state cookie and sends it
 * to the provider; the provider sends it back to the callback (through the gateway, on the web
 * app's origin, so the cookie comes along), which sends it on to the callback page with a
 * one-time code; the page exchanges the code through the gateway, which keeps the tokens.
 */
export function socialSignInRoutes(
  ctx: AppContext,
  { socialSignIn, limits }: RouteServices,
): EndpointRoute[] {
  const cookie = createStateCookie(ctx);
  const limiter = limits.limitRequests(
    'signIn',
    (req) => clientAddressOf(req, ctx.config.gatewaySecret),
    MESSAGES.tooManyAttempts,
  );

  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  async function onCallback(
    req: Request,
    res: Response,
    provider: TOAuthProvider,
    params: TOAuthCallbackParams,
  ) {
    const pending = await cookie.readPending(req);
    const { location, binding } = await socialSignIn.completeSignIn(
      provider,
      params,
      pending,
      languageOf(req),
    );
    if (binding) await cookie.complete(res, binding, OAUTH_EXCHANGE_CODE_TTL_SECONDS);
    else cookie.clear(res);
    noStore(res).redirect(303, location);
  }

  /** A callback whose answer is malformed is refused like any other failed sign-in. */
  const readParams = (value: unknown): TOAuthCallbackParams => {
    const parsed = ZOAuthCallbackParams.safeParse(value ?? {});
    return parsed.success ? parsed.data : { error: 'invalid_response' };
  };

  return [
    route(ENDPOINTS['auth.oauthRequest'], async ({ params, query, res }) => {
      try {
        const { url, pending } = await socialSignIn.start(params.provider, query.appChallenge);
        await cookie.start(res, pending);
        noStore(res).redirect(302, url);
      } catch (error) {
        if (!(error instanceof SocialSignInRefused)) throw error;
        noStore(res).redirect(302, socialSignIn.failureLocation(error.message));
      }
    }),
    route(ENDPOINTS['auth.oauthCallback'], async ({ params, req, res }) =>
      onCallback(req, res, params.provider, readParams(req.query)),
    ),
    route(
      ENDPOINTS['auth.oauthCallbackPost'],
      async ({ params, req, res }) => onCallback(req, res, params.provider, readParams(req.body)),
      { parsesOwnBody: true },
    ),
    route(
      ENDPOINTS['auth.oauthExchange'],
      async ({ body, req, res }) => {
        const completed = await cookie.readCompleted(req);
        const data = await socialSignIn.exchange({
          code: body.code,
          ...(body.codeVerifier ? { codeVerifier: body.codeVerifier } : {}),
          ...(completed ? { binding: completed.binding } : {}),
        });
        cookie.clear(res);
        noStore(res);
        return { data, message: MESSAGES.loginSuccess };
      },
      { before: [limiter] },
    ),
    route(ENDPOINTS['auth.linkedProviders'], async ({ req }) => ({
      data: { providers: await socialSignIn.linkedProviders(currentUser(req)) },
    })),
  ];
}
