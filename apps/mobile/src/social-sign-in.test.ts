// @vitest-environment node
// (The web view has WebCrypto; jsdom's ArrayBuffer is not the one node's WebCrypto answers.)
import { createHash } from 'node:crypto';
import { createApiClient } from '@padel/client';
import { BEARER_HEADERS } from '@padel/contract';
import { describe, expect, it, vi } from 'vitest';
import type { InAppBrowser } from './payment-browser';
import { createSecureTokenStorage, type SecureStore } from './secure-token-storage';
import { createAppSocialSignIn, SOCIAL_SIGN_IN_VERIFIER_KEY } from './social-sign-in';

function setup() {
  const entries = new Map<string, string>();
  const store: SecureStore = {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => void entries.set(key, value),
    remove: async (key) => entries.delete(key),
  };
  const browser = {
    open: vi.fn<InAppBrowser['open']>(async () => undefined),
    close: vi.fn<InAppBrowser['close']>(async () => undefined),
  };
  const signIn = createAppSocialSignIn({
    browser,
    store,
    serverOrigin: 'https://padel.example.pk',
  });
  const openedUrl = () => new URL(browser.open.mock.calls[0]?.[0].url ?? 'about:blank');
  return { entries, store, browser, signIn, openedUrl };
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The gateway's oauthExchange in bearer mode as the app sees it: the api's code is accepted only
 * with the verifier whose S256 challenge started the sign-in, and the session's tokens come back
 * in headers (plain JSON body, no transformer).
 */
function fakeGateway(code: string, appChallenge: string) {
  const inputs: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    // The client batches: the body holds each call's input by its index.
    const batch = JSON.parse(init?.body as string) as Record<
      string,
      { code: string; codeVerifier?: string }
    >;
    const body = batch['0']!;
    inputs.push(body);
    const headers = new Headers({ 'content-type': 'application/json' });
    const isBound =
      body.code === code && Boolean(body.codeVerifier) && s256(body.codeVerifier!) === appChallenge;
    if (!isBound) {
      const error = {
        message: 'This sign-in has expired',
        code: -32600,
        data: { code: 'BAD_REQUEST', httpStatus: 400 },
      };
      return new Response(JSON.stringify([{ error }]), { status: 400, headers });
    }
    headers.set(BEARER_HEADERS.rotatedAccessToken, 'social-access');
    headers.set(BEARER_HEADERS.rotatedRefreshToken, 'social-refresh');
    const user = { id: 'u1', email: 'ayesha.malik@example.com' };
    return new Response(
      JSON.stringify([{ result: { data: { message: 'Login successful', data: { user } } } }]),
      { status: 200, headers },
    );
  };
  return { fetch, inputs };
}

describe('social sign-in in the app', () => {
  it('keeps a verifier and opens the provider request with its S256 challenge in the browser', async () => {
    const { entries, browser, signIn, openedUrl } = setup();
    await signIn.start('google');

    const verifier = entries.get(SOCIAL_SIGN_IN_VERIFIER_KEY) ?? '';
    expect(verifier).toMatch(/^[\w-]{43,128}$/);
    expect(browser.open).toHaveBeenCalledTimes(1);
    const url = openedUrl();
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://padel.example.pk/api/v1/auth/google/request',
    );
    expect(url.searchParams.get('appChallenge')).toBe(s256(verifier));
    // The verifier itself never leaves the app.
    expect(url.href).not.toContain(verifier);
  });

  it('starts every sign-in with a new verifier', async () => {
    const { entries, signIn } = setup();
    await signIn.start('apple');
    const first = entries.get(SOCIAL_SIGN_IN_VERIFIER_KEY);
    await signIn.start('apple');
    expect(entries.get(SOCIAL_SIGN_IN_VERIFIER_KEY)).not.toBe(first);
  });

  it('exchanges the code with the verifier, keeps the tokens and forgets the verifier', async () => {
    const { entries, browser, signIn, openedUrl } = setup();
    await signIn.start('microsoft');
    const gateway = fakeGateway('one-time', openedUrl().searchParams.get('appChallenge') ?? '');
    const tokens = new Map<string, string>();
    const client = createApiClient({
      url: 'https://padel.example.pk/trpc',
      fetch: gateway.fetch,
      tokenStorage: createSecureTokenStorage({
        get: async (key) => tokens.get(key) ?? null,
        set: async (key, value) => void tokens.set(key, value),
        remove: async (key) => tokens.delete(key),
      }),
    });

    // The link /auth/callback?code=one-time came back: the callback screen finishes.
    const codeVerifier = await signIn.finish();
    expect(browser.close).toHaveBeenCalled();
    expect(entries.has(SOCIAL_SIGN_IN_VERIFIER_KEY)).toBe(false);
    const result = await client.auth.oauthExchange.mutate({ code: 'one-time', codeVerifier });

    expect(gateway.inputs).toEqual([{ code: 'one-time', codeVerifier }]);
    expect(result.data.user.email).toBe('ayesha.malik@example.com');
    expect(tokens.get('session.access-token')).toBe('social-access');
    expect(tokens.get('session.refresh-token')).toBe('social-refresh');
  });

  it('has nothing to prove a second time, and a code without the verifier is refused', async () => {
    const { signIn, openedUrl } = setup();
    await signIn.start('google');
    const gateway = fakeGateway('one-time', openedUrl().searchParams.get('appChallenge') ?? '');
    const client = createApiClient({
      url: 'https://padel.example.pk/trpc',
      fetch: gateway.fetch,
      tokenStorage: createSecureTokenStorage({
        get: async () => null,
        set: async () => undefined,
        remove: async () => undefined,
      }),
    });
    expect(await signIn.finish()).toEqual(expect.any(String));
    const again = await signIn.finish();
    expect(again).toBeUndefined();
    await expect(
      client.auth.oauthExchange.mutate({
        code: 'one-time',
        ...(again ? { codeVerifier: again } : {}),
      }),
    ).rejects.toThrow('This sign-in has expired');
  });

  it('closes the browser even when it is already gone', async () => {
    const { browser, signIn } = setup();
    browser.close.mockRejectedValueOnce(new Error('No browser open'));
    await expect(signIn.finish()).resolves.toBeUndefined();
  });
});
