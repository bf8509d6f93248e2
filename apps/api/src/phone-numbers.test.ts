// Every door that takes a phone stores it as '+92' and 10 digits, however it was written, and
// refuses what is not a Pakistani number with the spec's message (product doc §5 "Phone").
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '@padel/contract';
import { addDays } from '@padel/domain';
import { notificationPreferences, users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../test/now';
import { createTestContext, type TestContext } from '../test/test-context';
import { startWhatsAppSandbox } from '../test/whatsapp';

const STORED = '+923001234567';
/** The same number as people type and paste it. */
const WRITTEN = ['03001234567', '0300 1234567', '+92-300-1234567', '0092 300 1234567'] as const;
/** '+92' with the trunk 0 kept and a digit short: not a number. */
const WRONG = '+92030012345';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
let admin: TestUser;
let staff: TestUser;
let courtId: string;
let sequence = 0;

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ now: TEST_NOW, env: sandbox.env });
  admin = await createTestUser(t, { role: 'admin' });
  staff = await createTestUser(t, { role: 'staff' });
  [courtId] = (await listCourtIds(t)) as [string];
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const nextEmail = (door: string) => {
  sequence += 1;
  return `phone-${door}-${sequence}@example.com`;
};

async function storedPhoneOf(email: string): Promise<string | null | undefined> {
  const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.email, email));
  return row?.phone;
}

function expectRefused(res: request.Response, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.errors).toContainEqual({ field, message: V.phoneInvalid });
}

describe('POST /auth/register and /auth/verify-email', () => {
  const person = (email: string, phone: string) => ({
    firstName: 'Ayesha',
    lastName: 'Khan',
    email,
    password: 'Secret123',
    phone,
  });

  it.each(WRITTEN)('makes the account with %s stored as +923001234567', async (phone) => {
    const email = nextEmail('register');
    await request(t.app).post('/api/v1/auth/register').send(person(email, phone)).expect(200);
    const otp = await t.waitForCode(email);
    const res = await request(t.app)
      .post('/api/v1/auth/verify-email')
      .send({ ...person(email, phone), otp })
      .expect(201);
    expect(res.body.data.user.phone).toBe(STORED);
    expect(await storedPhoneOf(email)).toBe(STORED);
  });

  it('refuses +92030012345 at both steps and makes no account', async () => {
    const email = nextEmail('register');
    expectRefused(
      await request(t.app).post('/api/v1/auth/register').send(person(email, WRONG)),
      'phone',
    );
    expectRefused(
      await request(t.app)
        .post('/api/v1/auth/verify-email')
        .send({ ...person(email, WRONG), otp: '123456' }),
      'phone',
    );
    expect(await storedPhoneOf(email)).toBeUndefined();
  });
});

describe('PUT /auth/profile', () => {
  async function playerWithoutPhone() {
    const player = await createTestUser(t);
    // An account made by social sign-in has an empty phone until its first booking.
    await t.db.update(users).set({ phone: '' }).where(eq(users.id, player.id));
    return player;
  }
  const update = (player: TestUser, phone: string) =>
    request(t.app)
      .put('/api/v1/auth/profile')
      .set(player.headers)
      .send({ firstName: 'Sara', lastName: 'Ahmed', phone });

  it.each(WRITTEN)('adds a missing phone written %s as +923001234567', async (phone) => {
    const player = await playerWithoutPhone();
    const res = await update(player, phone).expect(200);
    expect(res.body.data.user.phone).toBe(STORED);
    expect(await storedPhoneOf(player.email)).toBe(STORED);
  });

  it('refuses +92030012345 and leaves the account without a phone', async () => {
    const player = await playerWithoutPhone();
    expectRefused(await update(player, WRONG), 'phone');
    expect(await storedPhoneOf(player.email)).toBe('');
  });

  it('never changes a phone the account already has (spec: phone cannot be changed)', async () => {
    const player = await createTestUser(t);
    await update(player, '0321 7654321').expect(200);
    expect(await storedPhoneOf(player.email)).toBe(STORED);
  });
});

describe('POST /admin/users/temporary and /admin/users/staff', () => {
  it.each(WRITTEN)('stores the invited person’s %s as +923001234567', async (phone) => {
    const temporary = nextEmail('temporary');
    await request(t.app)
      .post('/api/v1/admin/users/temporary')
      .set(admin.headers)
      .send({ firstName: 'Zara', lastName: 'Malik', email: temporary, phone })
      .expect(201);
    expect(await storedPhoneOf(temporary)).toBe(STORED);

    const invited = nextEmail('staff');
    await request(t.app)
      .post('/api/v1/admin/users/staff')
      .set(admin.headers)
      .send({ firstName: 'Omar', lastName: 'Farooq', email: invited, phone, role: 'staff' })
      .expect(201);
    expect(await storedPhoneOf(invited)).toBe(STORED);
  });

  it('refuses +92030012345 for both', async () => {
    for (const path of ['/api/v1/admin/users/temporary', '/api/v1/admin/users/staff']) {
      const email = nextEmail('refused');
      const res = await request(t.app)
        .post(path)
        .set(admin.headers)
        .send({ firstName: 'Zara', lastName: 'Malik', email, phone: WRONG, role: 'staff' });
      expectRefused(res, 'phone');
      expect(await storedPhoneOf(email)).toBeUndefined();
    }
  });
});

