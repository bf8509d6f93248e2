import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createServices } from './services';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from '@padel/db';
import { seedDatabase, type SeedResult } from './seed';
import { systemClock, type Clock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { paymentSweepTask } from './payments/payment-sweeper';
import { createTimedWork } from './lib/timed-work';

export type RunningApi = {
  ctx: AppContext;
  server: Server;
  url: string;
  seed: SeedResult;
  stop: () => Promise<void>;
};

/** Opens the database, migrates, seeds, and listens. Used by main and by whole-stack tests. */
export async function startApi(
  config: Config,
  overrides: { logger?: Logger; clock?: Clock; mailer?: Mailer; database?: DatabaseHandle } = {},
): Promise<RunningApi> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const database = overrides.database ?? (await openDatabase(config.database));
  await database.migrate();
  const seed = await seedDatabase(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    mayGenerateAdminPassword: !config.isProduction,
  });
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger, now: clock.now });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    logger,
  };
  const services = createServices(ctx);
  const app = createApp(ctx, services);
  const timedWork = await createTimedWork(config.database, logger);
  await timedWork.every(
    paymentSweepTask(ctx, services.paymentProvider, { intervalMs: config.paymentSweepIntervalMs }),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  return {
    ctx,
    server,
    url,
    seed,
    stop: async () => {
      await timedWork.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
