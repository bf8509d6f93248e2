import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { createServices, type Services } from '../src/services';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase, type DatabaseHandle } from '@padel/db';
import { seedDatabase } from '../src/seed';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createLogger } from '../src/lib/logger';
import { createMailer, type CapturedMail, type Mailer } from '../src/mail/mailer';
import { TEST_NOW } from './now';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'AdminPass1' };

/** Which engine this run of the suite uses: vitest's projects set TEST_DB. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

type TestDatabase = { handle: DatabaseHandle; url?: string };

async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') return { handle: await openDatabase({ engine: 'pglite' }) };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Each test file gets a database of its own, dropped at the end.
  const name = `padel_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    url: url.toString(),
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}

export type TestContext = AppContext & {
  app: Express;
  /** The services the app was built with (the composition root's). */
  services: Services;
  clock: FakeClock;
  logLines: string[];
  outbox: () => CapturedMail[];
  /** The newest code mailed to an address. */
  lastCodeFor: (email: string) => string;
  close: () => Promise<void>;
  database: DatabaseHandle;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined;
};

/** A fresh api on a fresh database, with a fake clock, a captured outbox and captured logs. */
export async function createTestContext(
  options: { now?: string; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '10000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DATA_DIR: `/tmp/padel-test-${randomUUID()}`,
    ...options.env,
  });
  const logLines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const clock = createFakeClock(options.now ?? TEST_NOW);
  const { handle: database, url: databaseUrl } = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
  });
  // Some answers hand a mail to the mailer without waiting for its delivery; the test outbox
  // keeps each mail as it is handed over, so a test reads it as soon as the answer arrives.
  const delivery = createMailer({ from: config.mail.from, logger, now: clock.now });
  const handedOver: CapturedMail[] = [];
  const mailer: Mailer = {
    send: (mail) => {
      handedOver.unshift({ ...mail, createdAt: clock.now().toISOString() });
      return delivery.send(mail);
    },
    outbox: () => handedOver.slice(),
  };
  const ctx: AppContext & { clock: FakeClock } = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    logger,
  };
  return buildInstance(ctx, { logLines, database, databaseUrl });
}

function buildInstance(
  ctx: AppContext & { clock: FakeClock },
  rest: Pick<TestContext, 'logLines' | 'database' | 'databaseUrl'>,
): TestContext {
  const services = createServices(ctx);
  const app = createApp(ctx, services);
  const outbox = () => ctx.mailer.outbox?.() ?? [];
  return {
    ...ctx,
    ...rest,
    app,
    services,
    outbox,
    lastCodeFor: (email) => {
      const mail = outbox().find((m) => m.to === email.toLowerCase() && m.code);
      if (!mail?.code) throw new Error(`no code mailed to ${email}`);
      return mail.code;
    },
    close: () => rest.database.close(),
  };
}

/**
 * Another api instance over the same PostgreSQL database as `t`, as a second process would be:
 * its own connection pool, services, schedule store and app, sharing only the database (and,
 * to keep the test's time in one place, the fake clock and the outbox). Its close leaves the
 * database to `t`.
 */
export async function createSecondInstance(t: TestContext): Promise<TestContext> {
  if (!t.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const database = await openDatabase({ engine: 'postgres', url: t.databaseUrl, poolSize: 10 });
  const ctx: AppContext & { clock: FakeClock } = {
    config: t.config,
    db: database.db,
    engine: database.engine,
    clock: t.clock,
    mailer: t.mailer,
    logger: t.logger,
  };
  return buildInstance(ctx, { logLines: t.logLines, database, databaseUrl: t.databaseUrl });
}
