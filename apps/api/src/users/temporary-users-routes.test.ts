import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as V, ZTemporaryUserAnswer } from '@padel/contract';
import { createTestUser, type TestUser } from '../../test/bookings';
import { users } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;
let admin: TestUser;
let staff: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await createTestUser(t, { role: 'admin' });
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t);
});
afterAll(async () => {
  await t?.close();
});

const api = '/api/v1/admin/users/temporary';
const person = (override: Record<string, string> = {}) => ({
  firstName: 'Zara',
  lastName: 'Malik',
  email: 'zara.malik@example.com',
  phone: '+923211234567',
  ...override,
});

describe('POST /admin/users/temporary', () => {
  it('creates an invited user and mails the complete-signup link', async () => {
    const res = await request(t.app).post(api).set(admin.headers).send(person()).expect(201);
    const link = `${t.config.publicWebUrl}/complete-signup?email=zara.malik%40example.com`;
    expect(res.body.message).toBe(SUCCESS_MESSAGES.temporaryUserCreated(link));
    expect(res.body.message).toContain(link);
    const answer = ZTemporaryUserAnswer.parse(res.body.data);
    expect(answer.signupLink).toBe(link);
    expect(answer.user).toMatchObject({
      email: 'zara.malik@example.com',
      role: 'user',
      status: 'pending',
      isEmailVerified: false,
    });

    const [row] = await t.db.select().from(users).where(eq(users.email, 'zara.malik@example.com'));
    expect(row).toMatchObject({ isTemporary: true, status: 'pending', passwordHash: null });
    const mail = (await t.deliveredMails())[0]!;
    expect(mail.to).toBe('zara.malik@example.com');
    expect(mail.subject).toContain('Padel Arena');
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(link);
  });

  it('lets the invited person finish the setup with a code, then log in', async () => {
    const email = 'invited.person@example.com';
    await request(t.app).post(api).set(admin.headers).send(person({ email })).expect(201);
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email, password: 'Secret123' })
      .expect(401);
    await request(t.app).post('/api/v1/auth/temp-user/send-otp').send({ email }).expect(200);
    const otp = await t.lastCodeFor(email);
    await request(t.app)
      .post('/api/v1/auth/temp-user/complete-signup')
      .send({ email, password: 'Secret123', otp })
      .expect(200);
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email, password: 'Secret123' })
      .expect(200);
  });

  it('refuses an e-mail that already has an account', async () => {
    const res = await request(t.app)
      .post(api)
      .set(admin.headers)
      .send(person({ email: player.email.toUpperCase() }))
      .expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
    await request(t.app)
      .post(api)
      .set(admin.headers)
      .send(person({ email: 'twice@example.com' }))
      .expect(201);
    await request(t.app)
      .post(api)
      .set(admin.headers)
      .send(person({ email: 'twice@example.com' }))
      .expect(409);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: 'M' }, 'lastName', 'Last name must be at least 2 characters long'],
    [{ email: 'not-an-email' }, 'email', V.emailInvalidStrict],
    [{ phone: '+92030012345' }, 'phone', V.phoneInvalid],
    [{ phone: '+92' }, 'phone', V.phoneRequired],
  ])('refuses %o with the field message', async (override, field, message) => {
    const res = await request(t.app)
      .post(api)
      .set(admin.headers)
      .send(person(override))
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('is a booking-desk call: staff and admins, not customers', async () => {
    await request(t.app)
      .post(api)
      .set(staff.headers)
      .send(person({ email: 'desk@example.com' }))
      .expect(201);
    await request(t.app)
      .post(api)
      .set(player.headers)
      .send(person({ email: 'nope@example.com' }))
      .expect(403);
    await request(t.app)
      .post(api)
      .send(person({ email: 'nope@example.com' }))
      .expect(401);
  });
});
