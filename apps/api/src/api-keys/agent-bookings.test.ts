import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_MESSAGES,
  ZBookingAnswer,
  ZBookingListAnswer,
  zSuccess,
} from '@padel/contract';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { apiKeys, bookings, idempotencyKeys, users } from '@padel/db';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../lib/idempotency';
import { TEST_NOW } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi.
const NOW = TEST_NOW;
const customer = {
  firstName: 'Hina',
  lastName: 'Raza',
  email: 'hina.raza@example.com',
  phone: '+923331234567',
};

describe('bookings made by partner agents', () => {
  let t: TestContext;
  let admin: SignedIn;
  let courtIds: string[];
  let token: string;
  let keyId: string;
  let agentId: string;

  async function issueKey(body: Record<string, unknown>) {
    const res = await request(t.app)
      .post('/api/v1/admin/api-keys')
      .set(bearer(admin))
      .send(body)
      .expect(201);
    return res.body.data as { token: string; key: { id: string; owner: { _id: string } } };
  }

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    admin = await loginAdmin(t);
    courtIds = await listCourtIds(t);
    const issued = await issueKey({
      name: 'Travel Partner',
      agentFirstName: 'Bilal',
      agentLastName: 'Shah',
      email: 'bilal@partner.pk',
      phone: '+923001234567',
    });
    token = issued.token;
    keyId = issued.key.id;
    agentId = issued.key.owner._id;
  });
  afterAll(() => t.close());

  const asAgent = (key?: string, agentToken = token) => ({
    Authorization: `Bearer ${agentToken}`,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
  const bookingBody = (overrides: Record<string, unknown> = {}) => ({
    courtId: courtIds[0],
    date: '2026-06-16',
    startTime: '18:00',
    durationMinutes: 60,
    customer,
    ...overrides,
  });
  const book = (key: string | undefined, body: Record<string, unknown>, agentToken = token) =>
    request(t.app).post('/api/v1/bookings').set(asAgent(key, agentToken)).send(body);
  const keyBookings = async (apiKeyId = keyId) =>
    t.db.select().from(bookings).where(eq(bookings.apiKeyId, apiKeyId));

  it('books for its customer as a guest record of the agent, recording the agent and its key', async () => {
    const res = await book('order-1001', bookingBody()).expect(201);
    const { data } = zSuccess(ZBookingAnswer).parse(res.body);
    expect(data.booking.customer).toEqual(customer);
    expect(data.booking.status).toBe('pending');
    const [row] = await keyBookings();
    expect(row).toMatchObject({
      source: 'agent',
      apiKeyId: keyId,
      createdBy: agentId,
      userId: agentId,
      paymentMethod: 'cash',
      guestCustomer: customer,
    });
    // No account is made for the e-mail (an agent cannot create accounts or send invitations).
    const accounts = await t.db.select().from(users).where(eq(users.email, customer.email));
    expect(accounts).toEqual([]);
    expect(
      (await t.deliveredMails()).filter((mail) => mail.subject.toLowerCase().includes('invit')),
    ).toEqual([]);
  });

  it('answers a retry with the same key and body with the first answer, booking once', async () => {
    const body = bookingBody({ startTime: '20:00' });
    const first = await book('order-1002', body).expect(201);
    const again = await book('order-1002', { ...body }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = (await keyBookings()).filter((b) => b.startTime === '20:00');
    expect(rows).toHaveLength(1);
  });

  it('replays a refusal too, and refuses the key with another body', async () => {
    const taken = bookingBody({ startTime: '18:00' });
    const refused = await book('order-1003', taken).expect(409);
    const replayed = await book('order-1003', taken).expect(409);
    expect(replayed.body).toEqual(refused.body);
    const other = await book('order-1003', bookingBody({ startTime: '21:00' })).expect(409);
    expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.reusedWithOtherRequest);
  });

  it('books once when the same key arrives many times at once', async () => {
    const body = bookingBody({ courtId: courtIds[1], startTime: '16:00' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => book('order-1004', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((a) => a.body.data.booking.id));
    expect(ids.size).toBe(1);
    const rows = (await keyBookings()).filter(
      (b) => b.courtId === courtIds[1] && b.startTime === '16:00',
    );
    expect(rows).toHaveLength(1);
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'order-1004'));
    expect(keys).toHaveLength(1);
  });

  it('requires an Idempotency-Key, a named customer and pay at venue', async () => {
    const noKey = await book(undefined, bookingBody({ startTime: '12:00' })).expect(400);
    expect(noKey.body.message).toBe(IDEMPOTENCY_MESSAGES.required);
    const { customer: _omitted, ...withoutCustomer } = bookingBody({ startTime: '12:00' });
    await book('order-1005', withoutCustomer).expect(400);
    const someone = await createTestUser(t);
    await book('order-1006', bookingBody({ startTime: '12:00', userId: someone.id })).expect(400);
    await book(
      'order-1007',
      bookingBody({ startTime: '12:00', paymentMethod: 'jazzcash_card' }),
    ).expect(400);
    expect((await keyBookings()).filter((b) => b.startTime === '12:00')).toHaveLength(0);
  });

  it('never reveals or changes the account of an e-mail it names', async () => {
    const known: TestUser = await createTestUser(t);
    const [before] = await t.db.select().from(users).where(eq(users.id, known.id));
    const madeUp = {
      firstName: 'Made',
      lastName: 'Up',
      email: known.email,
      phone: '+923009999999',
    };
    const res = await book(
      'order-1008',
      bookingBody({ startTime: '13:00', customer: madeUp }),
    ).expect(201);
    const booking = zSuccess(ZBookingAnswer).parse(res.body).data.booking;
    // The answer says back what the agent sent, never the account's name, phone or id.
    expect(booking.customer).toEqual({ ...madeUp, email: known.email.toLowerCase() });
    expect(booking.userId).toBe(agentId);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(known.id);
    expect(text).not.toContain(known.lastName);
    expect(text).not.toContain(before!.phone);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.userId).toBe(agentId);
    const [after] = await t.db.select().from(users).where(eq(users.id, known.id));
    expect(after).toEqual(before);
    // The person's own bookings do not gain the agent's booking.
    const mine = await request(t.app).get('/api/v1/bookings/my-bookings').set(known.headers);
    expect(mine.body.data.bookings.map((b: { id: string }) => b.id)).not.toContain(booking.id);
    // The agent reading it back sees the same guest record.
    const read = await request(t.app).get(`/api/v1/bookings/${booking.id}`).set(asAgent());
    expect(read.body.data.booking.customer.firstName).toBe('Made');
  });

  it('reads and cancels only the bookings its key created', async () => {
    const staff = await createTestUser(t, { role: 'staff' });
    const desk = await request(t.app)
      .post('/api/v1/bookings')
      .set(staff.headers)
      .send(bookingBody({ courtId: courtIds[2], startTime: '09:00' }))
      .expect(201);
    const deskBookingId: string = desk.body.data.booking.id;

    const list = await request(t.app).get('/api/v1/bookings').set(asAgent()).expect(200);
    const listed = zSuccess(ZBookingListAnswer).parse(list.body).data.bookings;
    const own = await keyBookings();
    expect(listed.map((b) => b.id).sort()).toEqual(own.map((b) => b.id).sort());
    await request(t.app).get(`/api/v1/bookings/${deskBookingId}`).set(asAgent()).expect(404);
    await request(t.app)
      .patch(`/api/v1/bookings/${deskBookingId}/cancel`)
      .set(asAgent())
      .send({ reason: 'Customer changed plans' })
      .expect(404);

    const mine = own[0]!;
    await request(t.app).get(`/api/v1/bookings/${mine.id}`).set(asAgent()).expect(200);
    const cancelled = await request(t.app)
      .patch(`/api/v1/bookings/${mine.id}/cancel`)
      .set(asAgent())
      .send({ reason: 'Customer changed plans' })
      .expect(200);
    expect(cancelled.body.data.booking.status).toBe('cancelled');

    // Another key of the same agent sees none of them.
    const second = await issueKey({ name: 'Travel Partner (app)', owner: agentId });
    const otherList = await request(t.app)
      .get('/api/v1/bookings')
      .set(asAgent(undefined, second.token))
      .expect(200);
    expect(otherList.body.data.bookings).toEqual([]);
    await request(t.app)
      .get(`/api/v1/bookings/${mine.id}`)
      .set(asAgent(undefined, second.token))
      .expect(404);
  });

  it('needs bookings:write to book', async () => {
    const readOnly = await issueKey({ name: 'Read only', owner: agentId });
    await t.db
      .update(apiKeys)
      .set({ scopes: ['bookings:read'] })
      .where(eq(apiKeys.id, readOnly.key.id));
    const res = await book(
      'order-2001',
      bookingBody({ startTime: '14:00' }),
      readOnly.token,
    ).expect(403);
    expect(res.body.message).toBe('Insufficient scope');
    await request(t.app)
      .get('/api/v1/bookings')
      .set(asAgent(undefined, readOnly.token))
      .expect(200);
  });

  it('forgets a key after a day: it may then start a new booking, and its row is gone', async () => {
    await book('order-3001', bookingBody({ startTime: '15:00' })).expect(201);
    await book('order-3001', bookingBody({ startTime: '16:00' })).expect(409);

    t.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS + 60_000);
    try {
      const later = { date: '2026-06-18', startTime: '16:00' };
      const res = await book('order-3001', bookingBody(later)).expect(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      const rows = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.apiKeyId, keyId));
      // Only the key just used is left: every key of the day before was forgotten.
      expect(rows.map((r) => r.key)).toEqual(['order-3001']);
      expect(rows[0]?.createdAt.getTime()).toBe(t.clock.now().getTime());
    } finally {
      t.clock.set(NOW);
    }
  });
});
