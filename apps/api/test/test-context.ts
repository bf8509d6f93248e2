import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import pg from 'pg';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { createServices, type Services } from '../src/services';
import { loadConfig, type Config } from '../src/lib/config';
import type { AppContext } from '../src/lib/context';
import { openDatabase, type DatabaseHandle } from '@padel/db';
import { seedDatabase } from '../src/seed';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createLogger } from '../src/lib/logger';
import { createMetrics } from '../src/lib/metrics';
import { openRateLimitStore } from '../src/lib/rate-limits';
import { createMailer, type CapturedMail, type Mailer } from '../src/lib/mailer';
import { createMessageWorker } from '../src/notifications';
import { TEST_NOW } from './now';
import type { PgliteImages } from './pglite-images';

/** How long `waitForCode` waits for a mail before it fails the test. */
const CODE_WAIT_MS = 20_000;

export const TEST_ADMIN = { email: 'admin@test.local', password: 'AdminPass1' };
/** The secret a test api shares with the (absent) gateway, so a test can name a client's address. */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-0123456789abcdef';

/** Which engine this run of the suite uses: vitest's projects set TEST_DB. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `padel_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh PGlite database, empty or with every migration applied: a copy of the image the test
 * run's global setup made (`pglite-images.ts`), or outside such a run made here.
 */
async function openPglite(migrated: boolean): Promise<DatabaseHandle> {
  const images: PgliteImages | undefined = process.env.VITEST ? inject('pgliteImages') : undefined;
  const imageFile = images?.[migrated ? 'migrated' : 'empty'];
  if (imageFile) {
    return openDatabase({ engine: 'pglite', image: new Blob([readFileSync(imageFile)]) });
  }
  const database = await openDatabase({ engine: 'pglite' });
  if (migrated) await database.migrate();
  return database;
}

/**
 * A fresh database of the run's engine (PostgreSQL: its own database, dropped on close); empty,
 * or on PGlite already `migrated` when asked (the api migrates it anyway: nothing is left to do).
 */
export async function openTestDatabase({ migrated = false } = {}): Promise<
  DatabaseHandle & { url?: string }
> {
  if (testEngine === 'pglite') {
    return openPglite(migrated);
  }
  // Each test file gets a database of its own, dropped at the end.
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ engine: 'postgres', url: created.url, poolSize: 20 });
  return {
    ...handle,
    url: created.url,
    close: async () => {
      await handle.close();
      await created.drop();
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
  /** Delivers what the outbox holds, then answers the captured mails (newest first). */
  deliveredMails: () => Promise<CapturedMail[]>;
  /**
   * The newest code mailed to an address (waits for the outbox to deliver it). It answers at
   * once when the address already has a code: for a second code to the same address, whose
   * mail may still be on its way, use `waitForCode`.
   */
  lastCodeFor: (email: string) => Promise<string>;
  /**
   * Waits for a code mail to `email` that no earlier `waitForCode` for that address has
   * answered, and answers the newest code. Mail may be handed over after the answer that caused
   * it, so a test that asked for a code reads it through this.
   */
  waitForCode: (email: string) => Promise<string>;
  close: () => Promise<void>;
  database: DatabaseHandle;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined;
};

/**
 * A fresh api on a fresh database, with a fake clock, a captured outbox and captured logs.
 * `database` shares one already opened (a second instance of the same venue).
 */
export async function createTestContext(
  options: { now?: string; env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<TestContext> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '10000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DATA_DIR: `/tmp/padel-test-${randomUUID()}`,
    // As behind the gateway: the api believes the client address the gateway passes on.
    GATEWAY_SECRET: TEST_GATEWAY_SECRET,
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
  const opened = options.database ? undefined : await openTestDatabase({ migrated: true });
  const database = options.database ?? opened!;
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
  return buildInstance(
    { config, database, clock, mailer, logger, logLines },
    {
      databaseUrl: opened?.url,
      closesDatabase: !options.database,
    },
  );
}

async function buildInstance(
  parts: Pick<TestContext, 'config' | 'database' | 'clock' | 'mailer' | 'logger' | 'logLines'>,
  options: { databaseUrl: string | undefined; closesDatabase: boolean },
): Promise<TestContext> {
  const { config, database, clock, mailer, logger, logLines } = parts;
  const rateLimits = await openRateLimitStore(config, database);
  const outboxWorker = createMessageWorker({
    db: database.db,
    config,
    mailer,
    now: clock.now,
    logger,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    outboxWorker,
    logger,
    metrics: createMetrics(),
    rateLimitStore: rateLimits.store,
    isDatabaseReady: () => database.isMigrated(),
  };
  const services = createServices(ctx);
  const app = createApp(ctx, services);
  const outbox = () => mailer.outbox?.() ?? [];
  // How many code mails to each address `waitForCode` has already answered for.
  const codesTaken = new Map<string, number>();
  return {
    ...ctx,
    clock,
    app,
    services,
    logLines,
    outbox,
    database,
    databaseUrl: options.databaseUrl,
    deliveredMails: async () => {
      await outboxWorker.drain();
      return outbox();
    },
    lastCodeFor: async (email) => {
      const deadline = Date.now() + CODE_WAIT_MS;
      for (;;) {
        await outboxWorker.drain();
        const mail = outbox().find((m) => m.to === email.toLowerCase() && m.code);
        if (mail?.code) return mail.code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    waitForCode: async (email) => {
      const address = email.toLowerCase();
      const codeMails = () => outbox().filter((m) => m.to === address && m.code);
      const taken = codesTaken.get(address) ?? 0;
      const deadline = Date.now() + CODE_WAIT_MS;
      while (codeMails().length <= taken) {
        if (Date.now() > deadline) throw new Error(`no new code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        await outboxWorker.drain();
      }
      const mails = codeMails();
      codesTaken.set(address, mails.length);
      return mails[0]!.code!;
    },
    close: async () => {
      await rateLimits.close();
      // A shared database is closed by whoever opened it.
      if (options.closesDatabase) await database.close();
    },
  };
}

/**
 * Another api instance over the same PostgreSQL database as `t`, as a second process would be:
 * its own connection pool, services, schedule store, rate-limit store and app, sharing only the
 * database (and, to keep the test's time in one place, the fake clock and the outbox).
 */
export async function createSecondInstance(t: TestContext): Promise<TestContext> {
  if (!t.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const database = await openDatabase({ engine: 'postgres', url: t.databaseUrl, poolSize: 10 });
  return buildInstance(
    {
      config: t.config,
      database,
      clock: t.clock,
      mailer: t.mailer,
      logger: t.logger,
      logLines: t.logLines,
    },
    { databaseUrl: t.databaseUrl, closesDatabase: true },
  );
}
