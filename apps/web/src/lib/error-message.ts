import { toNormalizedError } from '@padel/client';
import { ERROR_MESSAGES } from '@padel/contract';

const UNINFORMATIVE: readonly string[] = [ERROR_MESSAGES.generic, ERROR_MESSAGES.unexpected];

/**
 * The text to show for a failed call: the server's reason ('Current password is incorrect'), or
 * the screen's own fallback when the failure carried only a generic text.
 */
export function errorMessageOf(error: unknown, fallback?: string): string {
  const { message } = toNormalizedError(error);
  return fallback && UNINFORMATIVE.includes(message) ? fallback : message;
}
