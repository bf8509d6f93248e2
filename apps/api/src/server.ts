import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createServices } from './services';
import type { Config } from './lib/config';
import type { AppContext } from './lib/context';
import { openDatabase, type DatabaseHandle } from '@padel/db';
import { drainOnStop, keepIdleConnectionsLongerThanClients } from '@padel/http';
import { migrateAndSeed, type SeedResult } from './seed';
import { systemClock, type Clock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { openRateLimitStore } from './lib/rate-limits';
import { createMailer, type Mailer } from './lib/mailer';
import { paymentSweepTask } from './payments';
import { matchSweepTask } from './matches';
import { createTimedWork } from './lib/timed-work';
import { createMessageWorker } from './notifications';
import { bookingReminderTask, bookingThanksTask } from './bookings';
import { waitlistHandOnTask, watchFreedSlots } from './waitlist';

export type RunningApi = {
  ctx: AppContext;
  server: Server;
  url: string;
  seed: SeedResult;
  /** Stops accepting, answers every request in flight, then closes the pool (graceful). */
  stop: () => Promise<void>;
};

/**
 * Opens the database, migrates and seeds (development; production leaves it to the release
 * step `npm run db:migrate`), and listens. Used by main and by whole-stack tests.
 */
export async function startApi(
  config: Config,
  overrides: { logger?: Logger; clock?: Clock; mailer?: Mailer; database?: DatabaseHandle } = {},
): Promise<RunningApi> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const database = overrides.database ?? (await openDatabase(config.database));
  const seed = config.migrateOnStart
    ? await migrateAndSeed(database, {
        adminEmail: config.admin.email,
        adminPassword: config.admin.password,
        mayGenerateAdminPassword: !config.isProduction,
      })
    : {};
  const rateLimits = await openRateLimitStore(config, database);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger, now: clock.now });
  let isStopping = false;
  const outbox = createMessageWorker({ db: database.db, config, mailer, now: clock.now, logger });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    outboxWorker: outbox,
    logger,
    metrics: createMetrics(),
    rateLimitStore: rateLimits.store,
    // A stopping instance is no longer ready, so a load balancer sends it nothing new.
    isDatabaseReady: async () => !isStopping && (await database.isMigrated()),
  };
  const services = createServices(ctx);
  const app = createApp(ctx, services);
  const timedWork = await createTimedWork(config.database, logger);
  await timedWork.every(
    paymentSweepTask(ctx, services.paymentProvider, { intervalMs: config.paymentSweepIntervalMs }),
  );
  await timedWork.every(bookingReminderTask(ctx, { intervalMs: config.reminderSweepIntervalMs }));
  await timedWork.every({
    name: 'outbox-delivery',
    intervalMs: config.outboxDrainIntervalMs,
    run: outbox.drain,
  });
  await timedWork.every(bookingThanksTask(ctx, { intervalMs: config.reminderSweepIntervalMs }));
  await timedWork.every(
    matchSweepTask(
      ctx,
      { provider: services.paymentProvider, refunds: services.matchRefunds },
      { intervalMs: config.reminderSweepIntervalMs },
    ),
  );
  await timedWork.every(waitlistHandOnTask(services.waitlist));
  const freedSlots = watchFreedSlots(ctx, services.waitlist);
  const server = createServer(app);
  keepIdleConnectionsLongerThanClients(server);
  const drain = drainOnStop(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  return {
    ctx,
    server,
    url,
    seed,
    stop: async () => {
      isStopping = true;
      await services.bookingChanges.close();
      await drain.close();
      await timedWork.stop();
      await freedSlots.stop();
      await services.waitlist.settled();
      await rateLimits.close();
      await database.close();
    },
  };
}
