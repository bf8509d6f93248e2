import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES as E,
  formatPrice,
  ZBooking,
  ZPaymentRequestListAnswer,
  ZPaymentStatusAnswer,
  type TBooking,
} from '@padel/contract';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  patchBusinessSettings,
  requestBookingCode,
  verifyOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { bookingEvents, bookings, paymentTransactions } from '@padel/db';
import type { TestContext } from '../../test/test-context';
import { CARD_RETURN_ERRORS } from './card-payments';
import { PAYMENT_CANCELLED_WITH_BOOKING } from '../bookings';
import { REFUND_DUE_REASON } from './payment-settlement';
import { MAX_RECORDED_INQUIRIES } from './payment-transactions';
import { computeSecureHash } from './jazzcash';
import {
  bookByCard,
  day,
  decideOnCardPage,
  NOW,
  openCardPage,
  postCardReturn,
  SECRETS,
  startPaymentTestBed,
  WEB_URL,
  type PaymentTestBed,
} from '../../test/payments';
import { createInProcessTimedWork } from '../lib/timed-work';
import { EXPIRED_PAYMENT, paymentSweepTask, sweepExpiredPayments } from './payment-sweeper';

let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentTestBed();
  t = bed.t;
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
  admin = await createTestUser(t, { role: 'admin' });
});
afterEach(async () => {
  await moveClock(t, NOW);
  await patchBusinessSettings(t, {
    paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
  });
});
afterAll(async () => {
  await bed?.close();
});

