import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ZAdminUserListAnswer } from '@padel/contract';
import { addDays } from '@padel/domain';
import { users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { insertBookingRow } from '../../test/dashboard';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

let t: TestContext;
let admin: TestUser;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  const [courtId = ''] = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
  staff = await createTestUser(t, { role: 'staff', firstName: 'Desk', lastName: 'Person' });
  customer = await createTestUser(t, { firstName: 'Rabia', lastName: 'Anwar' });
  await t.db.update(users).set({ phone: '+923007654321' }).where(eq(users.id, customer.id));
  await insertBookingRow(t, {
    userId: customer.id,
    courtId,
    date: addDays(TEST_TODAY, 2),
    startTime: '18:00',
    durationMinutes: 90,
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 2700,
    discount: { applied: true, percentage: 10, originalPrice: 3000, amount: 300, reason: 'Loyal' },
  });
});
afterAll(async () => {
  await t?.close();
});

const list = (who: TestUser, query: Record<string, string>) =>
  request(t.app).get('/api/v1/admin/users').query(query).set(who.headers);

describe('GET /admin/users?search= (phones as people type them)', () => {
  it.each(['+923007654321', '03007654321', '0300 7654321', '0300-7654321', '923007654321', '4321'])(
    'finds the customer from %s',
    async (typed) => {
      const res = await list(admin, { search: typed, role: 'customer' }).expect(200);
      const found = ZAdminUserListAnswer.parse(res.body.data).users.map((u) => u.id);
      expect(found).toEqual([customer.id]);
    },
  );
});

describe('GET /admin/users as staff', () => {
  it('answers name, phone, e-mail and booking counts, never revenue, discounts or activity', async () => {
    const res = await list(staff, {
      search: '0300 765',
      role: 'customer',
      includeStats: 'true',
      includeActivity: 'true',
    }).expect(200);
    const [found, ...others] = ZAdminUserListAnswer.parse(res.body.data).users;
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      id: customer.id,
      firstName: 'Rabia',
      lastName: 'Anwar',
      email: customer.email,
      phone: '+923007654321',
      bookingCounts: { totalBookings: 1, upcomingCount: 1 },
      latestChange: null,
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('totalSpent');
    expect(raw).not.toContain('totalDiscountGiven');
    expect(raw).not.toContain('activity');
  });

  it('refuses staff asking for another role or for no role', async () => {
    const staffRole = await list(staff, { role: 'staff' }).expect(403);
    expect(staffRole.body.message).toBe(ERROR_MESSAGES.staffSearchCustomersOnly);
    await list(staff, { role: 'admin' }).expect(403);
    await list(staff, { search: 'Rabia' }).expect(403);
  });

  it('leaves the admin answer as it was, with figures on request', async () => {
    const res = await list(admin, { search: 'Rabia', includeStats: 'true' }).expect(200);
    const [found] = ZAdminUserListAnswer.parse(res.body.data).users;
    expect(found?.stats).toMatchObject({ totalSpent: 2700, totalBookings: 1 });
    expect(found?.bookingCounts).toBeUndefined();
  });
});
