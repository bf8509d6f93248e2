import { CSRF_HEADER } from '@padel/contract';
import {
  sendBurst,
  startPgliteApiProcess,
  startService,
  type ServiceProcess,
} from '@padel/api/testing';
import { afterEach, describe, expect, it } from 'vitest';

// The gateway as its own process in front of the api's: SIGTERM mid-burst answers every request
// in flight and exits 0 within 10 s.

const ADMIN = { email: 'admin@process.test', password: 'AdminPass1' };
const processes: ServiceProcess[] = [];
afterEach(() => {
  for (const child of processes.splice(0)) void child.stop('SIGKILL');
});

describe('SIGTERM', () => {
  it('answers each of a burst of 40 requests in flight, then exits 0 within 10 s', async () => {
    const api = await startPgliteApiProcess(ADMIN);
    processes.push(api);
    const gateway = await startService('gateway', {
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      API_URL: api.url,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    });
    processes.push(gateway);
    // Sign-ins wait on the api's password check, so the burst is still in flight at SIGTERM.
    const burst = sendBurst(gateway.url, 40, {
      method: 'POST',
      path: '/trpc/auth.login',
      body: { email: ADMIN.email, password: 'WrongPass1' },
      headers: { [CSRF_HEADER]: '1' },
    });
    await burst.sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    gateway.child.kill('SIGTERM');
    expect(await burst.answers).toEqual(Array(40).fill(401));
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  }, 120_000);
});
