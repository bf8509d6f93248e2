import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboardStats, zSuccess } from '@padel/contract';
import { createTestUser, type TestUser } from '../../test/bookings';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { FIGURES, FIXTURE_NOW, seedFigures } from '../../test/dashboard';
import { periodRange, toUtilization } from './dashboard-service';

describe('GET /admin/dashboard/stats', () => {
  let t: TestContext;
  let admin: SignedIn;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestContext({ now: FIXTURE_NOW });
    admin = await loginAdmin(t);
    customer = await createTestUser(t);
    await seedFigures(t, customer.id);
  });
  afterAll(() => t.close());

  const stats = (period?: string) =>
    request(t.app)
      .get('/api/v1/admin/dashboard/stats')
      .query(period ? { period } : {})
      .set(bearer(admin));

  it.each(['today', 'week', 'month'] as const)(
    'answers the hand-computed figures for %s',
    async (period) => {
      const res = await stats(period).expect(200);
      const body = zSuccess(ZDashboardStats).parse(res.body);
      expect(body.data).toEqual({ period, ...FIGURES[period] });
    },
  );

  it('defaults to today', async () => {
    const res = await stats().expect(200);
    expect(res.body.data).toEqual({ period: 'today', ...FIGURES.today });
  });

  it('refuses an unknown period', async () => {
    const res = await stats('year').expect(400);
    expect(res.body.success).toBe(false);
  });

  it('is for admins only', async () => {
    await request(t.app).get('/api/v1/admin/dashboard/stats').expect(401);
    await request(t.app).get('/api/v1/admin/dashboard/stats').set(customer.headers).expect(403);
    const staff = await createTestUser(t, { role: 'staff' });
    await request(t.app).get('/api/v1/admin/dashboard/stats').set(staff.headers).expect(403);
  });
});

describe('dashboard periods', () => {
  it('reads periods in Karachi time, weeks from Monday', () => {
    // 20:00 UTC on Sunday 21 June is 01:00 on Monday 22 June in Karachi.
    const now = new Date('2026-06-21T20:00:00.000Z');
    expect(periodRange('today', now)).toEqual({ start: '2026-06-22', end: '2026-06-22' });
    expect(periodRange('week', now)).toEqual({ start: '2026-06-22', end: '2026-06-28' });
    expect(periodRange('month', now)).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(periodRange('month', new Date('2028-02-10T00:00:00Z'))).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(periodRange('month', new Date('2026-12-31T19:30:00Z'))).toEqual({
      start: '2027-01-01',
      end: '2027-01-31',
    });
  });

  it('rounds utilisation to one decimal and never passes 100', () => {
    expect(toUtilization(360, 3060)).toBe(11.8);
    expect(toUtilization(0, 0)).toBe(0);
    expect(toUtilization(500, 400)).toBe(100);
  });
});
