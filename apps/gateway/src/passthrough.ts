import { ENDPOINTS, ERROR_MESSAGES, type EndpointName } from '@padel/contract';
import {
  NetworkError,
  requestFor,
  type TokenStore,
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

// What does not fit a typed procedure: file uploads, uploaded images, the OAuth navigation and
// keepalive activity beacons. Each goes to the api as it is. The api's development outbox is
// never relayed: it holds one-time codes and answers only callers on the api's own machine.

/** The api's address of an entry as the gateway serves it to browsers: '/api/v1/auth/:provider/request'. */
const mirrored = (name: EndpointName) => `/api/v1${ENDPOINTS[name].path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The gateway's upload addresses and the catalogue entries they go to. */
const UPLOAD_ROUTES: Record<string, (req: Request) => string> = {
  '/upload/court-image/:id': (req) => requestFor('admin.courts.uploadImage', { id: req.params.id }).path,
  '/upload/logo': () => requestFor('business.uploadLogo').path,
  '/upload/favicon': () => requestFor('business.uploadFavicon').path,
};

type RawRequest = Omit<UpstreamRequest, 'body' | 'accessToken'> & { rawBody?: Buffer; contentType?: string };

async function callWithSession(
  upstream: Upstream,
  refresher: Refresher,
  store: TokenStore,
  request: RawRequest,
): Promise<UpstreamResponse> {
  const send = (accessToken?: string) =>
    upstream.call({
      method: request.method,
      path: request.path,
      ...(request.query ? { query: request.query } : {}),
      ...(accessToken ? { accessToken } : {}),
      headers: request.contentType ? { 'content-type': request.contentType } : {},
      ...(request.rawBody ? { rawBody: request.rawBody } : {}),
    });
  const tokens = store.get();
  const first = await send(tokens.accessToken);
  if (first.status !== 401 || !tokens.refreshToken) return first;
  let rotated;
  try {
    rotated = await refresher.refresh(store);
  } catch (error) {
    // The api could not refresh now (429, 5xx): this call fails, the session stays.
    if (!(error instanceof UpstreamError)) throw error;
    return {
      status: error.status,
      body: { success: false, message: error.message, errors: error.errors },
      headers: {},
    };
  }
  if (!rotated) {
    await store.clear();
    return first;
  }
  await store.set(rotated, tokens.user);
  return send(rotated.accessToken);
}

function relay(res: Response, upstreamResponse: UpstreamResponse) {
  res.status(upstreamResponse.status).json(upstreamResponse.body ?? {});
}

function networkFailure(res: Response) {
  res.status(502).json({ message: ERROR_MESSAGES.network, status: 0, errors: [] });
}

export function createPassthroughRouter(config: GatewayConfig, upstream: Upstream, refresher: Refresher): Router {
  const router = Router();

  for (const [route, targetOf] of Object.entries(UPLOAD_ROUTES)) {
    router.post(route, express.raw({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT_BYTES }), async (req, res) => {
      const store = await createTokenStore(req, res, config);
      try {
        const result = await callWithSession(upstreamForClient(req, upstream, config), refresher, store, {
          method: 'POST',
          path: targetOf(req),
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          contentType: req.headers['content-type'],
        });
        relay(res, result);
      } catch (error) {
        if (error instanceof NetworkError) return networkFailure(res);
        throw error;
      }
    });
  }

  // Activity beacons: accepted at once and never failing the page that sent them.
  router.post(mirrored('analytics.trackActivity'), express.json({ limit: '64kb', type: () => true }), async (req, res) => {
    res.status(202).json({ success: true });
    const store = await createTokenStore(req, res, config).catch(() => undefined);
    upstreamForClient(req, upstream, config)
      .call({
        ...requestFor('analytics.trackActivity'),
        body: req.body ?? {},
        ...(store?.get().accessToken ? { accessToken: store.get().accessToken } : {}),
      })
      .catch(() => undefined);
  });

  // OAuth: the browser navigates here and follows the api's redirect to the provider.
  router.get(mirrored('auth.oauthRequest'), async (req, res) => {
    try {
      const result = await upstreamForClient(req, upstream, config).call(
        requestFor('auth.oauthRequest', { provider: req.params.provider }),
      );
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
  });

  // Uploaded images live on the api; the web app names them by path on its own origin.
  router.get('/uploads/*path', async (req, res) => {
    try {
      const response = await upstream.pool.request({ method: 'GET', path: req.originalUrl });
      res.status(response.statusCode);
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'x-content-type-options']) {
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
