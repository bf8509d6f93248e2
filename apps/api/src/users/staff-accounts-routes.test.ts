import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES as V,
  ZAdminUserListAnswer,
  ZTemporaryUserAnswer,
  ZUserChangesAnswer,
  zSuccess,
} from '@padel/contract';
import { userChanges, users } from '@padel/db';
import { createTestUser, type TestUser } from '../../test/bookings';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../test/test-context';

let t: TestContext;
let admin: TestUser;

beforeEach(async () => {
  t = await createTestContext();
  admin = await createTestUser(t, { role: 'admin', firstName: 'Hina', lastName: 'Admin' });
});
afterEach(async () => {
  await t?.close();
});

const invite = (as: TestUser, body: Record<string, string>) =>
  request(t.app).post('/api/v1/admin/users/staff').set(as.headers).send(body);
const setRole = (as: TestUser, id: string, role: string) =>
  request(t.app).patch(`/api/v1/admin/users/${id}/role`).set(as.headers).send({ role });
const setStatus = (as: TestUser, id: string, status: string) =>
  request(t.app).patch(`/api/v1/admin/users/${id}/status`).set(as.headers).send({ status });
const changesOf = async (id: string) =>
  zSuccess(ZUserChangesAnswer).parse(
    (await request(t.app).get(`/api/v1/admin/users/${id}/changes`).set(admin.headers).expect(200))
      .body,
  ).data.changes;

const newcomer = {
  firstName: 'Omar',
  lastName: 'Desk',
  email: 'omar.desk@example.com',
  phone: '+923331234567',
  role: 'staff',
};

/** The seeded admin, so that only the admins a test makes are active. */
async function retireSeededAdmin() {
  await t.db.update(users).set({ role: 'user' }).where(eq(users.email, TEST_ADMIN.email));
}

describe('POST /admin/users/staff', () => {
  it('invites a staff member who sets a password with a code and then works the desk only', async () => {
    const res = await invite(admin, newcomer).expect(201);
    const link = `${t.config.publicWebUrl}/complete-signup?email=omar.desk%40example.com`;
    expect(res.body.message).toBe(SUCCESS_MESSAGES.staffInvited(link));
    const answer = ZTemporaryUserAnswer.parse(res.body.data);
    expect(answer.user).toMatchObject({ role: 'staff', status: 'pending', isAdmin: false });
    const mail = (await t.deliveredMails()).find((m) => m.to === newcomer.email)!;
    expect(mail.html).toContain(link);
    expect(mail.text).toContain('staff account');

    // The complete-signup flow of every invited person.
    await request(t.app)
      .post('/api/v1/auth/temp-user/send-otp')
      .send({ email: newcomer.email })
      .expect(200);
    await request(t.app)
      .post('/api/v1/auth/temp-user/complete-signup')
      .send({
        email: newcomer.email,
        password: 'DeskPass1',
        otp: await t.lastCodeFor(newcomer.email),
      })
      .expect(200);
    const login = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: newcomer.email, password: 'DeskPass1' })
      .expect(200);
    const token = { Authorization: `Bearer ${login.body.data.accessToken}` };
    expect(login.body.data.user.role).toBe('staff');
    await request(t.app).get('/api/v1/admin/bookings').set(token).expect(200);
    await request(t.app).get('/api/v1/admin/users').set(token).expect(403);

    const [change] = await changesOf(answer.user.id);
    expect(change).toMatchObject({
      kind: 'invited',
      from: null,
      to: 'staff',
      by: { id: admin.id, name: 'Hina Admin' },
      at: t.clock.now().toISOString(),
    });
  });

  it('invites an admin', async () => {
    const res = await invite(admin, { ...newcomer, role: 'admin' }).expect(201);
    expect(res.body.data.user).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await t.deliveredMails()).find((m) => m.to === newcomer.email)?.text).toContain(
      'an admin account for you',
    );
  });

  it.each([
    [{ role: 'user' }, 'role', V.staffRoleInvalid],
    [{ role: '' }, 'role', V.staffRoleInvalid],
    [{ email: 'not-an-email' }, 'email', V.emailInvalidStrict],
    [{ phone: '+92030012345' }, 'phone', V.phoneInvalid],
  ])('refuses %o with the field message', async (override, field, message) => {
    const res = await invite(admin, { ...newcomer, ...override }).expect(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses an e-mail that has an account, and records nothing', async () => {
    const res = await invite(admin, { ...newcomer, email: admin.email.toUpperCase() }).expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
    expect(await t.db.select().from(userChanges)).toEqual([]);
  });

  it('is for admins only', async () => {
    const staff = await createTestUser(t, { role: 'staff' });
    await invite(staff, newcomer).expect(403);
    await request(t.app).post('/api/v1/admin/users/staff').send(newcomer).expect(401);
  });
});

