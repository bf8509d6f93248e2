import { request as httpRequest } from 'node:http';
import { CSRF_HEADER } from '@padel/contract';
import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// Everyone reaches the api through the gateway, so the api's per-address limits must count each
// person, not the gateway; and a refresh the api only postpones (429) must not sign anyone out.

const SIGN_IN_LIMIT = 50;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ apiEnv: { AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT) } });
});
afterAll(async () => {
  await stack?.stop();
});

/** A sign-in through the gateway from one loopback address (127.0.0.x stands for a client). */
function signInFrom(localAddress: string, password: string): Promise<number> {
  const url = new URL(`${stack.gatewayUrl}/trpc/auth.login`);
  const body = JSON.stringify({ email: STACK_ADMIN.email, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in limits through the gateway', () => {
  it('50 failed sign-ins from one client leave another client free to sign in', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(await signInFrom('127.0.0.2', 'WrongPass1')).toBe(401);
    }
    expect(await signInFrom('127.0.0.2', 'WrongPass1')).toBe(429);
    expect(await signInFrom('127.0.0.3', STACK_ADMIN.password)).toBe(200);
  });
});

describe('a refresh the api refuses for now', () => {
  it('a 429 on refresh keeps the session', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    // Spend the session's refreshes until the api answers 429.
    let failure: unknown;
    for (let i = 0; i < 100 && !failure; i++) {
      failure = await browser.client.auth.refreshToken.mutate().then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    expect(toNormalizedError(failure)).toMatchObject({ status: 429 });
    // Still signed in: the session's access token works, nobody was signed out.
    expect((await browser.client.auth.session.query()).user?.email).toBe(STACK_ADMIN.email);
    expect((await browser.client.auth.profile.query()).user.email).toBe(STACK_ADMIN.email);

    // Once the access token has expired, the refresh the call needs is refused for now: the call
    // fails with 429, and the session is still there for when the window passes.
    stack.clock.advance(16 * 60_000);
    const later = await browser.client.auth.profile.query().catch((error: unknown) => error);
    expect(toNormalizedError(later)).toMatchObject({ status: 429 });
    expect(browser.unauthorizedCount()).toBe(0);
    expect(browser.jar.has('padel_session')).toBe(true);
  });
});
