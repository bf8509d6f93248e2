import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ERROR_MESSAGES, type TNormalizedError } from '@padel/contract';
import { ZodError } from 'zod';
import { NetworkError, UpstreamError } from './upstream';

// Every failure reaches a client as {message, status, errors}, built here only.

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export const STATUS_BY_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = Object.fromEntries(
  Object.entries(CODE_BY_STATUS).map(([status, code]) => [code, Number(status)]),
);

export function trpcCodeForStatus(status: number): TRPC_ERROR_CODE_KEY {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Turns what the api or the network did into the tRPC error the client receives. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof UpstreamError) {
    return new TRPCError({
      code: trpcCodeForStatus(error.status),
      message: error.message,
      cause: error,
    });
  }
  if (error instanceof NetworkError) {
    return new TRPCError({ code: 'BAD_GATEWAY', message: error.message, cause: error });
  }
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: ERROR_MESSAGES.unexpected,
    cause: error,
  });
}

function zodCause(error: TRPCError): ZodError | undefined {
  return error.cause instanceof ZodError ? error.cause : undefined;
}

/** The normalised error: the api's message, else 'An error occurred'; network: status 0. */
export function normalizeError(error: TRPCError): TNormalizedError {
  const cause = error.cause;
  if (cause instanceof NetworkError) {
    return { message: ERROR_MESSAGES.network, status: 0, errors: [] };
  }
  if (cause instanceof UpstreamError) {
    return {
      message: cause.message || ERROR_MESSAGES.generic,
      status: cause.status,
      errors: cause.errors,
    };
  }
  // An answer that failed the output schema is the server's fault, not the caller's.
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { message: ERROR_MESSAGES.unexpected, status: 500, errors: [] };
  }
  const zod = zodCause(error);
  if (zod) {
    const errors = zod.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { message: errors[0]?.message ?? ERROR_MESSAGES.generic, status: 400, errors };
  }
  return {
    message: error.message || ERROR_MESSAGES.generic,
    status: STATUS_BY_CODE[error.code] ?? 500,
    errors: [],
  };
}
