import { toNormalizedError } from '@padel/client';

/**
 * A failed call's status and message, for a screen that acts on the status (status 0: the
 * request may have reached the api). `toNormalizedError` carries no code, so none is given.
 */
export function normalizedErrorOf(error: unknown): {
  status: number;
  code?: string;
  message: string;
} {
  const { status, message } = toNormalizedError(error);
  return { status, message };
}
