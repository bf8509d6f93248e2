import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { languageOfAcceptLanguage, OAUTH_STATE_COOKIE } from '@padel/contract';
import { readCookie } from '@padel/http';
import { createAppRouter, createUpstream, type TrpcContext, type Upstream } from '@padel/trpc';
import type { GatewayConfig } from './config';
import {
  createErrorHandler,
  JSON_BODY_LIMIT_BYTES,
  refuseLongBatch,
  refuseOversizedBody,
  sendGatewayError,
} from './errors';
import { AUTO_SUBMIT_SCRIPT, openPayLink, renderPayPage, sealPayLink } from './pay-page';
import { mountAppLinks } from './app-links';
import { createLiveRelayRouter } from './live-relay';
import { upstreamForClient } from './client-address';
import { requestLog } from './request-log';
import { EARLY_TAPS_SCRIPT_HASH, webPageHandler } from './web-page';
import { answerCatalogueReads, type CreateContext, type OnProcedureError } from './catalogue-reads';
import { clearSignInCookie } from './cookies';
import { csrfGuard } from './csrf';
import { createRelayRouter } from './relays';
import { createRefresher, createTokenStore, type Refresher } from './session';

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

  app.use(requestLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The web page's one inline script, which keeps taps made before the app took over.
          'script-src': ["'self'", EARLY_TAPS_SCRIPT_HASH],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    }),
  );
  app.use(compression());
  app.use(refuseOversizedBody);
  app.use(refuseLongBatch);

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  mountAppLinks(app, config.appLinks);

  const router = createAppRouter({ checkAnswers: config.checkAnswers });
  const signPayLink: TrpcContext['signPayLink'] = (bookingId, jazzResp) =>
    sealPayLink(config.sessionSecret, {
      bookingId,
      postUrl: jazzResp.postUrl,
      formData: jazzResp.formData,
    });
  const createContext: CreateContext = async (req, res) => ({
    upstream: upstreamForClient(req, upstream, config),
    language: languageOfAcceptLanguage(req.get('accept-language')),
    refresher,
    store: await createTokenStore(req, res, config),
    signPayLink,
    socialSignInCookie: {
      value: readCookie(req, OAUTH_STATE_COOKIE),
      clear: () => clearSignInCookie(res, config),
    },
  });
  const onError: OnProcedureError = ({ error, path: procedure }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      logger.error({ err: error, procedure }, 'procedure failed');
  };
  app.use(
    '/trpc',
    csrfGuard(config),
    // The catalogue's reads, in every configuration (checked against their output schemas where
    // answers are checked); the rest is tRPC's.
    answerCatalogueReads(router, createContext, onError),
    createExpressMiddleware({
      router,
      maxBodySize: JSON_BODY_LIMIT_BYTES,
      createContext: ({ req, res }) => createContext(req, res),
      onError,
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
      res.redirect(
        303,
        `/payment/failed?error=${encodeURIComponent('This payment link has expired. Please book again.')}`,
      );
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
  app.use(createLiveRelayRouter(config, refresher));
  app.use(createRelayRouter(config, upstream, refresher));

  // The built web app: hashed assets cached for a year, index.html for every other path.
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    app.use(
      '/assets',
      express.static(path.join(config.webDistDir, 'assets'), {
        immutable: true,
        maxAge: '365d',
        index: false,
      }),
    );
    app.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
    app.use(webPageHandler({ webDistDir: config.webDistDir, router, createContext, logger }));
  }
  app.use((req, res) => {
    sendGatewayError(req, res, 404, 'Not found');
  });
  app.use(createErrorHandler(logger));
  return { app, upstream, refresher };
}
