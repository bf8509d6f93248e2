import { ERROR_MESSAGES } from '@padel/contract';
import type { Translate } from '../../i18n/texts';

export type TCallbackReading = { ok: true; code: string } | { ok: false; reason: string };

/**
 * The sign-in callback's query: the api's one-time exchange code, or the reason sign-in failed.
 * Tokens are never read from an address: a link carrying someone's tokens signs nobody in.
 * Without a code it fails with 'Missing tokens' (spec), unless the api named its reason.
 */
export function readCallbackParams(search: string): TCallbackReading {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim() ?? '';
  const error = params.get('error')?.trim();
  if (error) return { ok: false, reason: error };
  if (code) return { ok: true, code };
  return { ok: false, reason: ERROR_MESSAGES.missingTokens };
}

/** The toast of a failed sign-in: 'Authentication failed: Missing tokens' and the like. */
export function describeCallbackFailure(reason: string, t: Translate): string {
  return reason === ERROR_MESSAGES.missingTokens
    ? ERROR_MESSAGES.authenticationFailedMissingTokens
    : t('auth.authenticationFailedReason', { reason });
}
