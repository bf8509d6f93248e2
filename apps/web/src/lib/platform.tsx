import type { TokenStorage } from '@padel/client';
import { API_BASE_PATH, type TOAuthProvider } from '@padel/contract';
import { createContext, useContext } from 'react';

/** Where a half-filled booking waits while the app is in the background (or the tab reloads). */
export type DraftStorage = {
  load: () => Promise<string | null>;
  save: (value: string) => Promise<void>;
  clear: () => Promise<void>;
};

/**
 * What the players' app asks of where it runs. A browser uses the defaults below; the native
 * app hands in its own: the session's tokens in the phone's secure storage, the card payment
 * in an in-app browser, and the booking draft in native storage.
 */
export type PlatformServices = {
  /** The gateway's tRPC endpoint: '/trpc' in a browser, an absolute address in the app. */
  apiUrl: string;
  /** The gateway's address when it does not serve the pages (the app); '' in a browser. */
  serverOrigin: string;
  /** Bearer mode: the session's tokens live here instead of the gateway's cookie. */
  tokenStorage?: TokenStorage;
  /** The native app: its card payments return to /payment/close in the in-app browser. */
  isNativeApp: boolean;
  /** Continues a card payment on the provider's page. */
  openPaymentPage: (url: string) => void | Promise<void>;
  draftStorage: DraftStorage;
  /** 'Continue with Google' and the like: leaves for the provider's sign-in page. */
  startSocialSignIn: (provider: TOAuthProvider) => void | Promise<void>;
  /**
   * The sign-in callback screen has its code: answers the verifier the app proves at the
   * exchange (once; undefined in a browser, whose state cookie proves it instead).
   */
  finishSocialSignIn: () => Promise<string | undefined>;
};

/** The api's path that starts a sign-in with a provider (the browser navigates there). */
export function oauthRequestPath(provider: TOAuthProvider): string {
  return `${API_BASE_PATH}/auth/${provider}/request`;
}

// A browser keeps a hidden tab's page as it was: there is nothing to bring back.
const NO_DRAFTS: DraftStorage = {
  load: async () => null,
  save: async () => undefined,
  clear: async () => undefined,
};

export const WEB_PLATFORM: PlatformServices = {
  apiUrl: '/trpc',
  serverOrigin: '',
  isNativeApp: false,
  // Spec: a card payment continues on the provider's page.
  openPaymentPage: (url) => window.location.assign(url),
  draftStorage: NO_DRAFTS,
  // Spec: the browser navigates to the provider request path.
  startSocialSignIn: (provider) => window.location.assign(oauthRequestPath(provider)),
  finishSocialSignIn: async () => undefined,
};

const PlatformContext = createContext<PlatformServices>(WEB_PLATFORM);
export const PlatformProvider = PlatformContext.Provider;

export function usePlatform(): PlatformServices {
  return useContext(PlatformContext);
}
