import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  VALIDATION_MESSAGES as V,
  ZBooking,
  ZBookingListAnswer,
  ZRecentBookingsAnswer,
  type TBooking,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { bookingEvents, bookings, paymentTransactions, users } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi.
const NOW = TEST_NOW;
const TODAY = TEST_TODAY;
const day = (n: number) => addDays(TODAY, n);

let t: TestContext;
let courtIds: string[];
let admin: TestUser;
let staff: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin', firstName: 'Venue', lastName: 'Admin' });
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t, { firstName: 'Hina', lastName: 'Raza' });
});
afterEach(async () => {
  await moveClock(t, NOW);
});
afterAll(async () => {
  await t?.close();
});

const api = (path = '') => `/api/v1/admin/bookings${path}`;

type AdminBookingBody = {
  userType?: 'existing' | 'temporary';
  user?: string;
  tempUser?: Record<string, string>;
  court?: string;
  date?: string;
  timeSlot?: { startTime: string; endTime: string };
  duration?: number;
  notes?: string;
};

function adminBody(override: AdminBookingBody = {}) {
  return {
    userType: 'existing',
    user: player.id,
    court: courtIds[0],
    date: day(1),
    timeSlot: { startTime: '10:00', endTime: '11:00' },
    duration: 60,
    ...override,
  };
}

async function adminBooks(
  override: AdminBookingBody = {},
  by: TestUser = admin,
): Promise<TBooking> {
  const res = await request(t.app)
    .post(api())
    .set(by.headers)
    .send(adminBody(override))
    .expect(201);
  return ZBooking.parse(res.body.data.booking);
}

