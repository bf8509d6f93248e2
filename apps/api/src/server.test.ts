import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
