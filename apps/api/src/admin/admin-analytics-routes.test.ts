import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES as V,
  ZBookingAnalyticsAnswer,
  ZDailyRevenueAnswer,
  ZRevenueAnalyticsAnswer,
  zSuccess,
} from '@padel/contract';
import { createTestUser, type TestUser } from '../../test/bookings';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { RANGE_TOO_LONG_MESSAGE } from './admin-analytics-service';
import { FIXTURE_NOW, seedFigures } from '../../test/dashboard';

describe('admin analytics', () => {
  let t: TestContext;
  let admin: SignedIn;
  let customer: TestUser;
  let fixture: Awaited<ReturnType<typeof seedFigures>>;

  beforeAll(async () => {
    t = await createTestContext({ now: FIXTURE_NOW });
    admin = await loginAdmin(t);
    customer = await createTestUser(t);
    fixture = await seedFigures(t, customer.id);
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}) =>
    request(t.app).get(`/api/v1/admin/analytics${path}`).query(query).set(bearer(admin));

  describe('GET /admin/analytics/revenue/daily-by-date', () => {
    it('counts a booking on its Karachi date across midnight', async () => {
      // The fixture's own instants: 23:30 on the 17th is 18:30 UTC, 00:30 on the 18th is 19:30 UTC on the 17th.
      expect(fixture.lateEvening.startsAt.toISOString()).toBe('2026-06-17T18:30:00.000Z');
      expect(fixture.afterMidnight.startsAt.toISOString()).toBe('2026-06-17T19:30:00.000Z');
      const res = await get('/revenue/daily-by-date', {
        start: '2026-06-17',
        end: '2026-06-18',
      }).expect(200);
      const body = zSuccess(ZDailyRevenueAnswer).parse(res.body);
      expect(body.data.daily).toEqual([
        { _id: '2026-06-17', revenue: 2600 },
        { _id: '2026-06-18', revenue: 1000 },
      ]);
    });

    it('reads instants as the Karachi dates they fall on', async () => {
      // 19:00 UTC on the 16th is midnight of the 17th in Karachi.
      const res = await get('/revenue/daily-by-date', {
        start: '2026-06-16T19:00:00.000Z',
        end: '2026-06-17T18:59:59.999Z',
      }).expect(200);
      expect(res.body.data.daily).toEqual([{ _id: '2026-06-17', revenue: 2600 }]);
    });

    it('answers a whole year of days with revenue only', async () => {
      const res = await get('/revenue/daily-by-date', {
        start: '2025-07-02',
        end: '2026-07-02',
      }).expect(200);
      expect(res.body.data.daily).toEqual([
        { _id: '2026-05-31', revenue: 1000 },
        { _id: '2026-06-10', revenue: 1800 },
        { _id: '2026-06-15', revenue: 1000 },
        { _id: '2026-06-17', revenue: 2600 },
        { _id: '2026-06-18', revenue: 1000 },
        { _id: '2026-07-01', revenue: 1000 },
      ]);
    });

    it('refuses ranges backwards or longer than 366 days', async () => {
      const backwards = await get('/revenue/daily-by-date', {
        start: '2026-06-18',
        end: '2026-06-17',
      }).expect(400);
      expect(backwards.body.message).toBe(V.dateRangeOrder);
      const long = await get('/revenue/daily-by-date', {
        start: '2025-06-17',
        end: '2026-06-18',
      }).expect(400);
      expect(long.body.message).toBe(RANGE_TOO_LONG_MESSAGE);
      await get('/revenue/daily-by-date', { start: 'yesterday', end: '2026-06-18' }).expect(400);
      await get('/revenue/daily-by-date', { start: '2026-06-01' }).expect(400);
    });
  });

  describe('GET /admin/analytics/bookings', () => {
    it('counts June by status, court, payment method and day', async () => {
      const res = await get('/bookings', { startDate: '2026-06-01', endDate: '2026-06-30' }).expect(
        200,
      );
      const { data } = zSuccess(ZBookingAnalyticsAnswer).parse(res.body);
      const { c1, c2, c3 } = fixture.courts;
      expect(data).toEqual({
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        totalBookings: 9,
        byStatus: { pending: 2, confirmed: 4, completed: 3, cancelled: 1 },
        byCourt: [
          { court: { _id: c1.id, name: c1.name, location: c1.location }, bookings: 5 },
          { court: { _id: c2.id, name: c2.name, location: c2.location }, bookings: 2 },
          { court: { _id: c3.id, name: c3.name, location: c3.location }, bookings: 2 },
        ],
        byPaymentMethod: { cash: 7, jazzcash_card: 1, jazzcash_mwallet: 1 },
        daily: [
          { _id: '2026-06-10', bookings: 1 },
          { _id: '2026-06-15', bookings: 1 },
          { _id: '2026-06-17', bookings: 5 },
          { _id: '2026-06-18', bookings: 1 },
          { _id: '2026-06-25', bookings: 1 },
        ],
      });
    });

    it('covers the last 30 days up to today without dates', async () => {
      const res = await get('/bookings').expect(200);
      expect(res.body.data.startDate).toBe('2026-05-19');
      expect(res.body.data.endDate).toBe('2026-06-17');
      // 31 May, 10, 15 and 17 June (five of them, one cancelled aside).
      expect(res.body.data.totalBookings).toBe(8);
    });

    it('refuses an end before the start', async () => {
      const res = await get('/bookings', { startDate: '2026-06-30', endDate: '2026-06-01' }).expect(
        400,
      );
      expect(res.body.message).toBe(V.dateRangeOrder);
    });
  });

  describe('GET /admin/analytics/revenue', () => {
    it('sums paid or completed bookings by court, payment method and day', async () => {
      const res = await get('/revenue', { startDate: '2026-06-01', endDate: '2026-06-30' }).expect(
        200,
      );
      const { data } = zSuccess(ZRevenueAnalyticsAnswer).parse(res.body);
      const { c1, c2, c3 } = fixture.courts;
      expect(data).toEqual({
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        totalRevenue: 6400,
        paidBookings: 6,
        byCourt: [
          {
            court: { _id: c1.id, name: c1.name, location: c1.location },
            revenue: 4400,
            bookings: 4,
          },
          {
            court: { _id: c2.id, name: c2.name, location: c2.location },
            revenue: 1000,
            bookings: 1,
          },
          {
            court: { _id: c3.id, name: c3.name, location: c3.location },
            revenue: 1000,
            bookings: 1,
          },
        ],
        byPaymentMethod: { cash: 5400, jazzcash_card: 0, jazzcash_mwallet: 1000 },
        daily: [
          { _id: '2026-06-10', revenue: 1800 },
          { _id: '2026-06-15', revenue: 1000 },
          { _id: '2026-06-17', revenue: 2600 },
          { _id: '2026-06-18', revenue: 1000 },
        ],
      });
    });
  });

  it('is for admins only', async () => {
    for (const path of [
      '/bookings',
      '/revenue',
      '/revenue/daily-by-date?start=2026-06-01&end=2026-06-02',
    ]) {
      await request(t.app).get(`/api/v1/admin/analytics${path}`).expect(401);
      await request(t.app).get(`/api/v1/admin/analytics${path}`).set(customer.headers).expect(403);
    }
  });
});