let nextHour = 8;
/** A fresh one-hour slot each call, so the tests never collide. */
function freshSlot(): SlotRequest {
  nextHour += 1;
  const courtId = courtIds[nextHour % courtIds.length]!;
  const hour = 8 + (nextHour % 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    courtId,
    date: day(1 + Math.floor(nextHour / 12)),
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(hour + 1)}:00`,
  };
}

async function readBooking(player: TestUser, bookingId: string): Promise<TBooking> {
  const res = await request(t.app).get(`/api/v1/bookings/${bookingId}`).set(player.headers);
  expect(res.status).toBe(200);
  return ZBooking.parse(res.body.data.booking);
}

async function transactionOf(txnRefNo: string) {
  const [row] = await t.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, txnRefNo));
  if (!row) throw new Error(`no transaction ${txnRefNo}`);
  return row;
}

const countEvents = async (bookingId: string) =>
  (await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).length;

/** The slot is free again when another player can book it. */
async function expectSlotBookable(slot: SlotRequest) {
  const other = await createTestUser(t);
  const res = await bookWithCode(t, other, slot);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('card payment', () => {
  it('creates the booking pending with a 30-minute v1.1 form and a recorded card transaction', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'jazzcash_card',
    });
    const form = jazzResp.formData;
    expect(jazzResp.postUrl).toBe(t.config.jazzcash.cardPageUrl);
    expect(form).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MPAY',
      pp_MerchantID: SECRETS.merchantId,
      pp_Amount: String(booking.totalPrice * 100),
      pp_TxnCurrency: 'PKR',
      // 10:00 in Karachi, and half an hour later.
      pp_TxnDateTime: '20260615100000',
      pp_TxnExpiryDateTime: '20260615103000',
      pp_ReturnURL: t.config.jazzcash.returnUrl,
      pp_BillReference: booking.bookingId.replace(/[^A-Za-z0-9]/g, ''),
      ppmpf_1: '',
    });
    expect(form.pp_Description).not.toMatch(/[<>*=%/:'|"{}]/);
    expect(booking.jazzCashDetails).toMatchObject({
      transactionId: form.pp_TxnRefNo,
      type: 'card',
      status: 'pending',
      amount: booking.totalPrice,
      responseCode: null,
    });

    const row = await transactionOf(form.pp_TxnRefNo ?? '');
    expect(row).toMatchObject({
      type: 'card',
      status: 'pending',
      amount: booking.totalPrice,
      bookingId: booking._id,
      userId: player.id,
    });
    expect(row.expiresAt?.toISOString()).toBe('2026-06-15T05:30:00.000Z');
    expect(row.requestPayload).toMatchObject({
      pp_TxnRefNo: form.pp_TxnRefNo,
      pp_Password: '[redacted]',
      pp_SecureHash: '[redacted]',
    });
  });

  it('confirms and marks paid when JazzCash answers 000, and mails the customer', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const fields = await decideOnCardPage(jazzResp, 'pay');
    const { location, page } = await postCardReturn(t, fields);
    expect(page).toBe(`${WEB_URL}/payment/success`);
    expect(location.searchParams.get('bookingId')).toBe(booking._id);
    expect(location.searchParams.get('transactionId')).toBe(fields.pp_TxnRefNo);

    const paid = await readBooking(player, booking._id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(paid.jazzCashDetails).toMatchObject({
      status: 'completed',
      responseCode: '000',
      responseMessage: fields.pp_ResponseMessage,
    });
    expect(paid.jazzCashDetails?.retrievalReferenceNo).toMatch(/^\d{12}$/);
    expect(paid.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedBy: null,
    });
    const row = await transactionOf(fields.pp_TxnRefNo ?? '');
    expect(row.responsePayload).toMatchObject({
      pp_ResponseCode: '000',
      pp_SecureHash: '[redacted]',
    });
    expect(
      (await t.deliveredMails()).some((m) => m.to === player.email && /confirmed/i.test(m.subject)),
    ).toBe(true);

    const status = await request(t.app)
      .get(`/api/v1/payments/status/${booking._id}/${fields.pp_TxnRefNo}`)
      .set(player.headers)
      .expect(200);
    expect(ZPaymentStatusAnswer.parse(status.body.data)).toEqual({
      bookingId: booking._id,
      bookingNumber: booking.bookingId,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'jazzcash_card',
      transactionId: fields.pp_TxnRefNo,
      transactionStatus: 'completed',
      message: fields.pp_ResponseMessage,
    });
  });

  it('cancels a declined payment as failed, shows the provider message and frees the slot', async () => {
    const player = await createTestUser(t);
    const slot = freshSlot();
    const { booking, jazzResp } = await bookByCard(t, player, slot);
    const fields = await decideOnCardPage(jazzResp, 'decline');
    const { page, error } = await postCardReturn(t, fields);
    expect(page).toBe(`${WEB_URL}/payment/failed`);
    expect(error).toBe('Transaction Cancelled by User.');

    const declined = await readBooking(player, booking._id);
    expect(declined).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(declined.cancellationReason).toContain('Transaction Cancelled by User.');
    expect(declined.jazzCashDetails).toMatchObject({ status: 'failed', responseCode: '112' });
    await expectSlotBookable(slot);
  });

  it('rejects a tampered return: booking unchanged, failed page, counted but never written to the payment', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const genuine = await decideOnCardPage(jazzResp, 'pay');
    const txnRefNo = genuine.pp_TxnRefNo ?? '';
    const before = await transactionOf(txnRefNo);
    const rejectedBefore = t.metrics.read('jazzCashReturnsRejected');

    // The amount lowered and the hash recomputed by someone without the salt.
    const forged: Record<string, string> = { ...genuine, pp_Amount: '100' };
    forged.pp_SecureHash = computeSecureHash(forged, 'not-the-salt');
    const tampered = await postCardReturn(t, forged);
    expect(tampered.page).toBe(`${WEB_URL}/payment/failed`);
    expect(tampered.error).toBe(CARD_RETURN_ERRORS.badHash);

    // The hash left alone but the amount changed: the hash check fails the same way.
    const edited = await postCardReturn(t, { ...genuine, pp_Amount: '100' });
    expect(edited.error).toBe(CARD_RETURN_ERRORS.badHash);
    // No hash at all.
    const { pp_SecureHash: _dropped, ...unsigned } = genuine;
    expect((await postCardReturn(t, unsigned)).error).toBe(CARD_RETURN_ERRORS.incomplete);
    // An unsigned answer for a reference we never issued.
    const unknown = await postCardReturn(t, { pp_TxnRefNo: 'T1', pp_ResponseCode: '000' });
    expect(unknown.error).toBe(CARD_RETURN_ERRORS.incomplete);

    // Enough forgeries to fill the payment's history, were they written there.
    for (let i = 0; i < MAX_RECORDED_INQUIRIES; i += 1) {
      const spam: Record<string, string> = { ...genuine, pp_ResponseMessage: `spam ${i}` };
      spam.pp_SecureHash = computeSecureHash(spam, 'not-the-salt');
      await postCardReturn(t, spam);
    }

    const unchanged = await readBooking(player, booking._id);
    expect(unchanged).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const row = await transactionOf(txnRefNo);
    expect(row).toMatchObject({ status: 'pending', flag: null, statusInquiries: [] });
    expect(row.updatedAt).toEqual(before.updatedAt);
    expect(t.metrics.read('jazzCashReturnsRejected') - rejectedBefore).toBe(
      4 + MAX_RECORDED_INQUIRIES,
    );
    expect(t.logLines.some((line) => line.includes('JazzCash card return rejected'))).toBe(true);

    // A real status inquiry is still recorded (and finds the payment completed).
    await request(t.app)
      .post(`/api/v1/admin/payments/jazzcash/${row.id}/inquire`)
      .set(admin.headers)
      .expect(200);
    expect(await transactionOf(txnRefNo)).toMatchObject({
      status: 'completed',
      statusInquiries: [{ kind: 'inquiry' }],
    });
    expect((await postCardReturn(t, genuine)).page).toBe(`${WEB_URL}/payment/success`);
  });

  /** The genuine return changed and signed again with the merchant's salt. */
  const resign = (fields: Record<string, string>, changes: Record<string, string>) => {
    const { pp_SecureHash: _old, ...rest } = { ...fields, ...changes };
    return { ...rest, pp_SecureHash: computeSecureHash(rest, SECRETS.integritySalt) };
  };

  it.each<{
    what: string;
    changes: Record<string, string>;
    error: string;
    flag: (price: number) => string;
  }>([
    {
      what: 'another amount',
      changes: { pp_Amount: '100' },
      error: CARD_RETURN_ERRORS.amountMismatch,
      flag: (price: number) =>
        `JazzCash's card return reports Rs. 1, but the payment is ${formatPrice(price)}.`,
    },
    {
      what: 'another currency',
      changes: { pp_TxnCurrency: 'USD' },
      error: CARD_RETURN_ERRORS.currencyMismatch,
      flag: () => "JazzCash's card return reports the currency 'USD', but the payment is in PKR.",
    },
    {
      what: 'no currency',
      changes: { pp_TxnCurrency: '' },
      error: CARD_RETURN_ERRORS.currencyMismatch,
      flag: () => "JazzCash's card return reports no currency, but the payment is in PKR.",
    },
    {
      what: 'another bill reference',
      changes: { pp_BillReference: 'PBOTHER1' },
      error: CARD_RETURN_ERRORS.referenceMismatch,
      flag: () =>
        "JazzCash's card return reports the bill reference 'PBOTHER1', which is not this booking's.",
    },
  ])(
    'never settles a correctly signed return with $what: booking unpaid, payment flagged for the admin',
    async ({ changes, error, flag }) => {
      const player = await createTestUser(t);
      const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
      const genuine = await decideOnCardPage(jazzResp, 'pay');
      // Only a holder of the salt could sign this; it is still not this payment's answer.
      const wrong = resign(genuine, changes);
      const answer = await postCardReturn(t, wrong);
      expect(answer.page).toBe(`${WEB_URL}/payment/failed`);
      expect(answer.error).toBe(error);
      // Replayed: kept once beside the payment.
      await postCardReturn(t, wrong);

      expect(await readBooking(player, booking._id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
      });
      const listed = await request(t.app)
        .get('/api/v1/admin/payments/jazzcash')
        .query({ bookingId: booking._id })
        .set(admin.headers)
        .expect(200);
      const [transaction] = ZPaymentRequestListAnswer.parse(listed.body.data).requests;
      expect(transaction).toMatchObject({
        status: 'pending',
        flag: 'mismatch',
        flagReason: flag(booking.totalPrice),
        statusInquiries: [{ status: 'Rejected return', message: flag(booking.totalPrice) }],
      });
    },
  );
  it('changes nothing when the same return is posted twice', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const fields = await decideOnCardPage(jazzResp, 'pay');
    const [first, second] = await Promise.all([
      postCardReturn(t, fields),
      postCardReturn(t, fields),
    ]);
    expect(first.page).toBe(`${WEB_URL}/payment/success`);
    expect(second.page).toBe(`${WEB_URL}/payment/success`);
    const third = await postCardReturn(t, fields);
    expect(third.page).toBe(`${WEB_URL}/payment/success`);
    // Created, then confirmed once.
    expect(await countEvents(booking._id)).toBe(2);
    const mails = (await t.deliveredMails()).filter(
      (m) => m.to === player.email && /confirmed/i.test(m.subject),
    );
    expect(mails).toHaveLength(1);
  });

  it('replays a decline as failed without a second transition', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const fields = await decideOnCardPage(jazzResp, 'decline');
    await postCardReturn(t, fields);
    const again = await postCardReturn(t, fields);
    expect(again.error).toBe('Transaction Cancelled by User.');
    expect(await countEvents(booking._id)).toBe(2);
  });

  it('marks a payment started from the app (ppmpf_1 = app) and ends it on /payment/close', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot(), { mobileApp: true });
    expect(jazzResp.formData.ppmpf_1).toBe('app');
    const fields = await decideOnCardPage(jazzResp, 'pay');
    expect(fields.ppmpf_1).toBe('app');
    const { location, page } = await postCardReturn(t, fields);
    expect(page).toBe(`${WEB_URL}/payment/close`);
    expect(location.searchParams.get('status')).toBe('success');
    expect(await readBooking(player, booking._id)).toMatchObject({ status: 'confirmed' });

    const other = await bookByCard(t, player, freshSlot(), { mobileApp: true });
    const declined = await postCardReturn(t, await decideOnCardPage(other.jazzResp, 'decline'));
    expect(declined.page).toBe(`${WEB_URL}/payment/close`);
    expect(declined.location.searchParams.get('status')).toBe('failed');
  });

  it('shows the payment status to the owner and staff only', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const path = `/api/v1/payments/status/${booking._id}/${jazzResp.formData.pp_TxnRefNo}`;
    const own = await request(t.app).get(path).set(player.headers).expect(200);
    expect(own.body.data).toMatchObject({ transactionStatus: 'pending', paymentStatus: 'pending' });
    await request(t.app).get(path).set(staff.headers).expect(200);
    const stranger = await createTestUser(t);
    await request(t.app).get(path).set(stranger.headers).expect(404);
    await request(t.app).get(path).expect(401);
    await request(t.app)
      .get(`/api/v1/payments/status/${booking._id}/T00000000000000OTHER`)
      .set(player.headers)
      .expect(404);
  });
});