describe('POST /admin/bookings', () => {
  it('books for an existing user and answers success with a message', async () => {
    const res = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(
        adminBody({
          date: day(1),
          timeSlot: { startTime: '08:00', endTime: '09:30' },
          duration: 90,
          notes: 'Coaching',
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Booking created successfully!' });
    const booking = ZBooking.parse(res.body.data.booking);
    expect(booking).toMatchObject({
      userId: player.id,
      customer: { firstName: 'Hina', lastName: 'Raza', email: player.email },
      totalPrice: 1600,
      status: 'pending',
      paymentMethod: 'cash',
      notes: 'Coaching',
    });
    expect(booking.history[0]?.changedBy).toEqual({
      _id: admin.id,
      name: 'Venue Admin',
      role: 'admin',
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ source: 'admin', createdBy: admin.id });
    expect((await t.deliveredMails())[0]).toMatchObject({ to: player.email });
    expect((await t.deliveredMails())[0]!.text).toContain('arrive 10 minutes before');
  });

  it('creates a temporary user with the booking and mails the complete-signup link', async () => {
    const tempUser = {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: 'Bilal.Ahmed@Example.com',
      phone: '+923331234567',
    };
    const res = await request(t.app)
      .post(api())
      .set(staff.headers)
      .send(adminBody({ userType: 'temporary', user: undefined, tempUser, date: day(2) }))
      .expect(201);
    expect(res.body.data.booking.customer).toEqual({
      ...tempUser,
      email: 'bilal.ahmed@example.com',
    });
    const [created] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'bilal.ahmed@example.com'));
    expect(created).toMatchObject({
      isTemporary: true,
      status: 'pending',
      passwordHash: null,
      role: 'user',
    });
    const invite = (await t.deliveredMails()).find((m) =>
      m.subject.startsWith('Complete your account setup'),
    );
    const link = `${t.config.publicWebUrl}/complete-signup?email=bilal.ahmed%40example.com`;
    expect(invite?.to).toBe('bilal.ahmed@example.com');
    expect(invite?.text).toContain(link);
    expect(invite?.html).toContain(link);

    const login = await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email: tempUser.email, password: 'Whatever1' })
      .expect(401);
    expect(login.body.message).toBe('Invalid email or password');
  });

  it("books for the customer's account when their e-mail is typed as a temporary user, mailing no invitation", async () => {
    const mailsBefore = (await t.deliveredMails()).length;
    const res = await request(t.app)
      .post(api())
      .set(staff.headers)
      .send(
        adminBody({
          userType: 'temporary',
          tempUser: {
            firstName: 'Copy',
            lastName: 'Cat',
            email: player.email.toUpperCase(),
            phone: '+923331234567',
          },
          date: day(3),
        }),
      )
      .expect(201);
    expect(res.body.data.booking.userId).toBe(player.id);
    expect(res.body.data.booking.customer).toMatchObject({ firstName: 'Hina', lastName: 'Raza' });
    const invitations = (await t.deliveredMails())
      .slice(mailsBefore)
      .filter((mail) => /account setup/i.test(mail.subject));
    expect(invitations).toEqual([]);
    const accounts = await t.db.select().from(users).where(eq(users.firstName, 'Copy'));
    expect(accounts).toHaveLength(0);
  });

  it('refuses a temporary user whose e-mail is a staff account, naming Existing customer, booking nothing', async () => {
    const res = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(
        adminBody({
          userType: 'temporary',
          tempUser: {
            firstName: 'Copy',
            lastName: 'Cat',
            email: staff.email,
            phone: '+923331234567',
          },
          date: day(4),
        }),
      )
      .expect(409);
    expect(res.body.message).toBe(ERROR_MESSAGES.temporaryUserEmailTaken);
    expect(res.body.message).toContain('Existing customer');
    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.date, day(4)));
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ duration: 45 }, 'duration', V.durationNotOffered],
    [{ duration: 90 }, 'duration', V.durationMismatch],
    [
      { userType: 'temporary' as const, user: undefined },
      'tempUser',
      V.temporaryUserDetailsRequired,
    ],
    [
      {
        userType: 'temporary' as const,
        tempUser: { firstName: 'Ali', lastName: '', email: 'a@b.co', phone: '+923001234567' },
      },
      'tempUser.lastName',
      V.temporaryUserDetailsRequired,
    ],
    [{ user: undefined }, 'user', 'User is required'],
    [{ court: 'x' }, 'court', V.idInvalid],
  ])('refuses %o', async (override, field, message) => {
    const res = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody(override))
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('keeps to today and 30 days ahead, in Karachi', async () => {
    const far = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody({ date: day(31) }))
      .expect(400);
    expect(far.body.message).toBe('Bookings can be made from today up to 30 days ahead');
    await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody({ date: day(-1) }))
      .expect(400);
    const gone = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody({ date: TODAY, timeSlot: { startTime: '08:00', endTime: '09:00' } }))
      .expect(409);
    expect(gone.body.message).toBe('Time slot is not available');
    // 23:30 on the 14th in UTC is already the 15th in Karachi.
    await moveClock(t, '2026-06-14T19:30:00.000Z');
    await adminBooks({ date: TODAY, timeSlot: { startTime: '07:00', endTime: '08:00' } });
    await adminBooks({ date: day(30), timeSlot: { startTime: '07:00', endTime: '08:00' } });
  });

  it('refuses a taken slot and unknown users', async () => {
    await adminBooks({ date: day(4) });
    const res = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody({ date: day(4), timeSlot: { startTime: '10:30', endTime: '11:30' } }))
      .expect(409);
    expect(res.body.message).toBe('Time slot is not available');
    const unknown = await request(t.app)
      .post(api())
      .set(admin.headers)
      .send(adminBody({ user: '00000000-0000-4000-8000-000000000000', date: day(5) }))
      .expect(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('is for staff and admins only', async () => {
    await request(t.app)
      .post(api())
      .set(player.headers)
      .send(adminBody({ date: day(6) }))
      .expect(403);
    await request(t.app)
      .post(api())
      .send(adminBody({ date: day(6) }))
      .expect(401);
  });
});

