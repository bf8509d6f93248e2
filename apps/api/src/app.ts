import { randomUUID } from 'node:crypto';
import cors from 'cors';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './lib/context';
import { createScopeGuard } from './http/api-key-auth';
import { createDevRouter } from './dev/dev-routes';
import { AppError, createErrorHandler, notFoundHandler } from './lib/errors';
import { API_BASE_PATH, redactSecretPaths, WHATSAPP_SIGNATURE_HEADER } from '@padel/contract';
import { mountRoutes } from './http/endpoint-route';
import { answerInRequestLanguage } from './http/answer-language';
import { createRoutes, uploadsStatic } from './routes';
import { createBookingStreamRouter } from './http/routes/live-bookings-routes';
import type { Services } from './services';

const REQUEST_ID_PATTERN = /^[\w.-]{1,100}$/;

/** Requests that carry a body must say it is JSON (or a form / upload where a route takes one). */
const requireKnownContentType: RequestHandler = (req, _res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.is(['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'])) {
    return next();
  }
  next(new AppError(415, 'Content-Type must be application/json'));
};

/** /api/v1: the body parsers, the caller, the API-key scope, then every route of the catalogue. */
export function createApiRouter(ctx: AppContext, services: Services): Router {
  // Routing reads paths exactly as the API-key scope check does: '/bookings/MY-BOOKINGS' is
  // '/bookings/{id}' to both, never the player's '/bookings/my-bookings'.
  const api = express.Router({ caseSensitive: true });
  api.use(requireKnownContentType);
  api.use(
    express.json({
      limit: ctx.config.bodyLimit,
      // A signed webhook is verified over its exact bytes (notifications: WhatsApp).
      verify: (req, _res, buffer) => {
        if (req.headers[WHATSAPP_SIGNATURE_HEADER.toLowerCase()] !== undefined) {
          (req as typeof req & { rawBody?: Buffer }).rawBody = Buffer.from(buffer);
        }
      },
    }),
  );
  api.use(express.urlencoded({ extended: false, limit: ctx.config.bodyLimit }));
  api.use(services.authenticate);
  api.use(createScopeGuard(services.limits));
  mountRoutes(api, createRoutes(ctx, services), { checkAnswers: !ctx.config.isProduction });
  api.use(notFoundHandler);
  return api;
}

/** The api's Express app over services built once by the composition root (services.ts). */
export function createApp(ctx: AppContext, services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.enable('case sensitive routing');
  if (ctx.config.trustProxy) app.set('trust proxy', ctx.config.trustProxy);

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
            ? incoming
            : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          // A calendar feed's address is its only key.
          url: redactSecretPaths(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(helmet());
  app.use(answerInRequestLanguage);
  app.use(
    cors({
      origin: (origin, callback) =>
        callback(null, !origin || ctx.config.corsOrigins.includes(origin)),
      credentials: true,
      exposedHeaders: ['X-Request-Id'],
    }),
  );

  app.use('/uploads', services.uploadedImages.serve(), uploadsStatic(ctx));
  // Development only: the captured outbox, outside the catalogue (it is no call of the product).
  if (!ctx.config.isProduction) app.use(`${API_BASE_PATH}/dev`, createDevRouter(ctx));
  // The desk's stream of booking changes: an answer that never ends fits none of the catalogue's
  // request and answer contracts, so it is mounted beside it, signed in as any call is.
  app.use(
    `${API_BASE_PATH}/admin/live`,
    createBookingStreamRouter(services.authenticate, services.bookingChanges, ctx.clock),
  );
  app.use(API_BASE_PATH, createApiRouter(ctx, services));
  app.use(notFoundHandler);
  app.use(createErrorHandler(ctx.logger));
  return app;
}
