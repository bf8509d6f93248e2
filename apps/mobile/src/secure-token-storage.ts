import type { TokenStorage } from '@padel/client';

/** The part of the secure storage plugin (Keychain on iOS, Keystore on Android) the app uses. */
export type SecureStore = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<unknown>;
};

const KEYS = { access: 'session.access-token', refresh: 'session.refresh-token' } as const;

const asToken = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The session's tokens in the phone's secure storage, never in the web view's storage. A rotated
 * pair is written before the answer that brought it is handed on, so an app ended right after a
 * refresh starts again with the live refresh token, not the spent one.
 */
export function createSecureTokenStorage(store: SecureStore): TokenStorage {
  return {
    get: async () => {
      const [accessToken, refreshToken] = await Promise.all([
        store.get(KEYS.access).then(asToken),
        store.get(KEYS.refresh).then(asToken),
      ]);
      return { accessToken, refreshToken };
    },
    set: async ({ accessToken, refreshToken }) => {
      await store.set(KEYS.refresh, refreshToken);
      await store.set(KEYS.access, accessToken);
    },
    clear: async () => {
      await Promise.all([store.remove(KEYS.access), store.remove(KEYS.refresh)]);
    },
  };
}
