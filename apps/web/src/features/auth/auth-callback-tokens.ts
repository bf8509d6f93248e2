import { ERROR_MESSAGES, type TAuthTokens } from '@padel/contract';

export type TCallbackReading = { ok: true; tokens: TAuthTokens } | { ok: false; reason: string };

/**
 * The sign-in callback's query (spec: accessToken and refreshToken). Without both it fails with
 * 'Missing tokens', unless the provider named its own error.
 */
export function readCallbackTokens(search: string): TCallbackReading {
  const params = new URLSearchParams(search);
  const accessToken = params.get('accessToken')?.trim() ?? '';
  const refreshToken = params.get('refreshToken')?.trim() ?? '';
  if (accessToken && refreshToken) return { ok: true, tokens: { accessToken, refreshToken } };
  const providerError = params.get('error')?.trim();
  return { ok: false, reason: providerError || ERROR_MESSAGES.missingTokens };
}

/** The toast of a failed sign-in: 'Authentication failed: Missing tokens' and the like. */
export function describeCallbackFailure(reason: string): string {
  return reason === ERROR_MESSAGES.missingTokens
    ? ERROR_MESSAGES.authenticationFailedMissingTokens
    : `Authentication failed: ${reason}`;
}