describe('a card booking the venue cancelled', () => {
  it('cancels its pending payment with it; money paid afterwards is recorded, flagged for refund, and the player told so', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const txnRefNo = jazzResp.formData.pp_TxnRefNo ?? '';
    await request(t.app)
      .patch(`/api/v1/bookings/${booking._id}/cancel`)
      .set(staff.headers)
      .send({ reason: 'Court flooded' })
      .expect(200);
    expect(await transactionOf(txnRefNo)).toMatchObject({
      status: 'failed',
      responseMessage: PAYMENT_CANCELLED_WITH_BOOKING,
      flag: null,
    });

    // The player had the card page open and pays anyway.
    const answer = await postCardReturn(t, await decideOnCardPage(jazzResp, 'pay'));
    expect(answer.page).toBe(`${WEB_URL}/payment/cancelled`);
    expect(answer.location.searchParams.get('bookingId')).toBe(booking._id);
    expect(await readBooking(player, booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(await transactionOf(txnRefNo)).toMatchObject({
      status: 'completed',
      flag: 'refund',
      flagReason: REFUND_DUE_REASON,
    });
  });

  it('never shows Payment Successful for a booking cancelled while its payment was still open', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    // Cancelled behind the payment's back (the transaction stays pending).
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking._id));
    const answer = await postCardReturn(t, await decideOnCardPage(jazzResp, 'pay'));
    expect(answer.page).toBe(`${WEB_URL}/payment/cancelled`);
    expect(await transactionOf(jazzResp.formData.pp_TxnRefNo ?? '')).toMatchObject({
      status: 'completed',
      flag: 'refund',
    });
  });
});

