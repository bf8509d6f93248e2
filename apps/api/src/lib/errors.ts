import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ERROR_MESSAGES } from '@padel/contract';

export type FieldError = { field: string; message: string };

/** The api's one error type: an HTTP status, a message a person can read, and field errors. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new AppError(429, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);

/** PostgreSQL's SQLSTATE of an error thrown by either driver (drizzle wraps it in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return undefined;
}

/**
 * Whether the database rolled a transaction back for a matter of timing that the same transaction
 * run again may not meet: a deadlock it broke (two inserts that conflict under an exclusion
 * constraint can each wait for the other) or a serialization failure.
 */
function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/**
 * Runs a transaction, and again (up to `attempts` in all) when it fails for a matter of timing,
 * or for a reason of the caller's own that a new try avoids (`alsoRetry`).
 */
export async function retryingTransaction<T>(
  run: () => Promise<T>,
  { attempts = 3, alsoRetry }: { attempts?: number; alsoRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const isRetryable = isRetryableTransactionError(error) || alsoRetry?.(error) === true;
      if (!isRetryable || attempt >= attempts) throw error;
    }
  }
}

type BodyParserError = { type?: string; status?: number; expose?: boolean };

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return badRequest(ERROR_MESSAGES.invalidJson);
    case 'entity.too.large':
      return new AppError(413, ERROR_MESSAGES.requestTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'Unsupported content encoding');
    case 'request.aborted':
      return badRequest('Request aborted');
  }
  const state = sqlStateOf(error);
  if (state === '23P01') return conflict('Time slot is not available');
  if (state === '23505') return conflict('This record already exists');
  if (state === '22P02' || state === '22007' || state === '22008') {
    return badRequest('Invalid value in request');
  }
  if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500 &&
    parserError.expose
  ) {
    return new AppError(parserError.status, (error as Error).message);
  }
  return undefined;
}

/** Always JSON `{success: false, message, errors}`; never a stack, never an HTML page. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (!appError) {
      (req.log ?? logger).error({ err: error }, 'unhandled error');
    }
    const status = appError?.status ?? 500;
    const message = appError?.message ?? 'An unexpected error occurred';
    if (res.headersSent) return;
    res.status(status).json({ success: false, message, errors: appError?.errors ?? [] });
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`Route ${req.method} ${req.path} not found`));
};
