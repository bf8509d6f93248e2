import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminUserListAnswer, ZUserAnswer, zSuccess } from '@padel/contract';
import { createTestUser } from '../../test/bookings';
import { activitySessions, users } from '@padel/db';
import { bearer, loginAdmin, registerPlayer, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertBookingRow, listSeededCourts, FIXTURE_NOW } from '../../test/dashboard';
import { USER_MESSAGES } from './user-management-service';

const NOW = FIXTURE_NOW;

type Person = { id: string; email: string | null };

async function insertPerson(
  t: TestContext,
  values: Partial<typeof users.$inferInsert> & {
    firstName: string;
    lastName: string;
    email: string;
  },
): Promise<Person> {
  const [row] = await t.db
    .insert(users)
    .values({ phone: '+923000000000', role: 'user', status: 'active', ...values })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

async function addSession(
  t: TestContext,
  userId: string,
  sessionId: string,
  lastActivityAt: string,
) {
  await t.db.insert(activitySessions).values({
    sessionId,
    userId,
    startTime: new Date(new Date(lastActivityAt).getTime() - 60_000),
    lastActivityAt: new Date(lastActivityAt),
  });
}

describe('GET /admin/users', () => {
  let t: TestContext;
  let admin: SignedIn;
  let ayesha: Person;
  let bilal: Person;
  let zara: Person;
  let sami: Person;

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    admin = await loginAdmin(t);
    // The seeded admin's account predates everyone else's here.
    await t.db.update(users).set({ createdAt: new Date('2026-05-01T00:00:00Z') });
    ayesha = await insertPerson(t, {
      firstName: 'Ayesha',
      lastName: 'Malik',
      email: 'ayesha@example.com',
      phone: '+923001111111',
      createdAt: new Date('2026-06-01T00:00:00Z'),
    });
    bilal = await insertPerson(t, {
      firstName: 'Bilal',
      lastName: 'Shah',
      email: 'bilal@partner.pk',
      phone: '+923002222222',
      role: 'agent',
      createdAt: new Date('2026-06-02T00:00:00Z'),
    });
    zara = await insertPerson(t, {
      firstName: 'Zara',
      lastName: 'Khan',
      email: 'zara_k@example.com',
      phone: '+923003333333',
      createdAt: new Date('2026-06-03T00:00:00Z'),
    });
    sami = await insertPerson(t, {
      firstName: 'Sami',
      lastName: 'Staff',
      email: 'sami@venue.pk',
      role: 'staff',
      createdAt: new Date('2026-06-04T00:00:00Z'),
    });
    await insertPerson(t, {
      firstName: 'Deleted',
      lastName: 'User',
      email: 'deleted-1@deleted.invalid',
      status: 'deleted',
      deletedAt: new Date('2026-06-05T00:00:00Z'),
      createdAt: new Date('2026-06-05T00:00:00Z'),
    });
    await addSession(t, zara.id, 'zara-1', '2026-06-17T06:00:00Z');
    await addSession(t, ayesha.id, 'ayesha-1', '2026-06-16T10:00:00Z');
    await addSession(t, ayesha.id, 'ayesha-2', '2026-06-10T10:00:00Z');

    const [court] = await listSeededCourts(t);
    const discount = {
      applied: true,
      percentage: 20,
      originalPrice: 1000,
      amount: 200,
      reason: 'Court discount',
    };
    const book = (input: Omit<Parameters<typeof insertBookingRow>[1], 'userId' | 'courtId'>) =>
      insertBookingRow(t, { userId: ayesha.id, courtId: court!.id, ...input });
    await book({
      date: '2026-06-10',
      startTime: '10:00',
      durationMinutes: 60,
      status: 'completed',
      paymentStatus: 'paid',
      totalPrice: 1000,
    });
    await book({
      date: '2026-06-20',
      startTime: '10:00',
      durationMinutes: 60,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalPrice: 800,
      discount,
    });
    await book({
      date: '2026-06-21',
      startTime: '10:00',
      durationMinutes: 60,
      status: 'pending',
      paymentStatus: 'pending',
      totalPrice: 800,
      discount,
    });
    await book({
      date: '2026-06-22',
      startTime: '10:00',
      durationMinutes: 60,
      status: 'cancelled',
      paymentStatus: 'refunded',
      totalPrice: 800,
      discount,
    });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number | boolean> = {}) =>
    request(t.app).get('/api/v1/admin/users').query(query).set(bearer(admin));

  it('sorts by last activity, then newest account, and leaves deleted accounts out', async () => {
    const res = await list().expect(200);
    const { data } = zSuccess(ZAdminUserListAnswer).parse(res.body);
    const emails = data.users.map((u) => u.email);
    expect(emails).toEqual([
      'zara_k@example.com',
      'ayesha@example.com',
      // No activity: newest account first.
      'sami@venue.pk',
      'bilal@partner.pk',
      'admin@test.local',
    ]);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    expect(data.users[0]?.stats).toBeUndefined();
    expect(data.users[0]?.activity).toBeUndefined();
  });

  it('searches names, e-mail and phone in any case', async () => {
    const emailsFor = async (search: string) =>
      ((await list({ search }).expect(200)).body.data.users as { email: string }[]).map(
        (u) => u.email,
      );
    expect(await emailsFor('MALIK')).toEqual([ayesha.email]);
    expect(await emailsFor('ayesha mal')).toEqual([ayesha.email]);
    expect(await emailsFor('PARTNER.PK')).toEqual([bilal.email]);
    expect(await emailsFor('2222222')).toEqual([bilal.email]);
    // Pattern characters are taken literally.
    expect(await emailsFor('_k@')).toEqual([zara.email]);
    expect(await emailsFor('%')).toEqual([]);
    expect(await emailsFor('deleted')).toEqual([]);
  });

  it('filters by role: customer means role user', async () => {
    const customers = (await list({ role: 'customer' }).expect(200)).body.data.users as {
      email: string;
      role: string;
    }[];
    expect(customers.map((u) => u.email)).toEqual([zara.email, ayesha.email]);
    const agents = (await list({ role: 'agent', limit: 100 }).expect(200)).body.data.users as {
      id: string;
    }[];
    expect(agents.map((u) => u.id)).toEqual([bilal.id]);
    const staff = (await list({ role: 'staff' }).expect(200)).body.data.users as { id: string }[];
    expect(staff.map((u) => u.id)).toEqual([sami.id]);
  });

  it('adds booking figures and activity on request', async () => {
    const res = await list({ includeStats: true, includeActivity: true, role: 'customer' }).expect(
      200,
    );
    const { data } = zSuccess(ZAdminUserListAnswer).parse(res.body);
    const [first, second] = data.users;
    expect(first?.id).toBe(zara.id);
    expect(first?.stats).toEqual({
      totalBookings: 0,
      totalSpent: 0,
      totalDiscountGiven: 0,
      upcomingCount: 0,
    });
    expect(first?.activity).toEqual({
      activityCount: 1,
      lastActivityAt: '2026-06-17T06:00:00.000Z',
    });
    // Completed 1000 + paid 800 spent; discounts of the two bookings not cancelled; two upcoming.
    expect(second?.stats).toEqual({
      totalBookings: 3,
      totalSpent: 1800,
      totalDiscountGiven: 400,
      upcomingCount: 2,
    });
    expect(second?.activity).toEqual({
      activityCount: 2,
      lastActivityAt: '2026-06-16T10:00:00.000Z',
    });
    const quiet = (await list({ includeActivity: true, role: 'agent' }).expect(200)).body.data
      .users[0];
    expect(quiet.activity).toEqual({ activityCount: 0, lastActivityAt: null });
  });

  it('pages', async () => {
    const res = await list({ page: 2, limit: 2 }).expect(200);
    expect(res.body.data.users.map((u: { email: string }) => u.email)).toEqual([
      'sami@venue.pk',
      'bilal@partner.pk',
    ]);
    expect(res.body.data.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    await list({ limit: 101 }).expect(400);
    await list({ role: 'owner' }).expect(400);
  });

  it('is for admins only', async () => {
    await request(t.app).get('/api/v1/admin/users').expect(401);
    const staff = await createTestUser(t, { role: 'staff' });
    await request(t.app).get('/api/v1/admin/users').set(staff.headers).expect(403);
  });
});

describe('PATCH /admin/users/{id}/status', () => {
  let t: TestContext;
  let admin: SignedIn & { user: { id: string } };

  beforeAll(async () => {
    t = await createTestContext({ now: NOW });
    admin = await loginAdmin(t);
  });
  afterAll(() => t.close());

  const setStatus = (id: string, status: string) =>
    request(t.app).patch(`/api/v1/admin/users/${id}/status`).set(bearer(admin)).send({ status });

  it('suspends a user: no sign-in, no refresh, and the current access token stops working', async () => {
    const player = await registerPlayer(t);
    await request(t.app).get('/api/v1/auth/profile').set(bearer(player)).expect(200);

    const res = await setStatus(player.user.id, 'suspended').expect(200);
    const body = zSuccess(ZUserAnswer).parse(res.body);
    expect(body.data.user.status).toBe('suspended');
    expect(body.message).toBe(USER_MESSAGES.suspended);

    const login = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: player.user.email, password: player.password })
      .expect(403);
    expect(login.body.message).toMatch(/suspended/);
    await request(t.app)
      .post('/api/v1/auth/refresh-token')
      .send({ refreshToken: player.refreshToken })
      .expect(401);
    await request(t.app).get('/api/v1/auth/profile').set(bearer(player)).expect(401);

    const reactivated = await setStatus(player.user.id, 'active').expect(200);
    expect(reactivated.body.data.user.status).toBe('active');
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: player.user.email, password: player.password })
      .expect(200);
    // Sessions ended by the suspension stay ended.
    await request(t.app)
      .post('/api/v1/auth/refresh-token')
      .send({ refreshToken: player.refreshToken })
      .expect(401);
  });

  it('will not let an admin suspend themself', async () => {
    const res = await setStatus(admin.user.id, 'suspended').expect(409);
    expect(res.body.message).toBe(USER_MESSAGES.cannotSuspendSelf);
  });

  it('gives an invited user who never finished the setup back their pending status', async () => {
    const invited = await insertPerson(t, {
      firstName: 'Invited',
      lastName: 'Person',
      email: 'invited@example.com',
      status: 'pending',
      isTemporary: true,
    });
    await setStatus(invited.id, 'suspended').expect(200);
    const res = await setStatus(invited.id, 'active').expect(200);
    expect(res.body.data.user.status).toBe('pending');
  });

  it('refuses other values, unknown users and non-admins', async () => {
    const player = await createTestUser(t);
    await setStatus(player.id, 'pending').expect(400);
    await setStatus(player.id, 'banned').expect(400);
    await setStatus('9b2f6c1e-8d4a-4c3e-9f1a-2b3c4d5e6f70', 'suspended').expect(404);
    await request(t.app)
      .patch(`/api/v1/admin/users/${player.id}/status`)
      .set(player.headers)
      .send({ status: 'suspended' })
      .expect(403);
  });
});
