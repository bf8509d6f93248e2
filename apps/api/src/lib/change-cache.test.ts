import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courts, users } from '@padel/db';
import { createTestContext, testEngine, type TestContext } from '../../test/test-context';
import { createChangeCache, SCHEDULE_CHANGED, USERS_CHANGED } from './change-cache';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function untilListening(cache: { keeps: boolean }) {
  for (let i = 0; i < 100 && !cache.keeps; i++) await new Promise((r) => setTimeout(r, 10));
}

/** A load that counts its calls and answers when released. */
function gatedLoad() {
  let calls = 0;
  let release = () => {};
  const load = () => {
    calls += 1;
    const call = calls;
    return new Promise<number>((resolve) => {
      release = () => resolve(call);
    });
  };
  return { load, calls: () => calls, release: () => release() };
}

describe('change cache', () => {
  it.runIf(testEngine === 'pglite')(
    'keeps an answer until a write to its tables, and drops a read under way then',
    async () => {
      const cache = createChangeCache<number>(t, [USERS_CHANGED]);
      await untilListening(cache);
      expect(cache.keeps).toBe(true);
      const gate = gatedLoad();

      const first = cache.read('k', gate.load);
      const shared = cache.read('k', gate.load);
      expect(gate.calls()).toBe(1);
      // A user changes while the first read is still under way.
      await t.db.update(users).set({ phone: '+923000000000' }).where(eq(users.role, 'admin'));
      gate.release();
      expect(await first).toBe(1);
      expect(await shared).toBe(1);

      const second = cache.read('k', gate.load);
      expect(gate.calls()).toBe(2);
      gate.release();
      expect(await second).toBe(2);
      expect(await cache.read('k', gate.load)).toBe(2);
      expect(gate.calls()).toBe(2);

      // A write to a table of another channel leaves it alone.
      await t.db.update(courts).set({ description: 'Resurfaced' });
      expect(await cache.read('k', gate.load)).toBe(2);
      expect(gate.calls()).toBe(2);
    },
  );

  it.runIf(testEngine === 'postgres')('reads every time where others write too', async () => {
    const cache = createChangeCache<number>(t, [SCHEDULE_CHANGED]);
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.keeps).toBe(false);
    let calls = 0;
    const load = () => Promise.resolve((calls += 1));
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(2);
  });

  it('forgets a failed read', async () => {
    const cache = createChangeCache<number>(t, [USERS_CHANGED]);
    await untilListening(cache);
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', () => Promise.resolve(7))).toBe(7);
  });
});
