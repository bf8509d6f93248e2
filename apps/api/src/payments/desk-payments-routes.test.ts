import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DESK_PAYMENT_MESSAGES as M,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  ZDeskPaymentAnswer,
  ZDeskPaymentListAnswer,
} from '@padel/contract';
import { bookingPayments, bookings } from '@padel/db';
import { moveClock, type TestUser } from '../../test/bookings';
import type { TestContext } from '../../test/test-context';
import { openDeskVenue, type DeskVenue } from '../../test/desk';
import { TEST_NOW } from '../../test/now';

let t: TestContext;
let admin: TestUser;
let staff: TestUser;
let deskBooking: DeskVenue['deskBooking'];

beforeAll(async () => {
  ({ t, admin, staff, deskBooking } = await openDeskVenue());
});
afterEach(async () => {
  await moveClock(t, TEST_NOW);
});
afterAll(async () => {
  await t?.close();
});

const paymentsPath = (bookingId: string) => `/api/v1/admin/bookings/${bookingId}/payments`;

const pay = (
  who: TestUser,
  bookingId: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) => {
  const req = request(t.app).post(paymentsPath(bookingId)).set(who.headers);
  if (key) req.set(IDEMPOTENCY_KEY_HEADER, key);
  return req.send(body);
};

const voidPayment = (who: TestUser, bookingId: string, paymentId: string, reason?: string) =>
  request(t.app)
    .post(`${paymentsPath(bookingId)}/${paymentId}/void`)
    .set(who.headers)
    .send(reason === undefined ? {} : { reason });

async function listPayments(bookingId: string) {
  const res = await request(t.app).get(paymentsPath(bookingId)).set(staff.headers).expect(200);
  return ZDeskPaymentListAnswer.parse(res.body.data).payments;
}

describe('taking payments at the desk', () => {
  it('adds partial payments up and marks the booking paid at its total', async () => {
    const booking = await deskBooking();
    expect(booking).toMatchObject({ paymentStatus: 'pending', amountPaid: 0 });
    expect(booking.amountDue).toBe(booking.totalPrice);
    const first = Math.floor(booking.totalPrice / 2);

    const part = await pay(staff, booking._id, { method: 'cash', amount: first }).expect(201);
    const afterFirst = ZDeskPaymentAnswer.parse(part.body.data);
    expect(part.body.message).toBe(M.recorded);
    expect(afterFirst.booking).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: first,
      amountDue: booking.totalPrice - first,
    });
    expect(afterFirst.payment).toMatchObject({ method: 'cash', amount: first });
    expect(afterFirst.payment.takenBy?.name).toBe('Desk Ali');

    const rest = await pay(staff, booking._id, {
      method: 'card_terminal',
      amount: booking.totalPrice - first,
      note: 'Visa',
    }).expect(201);
    expect(ZDeskPaymentAnswer.parse(rest.body.data).booking).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: booking.totalPrice,
      amountDue: 0,
    });
    expect((await listPayments(booking._id)).map((p) => p.amount)).toEqual([
      first,
      booking.totalPrice - first,
    ]);
  });

  it('refuses more than is due, a bad amount, a missing key and a cancelled booking', async () => {
    const booking = await deskBooking();
    const over = await pay(staff, booking._id, { method: 'cash', amount: booking.totalPrice + 1 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(M.exceedsDue(booking.totalPrice));
    expect(over.body.message).toContain('Rs. ');
    for (const amount of [0, -100, 12.5, '900']) {
      const bad = await pay(staff, booking._id, { method: 'cash', amount });
      expect(bad.status).toBe(400);
    }
    const badMethod = await pay(staff, booking._id, { method: 'cheque', amount: 100 });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toBe(M.methodInvalid);
    await pay(staff, booking._id, { method: 'cash', amount: 100 }, null).expect(400);
    expect(await listPayments(booking._id)).toEqual([]);

    await request(t.app)
      .patch(`/api/v1/admin/bookings/${booking._id}/status`)
      .set(admin.headers)
      .send({ status: 'cancelled' })
      .expect(200);
    const cancelled = await pay(staff, booking._id, { method: 'cash', amount: 100 });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(M.bookingCancelled);
  });

  it('records one payment for a double tap, even when both arrive at once', async () => {
    const booking = await deskBooking();
    const key = randomUUID();
    const body = { method: 'cash', amount: 500 };
    const [a, b] = await Promise.all([
      pay(staff, booking._id, body, key),
      pay(staff, booking._id, body, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.payment._id).toBe(b.body.data.payment._id);
    const again = await pay(staff, booking._id, body, key).expect(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await listPayments(booking._id)).toHaveLength(1);
  });

  it('never lets two payments at once pay more than the total', async () => {
    const booking = await deskBooking();
    const full = { method: 'cash', amount: booking.totalPrice };
    const answers = await Promise.all([
      pay(staff, booking._id, full),
      pay(admin, booking._id, full),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await listPayments(booking._id)).toHaveLength(1);
  });
});

describe('voiding a payment', () => {
  it('is for admins, needs a reason, and puts a paid booking back to pending', async () => {
    const booking = await deskBooking();
    const res = await pay(staff, booking._id, { method: 'cash', amount: booking.totalPrice });
    const { payment } = ZDeskPaymentAnswer.parse(res.body.data);

    await voidPayment(staff, booking._id, payment._id, 'Wrong booking').expect(403);
    const noReason = await voidPayment(admin, booking._id, payment._id, '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(M.reasonRequired);

    const voided = await voidPayment(admin, booking._id, payment._id, 'Wrong booking').expect(200);
    const answer = ZDeskPaymentAnswer.parse(voided.body.data);
    expect(answer.payment).toMatchObject({ voidReason: 'Wrong booking' });
    expect(answer.payment.voidedBy?.name).toBe('Venue Boss');
    expect(answer.booking).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: 0,
      amountDue: booking.totalPrice,
    });
    // Kept, never deleted; voiding it again is refused.
    expect(await listPayments(booking._id)).toHaveLength(1);
    await voidPayment(admin, booking._id, payment._id, 'Again').expect(409);
  });
});

describe('completing a cash booking', () => {
  it('records the amount due as cash taken by whoever completed it', async () => {
    const booking = await deskBooking();
    await pay(staff, booking._id, { method: 'card_terminal', amount: 300 }).expect(201);
    const done = await request(t.app)
      .patch(`/api/v1/admin/bookings/${booking._id}/status`)
      .set(staff.headers)
      .send({ status: 'completed' })
      .expect(200);
    expect(done.body.data.booking).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: booking.totalPrice,
      amountDue: 0,
    });
    const payments = await listPayments(booking._id);
    // Both are taken at the test's one instant, so their order is not the point.
    const taken = payments.map((p) => [p.method, p.amount, p.takenBy?.name]);
    expect(taken.sort()).toEqual([
      ['card_terminal', 300, 'Desk Ali'],
      ['cash', booking.totalPrice - 300, 'Desk Ali'],
    ]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('keeps a payment readable on the till after its booking is deleted', async () => {
    const booking = await deskBooking();
    await pay(staff, booking._id, { method: 'cash', amount: 200 }).expect(201);
    await request(t.app)
      .delete(`/api/v1/admin/bookings/${booking._id}`)
      .set(admin.headers)
      .expect(200);
    const rows = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingNumber, booking.bookingId));
    expect(rows).toMatchObject([{ bookingId: null, amount: 200 }]);
  });
});
