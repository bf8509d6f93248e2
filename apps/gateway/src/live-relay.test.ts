import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// The desk's stream of booking changes through a real gateway to a real api.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ now: '2026-06-15T05:00:00.000Z' });
});
afterAll(async () => {
  await stack?.stop();
});

describe('the booking-change stream through the gateway', () => {
  it('passes the stream through for a signed-in admin, with the session cookie', async () => {
    const admin = stack.browser();
    await admin.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const abort = new AbortController();
    const res = await admin.cookieFetch(`${stack.gatewayUrl}/live/bookings`, {
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain(': connected');
    abort.abort();
  });

  it('refuses a caller without a session', async () => {
    const res = await fetch(`${stack.gatewayUrl}/live/bookings`);
    expect(res.status).toBe(401);
  });
});
