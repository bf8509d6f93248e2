import type { Request, RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  API_KEY_RATE_LIMIT_PER_MINUTE,
  AUTH_RATE_LIMIT_WINDOW_MINUTES,
  BOOKING_CODES_PER_ADDRESS_PER_HOUR,
  BOOKING_CODES_WINDOW_SECONDS,
  REFRESH_RATE_LIMIT_PER_SESSION,
  SLOT_HOLD_BLOCK_SECONDS,
  SLOT_HOLD_EXPIRY_WINDOW_SECONDS,
  SLOT_HOLD_MAX_EXPIRED,
  TRACKING_RATE_LIMIT_PER_MINUTE,
} from '@padel/contract';
import type { Database, DatabaseEngine } from '@padel/db';
import type { Config } from './config';
import { tooManyRequests } from './errors';

/**
 * Where the counters live. Every api instance of a venue counts in the same place: Redis when
 * REDIS_URL is set, else the PostgreSQL database they share. PGlite counts in this process's
 * memory: a PGlite folder is opened by one process only, so memory is exactly as shared as the
 * database, and no counter write queues behind the bookings on its single connection.
 */
export type RateLimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'redis'; client: Redis; keyPrefix: string };

/** Opens the configured store; close() ends its connection (the database pool is not its own). */
export async function openRateLimitStore(
  config: Pick<Config, 'redis'>,
  database: { db: Database; engine: DatabaseEngine },
): Promise<{ store: RateLimitStore; close: () => Promise<void> }> {
  if (config.redis) {
    // Fails fast while starting: a wrong REDIS_URL stops the start instead of limiting nothing.
    const client = new Redis(config.redis.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    await client.connect();
    return {
      store: { kind: 'redis', client, keyPrefix: config.redis.keyPrefix },
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  if (database.engine === 'postgres') {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return { store: { kind: 'postgres', pool }, close: async () => {} };
  }
  return { store: { kind: 'memory' }, close: async () => {} };
}

/** `blockDurationS`: past the limit the key stays refused this long (else until the window ends). */
type Rule = { points: number; durationS: number; blockDurationS?: number };

/** The migration that creates it is in @padel/db (rate_limits). */
const POSTGRES_TABLE = 'rate_limits';

function createLimiter(store: RateLimitStore, name: string, rule: Rule): RateLimiterAbstract {
  const options = {
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationS,
    ...(rule.blockDurationS ? { blockDuration: rule.blockDurationS } : {}),
  };
  // If the shared store fails, each instance keeps counting on its own rather than letting every
  // request through or refusing everyone.
  const insuranceLimiter = new RateLimiterMemory(options);
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(options);
    case 'postgres':
      return new RateLimiterPostgres({
        ...options,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: POSTGRES_TABLE,
        tableCreated: true,
        insuranceLimiter,
      });
    case 'redis':
      return new RateLimiterRedis({
        ...options,
        keyPrefix: `${store.keyPrefix}:${name}`,
        storeClient: store.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      });
  }
}

/**
 * `lapsedHolds`: slot holds a player or an address let expire without booking.
 * `bookingCodes`: booking codes (each a slot hold) issued to one client address.
 */
export type RateLimitName =
  'signIn' | 'refresh' | 'apiKey' | 'tracking' | 'lapsedHolds' | 'bookingCodes';

export type RateLimitRejection = { retryAfterS: number };

/**
 * The api's rate limits, counted in the shared store. Each answers whether a key may go on;
 * past its limit the caller is answered 429 with Retry-After.
 */
export function createRateLimits(ctx: {
  config: Pick<Config, 'authRateLimit'>;
  rateLimitStore: RateLimitStore;
}) {
  const window = AUTH_RATE_LIMIT_WINDOW_MINUTES * 60;
  const rules: Record<RateLimitName, Rule> = {
    signIn: { points: ctx.config.authRateLimit, durationS: window },
    refresh: { points: REFRESH_RATE_LIMIT_PER_SESSION, durationS: window },
    apiKey: { points: API_KEY_RATE_LIMIT_PER_MINUTE, durationS: 60 },
    tracking: { points: TRACKING_RATE_LIMIT_PER_MINUTE, durationS: 60 },
    lapsedHolds: {
      points: SLOT_HOLD_MAX_EXPIRED,
      durationS: SLOT_HOLD_EXPIRY_WINDOW_SECONDS,
      blockDurationS: SLOT_HOLD_BLOCK_SECONDS,
    },
    bookingCodes: {
      points: BOOKING_CODES_PER_ADDRESS_PER_HOUR,
      durationS: BOOKING_CODES_WINDOW_SECONDS,
    },
  };
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      createLimiter(ctx.rateLimitStore, name, rule),
    ]),
  ) as Record<RateLimitName, RateLimiterAbstract>;

  /** Counts one call for the key; undefined when it may go on, else how long to wait. */
  async function take(name: RateLimitName, key: string): Promise<RateLimitRejection | undefined> {
    try {
      await limiters[name].consume(key);
      return undefined;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        return { retryAfterS: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
      throw outcome;
    }
  }

  /**
   * Whether a key is past its limit now, without counting anything: how long it must wait, or
   * undefined when it may go on.
   */
  async function check(name: RateLimitName, key: string): Promise<RateLimitRejection | undefined> {
    const limiter = limiters[name];
    const state = await limiter.get(key);
    if (!state || state.consumedPoints <= limiter.points) return undefined;
    return { retryAfterS: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }

  /** Gives back one call counted by `take` that did not happen after all (it was refused). */
  async function refund(name: RateLimitName, key: string): Promise<void> {
    await limiters[name].reward(key, 1);
  }

  /** Counts one call and throws 429 past the limit (for services, which answer no headers). */
  async function consume(name: RateLimitName, key: string, message?: string): Promise<void> {
    if (await take(name, key)) throw tooManyRequests(message);
  }

  /** Express middleware: counts the request under keyOf(req); 429 with Retry-After past the limit. */
  function limitRequests(
    name: RateLimitName,
    keyOf: (req: Request) => string,
    message?: string,
  ): RequestHandler {
    return (req, res, next) => {
      take(name, keyOf(req)).then((rejected) => {
        if (!rejected) return next();
        setRetryAfter(res, rejected);
        next(tooManyRequests(message));
      }, next);
    };
  }

  return { take, check, refund, consume, limitRequests };
}

function setRetryAfter(res: Response, rejected: RateLimitRejection) {
  res.setHeader('Retry-After', String(rejected.retryAfterS));
}

export type RateLimits = ReturnType<typeof createRateLimits>;
