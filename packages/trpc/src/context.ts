import type { Language } from '@padel/contract';
import type { Upstream } from './upstream';

export type TokenPair = { accessToken: string; refreshToken: string };
export type SessionUser = {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
};
export type SessionData = Partial<TokenPair> & { user?: SessionUser };

/**
 * Where a request's api tokens live. The host decides: an encrypted cookie for browsers, bearer
 * headers for the mobile shell. Procedures only read, replace and clear them.
 */
export type TokenStore = {
  mode: 'cookie' | 'bearer';
  get: () => SessionData;
  set: (tokens: TokenPair, user?: SessionUser) => Promise<void>;
  clear: () => Promise<void>;
};

/**
/**
 * Rotates the refresh token a session's store holds, once however many of the session's requests
 * ask at the same time. Null when the api refuses the token with 401 (the session ends); throws
 * on any other failure (429, 5xx, network), which never ends the session. The host decides what
 * counts as the same session.
 */
export type Refresher = { refresh: (store: TokenStore) => Promise<TokenPair | null> };

/** The JazzCash card page's address and signed fields, as the api answers them. */
export type JazzCashPost = { postUrl: string; formData: Record<string, string> };

/** What each procedure call gets from the host (the gateway). */
export type TrpcContext = {
  upstream: Upstream;
  /**
   * The reader's language (the request's Accept-Language): the gateway's own texts (input
   * refusals, network failures) are given in it; the api's arrive in it already. English if absent.
   */
  language?: Language;
  refresher: Refresher;
  store: TokenStore;
  /** Signs a short-lived link to the host's JazzCash form post page for a booking. */
  signPayLink: (bookingId: string, jazzResp: JazzCashPost) => Promise<string>;
  /**
   * The browser's social sign-in state cookie (set by the api, on the host's origin), which the
   * sign-in exchange must show the api, and a way to end it. Absent for bearer clients.
   */
  socialSignInCookie?: { value: string | undefined; clear: () => void };
};
