// Headers the typed client, the gateway and the api agree on.

/** Sent by the typed client on every call; the gateway refuses cookie-session mutations without it (CSRF). */
export const CSRF_HEADER = 'x-padel-csrf';

/** The mobile shell's bearer mode: the client sends its tokens in these and stores the rotated ones. */
export const BEARER_HEADERS = {
  /** Said on every call, including the first sign-in that has no token yet. */
  clientMode: 'x-client-mode',
  refreshToken: 'x-refresh-token',
  rotatedAccessToken: 'x-access-token',
  rotatedRefreshToken: 'x-refresh-token',
  clearTokens: 'x-clear-tokens',
} as const;

/** The value of `BEARER_HEADERS.clientMode` in bearer mode. */
export const BEARER_CLIENT_MODE = 'bearer';

/**
 * The gateway tells the api whose request it passes on: the client's address, proven by the
 * secret both share. The api ignores the address without the secret.
 */
export const GATEWAY_HEADERS = {
  clientAddress: 'x-padel-client-address',
  secret: 'x-padel-gateway-secret',
} as const;
