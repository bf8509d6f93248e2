import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_UP_CSV_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  ONLINE_METHOD,
  ONLINE_STAFF,
  ZCashUpAnswer,
  ZDeskPaymentAnswer,
  ZPaymentRequestListAnswer,
  type TBooking,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { paymentTransactions } from '@padel/db';
import { moveClock, type TestUser } from '../../test/bookings';
import type { TestContext } from '../../test/test-context';
import { openDeskVenue, type DeskVenue } from '../../test/desk';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// The till of a Karachi day: every payment, refund and void of the day, totals that add up,
// and the JazzCash lines the transactions screen lists for the same day.

const DAY = addDays(TEST_TODAY, 2);
const NEXT_DAY = addDays(DAY, 1);
// 23:59 and 00:01 in Karachi (UTC+5) around DAY's end.
const LATE_ON_DAY = `${DAY}T18:59:00.000Z`;
const EARLY_NEXT_DAY = `${DAY}T19:01:00.000Z`;

let t: TestContext;
let admin: TestUser;
let staff: TestUser;
let player: TestUser;
let deskBooking: DeskVenue['deskBooking'];

beforeAll(async () => {
  ({ t, admin, staff, player, deskBooking } = await openDeskVenue({ firstDay: 5 }));
});
afterAll(async () => {
  await t?.close();
});

async function pay(who: TestUser, booking: TBooking, method: string, amount: number) {
  const res = await request(t.app)
    .post(`/api/v1/admin/bookings/${booking._id}/payments`)
    .set(who.headers)
    .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
    .send({ method, amount })
    .expect(201);
  return ZDeskPaymentAnswer.parse(res.body.data).payment;
}

async function cashUp(date: string) {
  const res = await request(t.app)
    .get('/api/v1/admin/cash-up')
    .query({ date })
    .set(admin.headers)
    .expect(200);
  return ZCashUpAnswer.parse(res.body.data);
}

async function onlineTransaction(
  booking: TBooking,
  type: 'card' | 'refund',
  amount: number,
  at: string,
  status = 'completed',
) {
  await t.db.insert(paymentTransactions).values({
    transactionId: `T${randomUUID().slice(0, 12)}`,
    type,
    status,
    amount,
    bookingId: booking._id,
    userId: player.id,
    createdAt: new Date(at),
  });
}

describe('GET /admin/cash-up', () => {
  let first: TBooking;
  let second: TBooking;

  beforeAll(async () => {
    first = await deskBooking();
    second = await deskBooking();
    await moveClock(t, `${DAY}T05:00:00.000Z`); // 10:00 in Karachi
    await pay(staff, first, 'cash', 600);
    await moveClock(t, `${DAY}T05:01:00.000Z`);
    const voided = await pay(staff, first, 'card_terminal', 300);
    await moveClock(t, `${DAY}T05:02:00.000Z`);
    await pay(admin, second, 'bank_transfer', 400);
    await moveClock(t, `${DAY}T05:03:00.000Z`);
    await request(t.app)
      .post(`/api/v1/admin/bookings/${first._id}/payments/${voided._id}/void`)
      .set(admin.headers)
      .send({ reason: 'Card declined after all' })
      .expect(200);
    await onlineTransaction(second, 'card', 1000, `${DAY}T07:00:00.000Z`);
    await onlineTransaction(second, 'refund', 250, `${DAY}T08:00:00.000Z`);
    await onlineTransaction(second, 'card', 999, `${DAY}T08:30:00.000Z`, 'failed');
    await moveClock(t, LATE_ON_DAY);
    await pay(staff, first, 'cash', 50);
    await moveClock(t, EARLY_NEXT_DAY);
    await pay(staff, first, 'cash', 70);
    await moveClock(t, TEST_NOW);
  });

  it('lists the day’s payments, refunds and voids, with totals that add up', async () => {
    const till = await cashUp(DAY);
    expect(
      till.lines.map((line) => [line.time, line.kind, line.method, line.amount, line.staff]),
    ).toEqual([
      ['10:00', 'payment', 'cash', 600, 'Desk Ali'],
      ['10:01', 'payment', 'card_terminal', 300, 'Desk Ali'],
      ['10:02', 'payment', 'bank_transfer', 400, 'Venue Boss'],
      ['10:03', 'void', 'card_terminal', -300, 'Desk Ali'],
      ['12:00', 'payment', ONLINE_METHOD, 1000, ONLINE_STAFF],
      ['13:00', 'refund', ONLINE_METHOD, -250, ONLINE_STAFF],
      ['23:59', 'payment', 'cash', 50, 'Desk Ali'],
    ]);
    expect(till.lines[0]).toMatchObject({ bookingNumber: first.bookingId, customer: 'Hina Raza' });
    expect(till.payments).toBe(600 + 300 + 400 + 1000 + 50);
    expect(till.refunds).toBe(250);
    expect(till.voids).toBe(300);
    expect(till.total).toBe(till.payments - till.refunds - till.voids);
    expect(till.total).toBe(till.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(Object.fromEntries(till.byMethod.map((m) => [m.method, m.amount]))).toEqual({
      cash: 650,
      card_terminal: 0,
      bank_transfer: 400,
      [ONLINE_METHOD]: 750,
    });
    expect(till.byStaff).toEqual([
      { staff: 'Desk Ali', amount: 650 },
      { staff: ONLINE_STAFF, amount: 750 },
      { staff: 'Venue Boss', amount: 400 },
    ]);
  });

  it('puts money taken after midnight in Karachi on the next day', async () => {
    const next = await cashUp(NEXT_DAY);
    expect(next.lines.map((line) => [line.time, line.amount])).toEqual([['00:01', 70]]);
    expect(next.total).toBe(70);
  });

  it('agrees with the transactions screen on the day’s JazzCash money', async () => {
    const res = await request(t.app)
      .get('/api/v1/admin/payments/jazzcash')
      .query({ startDate: DAY, endDate: DAY, status: 'completed', limit: 50 })
      .set(admin.headers)
      .expect(200);
    const listed = ZPaymentRequestListAnswer.parse(res.body.data).requests;
    const net = listed.reduce((sum, r) => sum + (r.type === 'refund' ? -r.amount : r.amount), 0);
    const till = await cashUp(DAY);
    expect(till.byMethod.find((m) => m.method === ONLINE_METHOD)?.amount).toBe(net);
  });

  it('answers CSV with a header row and one row a line', async () => {
    const res = await request(t.app)
      .get('/api/v1/admin/cash-up')
      .query({ date: DAY, format: 'csv' })
      .set(admin.headers)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cash-up-${DAY}.csv"`);
    const rows = res.text.trim().split('\r\n');
    expect(rows[0]).toBe(CASH_UP_CSV_HEADER.join(','));
    expect(rows).toHaveLength(8);
    expect(rows[1]).toBe(`10:00,payment,${first.bookingId},Hina Raza,Cash,600,Desk Ali,`);
    expect(rows[4]).toContain(',void,');
    expect(rows[4]).toContain(',-300,');
  });

  it('is for admins, and refuses a date that is not one', async () => {
    await request(t.app)
      .get('/api/v1/admin/cash-up')
      .query({ date: DAY })
      .set(staff.headers)
      .expect(403);
    await request(t.app)
      .get('/api/v1/admin/cash-up')
      .query({ date: DAY })
      .set(player.headers)
      .expect(403);
    await request(t.app)
      .get('/api/v1/admin/cash-up')
      .query({ date: '2026-13-40' })
      .set(admin.headers)
      .expect(400);
    await request(t.app).get('/api/v1/admin/cash-up').set(admin.headers).expect(400);
  });
});
