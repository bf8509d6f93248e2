import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_API_KEY_SCOPES,
  VALIDATION_MESSAGES as V,
  ZApiKeyAnswer,
  ZApiKeyListAnswer,
  ZCreateApiKeyAnswer,
  zSuccess,
} from '@padel/contract';
import { createTestUser, moveClock } from '../../test/bookings';
import { apiKeys, users } from '@padel/db';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '@padel/contract';
import { INSUFFICIENT_SCOPE_MESSAGE } from '../http/api-key-auth';
import { API_KEY_MESSAGES } from './api-keys-service';
import { FIXTURE_NOW } from '../../test/dashboard';

const NOW = FIXTURE_NOW;
let agentCount = 0;
const newAgent = () => {
  agentCount += 1;
  return {
    agentFirstName: 'Bilal',
    agentLastName: 'Shah',
    email: `agent${agentCount}@partner.pk`,
    phone: '+923001234567',
  };
};

describe('API keys', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    admin = await loginAdmin(t);
  });
  afterAll(() => t.close());

  const createKey = (body: Record<string, unknown>) =>
    request(t.app).post('/api/v1/admin/api-keys').set(bearer(admin)).send(body);

  async function issueKey(name = 'Partner Co') {
    const res = await createKey({ name, ...newAgent() }).expect(201);
    return zSuccess(ZCreateApiKeyAnswer).parse(res.body).data;
  }

  it('creates a key and its agent; the token is shown once and stored only as a hash', async () => {
    const res = await createKey({
      name: 'Partner Co',
      ...newAgent(),
      email: 'Mixed@Partner.PK',
    }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data, message } = zSuccess(ZCreateApiKeyAnswer).parse(res.body);
    expect(message).toBe(API_KEY_MESSAGES.created);
    expect(data.apiKey).toMatch(/^pk_[0-9a-f]{24}$/);
    expect(data.token).toMatch(/^sk_[\w-]{43}$/);
    expect(data.key).toMatchObject({
      apiKey: data.apiKey,
      name: 'Partner Co',
      isActive: true,
      scopes: [...DEFAULT_API_KEY_SCOPES],
      revokedAt: null,
      owner: { firstName: 'Bilal', lastName: 'Shah', email: 'mixed@partner.pk' },
    });

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.apiKey, data.apiKey));
    expect(row?.tokenHash).toBe(createHash('sha256').update(data.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.token);
    const [agent] = await t.db.select().from(users).where(eq(users.id, row!.ownerId));
    expect(agent).toMatchObject({ role: 'agent', status: 'active', passwordHash: null });

    const list = await request(t.app).get('/api/v1/admin/api-keys').set(bearer(admin)).expect(200);
    const listed = zSuccess(ZApiKeyListAnswer)
      .parse(list.body)
      .data.keys.find((k) => k.apiKey === data.apiKey);
    expect(listed?.owner?.email).toBe('mixed@partner.pk');
    expect(JSON.stringify(list.body)).not.toContain(data.token);
    expect(JSON.stringify(list.body)).not.toContain('token');
  });

  it('creates a further key for an existing agent, with a token of its own', async () => {
    const first = await issueKey();
    const second = (
      await createKey({ name: 'Partner Co (app)', owner: first.key.owner?._id }).expect(201)
    ).body.data;
    expect(second.key.owner._id).toBe(first.key.owner?._id);
    expect(second.token).not.toBe(first.token);
    expect(second.apiKey).not.toBe(first.apiKey);
  });

  it('says what is missing in the spec’s words', async () => {
    const noName = await createKey({ name: '', ...newAgent() }).expect(400);
    expect(noName.body.message).toBe(V.apiKeyNameRequired);
    const noAgent = await createKey({ name: 'Partner Co' }).expect(400);
    expect(noAgent.body.message).toBe(V.apiKeyOwnerRequired);
    const partial = await createKey({ name: 'Partner Co', agentFirstName: 'Bilal' }).expect(400);
    expect(partial.body.message).toBe(V.apiKeyAgentIncomplete);
  });

  it('refuses an owner that is not an agent, an unknown owner and a taken e-mail', async () => {
    const customer = await createTestUser(t);
    const notAgent = await createKey({ name: 'X', owner: customer.id }).expect(400);
    expect(notAgent.body.message).toBe(API_KEY_MESSAGES.notAnAgent);
    await createKey({ name: 'X', owner: '9b2f6c1e-8d4a-4c3e-9f1a-2b3c4d5e6f70' }).expect(404);
    await createKey({ name: 'X', ...newAgent(), email: customer.email }).expect(409);
  });

  it('lets the key in by bearer or X-API-Key, recording its use at most once a minute', async () => {
    const { token, apiKey } = await issueKey();
    await request(t.app).get('/api/v1/courts').set('Authorization', `Bearer ${token}`).expect(200);
    const lastUsed = async () =>
      (
        await t.db.select().from(apiKeys).where(eq(apiKeys.apiKey, apiKey))
      )[0]?.lastUsedAt?.toISOString();
    expect(await lastUsed()).toBe(NOW);
    await moveClock(t, '2026-06-17T07:00:30.000Z');
    await request(t.app).get('/api/v1/courts').set('X-API-Key', token).expect(200);
    expect(await lastUsed()).toBe(NOW);
    await moveClock(t, '2026-06-17T07:01:30.000Z');
    await request(t.app).get('/api/v1/operating-hours').set('X-API-Key', token).expect(200);
    expect(await lastUsed()).toBe('2026-06-17T07:01:30.000Z');
    await moveClock(t, NOW);
    admin = await loginAdmin(t);
  });

  it('refuses what the key’s scopes do not name with 403', async () => {
    const { token, apiKey } = await issueKey();
    const asAgent = { Authorization: `Bearer ${token}` };
    for (const [method, path] of [
      ['get', '/api/v1/admin/users'],
      ['get', '/api/v1/auth/profile'],
      ['get', '/api/v1/bookings/my-bookings'],
      ['post', '/api/v1/courts'],
      ['get', '/api/v1/analytics/preferred-timeslots'],
    ] as const) {
      const res = await request(t.app)[method](path).set(asAgent).send({}).expect(403);
      expect(res.body.message).toBe(INSUFFICIENT_SCOPE_MESSAGE);
    }
    await t.db
      .update(apiKeys)
      .set({ scopes: ['courts:read'] })
      .where(eq(apiKeys.apiKey, apiKey));
    const [court] = (await request(t.app).get('/api/v1/courts').set(asAgent).expect(200)).body.data
      .courts;
    const availability = await request(t.app)
      .get(`/api/v1/courts/${court.id}/availability`)
      .query({ date: '2026-06-18' })
      .set(asAgent)
      .expect(403);
    expect(availability.body.message).toBe(INSUFFICIENT_SCOPE_MESSAGE);
    await request(t.app).get(`/api/v1/courts/${court.id}`).set(asAgent).expect(200);
    await request(t.app).get('/api/v1/bookings').set(asAgent).expect(403);
  });

  it('cannot reach a call outside its scopes by writing the path in another case', async () => {
    const { token } = await issueKey();
    const asAgent = { Authorization: `Bearer ${token}` };
    // '/bookings/MY-BOOKINGS' looks like '/bookings/{id}' (bookings:read) to a case-sensitive
    // reading; routing must read it the same way and never answer the player's my-bookings.
    for (const path of [
      '/api/v1/bookings/MY-BOOKINGS',
      '/api/v1/bookings/My-Bookings',
      '/api/v1/BOOKINGS/my-bookings',
      '/api/v1/Admin/users',
      '/api/v1/AUTH/profile',
      '/API/V1/auth/profile',
    ]) {
      const res = await request(t.app).get(path).set(asAgent);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(JSON.stringify(res.body)).not.toContain('"bookings":[');
    }
    const signedIn = await createTestUser(t);
    await request(t.app).get('/api/v1/bookings/my-bookings').set(signedIn.headers).expect(200);
    await request(t.app).get('/api/v1/bookings/MY-BOOKINGS').set(signedIn.headers).expect(400);
  });

  it('refuses a revoked key, and a key whose agent is suspended, with 401', async () => {
    const { token, key } = await issueKey();
    const asAgent = { 'X-API-Key': token };
    await request(t.app).get('/api/v1/courts').set(asAgent).expect(200);

    const revoked = await request(t.app)
      .post(`/api/v1/admin/api-keys/${key.id}/revoke`)
      .set(bearer(admin))
      .expect(200);
    const body = zSuccess(ZApiKeyAnswer).parse(revoked.body);
    expect(body.message).toBe(API_KEY_MESSAGES.revoked);
    expect(body.data.key).toMatchObject({ isActive: false, revokedAt: NOW });
    await request(t.app).get('/api/v1/courts').set(asAgent).expect(401);
    // Revoking again changes nothing.
    await request(t.app)
      .post(`/api/v1/admin/api-keys/${key.id}/revoke`)
      .set(bearer(admin))
      .expect(200);
    await request(t.app)
      .post('/api/v1/admin/api-keys/9b2f6c1e-8d4a-4c3e-9f1a-2b3c4d5e6f70/revoke')
      .set(bearer(admin))
      .expect(404);

    const other = await issueKey();
    await request(t.app).get('/api/v1/courts').set('X-API-Key', other.token).expect(200);
    await request(t.app)
      .patch(`/api/v1/admin/users/${other.key.owner?._id}/status`)
      .set(bearer(admin))
      .send({ status: 'suspended' })
      .expect(200);
    await request(t.app).get('/api/v1/courts').set('X-API-Key', other.token).expect(401);
    await request(t.app)
      .get('/api/v1/courts')
      .set('X-API-Key', 'sk_not-a-real-token-at-all-0123456789')
      .expect(401);
  });

  it('is for admins only', async () => {
    const customer = await createTestUser(t);
    await request(t.app).get('/api/v1/admin/api-keys').expect(401);
    await request(t.app).get('/api/v1/admin/api-keys').set(customer.headers).expect(403);
    await request(t.app)
      .post('/api/v1/admin/api-keys')
      .set(customer.headers)
      .send({ name: 'x' })
      .expect(403);
  });
});

describe('API key rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
  });
  afterAll(() => t.close());

  it('answers 429 once a key passes its requests per minute', async () => {
    const admin = await loginAdmin(t);
    const created = await request(t.app)
      .post('/api/v1/admin/api-keys')
      .set(bearer(admin))
      .send({ name: 'Busy partner', ...newAgent() })
      .expect(201);
    const token: string = created.body.data.token;
    const statuses = new Set<number>();
    for (let i = 0; i < API_KEY_RATE_LIMIT_PER_MINUTE; i++) {
      statuses.add((await request(t.app).get('/api/v1/health').set('X-API-Key', token)).status);
    }
    expect(statuses).toEqual(new Set([200]));
    const res = await request(t.app).get('/api/v1/health').set('X-API-Key', token).expect(429);
    expect(res.body.success).toBe(false);
    // Other callers are not affected.
    await request(t.app).get('/api/v1/health').expect(200);
  });
});
