import { createHash, randomBytes } from 'node:crypto';
import { CSRF_HEADER, OAUTH_STATE_COOKIE } from '@padel/contract';
import { socialSignInEnv, startOidcSandbox } from '@padel/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// The web app's public address as the api knows it: the provider sends the browser back there,
// to the callback the gateway relays. The test's "browser" reaches it at the gateway's port.
const WEB_URL = 'http://web.test';

let stack: Stack;
let sandbox: Awaited<ReturnType<typeof startOidcSandbox>>;

beforeAll(async () => {
  const env = await socialSignInEnv();
  sandbox = await startOidcSandbox(env);
  stack = await startStack({
    apiEnv: { ...env, OIDC_SANDBOX_URL: sandbox.url, PUBLIC_WEB_URL: WEB_URL },
  });
});
afterAll(async () => {
  await stack?.stop();
  await sandbox?.close();
});

const onGateway = (address: string) => {
  const url = new URL(address);
  return `${stack.gatewayUrl}${url.pathname}${url.search}`;
};

/** A browser at the sign-in dialog: through the gateway to the provider, an identity picked, and back. */
async function signInThroughGateway(
  browser: ReturnType<Stack['browser']>,
  email: string,
  query = '',
): Promise<URL> {
  const started = await browser.cookieFetch(
    `${stack.gatewayUrl}/api/v1/auth/google/request${query}`,
    {
      redirect: 'manual',
    },
  );
  expect(started.status).toBe(302);
  expect(browser.jar.has(OAUTH_STATE_COOKIE)).toBe(true);
  const authorize = new URL(started.headers.get('location') ?? '');
  const form = new URLSearchParams(Object.fromEntries(authorize.searchParams));
  form.set('email', email);
  form.set('firstName', 'Gate');
  form.set('lastName', 'Keeper');
  form.set('emailVerified', 'true');
  const picked = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = picked.headers.get('location') ?? '';
  expect(back.startsWith(`${WEB_URL}/api/v1/auth/google/callback?`)).toBe(true);
  const callback = await browser.cookieFetch(onGateway(back), { redirect: 'manual' });
  expect(callback.status).toBe(303);
  return new URL(callback.headers.get('location') ?? '');
}

describe('social sign-in through the gateway', () => {
  it('relays the state cookie and exchanges the one-time code into a cookie session', async () => {
    const browser = stack.browser();
    const email = `gw-social-${randomBytes(3).toString('hex')}@example.com`;
    const page = await signInThroughGateway(browser, email);
    expect(page.pathname).toBe('/auth/callback');
    const code = page.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(page.search).not.toMatch(/accessToken|refreshToken/);

    const result = await browser.client.auth.oauthExchange.mutate({ code: code! });
    expect(result.data.user.email).toBe(email);
    expect(JSON.stringify(result)).not.toMatch(/accessToken|refreshToken/);
    expect((await browser.client.auth.session.query()).user?.email).toBe(email);
    // The sign-in's cookie is spent, and the code with it.
    expect(browser.jar.has(OAUTH_STATE_COOKIE)).toBe(false);
    await expect(
      stack.browser().client.auth.oauthExchange.mutate({ code: code! }),
    ).rejects.toMatchObject({
      data: { status: 400 },
    });
  });

  it('does not let another browser exchange the code', async () => {
    const browser = stack.browser();
    const page = await signInThroughGateway(
      browser,
      `gw-social-${randomBytes(3).toString('hex')}@example.com`,
    );
    const stranger = stack.browser();
    await expect(
      stranger.client.auth.oauthExchange.mutate({ code: page.searchParams.get('code')! }),
    ).rejects.toMatchObject({ data: { status: 400 } });
    expect((await stranger.client.auth.session.query()).user).toBeNull();
  });

  it('hands the mobile app its tokens in bearer headers when it proves its verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    // The sign-in runs in the system browser; only the code comes back to the app.
    const systemBrowser = stack.browser();
    const page = await signInThroughGateway(
      systemBrowser,
      `gw-app-${randomBytes(3).toString('hex')}@example.com`,
      `?appChallenge=${challenge}`,
    );
    const mobile = stack.mobile();
    await mobile.client.auth.oauthExchange.mutate({
      code: page.searchParams.get('code')!,
      codeVerifier: verifier,
    });
    expect(mobile.tokens().accessToken).toBeTruthy();
    expect(mobile.tokens().refreshToken).toBeTruthy();
    expect((await mobile.client.auth.session.query()).user?.email).toMatch(/^gw-app-/);
  });

  it('signs nobody in from a callback link carrying tokens', async () => {
    // Someone's own tokens, as a link would carry them.
    const owner = stack.mobile();
    await owner.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { accessToken, refreshToken } = owner.tokens();
    expect(accessToken).toBeTruthy();

    const victim = stack.browser();
    // The gateway has no procedure that takes tokens from a page any more.
    const res = await victim.cookieFetch(`${stack.gatewayUrl}/trpc/auth.callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ accessToken, refreshToken }),
    });
    expect(res.status).toBe(404);
    await expect(
      victim.client.auth.oauthExchange.mutate({ code: accessToken! }),
    ).rejects.toMatchObject({ data: { status: 400 } });
    expect((await victim.client.auth.session.query()).user).toBeNull();
    expect(victim.jar.has('padel_session')).toBe(false);
  });
});
