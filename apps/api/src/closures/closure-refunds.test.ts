import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES, ZBooking } from '@padel/contract';
import { bookings, paymentTransactions } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import type { TestContext } from '../../test/test-context';
import { bookByWallet, day, startPaymentTestBed, type PaymentTestBed } from '../../test/payments';

let bed: PaymentTestBed;
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentTestBed();
  t = bed.t;
  admin = await createTestUser(t, { role: 'admin' });
});
afterAll(async () => {
  await bed?.close();
});

describe('a closure cancelling a booking paid online', () => {
  it('refunds the wallet payment in full through JazzCash and tells the customer', async () => {
    const player = await createTestUser(t, { firstName: 'Bilal', lastName: 'Ahmed' });
    const [courtId] = await listCourtIds(t);
    const date = day(4);
    const res = await bookByWallet(
      t,
      player,
      { courtId: courtId!, date, startTime: '18:00', endTime: '19:00' },
      { mobileNumber: TEST_MOBILE_NUMBERS.success, cnic: '345678' },
    );
    expect(res.status).toBe(201);
    const booking = ZBooking.parse(res.body.data.booking);
    expect(booking.paymentStatus).toBe('paid');

    const refused = await request(t.app)
      .post('/api/v1/holidays')
      .set(admin.headers)
      .send({ name: 'Storm', date });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.errors)).toContain('Bilal Ahmed');

    const mailsBefore = (await t.deliveredMails()).filter(
      (mail) => mail.to === player.email,
    ).length;
    await request(t.app)
      .post('/api/v1/holidays')
      .set(admin.headers)
      .send({ name: 'Storm', date, affectedBookings: 'cancel' })
      .expect(201);

    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(after).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellationReason: CLOSURE_MESSAGES.venueClosedReason(date),
    });
    const refunds = await t.db
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.bookingId, booking._id), eq(paymentTransactions.type, 'refund')),
      );
    expect(refunds.map((refund) => refund.amount)).toEqual([booking.totalPrice]);
    await expect
      .poll(
        async () => (await t.deliveredMails()).filter((mail) => mail.to === player.email).length,
      )
      .toBeGreaterThan(mailsBefore);
  });
});
