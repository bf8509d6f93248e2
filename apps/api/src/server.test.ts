import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './lib/config';
import { createLogger } from './lib/logger';
import { startApi, type RunningApi } from './server';
import { openTestDatabase } from '../test/test-context';

// Liveness and readiness: /health answers while the process runs; /health/ready only once the
// database answers and is migrated, so a load balancer sends nothing to an instance before.

let api: RunningApi | undefined;
afterAll(async () => {
  await api?.stop();
});

describe('readiness', () => {
  it('answers 503 until the database is migrated, 200 after; /health stays 200 throughout', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: `/tmp/padel-ready-${randomUUID()}`,
      MIGRATE_ON_START: 'false',
    });
    api = await startApi(config, { database, logger: createLogger('silent') });
    const url = api.url.replace('localhost', '127.0.0.1');

    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    const before = await fetch(`${url}/api/v1/health/ready`);
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: 'unavailable', ready: false });

    await database.migrate();
    const after = await fetch(`${url}/api/v1/health/ready`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready', ready: true });
  });

  it('production leaves migrating to the release step; development migrates at start', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://padel@db.internal/padel',
      JWT_SECRET: 'p'.repeat(40),
      SMTP_URL: 'smtp://mail.internal:25',
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'secret',
      JAZZCASH_INTEGRITY_SALT: 'salt',
      JAZZCASH_MPIN: '4321',
      PUBLIC_WEB_URL: 'https://padel.example',
      PUBLIC_API_URL: 'https://api.padel.example',
      JAZZCASH_RETURN_URL: 'https://padel.example/api/v1/payments/jazzcash/return',
      JAZZCASH_CARD_PAGE_URL: 'https://jazzcash.example/card',
      JAZZCASH_API_BASE_URL: 'https://jazzcash.example',
      SESSION_SECRET: 's'.repeat(40),
      GATEWAY_SECRET: 'g'.repeat(40),
    });
    expect(production.migrateOnStart).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).migrateOnStart).toBe(true);
  });
});

describe('idle connections', () => {
  /** GET /health on `agent`'s pool: whether the answer came on a connection used before. */
  const getHealth = (port: number, agent: Agent) =>
    new Promise<boolean>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/v1/health', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.reusedSocket));
      });
      req.on('error', reject);
      req.end();
    });

  it('keeps an idle keep-alive connection well past the 5 s of Node, so a client reusing it is never reset', async () => {
    const database = await openTestDatabase({ migrated: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: `/tmp/padel-idle-${randomUUID()}`,
    });
    const idle = await startApi(config, { database, logger: createLogger('silent') });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = Number(new URL(idle.url).port);
      expect(await getHealth(port, agent)).toBe(false);
      // Past Node's default keep-alive time (5 s, and a 1 s buffer), which closed the connection
      // while a client could still be sending on it.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(await getHealth(port, agent)).toBe(true);
    } finally {
      agent.destroy();
      await idle.stop();
    }
  });
});
