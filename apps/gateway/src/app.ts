import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { CSRF_HEADER, OAUTH_STATE_COOKIE } from '@padel/contract';
import { appRouter, createUpstream, type TrpcContext, type Upstream } from '@padel/trpc';
import type { GatewayConfig } from './config';
import { createErrorHandler, JSON_BODY_LIMIT_BYTES, refuseOversizedBody, sendGatewayError } from './errors';
import { AUTO_SUBMIT_SCRIPT, openPayLink, renderPayPage, sealPayLink } from './pay-page';
import { upstreamForClient } from './client-address';
import { clearSignInCookie, createPassthroughRouter, readCookie } from './passthrough';
import { createRefresher, createTokenStore, isBearerRequest, type Refresher } from './session';

function isAllowedOrigin(req: Request, config: GatewayConfig): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.host === req.headers.host || config.allowedOrigins.includes(parsed.origin);
}

/** Cookie sessions ride along on any request, so mutations must prove they come from our pages. */
function csrfGuard(config: GatewayConfig): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || isBearerRequest(req)) {
      return next();
    }
    // The typed client always sends CSRF_HEADER; a cross-site form cannot add a header.
    if (!req.headers[CSRF_HEADER] || !isAllowedOrigin(req, config)) {
      res.status(403).json({
        error: { message: 'Request refused: missing or foreign origin', data: { status: 403, errors: [] } },
      });
      return;
    }
    next();
  };
}

export type Gateway = { app: Express; upstream: Upstream; refresher: Refresher };

export function createGateway(config: GatewayConfig, logger: Logger): Gateway {
  const upstream = createUpstream({
    baseUrl: config.apiUrl,
    defaultTimeoutMs: config.upstreamTimeoutMs,
    connections: config.upstreamConnections,
  });
  const refresher = createRefresher(upstream);
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/health' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.use(compression());
  app.use(refuseOversizedBody);

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.use(
    '/trpc',
    csrfGuard(config),
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: JSON_BODY_LIMIT_BYTES,
      createContext: async ({ req, res }): Promise<TrpcContext> => ({
        upstream: upstreamForClient(req, upstream, config),
        refresher,
        store: await createTokenStore(req, res, config),
        signPayLink: (bookingId, jazzResp) =>
          sealPayLink(config.sessionSecret, { bookingId, postUrl: jazzResp.postUrl, formData: jazzResp.formData }),
        socialSignInCookie: {
          value: readCookie(req, OAUTH_STATE_COOKIE),
          clear: () => clearSignInCookie(res, config),
        },
      }),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, procedure }, 'procedure failed');
      },
    }),
  );

  // The JazzCash form post, in one place (see pay-page.ts).
  app.get('/pay/auto-submit.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(AUTO_SUBMIT_SCRIPT);
  });
  app.get('/pay/:bookingId', async (req, res) => {
    const token = typeof req.query.t === 'string' ? req.query.t : '';
    const data = await openPayLink(config.sessionSecret, req.params.bookingId, token);
    if (!data) {
      res.redirect(303, `/payment/failed?error=${encodeURIComponent('This payment link has expired. Please book again.')}`);
      return;
    }
    const target = new URL(data.postUrl);
    res
      .set('Cache-Control', 'no-store')
      .set(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${target.origin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .type('html')
      .send(renderPayPage(data));
  });

  // Uploads ride on the session cookie too, so they need the same proof of origin as mutations.
  app.use('/upload', csrfGuard(config));
  app.use(createPassthroughRouter(config, upstream, refresher));

  // The built web app: hashed assets cached for a year, index.html for every other path.
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    app.use(
      '/assets',
      express.static(path.join(config.webDistDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
    );
    app.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
    app.use((req, res, next) => {
      if (req.method !== 'GET' || req.path.startsWith('/trpc') || req.path.startsWith('/api/')) return next();
      res.set('Cache-Control', 'no-cache').sendFile(path.join(config.webDistDir, 'index.html'));
    });
  }
  app.use((req, res) => {
    sendGatewayError(req, res, 404, 'Not found');
  });
  app.use(createErrorHandler(logger));
  return { app, upstream, refresher };
}
