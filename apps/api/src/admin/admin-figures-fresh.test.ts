import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { bookings, users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// The dashboard, the heatmap and the bookings list may keep what they read in memory; every
// answer must show a booking, a cancel or a completion made just before it, whether made
// through the api or written straight to the database.

let t: TestContext;
let admin: TestUser;
let player: TestUser;
let courtIds: string[];

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
  player = await createTestUser(t, { firstName: 'Hina', lastName: 'Raza' });
});
afterAll(async () => {
  await t?.close();
});

type Stats = { totalBookings: number; totalRevenue: number; activeBookings: number };

async function stats(): Promise<Stats> {
  const res = await request(t.app)
    .get('/api/v1/admin/dashboard/stats?period=today')
    .set(admin.headers)
    .expect(200);
  return res.body.data as Stats;
}

async function revenueOfToday(): Promise<number> {
  const res = await request(t.app)
    .get('/api/v1/admin/analytics/revenue/daily-by-date')
    .query({ start: addDays(TEST_TODAY, -365), end: TEST_TODAY })
    .set(admin.headers)
    .expect(200);
  const daily = res.body.data.daily as { _id: string; revenue: number }[];
  return daily.find((day) => day._id === TEST_TODAY)?.revenue ?? 0;
}

type Listed = { id: string; status: string; customer: { firstName: string } };

async function activeTab(): Promise<{ ids: string[]; total: number; rows: Listed[] }> {
  const res = await request(t.app)
    .get('/api/v1/admin/bookings')
    .query({
      status: 'confirmed,pending',
      startDate: addDays(TEST_TODAY, -1),
      endDate: addDays(TEST_TODAY, 5),
      page: 1,
      limit: 20,
    })
    .set(admin.headers)
    .expect(200);
  const rows = res.body.data.bookings as Listed[];
  return { ids: rows.map((b) => b.id), total: res.body.data.pagination.total, rows };
}

async function book(startTime: string): Promise<{ id: string; totalPrice: number }> {
  const res = await request(t.app)
    .post('/api/v1/admin/bookings')
    .set(admin.headers)
    .send({
      userType: 'existing',
      user: player.id,
      court: courtIds[0],
      date: TEST_TODAY,
      timeSlot: { startTime, endTime: `${Number(startTime.slice(0, 2)) + 1}:00` },
      duration: 60,
    })
    .expect(201);
  return res.body.data.booking as { id: string; totalPrice: number };
}

const setStatus = (id: string, status: string) =>
  request(t.app)
    .patch(`/api/v1/admin/bookings/${id}/status`)
    .set(admin.headers)
    .send({ status })
    .expect(200);

/** Asks every figure twice, so a second answer could come from memory. */
async function readTwice() {
  const first = { stats: await stats(), revenue: await revenueOfToday(), list: await activeTab() };
  const second = { stats: await stats(), revenue: await revenueOfToday(), list: await activeTab() };
  expect(second).toEqual(first);
  return second;
}

describe('admin figures right after a change', () => {
  it('count a booking, its completion and a cancellation at once', async () => {
    const before = await readTwice();

    const made = await book('18:00');
    const booked = await readTwice();
    expect(booked.stats.totalBookings).toBe(before.stats.totalBookings + 1);
    expect(booked.stats.activeBookings).toBe(before.stats.activeBookings + 1);
    expect(booked.list.total).toBe(before.list.total + 1);
    expect(booked.list.ids).toContain(made.id);
    expect(booked.revenue).toBe(before.revenue);

    await setStatus(made.id, 'completed');
    const completed = await readTwice();
    expect(completed.stats.totalRevenue).toBe(before.stats.totalRevenue + made.totalPrice);
    expect(completed.stats.activeBookings).toBe(before.stats.activeBookings);
    expect(completed.revenue).toBe(before.revenue + made.totalPrice);
    expect(completed.list.ids).not.toContain(made.id);

    const other = await book('20:00');
    expect((await readTwice()).stats.totalBookings).toBe(before.stats.totalBookings + 2);
    await setStatus(other.id, 'cancelled');
    const cancelled = await readTwice();
    expect(cancelled.stats.totalBookings).toBe(before.stats.totalBookings + 1);
    expect(cancelled.stats.activeBookings).toBe(before.stats.activeBookings);
    expect(cancelled.list.ids).not.toContain(other.id);
  });

  it('show changes written straight to the database', async () => {
    const made = await book('21:00');
    const before = await readTwice();
    expect(before.list.ids).toContain(made.id);

    await t.db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, made.id));
    const paid = await readTwice();
    expect(paid.stats.totalRevenue).toBe(before.stats.totalRevenue + made.totalPrice);
    expect(paid.revenue).toBe(before.revenue + made.totalPrice);

    await t.db.update(users).set({ firstName: 'Amna' }).where(eq(users.id, player.id));
    const renamed = await readTwice();
    expect(renamed.list.rows.find((b) => b.id === made.id)?.customer.firstName).toBe('Amna');

    // An hour later the 21:00 booking is still to run; moved to 07:00 it is over.
    await t.db.execute(
      sql`update ${bookings} set start_time = '07:00', end_time = '08:00',
        starts_at = starts_at - interval '14 hours', ends_at = ends_at - interval '14 hours'
        where id = ${made.id}`,
    );
    expect((await readTwice()).stats.activeBookings).toBe(before.stats.activeBookings - 1);

    await t.db.delete(bookings).where(eq(bookings.id, made.id));
    const removed = await readTwice();
    expect(removed.stats.totalBookings).toBe(before.stats.totalBookings - 1);
    expect(removed.revenue).toBe(before.revenue);
    expect(removed.list.ids).not.toContain(made.id);
  });

  it('refuse a caller suspended or demoted a moment ago', async () => {
    const other = await createTestUser(t, { role: 'admin' });
    const asOther = () => request(t.app).get('/api/v1/admin/dashboard/stats').set(other.headers);
    await asOther().expect(200);
    await asOther().expect(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
    await asOther().expect(403);
    await t.db
      .update(users)
      .set({ role: 'admin', status: 'suspended' })
      .where(eq(users.id, other.id));
    await asOther().expect(401);
  });
});
