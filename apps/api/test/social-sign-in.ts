import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair } from 'jose';
import request from 'supertest';
import { OAUTH_STATE_COOKIE, type TOAuthProvider } from '@padel/contract';
import { createOidcSandbox, loadOidcSandboxConfig, type Fault } from '@padel/oidc-sandbox';
import type { TestContext } from './test-context';

/** The web app's address in the api's tests: where the callback page lives. */
export const TEST_WEB_URL = 'http://web.test';

/** Credentials of all three providers, as `npm start` makes them for a run. */
export async function socialSignInEnv(): Promise<Record<string, string>> {
  const apple = await generateKeyPair('ES256', { extractable: true });
  return {
    GOOGLE_CLIENT_ID: 'google-test-client',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    MICROSOFT_CLIENT_ID: 'microsoft-test-client',
    MICROSOFT_CLIENT_SECRET: 'microsoft-test-secret',
    APPLE_CLIENT_ID: 'pk.padel.test',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: await exportPKCS8(apple.privateKey),
  };
}

/** The local sign-in sandbox on a free port, knowing the clients of `env`. */
export async function startOidcSandbox(env: Record<string, string>) {
  const { app, grants } = await createOidcSandbox(loadOidcSandboxConfig(env));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    grants,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Pick =
  | { identity: 'ayesha' | 'bilal' | 'sana' }
  | { email: string; firstName?: string; lastName?: string; emailVerified: boolean; fault?: Fault };

/** The provider's answer, as the browser brings it back to the callback. */
export type ProviderAnswer = {
  method: 'GET' | 'POST';
  /** The callback's path on the api (the redirect URI's path). */
  path: string;
  params: Record<string, string>;
};

/** The state cookie's `name=value` from a response, if it sets one (an expired one counts as clearing). */
export function stateCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const line = list.find((c) => c.startsWith(`${OAUTH_STATE_COOKIE}=`));
  if (!line) return undefined;
  const pair = line.split(';')[0] ?? '';
  return pair === `${OAUTH_STATE_COOKIE}=` ? '' : pair;
}

/**
 * A browser signing in: the api's request (its cookie kept), the identity picked on the sandbox's
 * page, and the provider's answer (a redirect, or Apple's auto-submitted form) read back.
 */
export async function startAtProvider(
  t: TestContext,
  provider: TOAuthProvider,
  pick: Pick,
  query: Record<string, string> = {},
): Promise<{ cookie: string; answer: ProviderAnswer }> {
  const started = await request(t.app)
    .get(`/api/v1/auth/${provider}/request`)
    .query(query)
    .expect(302);
  const cookie = stateCookieOf(started);
  if (!cookie) throw new Error('the request set no state cookie');
  const authorize = new URL(started.headers.location as string);
  const form = new URLSearchParams(Object.fromEntries(authorize.searchParams));
  if ('identity' in pick) form.set('identity', pick.identity);
  else {
    form.set('email', pick.email);
    form.set('firstName', pick.firstName ?? '');
    form.set('lastName', pick.lastName ?? '');
    if (pick.emailVerified) form.set('emailVerified', 'true');
    if (pick.fault) form.set('fault', pick.fault);
  }
  const picked = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const redirectUri = new URL(form.get('redirect_uri') ?? '');
  if (picked.status === 303) {
    const back = new URL(picked.headers.get('location') ?? '');
    return {
      cookie,
      answer: { method: 'GET', path: back.pathname, params: Object.fromEntries(back.searchParams) },
    };
  }
  // form_post: the page holds hidden inputs that the browser posts to the redirect URI.
  const html = await picked.text();
  const params: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    params[match[1] ?? ''] = decodeEntities(match[2] ?? '');
  }
  return { cookie, answer: { method: 'POST', path: redirectUri.pathname, params } };
}

const decodeEntities = (value: string) =>
  value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** Brings the provider's answer to the api's callback with a browser's cookie. */
export async function deliverAnswer(t: TestContext, answer: ProviderAnswer, cookie?: string) {
  const call =
    answer.method === 'GET'
      ? request(t.app).get(answer.path).query(answer.params)
      : request(t.app).post(answer.path).type('form').send(answer.params);
  if (cookie) call.set('Cookie', cookie);
  const res = await call.expect(303);
  const location = new URL(res.headers.location as string);
  return {
    location,
    code: location.searchParams.get('code') ?? undefined,
    error: location.searchParams.get('error') ?? undefined,
    cookie: stateCookieOf(res),
  };
}

/** The whole browser journey up to the callback page. */
export async function signInAt(t: TestContext, provider: TOAuthProvider, pick: Pick) {
  const { cookie, answer } = await startAtProvider(t, provider, pick);
  return deliverAnswer(t, answer, cookie);
}

/** The callback page's exchange, with the browser's cookie (if any). */
export function exchange(t: TestContext, body: Record<string, string>, cookie?: string) {
  const call = request(t.app).post('/api/v1/auth/oauth/exchange').send(body);
  if (cookie) call.set('Cookie', cookie);
  return call;
}
