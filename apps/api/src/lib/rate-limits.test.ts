import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATEWAY_HEADERS,
  OTP_MAX_PER_HOUR,
  REFRESH_RATE_LIMIT_PER_SESSION,
  SLOT_HOLD_BLOCK_SECONDS,
  SLOT_HOLD_MAX_EXPIRED,
} from '@padel/contract';
import type { DatabaseHandle } from '@padel/db';
import { newPlayer } from '../../test/auth';
import {
  createTestContext,
  openTestDatabase,
  testEngine,
  type TestContext,
} from '../../test/test-context';
import { createRateLimits } from './rate-limits';

// Several api instances of one venue count every limit together: in the PostgreSQL database
// they share, or in Redis when REDIS_URL is set. Two instances in one process stand for two
// processes here (each has its own app, services and limiters; only the store is shared).

const SIGN_IN_LIMIT = 6;
const redisUrl = process.env.TEST_REDIS_URL;

const failedSignIn = (t: TestContext) =>
  request(t.app)
    .post('/api/v1/auth/login')
    .send({ email: 'nobody@example.com', password: 'Wrong1234' });

/** Alternates failed sign-ins between the instances; answers each status in order. */
async function alternateFailedSignIns(instances: TestContext[], count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await failedSignIn(instances[i % instances.length]!)).status);
  }
  return statuses;
}

describe.skipIf(testEngine !== 'postgres')('two api instances on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let a: TestContext;
  let b: TestContext;
  let c: TestContext;
  let d: TestContext;
  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT) };
    a = await createTestContext({ env, database });
    b = await createTestContext({ env, database });
    // Two more whose address limit (the test default) stays out of the way of the code limit.
    c = await createTestContext({ database });
    d = await createTestContext({ database });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close(), d?.close()]);
    await database?.close();
  });

  it('limit failed sign-ins from one address at the configured number in total, not per instance', async () => {
    const statuses = await alternateFailedSignIns([a, b], SIGN_IN_LIMIT + 2);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
    const refused = await failedSignIn(a).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('hand out at most five codes an hour for one account, however many requests race on both', async () => {
    const player = newPlayer();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request((i % 2 ? c : d).app)
          .post('/api/v1/auth/register')
          .send(player)
          .then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(OTP_MAX_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - OTP_MAX_PER_HOUR);
  });
});

describe.skipIf(!redisUrl)('two api instances counting in Redis', () => {
  let a: TestContext;
  let b: TestContext;
  const prefix = `padel-test-${randomUUID()}`;
  beforeAll(async () => {
    const env = {
      AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
    };
    // Each instance has a database of its own: only Redis joins their counts.
    a = await createTestContext({ env });
    b = await createTestContext({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('limit failed sign-ins from one address at the configured number in total', async () => {
    expect(a.rateLimitStore.kind).toBe('redis');
    const statuses = await alternateFailedSignIns([a, b], SIGN_IN_LIMIT + 2);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
  });
});

describe('the client address behind the gateway', () => {
  const secret = 'g'.repeat(40);
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: { AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT), GATEWAY_SECRET: secret },
    });
  });
  afterAll(() => t?.close());

  const signInFrom = (address: string, proof: string) =>
    failedSignIn(t).set(GATEWAY_HEADERS.clientAddress, address).set(GATEWAY_HEADERS.secret, proof);

  it('counts sign-ins per client address the gateway names with the shared secret', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) await signInFrom('203.0.113.7', secret).expect(401);
    await signInFrom('203.0.113.7', secret).expect(429);
    // Another person behind the same gateway still signs in.
    await signInFrom('198.51.100.20', secret).expect(401);
  });

  it('ignores a claimed address without the right secret: it counts against the caller itself', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      await signInFrom(`192.0.2.${i + 1}`, 'x'.repeat(40)).expect(401);
    }
    await signInFrom('192.0.2.99', 'x'.repeat(40)).expect(429);
    await failedSignIn(t).set(GATEWAY_HEADERS.clientAddress, '192.0.2.100').expect(429);
  });
});

describe('token refresh', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT) } });
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string) =>
    request(t.app).post('/api/v1/auth/refresh-token').send({ refreshToken });

  it('is limited per session, apart from sign-in: failed sign-ins from the address do not stop it', async () => {
    const player = newPlayer();
    await request(t.app).post('/api/v1/auth/register').send(player).expect(200);
    const verified = await request(t.app)
      .post('/api/v1/auth/verify-email')
      .send({ ...player, otp: await t.lastCodeFor(player.email) })
      .expect(201);
    // The address has spent its sign-in budget (and registration counted against it too).
    while ((await failedSignIn(t)).status !== 429);
    let token: string = verified.body.data.refreshToken;
    for (let i = 0; i < REFRESH_RATE_LIMIT_PER_SESSION; i++) {
      const res = await refresh(token).expect(200);
      token = res.body.data.refreshToken;
    }
    const limited = await refresh(token).expect(429);
    expect(limited.body.message).toMatch(/Too many session refreshes/);
    // Another session of the same player is counted on its own.
    const other = await t.services.tokens.issueTokens({
      userId: verified.body.data.user.id,
      role: 'user',
    });
    await refresh(other.refreshToken).expect(200);
  });
});

describe('a limit read without counting (lapsed slot holds)', () => {
  it('refuses a key only past its points, then for the whole block time', async () => {
    const limits = createRateLimits({
      config: { authRateLimit: 50 },
      rateLimitStore: { kind: 'memory' },
    });
    const key = `address:${randomUUID()}`;
    expect(await limits.check('lapsedHolds', key)).toBeUndefined();
    for (let i = 0; i < SLOT_HOLD_MAX_EXPIRED; i++) await limits.take('lapsedHolds', key);
    expect(await limits.check('lapsedHolds', key)).toBeUndefined();
    await limits.take('lapsedHolds', key);
    const refused = await limits.check('lapsedHolds', key);
    expect(refused?.retryAfterS).toBeGreaterThan(SLOT_HOLD_BLOCK_SECONDS - 60);
    expect(refused?.retryAfterS).toBeLessThanOrEqual(SLOT_HOLD_BLOCK_SECONDS);
  });
});
