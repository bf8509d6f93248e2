import { CSRF_HEADER } from '@padel/contract';
import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { sealPayLink } from './pay-page';
import { sessionOptions } from './session';
import { createBrowser, STACK_ADMIN, startStack, type Stack } from '../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('sessions', () => {
  it('signs in through the gateway: the browser gets the user and an httpOnly cookie, never the tokens', async () => {
    const browser = stack.browser();
    const result = await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    expect(result.data.user.email).toBe(STACK_ADMIN.email);
    expect(JSON.stringify(result)).not.toMatch(/accessToken|refreshToken/);
    const cookie = browser.setCookies.find((c) => c.startsWith('padel_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const profile = await browser.client.auth.profile.query();
    expect(profile.user.email).toBe(STACK_ADMIN.email);
  });

  it('uses a Secure __Host- cookie in production', () => {
    const production = loadGatewayConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      API_URL: 'http://api.internal:4000',
    });
    const options = sessionOptions(production);
    expect(options.cookieName).toBe('__Host-padel_session');
    expect(options.cookieOptions).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
  });

  it('registers with the e-mailed code and is signed in', async () => {
    const browser = stack.browser();
    const email = `gw-${Date.now()}@example.com`;
    const player = {
      firstName: 'Gate',
      lastName: 'Way',
      email,
      password: 'Secret123',
      phone: '+923001234567',
    };
    const sent = await browser.client.auth.register.mutate(player);
    expect(sent.message).toBe('Verification code sent to your email. Please check your inbox.');
    const otp = await stack.lastCodeFor(email);
    const verified = await browser.client.auth.verifyEmail.mutate({ ...player, otp });
    expect(verified.data.user.email).toBe(email);
    expect((await browser.client.auth.session.query()).user?.email).toBe(email);
  });

  it("never relays the api's development outbox, which holds the codes", async () => {
    const browser = stack.browser();
    const email = `gw-outbox-${Date.now()}@example.com`;
    await browser.client.auth.register.mutate({
      firstName: 'Out',
      lastName: 'Box',
      email,
      password: 'Secret123',
      phone: '+923001234568',
    });
    const otp = await stack.lastCodeFor(email);
    const res = await fetch(`${stack.gatewayUrl}/api/v1/dev/outbox`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(otp);
  });

  it('logout clears the session', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    await browser.client.auth.logout.mutate();
    expect((await browser.client.auth.session.query()).user).toBeNull();
    await expect(browser.client.auth.profile.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED', status: 401 },
    });
  });

  it('bearer mode hands tokens to the mobile shell in headers and stores rotated ones', async () => {
    const mobile = stack.mobile();
    await mobile.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const first = mobile.tokens();
    expect(first.accessToken).toBeTruthy();
    expect(first.refreshToken).toBeTruthy();
    stack.clock.advance(16 * 60_000);
    const profile = await mobile.client.auth.profile.query();
    expect(profile.user.email).toBe(STACK_ADMIN.email);
    expect(mobile.tokens().refreshToken).not.toBe(first.refreshToken);
  });
});

describe('CSRF protection for cookie sessions', () => {
  it('refuses a mutation without the custom header', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a mutation from a foreign origin even with the header', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/auth.logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        origin: 'https://evil.example',
      },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});

describe('error normalisation', () => {
  it('passes the api message and field errors through', async () => {
    const browser = stack.browser();
    const error = await browser.client.auth.login
      .mutate({ email: STACK_ADMIN.email, password: 'Wrong12345' })
      .catch((e: unknown) => e);
    expect(toNormalizedError(error)).toEqual({
      message: 'Invalid email or password',
      status: 401,
      errors: [],
    });
  });

  it('lists zod field messages for bad input', async () => {
    const browser = stack.browser();
    const error = await browser.client.auth.register
      .mutate({ firstName: 'A', lastName: 'B', email: 'x', password: 'y', phone: '1' })
      .catch((e: unknown) => e);
    const normalized = toNormalizedError(error);
    expect(normalized.status).toBe(400);
    expect(normalized.message).toBe('First name must be at least 2 characters long');
    expect(normalized.errors).toContainEqual({
      field: 'phone',
      message: 'Please enter a valid Pakistani phone number (+92 followed by 10 digits)',
    });
  });

  it('a stopped api gives status 0 and the network message', async () => {
    const lonely = await startStack();
    await lonely.api.stop();
    const browser = createBrowser(lonely.gatewayUrl);
    const error = await browser.client.business.public.query().catch((e: unknown) => e);
    expect(toNormalizedError(error)).toEqual({
      message: 'Network error. Please check your connection.',
      status: 0,
      errors: [],
    });
    await lonely.gateway.stop();
  });

  it('an unreachable gateway gives status 0 too', async () => {
    const browser = createBrowser('http://127.0.0.1:9');
    const error = await browser.client.business.public.query().catch((e: unknown) => e);
    expect(toNormalizedError(error)).toMatchObject({
      message: 'Network error. Please check your connection.',
      status: 0,
    });
  });
});

describe('the JazzCash form post', () => {
  it('renders hidden fields equal to the form data that post to postUrl, and refuses a tampered link', async () => {
    const formData = {
      pp_Amount: '180000',
      pp_TxnRefNo: 'T20260615100000ABCDE',
      pp_SecureHash: 'ABC123',
    };
    const link = await sealPayLink(stack.sessionSecret, {
      bookingId: 'b-1',
      postUrl: 'http://127.0.0.1:4100/CustomerPortal/transactionmanagement/merchantform/',
      formData,
    });
    const res = await fetch(`${stack.gatewayUrl}${link}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      'action="http://127.0.0.1:4100/CustomerPortal/transactionmanagement/merchantform/"',
    );
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(fields).toEqual(formData);
    expect(res.headers.get('content-security-policy')).toContain('form-action');
    const tampered = await fetch(`${stack.gatewayUrl}${link.slice(0, -4)}AAAA`, {
      redirect: 'manual',
    });
    expect(tampered.status).toBe(303);
    expect(tampered.headers.get('location')).toMatch(/^\/payment\/failed\?error=/);
  });
});

describe('uploads through the gateway', () => {
  // A 1x1 transparent PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  it('sends a court image to the api with the session, and refuses one without the CSRF header', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { courts } = await browser.client.courts.list.query({});
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'court.png');
    const refused = await browser.cookieFetch(
      `${stack.gatewayUrl}/upload/court-image/${courts[0]!.id}`,
      {
        method: 'POST',
        body: form,
      },
    );
    expect(refused.status).toBe(403);
    const uploaded = await browser.cookieFetch(
      `${stack.gatewayUrl}/upload/court-image/${courts[0]!.id}`,
      {
        method: 'POST',
        body: form,
        headers: { [CSRF_HEADER]: '1' },
      },
    );
    expect(uploaded.status).toBe(200);
    const body = (await uploaded.json()) as { data: { imageUrl: string } };
    expect(body.data.imageUrl).toMatch(/^\/uploads\/courts\/.+\.png$/);
    const image = await fetch(`${stack.gatewayUrl}${body.data.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('an anonymous upload is refused by the api with 401', async () => {
    const form = new FormData();
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${stack.gatewayUrl}/upload/logo`, {
      method: 'POST',
      body: form,
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(res.status).toBe(401);
  });
});
