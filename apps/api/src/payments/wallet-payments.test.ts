import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES as E,
  formatPrice,
  VALIDATION_MESSAGES as V,
  ZBooking,
  ZTransactionAnswer,
  ZVerifyBookingOtpAnswer,
  type TBooking,
} from '@padel/contract';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { bookings, paymentTransactions } from '@padel/db';
import type { TestContext } from '../../test/test-context';
import {
  bookByWallet,
  day,
  NOW,
  startPaymentTestBed,
  type PaymentTestBed,
} from '../../test/payments';
import { sweepExpiredPayments } from './payment-sweeper';

const CLIENT_TIMEOUT_MS = 600;

let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentTestBed({ timeoutMs: CLIENT_TIMEOUT_MS, walletTimeoutMs: 10_000 });
  t = bed.t;
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
});
afterEach(async () => {
  await moveClock(t, NOW);
});
afterAll(async () => {
  await bed?.close();
});

let nextHour = 0;
function freshSlot(): SlotRequest {
  nextHour += 1;
  const hour = 8 + (nextHour % 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    courtId: courtIds[nextHour % courtIds.length]!,
    date: day(2 + Math.floor(nextHour / 12)),
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(hour + 1)}:00`,
  };
}

const WALLET = { cnic: '345678' };

async function latestBookingOf(player: TestUser): Promise<TBooking> {
  const res = await request(t.app).get('/api/v1/bookings/my-bookings').set(player.headers);
  expect(res.status).toBe(200);
  const [booking] = res.body.data.bookings as unknown[];
  return ZBooking.parse(booking);
}

async function walletTransactionOf(bookingId: string) {
  const [row] = await t.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId));
  if (!row) throw new Error('no wallet transaction');
  return row;
}

async function expectSlotBookable(slot: SlotRequest) {
  const other = await createTestUser(t);
  const res = await bookWithCode(t, other, slot);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('wallet payment', () => {
  it('charges the wallet when the code is verified: confirmed and paid', async () => {
    const player = await createTestUser(t);
    const res = await bookByWallet(t, player, freshSlot(), {
      mobileNumber: TEST_MOBILE_NUMBERS.success,
      ...WALLET,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { booking, jazzResp } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    expect(jazzResp).toBeUndefined();
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'jazzcash_mwallet',
      jazzCashDetails: { type: 'mwallet', status: 'completed', responseCode: '000' },
    });
    expect(booking.jazzCashDetails?.retrievalReferenceNo).toMatch(/^\d{12}$/);

    const row = await walletTransactionOf(booking._id);
    expect(row).toMatchObject({ type: 'mwallet', status: 'completed', amount: booking.totalPrice });
    expect(row.requestPayload).toMatchObject({
      pp_MobileNumber: TEST_MOBILE_NUMBERS.success,
      pp_CNIC: '****78',
      pp_Amount: String(booking.totalPrice * 100),
      pp_Password: '[redacted]',
      pp_SecureHash: '[redacted]',
    });
    expect(row.responsePayload).toMatchObject({ pp_ResponseCode: '000', pp_CNIC: '****78' });
    expect(
      (await t.deliveredMails()).some((m) => m.to === player.email && /confirmed/i.test(m.subject)),
    ).toBe(true);
  });

  it.each(['+92 312 3456789', '0092-312-3456789', '3123456789'])(
    'charges the wallet number %s as JazzCash takes it, 03 and 9 digits',
    async (mobileNumber) => {
      const player = await createTestUser(t);
      const res = await bookByWallet(t, player, freshSlot(), { mobileNumber, ...WALLET });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { booking } = ZVerifyBookingOtpAnswer.parse(res.body.data);
      expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      const row = await walletTransactionOf(booking._id);
      expect(row.requestPayload).toMatchObject({ pp_MobileNumber: TEST_MOBILE_NUMBERS.success });
    },
  );

  it('cancels on low balance, answers 402 with the provider message and frees the slot', async () => {
    const player = await createTestUser(t);
    const slot = freshSlot();
    const res = await bookByWallet(t, player, slot, {
      mobileNumber: TEST_MOBILE_NUMBERS.lowBalance,
      ...WALLET,
    });
    expect(res.status).toBe(402);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Low balance/);

    const booking = await latestBookingOf(player);
    expect(booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      jazzCashDetails: { status: 'failed', responseCode: '004' },
    });
    expect(booking.cancellationReason).toContain('Low balance');
    await expectSlotBookable(slot);
  });

  it('cancels when JazzCash does not answer in time, with the retry message', async () => {
    const player = await createTestUser(t);
    const slot = freshSlot();
    const res = await bookByWallet(t, player, slot, {
      mobileNumber: TEST_MOBILE_NUMBERS.timeout,
      ...WALLET,
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(E.paymentProcessingRetry);
    const booking = await latestBookingOf(player);
    expect(booking).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const row = await walletTransactionOf(booking._id);
    expect(row).toMatchObject({
      status: 'failed',
      responseCode: null,
      responseMessage: `JazzCash did not answer within ${CLIENT_TIMEOUT_MS} ms`,
      responsePayload: null,
    });
    await expectSlotBookable(slot);
  });

  it('keeps a pending charge (157) pending until a status inquiry finds it completed', async () => {
    const player = await createTestUser(t);
    const res = await bookByWallet(t, player, freshSlot(), {
      mobileNumber: TEST_MOBILE_NUMBERS.pending,
      ...WALLET,
    });
    expect(res.status).toBe(201);
    const { booking } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      jazzCashDetails: { status: 'pending', responseCode: '157' },
    });
    const transactionId = booking.jazzCashDetails?._id ?? '';
    const inquire = () =>
      request(t.app)
        .post(`/api/v1/admin/payments/jazzcash/${transactionId}/inquire`)
        .set(admin.headers);

    const first = await inquire().expect(200);
    expect(first.body.message).toBe('Inquiry completed');
    expect(ZTransactionAnswer.parse(first.body.data).transaction).toMatchObject({
      status: 'pending',
      statusInquiries: [{ status: 'Pending' }],
    });
    expect(await latestBookingOf(player)).toMatchObject({ status: 'pending' });

    const second = await inquire().expect(200);
    expect(ZTransactionAnswer.parse(second.body.data).transaction).toMatchObject({
      status: 'completed',
      responseCode: '000',
      statusInquiries: [{ status: 'Pending' }, { status: 'Completed', paymentResponseCode: '000' }],
    });
    expect(await latestBookingOf(player)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('settles a charge still pending at its expiry through the sweeper', async () => {
    const player = await createTestUser(t);
    const res = await bookByWallet(t, player, freshSlot(), {
      mobileNumber: TEST_MOBILE_NUMBERS.pending,
      ...WALLET,
    });
    const { booking } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    await moveClock(t, '2026-06-15T05:31:00.000Z');
    await sweepExpiredPayments(t, t.services.paymentProvider);
    // The sandbox completes a pending charge at an inquiry a minute or more after it.
    expect(await latestBookingOf(player)).toMatchObject({
      _id: booking._id,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it.each([
    [{ cnic: '345678' }, V.walletMobileRequired, 'formData.mobileNumber'],
    [
      { mobileNumber: '+92030012345', cnic: '345678' },
      V.walletMobileInvalid,
      'formData.mobileNumber',
    ],
    [{ mobileNumber: '03001234567' }, V.cnicRequired, 'formData.cnic'],
    [{ mobileNumber: '03001234567', cnic: '12345' }, V.cnicInvalid, 'formData.cnic'],
    [
      { mobileNumber: '04212345678', cnic: '345678' },
      V.walletMobileInvalid,
      'formData.mobileNumber',
    ],
  ])('refuses wallet details %j with the spec message', async (wallet, message, field) => {
    const player = await createTestUser(t);
    const res = await bookByWallet(t, player, freshSlot(), wallet);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
    const own = await t.db.select().from(bookings).where(eq(bookings.userId, player.id));
    expect(own).toHaveLength(0);
  });
});

describe('a wallet charge answered for another amount', () => {
  let rewriting: PaymentTestBed;
  beforeAll(async () => {
    // JazzCash answers 000 for Rs. 1: a genuine, signed answer about a different charge.
    rewriting = await startPaymentTestBed({
      rewriteAnswers: (path, answer) =>
        path.endsWith('/DoMWalletTransaction') ? { ...answer, pp_Amount: '100' } : answer,
    });
  });
  afterAll(async () => {
    await rewriting?.close();
  });

  it('settles nothing, keeps the booking pending and flags the payment for the admin', async () => {
    const tr = rewriting.t;
    const [courtId] = await listCourtIds(tr);
    const player = await createTestUser(tr);
    const res = await bookByWallet(
      tr,
      player,
      { courtId: courtId!, date: day(3), startTime: '18:00', endTime: '19:00' },
      { mobileNumber: TEST_MOBILE_NUMBERS.success, ...WALLET },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { booking } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [row] = await tr.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking._id));
    expect(row).toMatchObject({
      status: 'pending',
      flag: 'mismatch',
      flagReason: `JazzCash's answer to the wallet charge reports Rs. 1, but the payment is ${formatPrice(booking.totalPrice)}.`,
    });
    expect(row?.responsePayload).toMatchObject({ pp_ResponseCode: '000', pp_Amount: '100' });
  });
});
