// @padel/api: what other workspaces (the gateway's tests, e2e, bench) may use of the api.
export { startApi, type RunningApi } from './server';
export { ConfigError, loadConfig, type Config } from './lib/config';
export { createLogger } from './lib/logger';
export { systemClock, type Clock } from './lib/clock';
export { openDatabase, type Database, type DatabaseHandle } from '@padel/db';
