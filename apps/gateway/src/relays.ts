import { ENDPOINTS, ERROR_MESSAGES, OAUTH_STATE_COOKIE, type EndpointName } from '@padel/contract';
import { readCookie } from '@padel/http';
import {
  callWithSession,
  NetworkError,
  requestFor,
  SessionEndedError,
  type Session,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
  UpstreamError,
} from '@padel/trpc';
import express, { Router, type Request, type Response } from 'express';
import { upstreamForClient } from './client-address';
import type { GatewayConfig } from './config';
import { UPLOAD_BODY_LIMIT_BYTES } from './errors';
import { createTokenStore, type Refresher } from './session';

// The raw relays: what does not fit a typed procedure (file uploads, uploaded images, the OAuth
// navigation and keepalive activity beacons). Each goes to the api as it is. The api's development outbox is
// never relayed: it holds one-time codes and answers only callers on the api's own machine.

/** The api's address of an entry as the gateway serves it to browsers: '/api/v1/auth/:provider/request'. */
const mirrored = (name: EndpointName) =>
  `/api/v1${ENDPOINTS[name].path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The gateway's upload addresses and the catalogue entries they go to. */
const UPLOAD_ROUTES: Record<string, (req: Request) => string> = {
  '/upload/court-image/:id': (req) =>
    requestFor('admin.courts.uploadImage', { id: req.params.id }).path,
  '/upload/logo': () => requestFor('business.uploadLogo').path,
  '/upload/favicon': () => requestFor('business.uploadFavicon').path,
};

type RawRequest = Omit<UpstreamRequest, 'body' | 'accessToken'> & {
  rawBody?: Buffer;
  contentType?: string;
};

/** The api refused the session's token: its answer, passed on as it came if the session cannot be renewed. */
class RefusedAnswer extends UpstreamError {
  constructor(public readonly response: UpstreamResponse) {
    super(401, 'Refused');
  }
}

/** A raw call made with the session (see callWithSession in @padel/trpc), the api's answer as it came. */
async function relayWithSession(
  upstream: Upstream,
  session: Session,
  request: RawRequest,
): Promise<UpstreamResponse> {
  const send = async (accessToken?: string) => {
    const response = await upstream.call({
      method: request.method,
      path: request.path,
      ...(request.query ? { query: request.query } : {}),
      ...(accessToken ? { accessToken } : {}),
      headers: request.contentType ? { 'content-type': request.contentType } : {},
      ...(request.rawBody ? { rawBody: request.rawBody } : {}),
    });
    if (response.status === 401) throw new RefusedAnswer(response);
    return response;
  };
  try {
    return await callWithSession(session, send);
  } catch (error) {
    if (error instanceof RefusedAnswer) return error.response;
    // The refresh token was refused: the session is over, the first refusal is the answer.
    if (error instanceof SessionEndedError && error.refusal instanceof RefusedAnswer) {
      return error.refusal.response;
    }
    // The api could not refresh now (429, 5xx): this call fails, the session stays.
    if (!(error instanceof UpstreamError)) throw error;
    return {
      status: error.status,
      body: { success: false, message: error.message, errors: error.errors },
      headers: {},
    };
  }
}

function relay(res: Response, upstreamResponse: UpstreamResponse) {
  res.status(upstreamResponse.status).json(upstreamResponse.body ?? {});
}

function networkFailure(res: Response) {
  res.status(502).json({ message: ERROR_MESSAGES.network, status: 0, errors: [] });
}

export function createRelayRouter(
  config: GatewayConfig,
  upstream: Upstream,
  refresher: Refresher,
): Router {
  const router = Router();

  for (const [route, targetOf] of Object.entries(UPLOAD_ROUTES)) {
    router.post(
      route,
      express.raw({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT_BYTES }),
      async (req, res) => {
        const store = await createTokenStore(req, res, config);
        try {
          const result = await relayWithSession(
            upstreamForClient(req, upstream, config),
            { refresher, store },
            {
              method: 'POST',
              path: targetOf(req),
              rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
              contentType: req.headers['content-type'],
            },
          );
          relay(res, result);
        } catch (error) {
          if (error instanceof NetworkError) return networkFailure(res);
          throw error;
        }
      },
    );
  }

  // Activity beacons: accepted at once and never failing the page that sent them.
  router.post(
    mirrored('analytics.trackActivity'),
    express.json({ limit: '64kb', type: () => true }),
    async (req, res) => {
      res.status(202).json({ success: true });
      const store = await createTokenStore(req, res, config).catch(() => undefined);
      upstreamForClient(req, upstream, config)
        .call({
          ...requestFor('analytics.trackActivity'),
          body: req.body ?? {},
          ...(store?.get().accessToken ? { accessToken: store.get().accessToken } : {}),
        })
        .catch(() => undefined);
    },
  );

  // Social sign-in: the browser navigates to the request and is sent back by the provider to the
  // callback (Apple posts a form). Both are relayed with the api's state cookie in and out, so the
  // cookie lives on this origin, where the sign-in page's exchange finds it.
  const relaySignIn = async (req: Request, res: Response, request: RawRequest) => {
    try {
      const stateCookie = readCookie(req, OAUTH_STATE_COOKIE);
      const result = await upstreamForClient(req, upstream, config).call({
        method: request.method,
        path: request.path,
        ...(request.query ? { query: request.query } : {}),
        headers: {
          ...(stateCookie
            ? { cookie: `${OAUTH_STATE_COOKIE}=${encodeURIComponent(stateCookie)}` }
            : {}),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.rawBody ? { rawBody: request.rawBody } : {}),
      });
      const setCookie = result.headers['set-cookie'];
      if (setCookie) res.setHeader('set-cookie', setCookie);
      res.setHeader('cache-control', 'no-store');
      const location = result.headers.location;
      if (result.status >= 300 && result.status < 400 && typeof location === 'string') {
        res.redirect(result.status, location);
        return;
      }
      relay(res, result);
    } catch (error) {
      if (error instanceof NetworkError) return networkFailure(res);
      throw error;
    }
  };
  const queryOf = (req: Request) =>
    Object.fromEntries(
      Object.entries(req.query).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );

  router.get(mirrored('auth.oauthRequest'), (req, res) =>
    relaySignIn(req, res, {
      ...requestFor('auth.oauthRequest', { provider: req.params.provider }),
      query: queryOf(req),
    }),
  );
  router.get(mirrored('auth.oauthCallback'), (req, res) =>
    relaySignIn(req, res, {
      method: 'GET',
      path: requestFor('auth.oauthCallback', { provider: req.params.provider }).path,
      query: queryOf(req),
    }),
  );
  router.post(
    mirrored('auth.oauthCallbackPost'),
    express.raw({ type: 'application/x-www-form-urlencoded', limit: '64kb' }),
    (req, res) =>
      relaySignIn(req, res, {
        method: 'POST',
        path: requestFor('auth.oauthCallbackPost', { provider: req.params.provider }).path,
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        contentType: 'application/x-www-form-urlencoded',
      }),
  );

  // Uploaded images live on the api; the web app names them by path on its own origin.
  router.get('/uploads/*path', async (req, res) => {
    try {
      const response = await upstream.pool.request({ method: 'GET', path: req.originalUrl });
      res.status(response.statusCode);
      for (const name of [
        'content-type',
        'content-length',
        'cache-control',
        'etag',
        'last-modified',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        const value = response.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      res.send(Buffer.from(await response.body.arrayBuffer()));
    } catch {
      networkFailure(res);
    }
  });

  return router;
}
