import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, DatabaseEngine } from '@padel/db';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { OutboxWorker } from './outbox';
import type { Metrics } from './metrics';
import type { RateLimitStore } from './rate-limits';

/** What every domain's routes and services are given: no module reaches for globals. */
export type AppContext = {
  config: Config;
  db: Database;
  engine: DatabaseEngine;
  clock: Clock;
  /** The transport the outbox worker delivers mail with; senders write to the outbox instead. */
  mailer: Mailer;
  /** Delivers the outbox's messages (lib/outbox.ts); `nudge` after writing one. */
  outboxWorker: OutboxWorker;
  logger: Logger;
  /** This instance's counters (lib/metrics.ts). */
  metrics: Metrics;
  /** Where rate limits are counted: shared by every instance of the venue. */
  rateLimitStore: RateLimitStore;
  /** Whether the database answers and is migrated (the readiness answer). */
  isDatabaseReady: () => Promise<boolean>;
};
