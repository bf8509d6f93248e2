import { API_BASE_PATH, ENDPOINTS, type TOAuthProvider } from '@padel/contract';
import * as oauth from 'oauth4webapi';
import type { InAppBrowser } from './payment-browser';
import type { SecureStore } from './secure-token-storage';

/** Where the verifier of the sign-in under way waits while the player is in the browser. */
export const SOCIAL_SIGN_IN_VERIFIER_KEY = 'social-sign-in.verifier';

export type AppSocialSignIn = {
  /** Opens the provider's sign-in in the system browser, bound to a verifier only the app holds. */
  start: (provider: TOAuthProvider) => Promise<void>;
  /** The sign-in came back as a link: closes the browser and hands over the verifier, once. */
  finish: () => Promise<string | undefined>;
};

/**
 * Social sign-in in the app. The web view cannot take the provider's page (Google refuses
 * embedded web views, and the app's pages are not the api's origin), so the sign-in runs in the
 * system browser with an S256 challenge of a verifier the app keeps in secure storage. The
 * api's callback sends the browser to /auth/callback?code=..., a link the app claims; the
 * callback screen exchanges the code with the verifier, and the gateway answers the tokens in
 * bearer mode. A code caught by another app is worthless without the verifier.
 */
export function createAppSocialSignIn({
  browser,
  store,
  serverOrigin,
}: {
  browser: InAppBrowser;
  store: SecureStore;
  serverOrigin: string;
}): AppSocialSignIn {
  return {
    start: async (provider) => {
      const verifier = oauth.generateRandomCodeVerifier();
      await store.set(SOCIAL_SIGN_IN_VERIFIER_KEY, verifier);
      const path = ENDPOINTS['auth.oauthRequest'].path.replace('{provider}', provider);
      const url = new URL(`${API_BASE_PATH}${path}`, serverOrigin);
      url.searchParams.set('appChallenge', await oauth.calculatePKCECodeChallenge(verifier));
      await browser.open({ url: url.href, presentationStyle: 'popover' });
    },
    finish: async () => {
      void browser.close().catch(() => undefined);
      const verifier = await store.get(SOCIAL_SIGN_IN_VERIFIER_KEY);
      await store.remove(SOCIAL_SIGN_IN_VERIFIER_KEY);
      return typeof verifier === 'string' && verifier ? verifier : undefined;
    },
  };
}
