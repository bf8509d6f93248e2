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

  it("ends with the access token's life, and the reconnect opens with a refreshed session", async () => {
    const admin = stack.browser();
    await admin.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const readAll = async (res: Response) => {
      const reader = res.body!.getReader();
      let text = '';
      for (let read = await reader.read(); !read.done; read = await reader.read())
        text += new TextDecoder().decode(read.value);
      return text;
    };
    const first = await admin.cookieFetch(`${stack.gatewayUrl}/live/bookings`);
    expect(first.status).toBe(200);
    const firstText = readAll(first);
    const start = stack.clock.now().getTime();
    // Sixteen minutes on, the 15-minute access token has expired.
    stack.clock.set(new Date(start + 16 * 60_000).toISOString());
    try {
      // A booking change (as the database's trigger announces one) meets the expired session.
      await stack.api.ctx.db.execute('NOTIFY bookings_changed');
      const ended = await Promise.race([
        firstText,
        new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 8000)),
      ]);
      expect(ended).not.toBe('still open');

      const abort = new AbortController();
      const again = await admin.cookieFetch(`${stack.gatewayUrl}/live/bookings`, {
        signal: abort.signal,
      });
      expect(again.status).toBe(200);
      const { value } = await again.body!.getReader().read();
      expect(new TextDecoder().decode(value)).toContain(': connected');
      abort.abort();
    } finally {
      stack.clock.set(new Date(start).toISOString());
    }
  });

  it('refuses a caller without a session', async () => {
    const res = await fetch(`${stack.gatewayUrl}/live/bookings`);
    expect(res.status).toBe(401);
  });
});