describe('bookings for a new customer', () => {
  let hour = 7;
  const nextSlot = () => {
    hour += 1;
    return { date: addDays(TEST_TODAY, 3 + Math.floor(hour / 20)), start: 8 + (hour % 12) };
  };
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;

  it.each(WRITTEN)(
    'the console’s wizard stores a temporary user’s %s as +923001234567',
    async (phone) => {
      const email = nextEmail('wizard');
      const { date, start } = nextSlot();
      await request(t.app)
        .post('/api/v1/admin/bookings')
        .set(admin.headers)
        .send({
          userType: 'temporary',
          tempUser: { firstName: 'Hina', lastName: 'Raza', email, phone },
          court: courtId,
          date,
          timeSlot: { startTime: time(start), endTime: time(start + 1) },
          duration: 60,
        })
        .expect(201);
      expect(await storedPhoneOf(email)).toBe(STORED);
    },
  );

  it.each(WRITTEN)(
    'the desk’s booking stores the customer’s %s as +923001234567',
    async (phone) => {
      const email = nextEmail('desk');
      const { date, start } = nextSlot();
      const res = await request(t.app)
        .post('/api/v1/bookings')
        .set(staff.headers)
        .send({
          courtId,
          date,
          startTime: time(start),
          durationMinutes: 60,
          customer: { firstName: 'Walk', lastName: 'In', email, phone },
        })
        .expect(201);
      expect(res.body.data.booking.customer.phone).toBe(STORED);
      expect(await storedPhoneOf(email)).toBe(STORED);
    },
  );

  it('refuses +92030012345 for the wizard’s temporary user and the desk’s customer', async () => {
    const { date, start } = nextSlot();
    const wizardEmail = nextEmail('wizard');
    expectRefused(
      await request(t.app)
        .post('/api/v1/admin/bookings')
        .set(admin.headers)
        .send({
          userType: 'temporary',
          tempUser: { firstName: 'Hina', lastName: 'Raza', email: wizardEmail, phone: WRONG },
          court: courtId,
          date,
          timeSlot: { startTime: time(start), endTime: time(start + 1) },
          duration: 60,
        }),
      'tempUser.phone',
    );
    const deskEmail = nextEmail('desk');
    expectRefused(
      await request(t.app)
        .post('/api/v1/bookings')
        .set(staff.headers)
        .send({
          courtId,
          date,
          startTime: time(start),
          durationMinutes: 60,
          customer: { firstName: 'Walk', lastName: 'In', email: deskEmail, phone: WRONG },
        }),
      'customer.phone',
    );
    expect(await storedPhoneOf(wizardEmail)).toBeUndefined();
    expect(await storedPhoneOf(deskEmail)).toBeUndefined();
  });
});

describe('POST /admin/api-keys with a new agent', () => {
  const createKey = (email: string, phone: string) =>
    request(t.app)
      .post('/api/v1/admin/api-keys')
      .set(admin.headers)
      .send({ name: 'Partner Co', agentFirstName: 'Bilal', agentLastName: 'Shah', email, phone });

  it.each(WRITTEN)('stores the agent’s %s as +923001234567', async (phone) => {
    const email = nextEmail('agent');
    await createKey(email, phone).expect(201);
    expect(await storedPhoneOf(email)).toBe(STORED);
  });

  it('refuses +92030012345', async () => {
    const email = nextEmail('agent');
    expectRefused(await createKey(email, WRONG), 'phone');
    expect(await storedPhoneOf(email)).toBeUndefined();
  });
});

describe('PUT /notifications/settings', () => {
  async function savedWhatsAppPhone(player: TestUser) {
    const [row] = await t.db
      .select({ phone: notificationPreferences.whatsappPhone })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, player.id));
    return row?.phone;
  }
  const optIn = (player: TestUser, whatsappPhone: string) =>
    request(t.app)
      .put('/api/v1/notifications/settings')
      .set(player.headers)
      .send({ whatsappOptIn: true, whatsappPhone });

  it.each(WRITTEN)('stores the WhatsApp number %s as +923001234567', async (phone) => {
    const player = await createTestUser(t);
    const res = await optIn(player, phone).expect(200);
    expect(res.body.data.whatsappPhone).toBe(STORED);
    expect(await savedWhatsAppPhone(player)).toBe(STORED);
  });

  it('refuses +92030012345', async () => {
    const player = await createTestUser(t);
    expectRefused(await optIn(player, WRONG), 'whatsappPhone');
    expect(await savedWhatsAppPhone(player)).toBeUndefined();
  });
});
