import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import {
  ERROR_MESSAGES,
  IMAGE_UPLOAD_LIMIT_BYTES,
  redactSecretPaths,
  REQUEST_BODY_LIMIT_BYTES,
  TRPC_BATCH_MAX_CALLS,
} from '@padel/contract';

/** Room for a multipart envelope (boundaries, part headers) around the largest image. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** An upload carries one image in a multipart envelope; every other body is the api's JSON limit. */
export const UPLOAD_BODY_LIMIT_BYTES = IMAGE_UPLOAD_LIMIT_BYTES + MULTIPART_ENVELOPE_BYTES;
export const JSON_BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;

const isUploadPath = (path: string) => path.startsWith('/upload/');
const isTrpcPath = (path: string) => path === '/trpc' || path.startsWith('/trpc/');

/**
 * Every failure the gateway answers itself is JSON: tRPC's error shape under /trpc (what the
 * typed client reads), the normalised `{message, status, errors}` everywhere else.
 */
export function sendGatewayError(req: Request, res: Response, status: number, message: string) {
  if (isTrpcPath(req.path)) {
    res.status(status).json({ error: { message, data: { status, errors: [] } } });
    return;
  }
  res.status(status).json({ message, status, errors: [] });
}

/**
 * Refuses a body that says it is larger than the route takes before any of it is read; bodies
 * without a length are cut at the same limit by the parsers (express's and tRPC's).
 */
export const refuseOversizedBody: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  const limit = isUploadPath(req.path) ? UPLOAD_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
  if (Number.isFinite(declared) && declared > limit) {
    // The rest of the body is not read; the connection is closed after this answer.
    res.setHeader('Connection', 'close');
    sendGatewayError(
      req,
      res,
      413,
      isUploadPath(req.path) ? ERROR_MESSAGES.imageTooLarge : ERROR_MESSAGES.requestTooLarge,
    );
    return;
  }
  next();
};

/**
 * Refuses a tRPC request that batches more procedures than TRPC_BATCH_MAX_CALLS before any is
 * called: a batch names them in its path, comma-separated (`/trpc/a,b?batch=1`). tRPC's own
 * `maxBatchSize` would guard only its handler, and production answers reads before it.
 */
export const refuseLongBatch: RequestHandler = (req, res, next) => {
  if (!isTrpcPath(req.path)) return next();
  let procedures = req.path;
  try {
    procedures = decodeURIComponent(req.path);
  } catch {
    // Not valid percent-encoding: tRPC finds no such procedure; the commas are counted as sent.
  }
  if (procedures.split(',').length > TRPC_BATCH_MAX_CALLS) {
    sendGatewayError(req, res, 400, ERROR_MESSAGES.batchTooLarge);
    return;
  }
  next();
};

type HttpError = { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };

/** A client's mistake the body parsers report (bad JSON, too large), or undefined for our own fault. */
function clientStatusOf(error: unknown): { status: number; message: string } | undefined {
  const httpError = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  if (httpError.type === 'entity.too.large')
    return { status: 413, message: ERROR_MESSAGES.requestTooLarge };
  if (httpError.type === 'entity.parse.failed')
    return { status: 400, message: ERROR_MESSAGES.invalidJson };
  const status = typeof httpError.status === 'number' ? httpError.status : httpError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      message:
        httpError.expose === true && error instanceof Error
          ? error.message
          : ERROR_MESSAGES.generic,
    };
  }
  return undefined;
}

/** The last handler: a JSON answer for any error, never a stack trace or an HTML page. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = clientStatusOf(error);
    if (!known) {
      logger.error(
        { err: error, method: req.method, path: redactSecretPaths(req.path) },
        'request failed',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const message =
      known?.status === 413 && isUploadPath(req.path)
        ? ERROR_MESSAGES.imageTooLarge
        : known?.message;
    sendGatewayError(req, res, known?.status ?? 500, message ?? ERROR_MESSAGES.unexpected);
  };
}