describe('expiry of unanswered card payments', () => {
  it('cancels the booking as failed after 30 minutes and frees the slot', async () => {
    const player = await createTestUser(t);
    const slot = freshSlot();
    const { booking, jazzResp } = await bookByCard(t, player, slot);
    await openCardPage(jazzResp);

    await moveClock(t, '2026-06-15T05:29:00.000Z');
    await sweepExpiredPayments(t, t.services.paymentProvider);
    expect(await readBooking(player, booking._id)).toMatchObject({ status: 'pending' });

    await moveClock(t, '2026-06-15T05:31:00.000Z');
    const swept = await sweepExpiredPayments(t, t.services.paymentProvider);
    expect(swept.cancelled).toBeGreaterThanOrEqual(1);
    const expired = await readBooking(player, booking._id);
    expect(expired).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancellationReason: EXPIRED_PAYMENT.cancellationReason,
    });
    expect(expired.history.at(-1)).toMatchObject({ toStatus: 'cancelled', changedBy: null });
    const row = await transactionOf(jazzResp.formData.pp_TxnRefNo ?? '');
    expect(row).toMatchObject({ status: 'failed', responseMessage: EXPIRED_PAYMENT.message });
    // The sweeper asked JazzCash first: a card page left open is Dropped after its expiry.
    expect(row.statusInquiries.at(-1)).toMatchObject({
      kind: 'inquiry',
      request: { pp_TxnRefNo: row.transactionId, pp_Password: '[redacted]' },
      response: { pp_Status: 'Dropped', pp_PaymentResponseCode: '129' },
    });
    await expectSlotBookable(slot);
  });

  it('keeps a payment that JazzCash reports after the expiry as paid on the cancelled booking', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    await moveClock(t, '2026-06-15T05:31:00.000Z');
    await sweepExpiredPayments(t, t.services.paymentProvider);
    // A signed success for it arrives afterwards (JazzCash settled it; the browser was slow).
    const form = jazzResp.formData;
    const late: Record<string, string> = {
      pp_Amount: form.pp_Amount ?? '',
      pp_BillReference: form.pp_BillReference ?? '',
      pp_Language: 'EN',
      pp_MerchantID: SECRETS.merchantId,
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: form.pp_TxnDateTime ?? '',
      pp_TxnRefNo: form.pp_TxnRefNo ?? '',
      pp_TxnType: 'MPAY',
      pp_Version: '1.1',
    };
    late.pp_SecureHash = computeSecureHash(late, SECRETS.integritySalt);
    const answer = await postCardReturn(t, late);
    expect(answer.page).toBe(`${WEB_URL}/payment/cancelled`);
    expect(answer.error).toBeNull();
    expect(await readBooking(player, booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      jazzCashDetails: { status: 'completed', responseCode: '000' },
    });
    expect(await transactionOf(form.pp_TxnRefNo ?? '')).toMatchObject({
      flag: 'refund',
      flagReason: REFUND_DUE_REASON,
    });
    expect(
      t.logLines.some((line) => line.includes('payment received for a cancelled booking')),
    ).toBe(true);
  });

  it('never confirms a booking whose payment JazzCash reports for another amount: flagged, then expired', async () => {
    const player = await createTestUser(t);
    const slot = freshSlot();
    const { booking, jazzResp } = await bookByCard(t, player, slot);
    const txnRefNo = jazzResp.formData.pp_TxnRefNo ?? '';
    await openCardPage(jazzResp);
    bed.sandbox.store.get(txnRefNo)!.amountPaisa = 100;
    bed.sandbox.store.setOutcome(txnRefNo, { status: 'Completed' });
    await moveClock(t, '2026-06-15T05:31:00.000Z');
    const swept = await sweepExpiredPayments(t, t.services.paymentProvider);
    expect(swept.confirmed).toBe(0);
    expect(await readBooking(player, booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await transactionOf(txnRefNo)).toMatchObject({
      status: 'failed',
      flag: 'mismatch',
      flagReason: `The status inquiry reports Rs. 1, but the payment is ${formatPrice(booking.totalPrice)}.`,
    });
    await expectSlotBookable(slot);
  });

  it('confirms instead when JazzCash reports the payment completed though the browser never came back', async () => {
    const player = await createTestUser(t);
    const { booking, jazzResp } = await bookByCard(t, player, freshSlot());
    const txnRefNo = jazzResp.formData.pp_TxnRefNo ?? '';
    await decideOnCardPage(jazzResp, 'pay');
    await moveClock(t, '2026-06-15T05:31:00.000Z');
    const swept = await sweepExpiredPayments(t, t.services.paymentProvider);
    expect(swept.confirmed).toBeGreaterThanOrEqual(1);
    expect(await readBooking(player, booking._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await transactionOf(txnRefNo)).toMatchObject({
      status: 'completed',
      responseCode: '000',
    });
  });
});

