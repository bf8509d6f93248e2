import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

let t: TestContext;
let server: Server;
let base: string;
let staff: TestUser;
let player: TestUser;
let court: string;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  [court] = (await listCourtIds(t)) as [string];
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t, { role: 'user' });
  server = t.app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/admin/live/bookings`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

describe('the desk stream of booking changes', () => {
  it('tells a staff member within 5 s of a booking a player made', async () => {
    const abort = new AbortController();
    const res = await fetch(base, { headers: staff.headers, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const sawChange = (async () => {
      while (!text.includes('event: change')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return text;
    })();
    await bookWithCode(t, player, {
      courtId: court,
      date: addDays(TEST_TODAY, 2),
      startTime: '18:00',
      endTime: '19:30',
    });
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 5000));
    const got = await Promise.race([sawChange, timeout]);
    abort.abort();
    expect(got).toContain('event: change');
    expect(got).toContain('"kind":"booking"');
  });

  it('ends the stream, sending nothing more, once the session it was opened with expires', async () => {
    const abort = new AbortController();
    const res = await fetch(base, { headers: staff.headers, signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const rest = (async () => {
      let text = '';
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        text += decoder.decode(read.value);
      }
      return text;
    })();
    // Sixteen minutes on, the staff member's 15-minute access token has expired.
    await moveClock(t, new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
    try {
      await bookWithCode(t, player, {
        courtId: court,
        date: addDays(TEST_TODAY, 3),
        startTime: '18:00',
        endTime: '19:30',
      });
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('open'), 5000));
      const got = await Promise.race([rest, timeout]);
      expect(got).not.toBe('open');
      expect(got).toContain(': connected');
      expect(got).not.toContain('event: change');
    } finally {
      abort.abort();
      await moveClock(t, TEST_NOW);
    }
  });

  it('refuses anonymous callers and players', async () => {
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(base, { headers: player.headers })).status).toBe(403);
  });
});
