import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ZBooking } from '@padel/contract';
import { addDays } from '@padel/domain';
import { users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// A walk-in at the desk: a name and a phone, the e-mail left empty.

let t: TestContext;
let courtIds: string[];
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
  staff = await createTestUser(t, { role: 'staff' });
});
afterAll(async () => {
  await t?.close();
});

const WALK_IN = { firstName: 'Usman', lastName: 'Tariq', email: '', phone: '0321 7654321' };

function bookWalkIn(tempUser: Record<string, string>, dayOffset: number, startTime = '12:00') {
  const endHour = String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0');
  return request(t.app)
    .post('/api/v1/admin/bookings')
    .set(staff.headers)
    .send({
      userType: 'temporary',
      tempUser,
      court: courtIds[0],
      date: addDays(TEST_TODAY, dayOffset),
      timeSlot: { startTime, endTime: `${endHour}:00` },
      duration: 60,
    });
}

const accountsWithPhone = (phone: string) =>
  t.db.select().from(users).where(eq(users.phone, phone));

describe('a walk-in booked without an e-mail', () => {
  let walkInId: string;

  it('is booked with a name and a phone; no mail goes and no failure is logged', async () => {
    const mailsBefore = (await t.deliveredMails()).length;
    const logsBefore = t.logLines.length;
    const res = await bookWalkIn(WALK_IN, 1).expect(201);
    const booking = ZBooking.parse(res.body.data.booking);
    expect(booking.customer).toEqual({
      firstName: 'Usman',
      lastName: 'Tariq',
      email: null,
      phone: '+923217654321',
    });
    const [account] = await accountsWithPhone('+923217654321');
    expect(account).toMatchObject({ email: null, isTemporary: true, status: 'pending' });
    walkInId = account!.id;
    // Mail may be handed over after the answer: give it a moment, then nothing may have gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.deliveredMails()).slice(mailsBefore)).toEqual([]);
    const failures = t.logLines.slice(logsBefore).filter((line) => /"level":(50|40)/.test(line));
    expect(failures).toEqual([]);
  });

  it('a second visit with the same phone books for the same walk-in account', async () => {
    const res = await bookWalkIn({ ...WALK_IN, phone: '+92 321 7654321' }, 2).expect(201);
    expect(res.body.data.booking.userId).toBe(walkInId);
    expect(await accountsWithPhone('+923217654321')).toHaveLength(1);
  });

  it('still needs the name and the phone', async () => {
    const res = await bookWalkIn({ ...WALK_IN, phone: '' }, 3).expect(400);
    expect(JSON.stringify(res.body)).toContain('phone');
  });

  it('cannot sign in, ask a set-up code or reset a password: no e-mail reaches the account', async () => {
    const mailsBefore = (await t.deliveredMails()).length;
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: '', password: 'Whatever1' })
      .expect(400);
    await request(t.app).post('/api/v1/auth/forgot-password').send({ email: '' }).expect(400);
    await request(t.app)
      .post('/api/v1/auth/temp-user/send-otp')
      .send({ email: 'null' })
      .expect(400);
    expect((await t.deliveredMails()).slice(mailsBefore)).toEqual([]);
  });

  it('staff add an e-mail later; the person then gets a set-up code and signs in', async () => {
    const res = await request(t.app)
      .patch(`/api/v1/admin/users/${walkInId}/email`)
      .set(staff.headers)
      .send({ email: 'Usman.Tariq@Example.com' })
      .expect(200);
    expect(res.body.data.user).toMatchObject({ _id: walkInId, email: 'usman.tariq@example.com' });

    await request(t.app)
      .post('/api/v1/auth/temp-user/send-otp')
      .send({ email: 'usman.tariq@example.com' })
      .expect(200);
    const otp = await t.waitForCode('usman.tariq@example.com');
    const done = await request(t.app)
      .post('/api/v1/auth/temp-user/complete-signup')
      .send({ email: 'usman.tariq@example.com', password: 'Padel2026', otp })
      .expect(200);
    expect(done.body.data.user).toMatchObject({ _id: walkInId, status: 'active' });
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: 'usman.tariq@example.com', password: 'Padel2026' })
      .expect(200);
  });

  it('answers 409 when the e-mail is another account’s, or the account already has one', async () => {
    await bookWalkIn({ ...WALK_IN, firstName: 'Ali', phone: '03009998877' }, 4).expect(201);
    const [other] = await accountsWithPhone('+923009998877');
    const clash = await request(t.app)
      .patch(`/api/v1/admin/users/${other!.id}/email`)
      .set(admin.headers)
      .send({ email: staff.email.toUpperCase() })
      .expect(409);
    expect(clash.body.message).toBe(ERROR_MESSAGES.userEmailTaken);
    const [unchanged] = await accountsWithPhone('+923009998877');
    expect(unchanged?.email).toBeNull();

    const again = await request(t.app)
      .patch(`/api/v1/admin/users/${walkInId}/email`)
      .set(admin.headers)
      .send({ email: 'another@example.com' })
      .expect(409);
    expect(again.body.message).toBe(ERROR_MESSAGES.userEmailAlreadySet);

    await request(t.app)
      .patch(`/api/v1/admin/users/${other!.id}/email`)
      .set(admin.headers)
      .send({ email: 'not-an-email' })
      .expect(400);
  });

  it('players cannot add e-mails to accounts', async () => {
    const player = await createTestUser(t);
    await request(t.app)
      .patch(`/api/v1/admin/users/${walkInId}/email`)
      .set(player.headers)
      .send({ email: 'x@example.com' })
      .expect(403);
  });
});

describe('migration 0016: users.email may be null', () => {
  it('keeps many accounts without e-mail, and one account per e-mail whatever its case', async () => {
    const insert = (email: string | null, phone: string) =>
      t.db.execute(sql`insert into users (first_name, last_name, email, phone)
        values ('Walk', 'In', ${email}, ${phone})`);
    await insert(null, '+923110000001');
    await insert(null, '+923110000002');
    await insert('Case@Example.com', '+923110000003');
    await expect(insert('case@example.COM', '+923110000004')).rejects.toThrow();
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where phone like '+92311000000%' and email is null`,
    );
    expect(rows[0]?.n).toBe(2);
  });
});