describe('the sweeper interval', () => {
  it('sweeps on its own until stopped', async () => {
    const player = await createTestUser(t);
    const { booking } = await bookByCard(t, player, freshSlot());
    await moveClock(t, '2026-06-15T05:31:00.000Z');
    const sweeper = createInProcessTimedWork(t.logger);
    await sweeper.every(paymentSweepTask(t, t.services.paymentProvider, { intervalMs: 20 }));
    try {
      await expect
        .poll(async () => (await readBooking(player, booking._id)).status, { timeout: 5_000 })
        .toBe('cancelled');
    } finally {
      await sweeper.stop();
    }
  });
});

describe('payment methods switched off', () => {
  it.each([
    ['jazzcash_card', { jazzcashCard: false }, E.cardPaymentsDisabled, {}],
    [
      'jazzcash_mwallet',
      { jazzcashWallet: false },
      E.walletPaymentsDisabled,
      { mobileNumber: '03123456789', cnic: '345678' },
    ],
  ] as const)('refuses %s with the spec message', async (method, switched, message, wallet) => {
    await patchBusinessSettings(t, {
      paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true, ...switched },
    });
    const player = await createTestUser(t);
    const slot = freshSlot();
    const otp = await requestBookingCode(t, player, slot);
    const res = await request(t.app)
      .post('/api/v1/bookings/verify-otp')
      .set(player.headers)
      .send(
        verifyOtpBody(slot, otp, {
          paymentMethod: method,
          formData: { paymentMethod: method, ...wallet },
        }),
      )
      .expect(400);
    expect(res.body.message).toBe(message);
    const stored = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, player.id));
    expect(stored).toHaveLength(0);
  });
});
