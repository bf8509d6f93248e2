import { toNormalizedError } from '@padel/client';
import { ERROR_MESSAGES } from '@padel/contract';

/**
 * What to tell the person when a call failed: the server's reason ('Current password is
 * incorrect'), or the screen's own fallback text when all we have is a generic one.
 */
export function toFailureText(error: unknown, fallback: string): string {
  const { message } = toNormalizedError(error);
  const isGeneric = message === ERROR_MESSAGES.generic || message === ERROR_MESSAGES.unexpected;
  return isGeneric ? fallback : message;
}