describe('PATCH /admin/users/{id}/role', () => {
  it('changes a role for the next request and records who, when, from and to', async () => {
    const person = await createTestUser(t);
    await request(t.app).get('/api/v1/admin/bookings').set(person.headers).expect(403);
    const res = await setRole(admin, person.id, 'staff').expect(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.roleChanged);
    expect(res.body.data.user).toMatchObject({ id: person.id, role: 'staff' });
    await request(t.app).get('/api/v1/admin/bookings').set(person.headers).expect(200);

    t.clock.advance(60_000);
    await setRole(admin, person.id, 'user').expect(200);
    await request(t.app).get('/api/v1/admin/bookings').set(person.headers).expect(403);
    // The same role again changes nothing and records nothing.
    await setRole(admin, person.id, 'user').expect(200);

    const changes = await changesOf(person.id);
    expect(changes.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['role', 'staff', 'user'],
      ['role', 'user', 'staff'],
    ]);
    expect(changes[0]?.by?.name).toBe('Hina Admin');
    expect(new Date(changes[0]!.at).getTime() - new Date(changes[1]!.at).getTime()).toBe(60_000);

    // The list shows each person's latest change.
    const list = zSuccess(ZAdminUserListAnswer).parse(
      (await request(t.app).get('/api/v1/admin/users').set(admin.headers).expect(200)).body,
    ).data.users;
    expect(list.find((u) => u.id === person.id)?.latestChange).toMatchObject({
      kind: 'role',
      from: 'staff',
      to: 'user',
    });
    expect(list.find((u) => u.id === admin.id)?.latestChange).toBeNull();
  });

  it('refuses roles outside customer, staff and admin, and unknown people', async () => {
    const person = await createTestUser(t);
    const res = await setRole(admin, person.id, 'agent').expect(400);
    expect(res.body.errors).toContainEqual({ field: 'role', message: V.roleInvalid });
    await setRole(admin, '00000000-0000-4000-8000-000000000000', 'staff').expect(404);
    await request(t.app)
      .get('/api/v1/admin/users/00000000-0000-4000-8000-000000000000/changes')
      .set(admin.headers)
      .expect(404);
  });

  it('is for admins only', async () => {
    const staff = await createTestUser(t, { role: 'staff' });
    const person = await createTestUser(t);
    await setRole(staff, person.id, 'admin').expect(403);
    await request(t.app)
      .get(`/api/v1/admin/users/${person.id}/changes`)
      .set(staff.headers)
      .expect(403);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted: 409 with the message, and nothing changes', async () => {
    await retireSeededAdmin();
    const res = await setRole(admin, admin.id, 'staff').expect(409);
    expect(res.body.message).toBe(ERROR_MESSAGES.lastActiveAdmin);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
    expect(await changesOf(admin.id)).toEqual([]);
  });

  it('may step down once another admin is active; a suspended or invited admin does not count', async () => {
    await retireSeededAdmin();
    const other = await createTestUser(t, { role: 'admin' });
    await setStatus(admin, other.id, 'suspended').expect(200);
    await invite(admin, { ...newcomer, role: 'admin' }).expect(201);
    expect((await setRole(admin, admin.id, 'user').expect(409)).body.message).toBe(
      ERROR_MESSAGES.lastActiveAdmin,
    );
    await setStatus(admin, other.id, 'active').expect(200);
    await setRole(admin, admin.id, 'user').expect(200);
    await request(t.app).get('/api/v1/admin/users').set(admin.headers).expect(403);
  });

  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const activeAdmins = async () =>
    (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (row) => row.status === 'active',
    );

  it('survives two admins demoting each other at the same moment', async () => {
    await retireSeededAdmin();
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const service = t.services.users;
    for (let round = 0; round < 5; round += 1) {
      const a = await rowOf((await createTestUser(t, { role: 'admin' })).id);
      const b = await rowOf((await createTestUser(t, { role: 'admin' })).id);
      // Both past sign-in checks, both changes in flight at once.
      const outcomes = await Promise.allSettled([
        service.setUserRole(a, b.id, 'user'),
        service.setUserRole(b, a.id, 'staff'),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({
        status: 409,
        message: ERROR_MESSAGES.lastActiveAdmin,
      });
      expect(await activeAdmins()).toHaveLength(1);
      await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    }
  });

  it('survives a suspension and a demotion of each other at the same moment', async () => {
    await retireSeededAdmin();
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const a = await rowOf((await createTestUser(t, { role: 'admin' })).id);
    const b = await rowOf((await createTestUser(t, { role: 'admin' })).id);
    const outcomes = await Promise.allSettled([
      t.services.users.setUserStatus(a, b.id, 'suspended'),
      t.services.users.setUserRole(b, a.id, 'staff'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('over http: the second of two crossing demotions is refused, by the rule or by the lost role', async () => {
    await retireSeededAdmin();
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const a = await createTestUser(t, { role: 'admin' });
    const b = await createTestUser(t, { role: 'admin' });
    const answers = await Promise.all([setRole(a, b.id, 'user'), setRole(b, a.id, 'user')]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    // 409 when both passed the sign-in check first; 403 when the loser was already demoted.
    expect([403, 409]).toContain(statuses[1]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});

describe('PATCH /admin/users/{id}/status and the history', () => {
  it('records a suspension and a restoring, newest first', async () => {
    const person = await createTestUser(t);
    await setStatus(admin, person.id, 'suspended').expect(200);
    t.clock.advance(1_000);
    await setStatus(admin, person.id, 'active').expect(200);
    const changes = await changesOf(person.id);
    expect(changes.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['status', 'suspended', 'active'],
      ['status', 'active', 'suspended'],
    ]);
  });

  it('keeps its own-account rule before the last-admin rule', async () => {
    const res = await setStatus(admin, admin.id, 'suspended').expect(409);
    expect(res.body.message).toBe(ERROR_MESSAGES.cannotSuspendSelf);
  });
});
