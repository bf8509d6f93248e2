import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBookingInstants } from '@padel/domain';
import { bookings } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';

// The dashboard and the heatmap read per-court day totals that triggers keep beside the
// bookings. Whatever writes to the bookings, straight to the database included, the totals
// must equal a fresh count of the bookings.

let t: TestContext;
let admin: TestUser;
let player: TestUser;
let courtIds: string[];
let sequence = 0;

beforeAll(async () => {
  t = await createTestContext();
  admin = await createTestUser(t, { role: 'admin' });
  player = await createTestUser(t);
  courtIds = await listCourtIds(t);
});
afterAll(() => t.close());

async function insertBooking(values: {
  court: number;
  date: string;
  hour: number;
  status: string;
  paymentStatus: string;
  price: number;
}) {
  sequence += 1;
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const slot = { date: values.date, startTime: hh(values.hour), endTime: hh(values.hour + 1) };
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `TOTALS-${sequence}`,
      userId: player.id,
      courtId: courtIds[values.court]!,
      ...slot,
      ...computeBookingInstants(slot),
      durationMinutes: 60,
      status: values.status,
      paymentStatus: values.paymentStatus,
      paymentMethod: 'cash',
      totalPrice: values.price,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

type Totals = { date: string; court: string; bookings: number; minutes: number; revenue: number };

async function keptTotals(): Promise<Totals[]> {
  const { rows } = await t.db.execute(sql`
    select to_char(date, 'YYYY-MM-DD') as date, court_id::text as court, bookings,
      booked_minutes as minutes, revenue::int as revenue
    from booking_day_totals
    where bookings <> 0 or booked_minutes <> 0 or revenue <> 0
    order by 1, 2`);
  return rows as Totals[];
}

async function countedTotals(): Promise<Totals[]> {
  const { rows } = await t.db.execute(sql`
    select * from (
      select to_char(date, 'YYYY-MM-DD') as date, court_id::text as court,
        (count(*) filter (where status <> 'cancelled'))::int as bookings,
        coalesce(sum(duration_minutes) filter (where status <> 'cancelled'), 0)::int as minutes,
        coalesce(sum(total_price) filter (where payment_status = 'paid' or status = 'completed'), 0)::int as revenue
      from bookings group by 1, 2) counted
    where bookings <> 0 or minutes <> 0 or revenue <> 0
    order by 1, 2`);
  return rows as Totals[];
}

describe('per-court day totals', () => {
  it('follow every insert, change and delete of a booking', async () => {
    const paid = await insertBooking({
      court: 0,
      date: '2026-06-10',
      hour: 10,
      status: 'confirmed',
      paymentStatus: 'paid',
      price: 1800,
    });
    const pending = await insertBooking({
      court: 1,
      date: '2026-06-10',
      hour: 11,
      status: 'pending',
      paymentStatus: 'pending',
      price: 2000,
    });
    const completed = await insertBooking({
      court: 0,
      date: '2026-06-11',
      hour: 9,
      status: 'completed',
      paymentStatus: 'pending',
      price: 1500,
    });
    expect(await keptTotals()).toEqual(await countedTotals());
    expect((await keptTotals()).length).toBeGreaterThanOrEqual(3);

    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, pending));
    await t.db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, pending));
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, paid));
    await t.db
      .update(bookings)
      .set({ date: '2026-06-12', courtId: courtIds[2]!, totalPrice: 1600 })
      .where(eq(bookings.id, completed));
    expect(await keptTotals()).toEqual(await countedTotals());

    await t.db.delete(bookings).where(eq(bookings.id, pending));
    expect(await keptTotals()).toEqual(await countedTotals());

    const res = await request(t.app)
      .get('/api/v1/admin/analytics/revenue/daily-by-date?start=2026-06-01&end=2026-06-30')
      .set(admin.headers)
      .expect(200);
    // The paid booking was cancelled (still paid: it counts), the completed one moved.
    expect(res.body.data.daily).toEqual([
      { _id: '2026-06-10', revenue: 1800 },
      { _id: '2026-06-12', revenue: 1600 },
    ]);
  });
});
