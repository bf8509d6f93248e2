import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, DatabaseEngine } from '@padel/db';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';

/** What every domain's routes and services are given: no module reaches for globals. */
export type AppContext = {
  config: Config;
  db: Database;
  engine: DatabaseEngine;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
};
