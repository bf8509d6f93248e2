import { TRPCClientError } from '@trpc/client';
import { CLIENT_ERROR_MESSAGES, type TNormalizedError } from '@padel/contract';

type ErrorData = {
  status?: number;
  errors?: Array<{ field: string; message: string }>;
  code?: string;
};

/**
 * The normalised error every screen shows: the server's message, else 'An error
 * occurred'; a network failure 'Network error. Please check your connection.' with status 0;
 * anything else 'An unexpected error occurred'.
 */
export function toNormalizedError(error: unknown): TNormalizedError {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? undefined) as ErrorData | undefined;
    if (!data) {
      // No tRPC answer at all: the gateway could not be reached.
      return { message: CLIENT_ERROR_MESSAGES.network, status: 0, errors: [] };
    }
    return {
      message: error.message || CLIENT_ERROR_MESSAGES.generic,
      status: typeof data.status === 'number' ? data.status : 500,
      errors: data.errors ?? [],
    };
  }
  if (error instanceof TypeError)
    return { message: CLIENT_ERROR_MESSAGES.network, status: 0, errors: [] };
  return { message: CLIENT_ERROR_MESSAGES.unexpected, status: 500, errors: [] };
}

export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as ErrorData | undefined)?.code === 'UNAUTHORIZED'
  );
}
