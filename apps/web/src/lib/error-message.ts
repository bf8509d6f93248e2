import { toNormalizedError } from '@padel/client';
import { AFFECTED_BOOKINGS_FIELD, ERROR_MESSAGES } from '@padel/contract';
import { useCatalogue } from '../i18n/catalogue';

const UNINFORMATIVE: readonly string[] = [ERROR_MESSAGES.generic, ERROR_MESSAGES.unexpected];

/**
 * The text to show for a failed call: the server's reason ('Current password is incorrect'), or
 * the screen's own fallback when the failure carried only a generic text.
 */
export function errorMessageOf(error: unknown, fallback?: string): string {
  const { message } = toNormalizedError(error);
  return fallback && UNINFORMATIVE.includes(message) ? fallback : message;
}

/**
 * `errorMessageOf` in the page's language: the api's reasons come in it already, and a text of
 * the web's own (a fallback, a network failure) is turned into it.
 */
export function useErrorMessageOf(): (error: unknown, fallback?: string) => string {
  const translate = useCatalogue();
  return (error, fallback) => translate(errorMessageOf(error, fallback));
}

/** The bookings a closure's 409 lists (one line each), or [] for any other failure. */
export function affectedBookingLinesOf(error: unknown): string[] {
  const { status, errors } = toNormalizedError(error);
  if (status !== 409) return [];
  return errors
    .filter((error) => error.field.startsWith(`${AFFECTED_BOOKINGS_FIELD}.`))
    .map((error) => error.message);
}
