import { BEARER_CLIENT_MODE, BEARER_HEADERS, CSRF_HEADER } from '@padel/contract';
import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// Both configurations, answers checked (tests, development) and passed on as production does,
// refresh alike.
describe.each([
  ['answers checked', {}],
  ['answers passed on as production does', { CHECK_ANSWERS: 'false' }],
])('token refresh (%s)', (_mode, gatewayEnv: Record<string, string>) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gatewayEnv });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('refreshes once on a 401 and retries the call', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const before = stack.gateway.refresher.refreshCallCount();
    stack.clock.advance(16 * 60_000);
    const profile = await browser.client.auth.profile.query();
    expect(profile.user.email).toBe(STACK_ADMIN.email);
    expect(stack.gateway.refresher.refreshCallCount() - before).toBe(1);
  });

  it('20 concurrent calls on an expired access token cause exactly one refresh upstream', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    stack.clock.advance(16 * 60_000);
    const before = stack.gateway.refresher.refreshCallCount();
    // Separate requests (not one batch), all carrying the same expired session cookie.
    const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const calls = Array.from({ length: 20 }, () =>
      fetch(`${stack.gatewayUrl}/trpc/auth.profile`, { headers: { cookie, [CSRF_HEADER]: '1' } }),
    );
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(stack.gateway.refresher.refreshCallCount() - before).toBe(1);
  });

  it('a request of the same browser session that still carries the spent token gets the rotated pair', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    stack.clock.advance(16 * 60_000);
    const staleCookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    await browser.client.auth.profile.query();
    const before = stack.gateway.refresher.refreshCallCount();
    const late = await fetch(`${stack.gatewayUrl}/trpc/auth.profile`, {
      headers: { cookie: staleCookie, [CSRF_HEADER]: '1' },
    });
    expect(late.status).toBe(200);
    expect(stack.gateway.refresher.refreshCallCount() - before).toBe(0);
    expect((await browser.client.auth.profile.query()).user.email).toBe(STACK_ADMIN.email);
  });

  it('a spent refresh token replayed in bearer mode is refused and revokes its family', async () => {
    const mobile = stack.mobile();
    await mobile.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const stolen = mobile.tokens();
    stack.clock.advance(16 * 60_000);
    await mobile.client.auth.profile.query();
    expect(mobile.tokens().refreshToken).not.toBe(stolen.refreshToken);

    // Seconds later, someone else sends the copied pair.
    const replay = await fetch(`${stack.gatewayUrl}/trpc/auth.profile`, {
      headers: {
        [BEARER_HEADERS.clientMode]: BEARER_CLIENT_MODE,
        authorization: `Bearer ${stolen.accessToken}`,
        [BEARER_HEADERS.refreshToken]: stolen.refreshToken!,
      },
    });
    expect(replay.status).toBe(401);
    expect(replay.headers.get(BEARER_HEADERS.rotatedAccessToken)).toBeNull();

    // The whole family is gone: the rightful holder's newer token no longer refreshes either.
    stack.clock.advance(16 * 60_000);
    const failure = await mobile.client.auth.profile.query().catch((e: unknown) => e);
    expect(toNormalizedError(failure)).toMatchObject({ status: 401 });
  });

  it('the calls of one bearer batch share one refresh', async () => {
    const mobile = stack.mobile();
    await mobile.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    stack.clock.advance(16 * 60_000);
    const before = stack.gateway.refresher.refreshCallCount();
    const [profile, session] = await Promise.all([
      mobile.client.auth.profile.query(),
      mobile.client.bookings.myBookings.query({}),
    ]);
    expect(profile.user.email).toBe(STACK_ADMIN.email);
    expect(session).toBeDefined();
    expect(stack.gateway.refresher.refreshCallCount() - before).toBe(1);
    stack.clock.advance(16 * 60_000);
    expect((await mobile.client.auth.profile.query()).user.email).toBe(STACK_ADMIN.email);
  });

  it('the mobile client sends its requests one at a time, so separate requests never replay a spent token', async () => {
    const mobile = stack.mobile();
    await mobile.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    stack.clock.advance(16 * 60_000);
    const first = mobile.client.auth.profile.query();
    // The next tick: a second HTTP request, not part of the first one's batch.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = mobile.client.bookings.myBookings.query({});
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    stack.clock.advance(16 * 60_000);
    expect((await mobile.client.auth.profile.query()).user.email).toBe(STACK_ADMIN.email);
  });

  it('a failed refresh clears the session and answers UNAUTHORIZED', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    stack.clock.advance(31 * 24 * 3_600_000);
    const failure = await browser.client.bookings.myBookings.query({}).catch((e: unknown) => e);
    expect(toNormalizedError(failure)).toMatchObject({ status: 401 });
    expect(browser.unauthorizedCount()).toBe(1);
    expect(browser.jar.has('padel_session')).toBe(false);
  });
});
