import { afterEach, describe, expect, it } from 'vitest';
import { sendBurst, startPgliteApiProcess, type ServiceProcess } from '../test/processes';
import { testEngine } from '../test/test-context';

// The api as its own process, as a deployment runs it: SIGTERM mid-burst answers every request
// in flight, closes the database and exits 0 within 10 s. (One engine is enough: PGlite.)

const ADMIN = { email: 'admin@process.test', password: 'AdminPass1' };
let api: ServiceProcess | undefined;
afterEach(() => api?.stop('SIGKILL'));

describe.skipIf(testEngine !== 'pglite')('SIGTERM', () => {
  it('answers each of a burst of 40 requests in flight, then exits 0 within 10 s', async () => {
    api = await startPgliteApiProcess(ADMIN);
    // Sign-ins check a password hash each, so the burst is still being answered when SIGTERM comes.
    const burst = sendBurst(api.url, 40, {
      method: 'POST',
      path: '/api/v1/auth/login',
      body: { email: ADMIN.email, password: 'WrongPass1' },
    });
    await burst.sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    const statuses = await burst.answers;
    expect(statuses).toEqual(Array(40).fill(401));
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(api.output()).toMatch(/SIGTERM: finishing requests in flight/);
  }, 120_000);
});
