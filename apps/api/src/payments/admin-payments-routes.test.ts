import { randomUUID } from 'node:crypto';
import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES as E,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  formatPrice,
  VALIDATION_MESSAGES as V,
  ZBooking,
  ZPaymentRequestListAnswer,
  ZRefundAnswer,
  ZTransactionAnswer,
  type TBooking,
} from '@padel/contract';
import {
  createTestUser,
  listCourtIds,
  moveClock,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { testEngine, type TestContext } from '../../test/test-context';
import { ADMIN_PAYMENT_MESSAGES } from './admin-payments-service';
import {
  bookByCard,
  bookByWallet,
  day,
  decideOnCardPage,
  NOW,
  openCardPage,
  postCardReturn,
  startPaymentTestBed,
  type PaymentTestBed,
} from '../../test/payments';

let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  bed = await startPaymentTestBed();
  t = bed.t;
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin', firstName: 'Venue', lastName: 'Boss' });
  staff = await createTestUser(t, { role: 'staff' });
});
afterEach(async () => {
  await moveClock(t, NOW);
});
afterAll(async () => {
  await bed?.close();
});

const api = (path: string) => `/api/v1/admin/payments/jazzcash${path}`;

let nextHour = 0;
function freshSlot(): SlotRequest {
  nextHour += 1;
  const hour = 8 + (nextHour % 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    courtId: courtIds[nextHour % courtIds.length]!,
    date: day(3 + Math.floor(nextHour / 12)),
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(hour + 1)}:00`,
  };
}

async function paidByWallet(player: TestUser): Promise<TBooking> {
  const res = await bookByWallet(t, player, freshSlot(), {
    mobileNumber: TEST_MOBILE_NUMBERS.success,
    cnic: '345678',
  });
  expect(res.status).toBe(201);
  return ZBooking.parse(res.body.data.booking);
}

async function paidByCard(player: TestUser): Promise<TBooking> {
  const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
  await postCardReturn(t, await decideOnCardPage(jazzResp, 'pay'));
  return readBooking(booking._id);
}

async function readBooking(bookingId: string): Promise<TBooking> {
  const res = await request(t.app).get(`/api/v1/bookings/${bookingId}`).set(admin.headers);
  return ZBooking.parse(res.body.data.booking);
}

/** A refund as the console sends it: a fresh Idempotency-Key unless one is given. */
const refund = (transactionId: string, amount: unknown, key: string = randomUUID()) =>
  request(t.app)
    .post(api(`/${transactionId}/refund`))
    .set(admin.headers)
    .set(IDEMPOTENCY_KEY_HEADER, key)
    .send({ amount });

/** The refunds recorded against a booking, as the transactions list shows them. */
async function refundsOf(bookingId: string) {
  const res = await request(t.app)
    .get(api(''))
    .query({ bookingId, type: 'refund', limit: 50 })
    .set(admin.headers)
    .expect(200);
  return ZPaymentRequestListAnswer.parse(res.body.data).requests;
}

describe('the payment requests list', () => {
  it('pages by 25, newest first, with the booking and the user', async () => {
    const player = await createTestUser(t, { firstName: 'Ayesha', lastName: 'Khan' });
    const booking = await paidByWallet(player);
    const res = await request(t.app).get(api('')).set(admin.headers).expect(200);
    const { requests, pagination } = ZPaymentRequestListAnswer.parse(res.body.data);
    expect(pagination).toMatchObject({ page: 1, limit: 25 });
    expect(requests[0]).toMatchObject({
      transactionId: booking.jazzCashDetails?.transactionId,
      type: 'mwallet',
      status: 'completed',
      booking: { _id: booking._id, bookingId: booking.bookingId },
      user: { firstName: 'Ayesha', lastName: 'Khan' },
      requestPayload: { pp_Password: '[redacted]', pp_CNIC: '****78' },
    });
  });

  it('filters by status, type and date range', async () => {
    const player = await createTestUser(t);
    await bookByWallet(t, player, freshSlot(), {
      mobileNumber: TEST_MOBILE_NUMBERS.lowBalance,
      cnic: '345678',
    });
    await bookByCard(t, player, freshSlot());
    const list = async (query: Record<string, string>) => {
      const res = await request(t.app).get(api('')).query(query).set(admin.headers).expect(200);
      return ZPaymentRequestListAnswer.parse(res.body.data);
    };
    const failedWallets = await list({ status: 'failed', type: 'mwallet' });
    expect(failedWallets.requests.length).toBeGreaterThanOrEqual(1);
    expect(failedWallets.requests.every((r) => r.status === 'failed' && r.type === 'mwallet')).toBe(
      true,
    );
    const cards = await list({ type: 'card', status: 'pending' });
    expect(cards.requests.every((r) => r.type === 'card' && r.status === 'pending')).toBe(true);
    expect(cards.requests.length).toBeGreaterThanOrEqual(1);

    const today = await list({ startDate: '2026-06-15', endDate: '2026-06-15' });
    expect(today.pagination.total).toBeGreaterThanOrEqual(2);
    expect((await list({ startDate: '2026-06-16' })).pagination.total).toBe(0);
    expect((await list({ endDate: '2026-06-14' })).pagination.total).toBe(0);
    const paged = await list({ limit: '1', page: '2' });
    expect(paged.requests).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
  });

  it('is for admins only and checks its query', async () => {
    const player = await createTestUser(t);
    await request(t.app).get(api('')).expect(401);
    await request(t.app).get(api('')).set(player.headers).expect(403);
    await request(t.app).get(api('')).set(staff.headers).expect(403);
    const tooMany = await request(t.app).get(api('')).query({ limit: 101 }).set(admin.headers);
    expect(tooMany.status).toBe(400);
  });
});

describe('status inquiry', () => {
  it('confirms a card booking JazzCash reports completed', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    await openCardPage(jazzResp);
    bed.sandbox.store.setOutcome(jazzResp.formData.pp_TxnRefNo ?? '', { status: 'Completed' });
    const res = await request(t.app)
      .post(api(`/${booking.jazzCashDetails?._id}/inquire`))
      .set(admin.headers)
      .expect(200);
    expect(res.body.message).toBe('Inquiry completed');
    const { transaction } = ZTransactionAnswer.parse(res.body.data);
    expect(transaction).toMatchObject({
      status: 'completed',
      statusInquiries: [{ status: 'Completed', paymentResponseCode: '000' }],
    });
    expect(transaction.statusInquiries[0]?.responsePayload).toMatchObject({
      pp_SecureHash: '[redacted]',
    });
    expect(await readBooking(booking._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('settles nothing when the inquiry reports another amount or bill reference, and flags it', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const txnRefNo = jazzResp.formData.pp_TxnRefNo ?? '';
    await openCardPage(jazzResp);
    // Rs. 1 paid against the booking's reference, for a booking of Rs. 1,000 or more.
    bed.sandbox.store.get(txnRefNo)!.amountPaisa = 100;
    bed.sandbox.store.setOutcome(txnRefNo, { status: 'Completed' });
    const path = api(`/${booking.jazzCashDetails?._id}/inquire`);
    const res = await request(t.app).post(path).set(admin.headers).expect(200);
    const { transaction } = ZTransactionAnswer.parse(res.body.data);
    expect(transaction).toMatchObject({
      status: 'pending',
      flag: 'mismatch',
      flagReason: `The status inquiry reports Rs. 1, but the payment is ${formatPrice(booking.totalPrice)}.`,
      statusInquiries: [{ status: 'Completed' }],
    });
    expect(await readBooking(booking._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    // The admin's list shows the flag too.
    const listed = await request(t.app)
      .get(api(''))
      .query({ bookingId: booking._id })
      .set(admin.headers)
      .expect(200);
    expect(ZPaymentRequestListAnswer.parse(listed.body.data).requests[0]).toMatchObject({
      flag: 'mismatch',
    });

    // The right amount for another bill reference is not this booking's payment either.
    const other = await bookByCard(t, player, freshSlot());
    const otherRef = other.jazzResp.formData.pp_TxnRefNo ?? '';
    await openCardPage(other.jazzResp);
    bed.sandbox.store.get(otherRef)!.billReference = 'PBSOMEONEELSE';
    bed.sandbox.store.setOutcome(otherRef, { status: 'Completed' });
    const second = await request(t.app)
      .post(api(`/${other.booking.jazzCashDetails?._id}/inquire`))
      .set(admin.headers)
      .expect(200);
    expect(ZTransactionAnswer.parse(second.body.data).transaction).toMatchObject({
      status: 'pending',
      flag: 'mismatch',
      flagReason:
        "The status inquiry reports the bill reference 'PBSOMEONEELSE', which is not this booking's.",
    });
    expect(await readBooking(other.booking._id)).toMatchObject({ status: 'pending' });
  });

  it('cancels a booking JazzCash reports failed or dropped, and leaves a settled one alone', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    await openCardPage(jazzResp);
    bed.sandbox.store.setOutcome(jazzResp.formData.pp_TxnRefNo ?? '', { status: 'Dropped' });
    const path = api(`/${booking.jazzCashDetails?._id}/inquire`);
    await request(t.app).post(path).set(admin.headers).expect(200);
    expect(await readBooking(booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    const again = await request(t.app).post(path).set(admin.headers).expect(200);
    expect(ZTransactionAnswer.parse(again.body.data).transaction.statusInquiries).toHaveLength(2);
    expect(await readBooking(booking._id)).toMatchObject({ status: 'cancelled' });
  });

  it('answers 404 for an unknown transaction and refuses non-admins', async () => {
    const player = await createTestUser(t);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await request(t.app)
      .post(api(`/${unknown}/inquire`))
      .set(admin.headers)
      .expect(404);
    await request(t.app)
      .post(api(`/${unknown}/inquire`))
      .set(player.headers)
      .expect(403);
    await request(t.app)
      .post(api(`/${unknown}/refund`))
      .send({ amount: 1 })
      .expect(401);
  });
});

describe('a status inquiry answered in another currency', () => {
  let rewriting: PaymentTestBed;
  beforeAll(async () => {
    // JazzCash's inquiry answer, signed with the merchant's salt, in US dollars.
    rewriting = await startPaymentTestBed({
      rewriteAnswers: (path, answer) =>
        path.endsWith('/Inquire') ? { ...answer, pp_TxnCurrency: 'USD' } : answer,
    });
  });
  afterAll(async () => {
    await rewriting?.close();
  });

  it('settles nothing, keeps the booking unpaid and flags the payment for the admin', async () => {
    const tr = rewriting.t;
    const [courtId] = await listCourtIds(tr);
    const [player, boss] = [await createTestUser(tr), await createTestUser(tr, { role: 'admin' })];
    const slot = { courtId: courtId!, date: day(3), startTime: '18:00', endTime: '19:00' };
    const { booking, jazzResp } = await bookByCard(tr, player, slot);
    await openCardPage(jazzResp);
    rewriting.sandbox.store.setOutcome(jazzResp.formData.pp_TxnRefNo ?? '', {
      status: 'Completed',
    });
    const res = await request(tr.app)
      .post(api(`/${booking.jazzCashDetails?._id}/inquire`))
      .set(boss.headers)
      .expect(200);
    const reason = "The status inquiry reports the currency 'USD', but the payment is in PKR.";
    expect(ZTransactionAnswer.parse(res.body.data).transaction).toMatchObject({
      status: 'pending',
      flag: 'mismatch',
      flagReason: reason,
    });
    const read = await request(tr.app).get(`/api/v1/bookings/${booking._id}`).set(boss.headers);
    expect(ZBooking.parse(read.body.data.booking)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });
});
describe('refunds', () => {
  it('refunds a wallet payment in parts, then marks the booking refunded', async () => {
    const player = await createTestUser(t);
    const booking = await paidByWallet(player);
    const paymentId = booking.jazzCashDetails?._id ?? '';
    const paid = booking.totalPrice;

    const part = await refund(paymentId, 500).expect(200);
    expect(part.body.message).toBe('Refund recorded');
    const first = ZRefundAnswer.parse(part.body.data);
    expect(first.transaction).toMatchObject({ refundedAmount: 500, status: 'completed' });
    expect(first.refund).toMatchObject({
      type: 'refund',
      status: 'completed',
      amount: 500,
      responseCode: '131',
      transactionId: `${booking.jazzCashDetails?.transactionId}-R1`,
      booking: { _id: booking._id },
      requestPayload: { pp_MerchantMPIN: '[redacted]', pp_Amount: '50000' },
    });
    expect(first.booking.paymentStatus).toBe('paid');

    const over = await refund(paymentId, paid).expect(400);
    expect(over.body.message).toBe(E.refundExceedsRefundable(paid - 500));
    expect(over.body.errors).toContainEqual({
      field: 'amount',
      message: E.refundExceedsRefundable(paid - 500),
    });

    const rest = ZRefundAnswer.parse((await refund(paymentId, paid - 500).expect(200)).body.data);
    expect(rest.transaction.refundedAmount).toBe(paid);
    expect(rest.refund.transactionId).toBe(`${booking.jazzCashDetails?.transactionId}-R2`);
    expect(rest.booking).toMatchObject({
      paymentStatus: 'refunded',
      jazzCashDetails: { refundedAmount: paid },
    });
    expect((await refund(paymentId, 1).expect(400)).body.message).toBe(
      E.refundExceedsRefundable(0),
    );
    expect(await refundsOf(booking._id)).toHaveLength(2);
  });

  it('refuses more than is still refundable, card and wallet alike, and records nothing', async () => {
    const player = await createTestUser(t);
    for (const booking of [await paidByCard(player), await paidByWallet(player)]) {
      const paymentId = booking.jazzCashDetails?._id ?? '';
      const paid = booking.totalPrice;
      const over = await refund(paymentId, paid + 3200).expect(400);
      expect(over.body.message).toBe(
        `Refund amount exceeds the Rs. ${paid.toLocaleString('en-PK')} still refundable on this payment`,
      );
      expect(await refundsOf(booking._id)).toEqual([]);
      expect((await readBooking(booking._id)).jazzCashDetails?.refundedAmount).toBe(0);

      await refund(paymentId, 200).expect(200);
      const rest = await refund(paymentId, paid).expect(400);
      expect(rest.body.message).toBe(E.refundExceedsRefundable(paid - 200));
      expect(await refundsOf(booking._id)).toHaveLength(1);
      expect((await readBooking(booking._id)).jazzCashDetails).toMatchObject({
        refundedAmount: 200,
      });
    }
  });

  it('answers a repeated Idempotency-Key with the first refund and records one', async () => {
    const player = await createTestUser(t);
    const booking = await paidByWallet(player);
    const paymentId = booking.jazzCashDetails?._id ?? '';
    const key = randomUUID();

    const first = await refund(paymentId, 300, key).expect(200);
    const again = await refund(paymentId, 300, key).expect(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await refundsOf(booking._id)).toHaveLength(1);
    expect((await readBooking(booking._id)).jazzCashDetails?.refundedAmount).toBe(300);

    const other = await refund(paymentId, 400, key).expect(409);
    expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.reusedWithOtherRequest);
    expect(await refundsOf(booking._id)).toHaveLength(1);
  });

  it('requires an Idempotency-Key', async () => {
    const player = await createTestUser(t);
    const booking = await paidByWallet(player);
    const res = await request(t.app)
      .post(api(`/${booking.jazzCashDetails?._id}/refund`))
      .set(admin.headers)
      .send({ amount: 100 })
      .expect(400);
    expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.required);
    expect(await refundsOf(booking._id)).toEqual([]);
  });

  it('refunds a card payment in full', async () => {
    const player = await createTestUser(t);
    const booking = await paidByCard(player);
    expect(booking.paymentStatus).toBe('paid');
    const res = await refund(booking.jazzCashDetails?._id ?? '', booking.totalPrice).expect(200);
    const answer = ZRefundAnswer.parse(res.body.data);
    expect(answer.refund).toMatchObject({ type: 'refund', status: 'completed' });
    expect(answer.booking.paymentStatus).toBe('refunded');
  });

  it('never refunds more than was paid, even when two refunds race', async () => {
    const player = await createTestUser(t);
    const booking = await paidByWallet(player);
    const paymentId = booking.jazzCashDetails?._id ?? '';
    const answers = await Promise.all([
      refund(paymentId, booking.totalPrice),
      refund(paymentId, booking.totalPrice),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await readBooking(booking._id)).jazzCashDetails?.refundedAmount).toBe(
      booking.totalPrice,
    );
  });

  it('refuses an unpaid payment, a bad amount, and a refund record', async () => {
    const player = await createTestUser(t);
    const { booking } = await bookByCard(t, player, freshSlot());
    const pending = await refund(booking.jazzCashDetails?._id ?? '', 100).expect(409);
    expect(pending.body.message).toBe(ADMIN_PAYMENT_MESSAGES.notCompleted);
    for (const amount of [0, -5, 10.5, 'abc']) {
      const bad = await refund(booking.jazzCashDetails?._id ?? '', amount).expect(400);
      expect(bad.body.message).toBe(V.refundAmountInvalid);
    }
    const wallet = await paidByWallet(player);
    const first = ZRefundAnswer.parse(
      (await refund(wallet.jazzCashDetails?._id ?? '', 100).expect(200)).body.data,
    );
    const onRefund = await refund(first.refund._id, 50).expect(400);
    expect(onRefund.body.message).toBe(ADMIN_PAYMENT_MESSAGES.notAPayment);
    await request(t.app)
      .post(api(`/${first.refund._id}/refund`))
      .set(staff.headers)
      .send({ amount: 1 })
      .expect(403);
  });
});

// PGlite runs one statement at a time; PostgreSQL runs these requests truly at once, so only
// the database's own guarantees (the unique key, the conditional reservation) keep them apart.
describe.runIf(testEngine === 'postgres')('refunds racing on PostgreSQL', () => {
  it('records one refund for ten concurrent requests with the same Idempotency-Key', async () => {
    const player = await createTestUser(t);
    const booking = await paidByWallet(player);
    const paymentId = booking.jazzCashDetails?._id ?? '';
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(paymentId, 400, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const refundIds = new Set(
      answers.map((answer) => ZRefundAnswer.parse(answer.body.data).refund._id),
    );
    expect(refundIds.size).toBe(1);
    expect(await refundsOf(booking._id)).toHaveLength(1);
    expect((await readBooking(booking._id)).jazzCashDetails?.refundedAmount).toBe(400);
  });

  it('never refunds more than was paid when ten refunds with different keys race', async () => {
    const player = await createTestUser(t);
    for (const booking of [await paidByWallet(player), await paidByCard(player)]) {
      const paymentId = booking.jazzCashDetails?._id ?? '';
      const paid = booking.totalPrice;
      // Ten parts of a third each: together more than three times the payment.
      const part = Math.ceil(paid / 3);
      const answers = await Promise.all(Array.from({ length: 10 }, () => refund(paymentId, part)));
      const refunded = answers.filter((answer) => answer.status === 200);
      expect(refunded.length).toBe(Math.floor(paid / part));
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(400);
      }
      const recorded = await refundsOf(booking._id);
      const total = recorded.reduce((sum, record) => sum + record.amount, 0);
      expect(recorded).toHaveLength(refunded.length);
      expect(total).toBeLessThanOrEqual(paid);
      expect((await readBooking(booking._id)).jazzCashDetails?.refundedAmount).toBe(total);
    }
  });
});