describe('GET /admin/bookings', () => {
  let listed: { a: TBooking; b: TBooking; c: TBooking; d: TBooking };
  const listDate = day(8);

  beforeAll(async () => {
    const [c1, c2] = courtIds as [string, string];
    const a = await adminBooks({
      court: c1,
      date: listDate,
      timeSlot: { startTime: '10:00', endTime: '11:00' },
    });
    const b = await adminBooks({
      court: c2,
      date: listDate,
      timeSlot: { startTime: '10:00', endTime: '11:00' },
    });
    const c = await adminBooks({
      court: c1,
      date: day(9),
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    const d = await adminBooks({
      court: c1,
      date: day(10),
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    await request(t.app)
      .patch(api(`/${b.id}/status`))
      .set(admin.headers)
      .send({ status: 'confirmed' })
      .expect(200);
    await request(t.app)
      .patch(api(`/${c.id}/status`))
      .set(admin.headers)
      .send({ status: 'cancelled' })
      .expect(200);
    listed = { a, b, c, d };
  });

  const list = async (query: string, by: TestUser = admin) => {
    const res = await request(t.app).get(api(query)).set(by.headers).expect(200);
    return ZBookingListAnswer.parse(res.body.data);
  };
  const idsOf = (answer: { bookings: TBooking[] }) => answer.bookings.map((b) => b.id).sort();
  const range = `?startDate=${listDate}&endDate=${day(10)}`;

  it('answers bookings with customer and court, and the pagination', async () => {
    const answer = await list(range);
    expect(idsOf(answer)).toEqual([listed.a.id, listed.b.id, listed.c.id, listed.d.id].sort());
    expect(answer.pagination).toEqual({ page: 1, pages: 1, total: 4, limit: 20 });
    const first = answer.bookings.find((b) => b.id === listed.a.id)!;
    expect(first.court).toEqual({ _id: courtIds[0], name: 'Court 1', location: 'Indoor hall' });
    expect(first.customer).toMatchObject({
      firstName: 'Hina',
      lastName: 'Raza',
      email: player.email,
    });
  });

  it('filters by court, status list and dates', async () => {
    expect(idsOf(await list(`${range}&courtId=${courtIds[1]}`))).toEqual([listed.b.id]);
    expect(idsOf(await list(`${range}&status=pending,confirmed`))).toEqual(
      [listed.a.id, listed.b.id, listed.d.id].sort(),
    );
    expect(idsOf(await list(`${range}&status=cancelled&status=confirmed`))).toEqual(
      [listed.b.id, listed.c.id].sort(),
    );
    expect(idsOf(await list(`?startDate=${day(9)}&endDate=${day(9)}`))).toEqual([listed.c.id]);
    const bad = await request(t.app)
      .get(api(`?startDate=${day(9)}&endDate=${day(8)}`))
      .set(admin.headers)
      .expect(400);
    expect(bad.body.message).toBe(V.dateRangeOrder);
    await request(t.app).get(api('?status=done')).set(admin.headers).expect(400);
  });

  it('pages with a limit of 20 by default and 100 at most; all lifts it', async () => {
    const paged = await list(`${range}&limit=3&page=2`);
    expect(paged.bookings).toHaveLength(1);
    expect(paged.pagination).toEqual({ page: 2, pages: 2, total: 4, limit: 3 });
    const tooMany = await request(t.app).get(api('?limit=101')).set(admin.headers).expect(400);
    expect(tooMany.body.message).toBe(V.limitInvalid(100));
    const all = await list(`${range}&all=true&limit=1`);
    expect(all.bookings).toHaveLength(4);
    expect(all.pagination).toMatchObject({ page: 1, total: 4 });
  });

  it('orders by play time either way, ended bookings included, and refuses an unknown sort', async () => {
    const startOf = (b: TBooking) => `${b.date} ${b.timeSlot.startTime}`;
    const soonest = (await list(`${range}&sort=play_asc`)).bookings;
    expect(soonest).toHaveLength(4);
    expect(soonest.map(startOf)).toEqual(soonest.map(startOf).sort());
    expect(soonest.at(-1)?.id).toBe(listed.d.id);
    const latest = (await list(`${range}&sort=play_desc`)).bookings;
    expect(latest.map(startOf)).toEqual(soonest.map(startOf).reverse());
    expect(latest[0]?.id).toBe(listed.d.id);
    await request(t.app)
      .get(api(`${range}&sort=price`))
      .set(admin.headers)
      .expect(400);
  });

  it('sorts upcoming bookings soonest first, leaving out those that have ended', async () => {
    const upcoming = await list(`${range}&sort=upcoming`);
    expect(idsOf(upcoming)).toEqual([listed.a.id, listed.b.id, listed.c.id, listed.d.id].sort());
    expect(upcoming.bookings.at(-1)?.id).toBe(listed.d.id);
    const starts = upcoming.bookings.map((b) => `${b.date} ${b.timeSlot.startTime}`);
    expect(starts).toEqual([...starts].sort());
    await moveClock(t, `${day(9)}T12:00:00.000Z`);
    const later = await list(`${range}&sort=upcoming`);
    expect(later.bookings.map((b) => b.id)).toEqual([listed.d.id]);
  });

  it('is for staff and admins only', async () => {
    await list(range, staff);
    await request(t.app).get(api()).set(player.headers).expect(403);
    await request(t.app).get(api()).expect(401);
  });
});

describe('recent and upcoming bookings', () => {
  it('lists bookings made in the last 24 hours, newest first', async () => {
    await moveClock(t, '2026-06-13T05:00:00.000Z');
    const old = await adminBooks({ date: day(12), court: courtIds[2] });
    await moveClock(t, '2026-06-15T04:00:00.000Z');
    const first = await adminBooks({
      date: day(12),
      court: courtIds[2],
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    await moveClock(t, NOW);
    const second = await adminBooks({
      date: day(12),
      court: courtIds[2],
      timeSlot: { startTime: '14:00', endTime: '15:00' },
    });

    const res = await request(t.app).get(api('/recent')).set(admin.headers).expect(200);
    const { bookings: recent } = ZRecentBookingsAnswer.parse(res.body.data);
    const ids = recent.map((b) => b.id);
    expect(ids).not.toContain(old.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    const limited = await request(t.app).get(api('/recent?limit=1')).set(admin.headers).expect(200);
    expect(limited.body.data.bookings.map((b: TBooking) => b.id)).toEqual([second.id]);
  });

  it('lists bookings starting in the next 24 hours, soonest first, not cancelled', async () => {
    const c4 = courtIds[3]!;
    const soon = await adminBooks({
      court: c4,
      date: TODAY,
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    const cancelled = await adminBooks({
      court: c4,
      date: TODAY,
      timeSlot: { startTime: '14:00', endTime: '15:00' },
    });
    await request(t.app)
      .patch(api(`/${cancelled.id}/status`))
      .set(admin.headers)
      .send({ status: 'cancelled' })
      .expect(200);
    const tomorrowEarly = await adminBooks({
      court: c4,
      date: day(1),
      timeSlot: { startTime: '09:00', endTime: '10:00' },
    });
    const tooLate = await adminBooks({
      court: c4,
      date: day(1),
      timeSlot: { startTime: '11:00', endTime: '12:00' },
    });

    const res = await request(t.app).get(api('/upcoming')).set(staff.headers).expect(200);
    const ids = (res.body.data.bookings as TBooking[]).map((b) => b.id);
    expect(ids).toContain(soon.id);
    expect(ids).toContain(tomorrowEarly.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(tooLate.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(tomorrowEarly.id));
    const limited = await request(t.app)
      .get(api('/upcoming?limit=1'))
      .set(admin.headers)
      .expect(200);
    expect(limited.body.data.bookings).toHaveLength(1);
    await request(t.app).get(api('/upcoming')).set(player.headers).expect(403);
    await request(t.app).get(api('/recent?limit=0')).set(admin.headers).expect(400);
  });
});

describe('PATCH /admin/bookings/{id}/status', () => {
  it('confirms, completes (marking cash paid) and refuses forbidden moves', async () => {
    const booking = await adminBooks({ date: day(14) });
    const confirmed = await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(admin.headers)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(confirmed.body.message).toBe(
      'Booking confirmed successfully! Email notification sent to customer.',
    );
    expect((await t.deliveredMails())[0]!.subject).toContain('confirmed');
    const completed = await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(admin.headers)
      .send({ status: 'completed' })
      .expect(200);
    expect(completed.body.message).toBe(
      'Booking completed successfully! Email notification sent to customer.',
    );
    expect(completed.body.data.booking).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
    });
    const refused = await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(admin.headers)
      .send({ status: 'cancelled' })
      .expect(409);
    expect(refused.body.message).toBe(
      'This booking is completed and its status can no longer change',
    );
  });

  it('takes confirmed, completed or cancelled only, from staff and admins', async () => {
    const booking = await adminBooks({
      date: day(14),
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    const pending = await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(admin.headers)
      .send({ status: 'pending' })
      .expect(400);
    expect(pending.body.message).toBe(V.statusInvalid);
    await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(player.headers)
      .send({ status: 'cancelled' })
      .expect(403);
    await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .send({ status: 'cancelled' })
      .expect(401);
    const cancelled = await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(staff.headers)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(cancelled.body.message).toBe(
      'Booking cancelled successfully! Email notification sent to customer.',
    );
    await request(t.app)
      .patch(api('/00000000-0000-4000-8000-000000000000/status'))
      .set(admin.headers)
      .send({ status: 'confirmed' })
      .expect(404);
  });
});

describe('DELETE /admin/bookings/{id}', () => {
  it('deletes a booking without payments, with its audit trail', async () => {
    const booking = await adminBooks({ date: day(15) });
    const res = await request(t.app)
      .delete(api(`/${booking.id}`))
      .set(admin.headers)
      .expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Booking deleted successfully' });
    await request(t.app).get(`/api/v1/bookings/${booking.id}`).set(admin.headers).expect(404);
    expect(
      await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)),
    ).toHaveLength(0);
    // The slot is free again.
    await adminBooks({ date: day(15) });
  });

  it('keeps bookings with money recorded: paid, or with a payment transaction', async () => {
    const paid = await adminBooks({ date: day(16) });
    await request(t.app)
      .patch(api(`/${paid.id}/status`))
      .set(admin.headers)
      .send({ status: 'completed' })
      .expect(200);
    const refused = await request(t.app)
      .delete(api(`/${paid.id}`))
      .set(admin.headers)
      .expect(409);
    expect(refused.body.message).toBe(
      'This booking has payments recorded and cannot be deleted. Cancel it instead.',
    );

    const withTransaction = await adminBooks({
      date: day(16),
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    });
    await t.db.insert(paymentTransactions).values({
      transactionId: `T${Date.now()}`,
      type: 'card',
      status: 'failed',
      amount: withTransaction.totalPrice,
      bookingId: withTransaction.id,
      userId: player.id,
    });
    await request(t.app)
      .delete(api(`/${withTransaction.id}`))
      .set(admin.headers)
      .expect(409);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, withTransaction.id));
    expect(row).toBeDefined();
  });

  it('is for admins only', async () => {
    const booking = await adminBooks({ date: day(17) });
    await request(t.app)
      .delete(api(`/${booking.id}`))
      .set(staff.headers)
      .expect(403);
    await request(t.app)
      .delete(api(`/${booking.id}`))
      .set(player.headers)
      .expect(403);
    await request(t.app)
      .delete(api(`/${booking.id}`))
      .expect(401);
    await request(t.app)
      .delete(api('/00000000-0000-4000-8000-000000000000'))
      .set(admin.headers)
      .expect(404);
  });
});
