import { eq } from 'drizzle-orm';
import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  VALIDATION_MESSAGES as V,
  ZAccountDeletionPreview,
  ZBooking,
  ZPaymentRequestListAnswer,
  type TBooking,
} from '@padel/contract';
import { paymentTransactions, users } from '@padel/db';
import { bearer, registerPlayer } from '../../test/auth';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import {
  bookByCard,
  bookByWallet,
  day,
  decideOnCardPage,
  NOW,
  postCardReturn,
  startPaymentTestBed,
  TODAY,
  type PaymentTestBed,
} from '../../test/payments';
import type { TestContext } from '../../test/test-context';
import { ACCOUNT_DELETION_MESSAGES } from './account-deletion';
import { INVALID_CODE_MESSAGE } from '../one-time-codes';

let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentTestBed();
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
function freshSlot(date = day(3 + Math.floor(nextHour / 12))): SlotRequest {
  nextHour += 1;
  const hour = 8 + (nextHour % 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    courtId: courtIds[nextHour % courtIds.length]!,
    date,
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(hour + 1)}:00`,
  };
}

async function paidByCard(tc: TestContext, player: TestUser, slot = freshSlot()) {
  const { booking, jazzResp } = await bookByCard(tc, player, slot);
  await postCardReturn(tc, await decideOnCardPage(jazzResp, 'pay'));
  return booking;
}

async function paidByWallet(tc: TestContext, player: TestUser, slot = freshSlot()) {
  const res = await bookByWallet(tc, player, slot, {
    mobileNumber: TEST_MOBILE_NUMBERS.success,
    cnic: '345678',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body.data.booking);
}

const readBooking = async (tc: TestContext, id: string): Promise<TBooking> => {
  const res = await request(tc.app).get(`/api/v1/bookings/${id}`).set(admin.headers);
  return ZBooking.parse(res.body.data.booking);
};

const transactionsOf = async (tc: TestContext, as: TestUser, bookingId: string) => {
  const res = await request(tc.app)
    .get('/api/v1/admin/payments/jazzcash')
    .query({ bookingId })
    .set(as.headers)
    .expect(200);
  return ZPaymentRequestListAnswer.parse(res.body.data).requests;
};

/** An account made by social sign-in has no password: it deletes with an e-mailed code. */
async function deleteWithCode(tc: TestContext, player: TestUser) {
  await request(tc.app)
    .post('/api/v1/auth/delete-account/send-code')
    .set(player.headers)
    .expect(200);
  const otp = await tc.lastCodeFor(player.email);
  return request(tc.app)
    .delete('/api/v1/auth/delete-account')
    .set(player.headers)
    .send({ otp, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION });
}

describe('deleting an account with paid upcoming bookings', () => {
  it('refunds a card-paid and a wallet-paid booking through JazzCash, and the admin sees the refunds', async () => {
    const player = await createTestUser(t);
    const card = await paidByCard(t, player);
    const wallet = await paidByWallet(t, player);
    const cash = await bookWithCode(t, player, freshSlot());
    expect(cash.status).toBe(201);

    const preview = ZAccountDeletionPreview.parse(
      (await request(t.app).get('/api/v1/auth/delete-account').set(player.headers).expect(200)).body
        .data,
    );
    expect(preview.verification).toBe('code');
    const byId = new Map(preview.bookings.map((b) => [b._id, b]));
    expect(byId.get(card._id)).toMatchObject({ refund: 'full', amountPaid: card.totalPrice });
    expect(byId.get(wallet._id)).toMatchObject({ refund: 'full', amountPaid: wallet.totalPrice });
    expect(byId.get(cash.body.data.booking._id)).toMatchObject({ refund: 'none', amountPaid: 0 });

    expect((await deleteWithCode(t, player)).status).toBe(200);

    for (const booking of [card, wallet]) {
      expect(await readBooking(t, booking._id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      const transactions = await transactionsOf(t, admin, booking._id);
      const refund = transactions.find((tx) => tx.type === 'refund');
      expect(refund).toMatchObject({ status: 'completed', amount: booking.totalPrice });
      const payment = transactions.find((tx) => tx.type !== 'refund');
      expect(payment).toMatchObject({ refundedAmount: booking.totalPrice, flag: null });
    }
    expect(await readBooking(t, cash.body.data.booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
  });

  it('leaves a booking less than 6 hours ahead to the venue, flagged as a refund due', async () => {
    const player = await createTestUser(t);
    // 10:00 in Karachi now: 14:00 today is 4 hours ahead.
    const soon = await paidByCard(t, player, {
      courtId: courtIds[0]!,
      date: TODAY,
      startTime: '14:00',
      endTime: '15:00',
    });
    const preview = ZAccountDeletionPreview.parse(
      (await request(t.app).get('/api/v1/auth/delete-account').set(player.headers)).body.data,
    );
    expect(preview.bookings).toEqual([
      expect.objectContaining({ _id: soon._id, refund: 'venue', amountPaid: soon.totalPrice }),
    ]);

    expect((await deleteWithCode(t, player)).status).toBe(200);
    expect(await readBooking(t, soon._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    const transactions = await transactionsOf(t, admin, soon._id);
    expect(transactions.map((tx) => tx.type)).toEqual(['card']);
    expect(transactions[0]).toMatchObject({
      flag: 'refund',
      flagReason: ACCOUNT_DELETION_MESSAGES.refundVenue,
    });
  });

  it('ends an unpaid card payment with its booking', async () => {
    const player = await createTestUser(t);
    const { booking } = await bookByCard(t, player, freshSlot());
    expect((await deleteWithCode(t, player)).status).toBe(200);
    const [payment] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking._id));
    expect(payment).toMatchObject({ status: 'failed', flag: null });
  });
});

describe('a refund JazzCash refuses during a deletion', () => {
  let refusing: PaymentTestBed;
  beforeAll(async () => {
    refusing = await startPaymentTestBed({
      rewriteAnswers: (path, answer) =>
        path.toLowerCase().includes('refund')
          ? { ...answer, pp_ResponseCode: '999', pp_ResponseMessage: 'Refund declined' }
          : answer,
    });
  });
  afterAll(async () => {
    await refusing?.close();
  });

  it('still deletes the account and leaves the payment flagged for the admin with why', async () => {
    const tr = refusing.t;
    const [courtId] = await listCourtIds(tr);
    const venueAdmin = await createTestUser(tr, { role: 'admin' });
    const player = await createTestUser(tr);
    const booking = await paidByWallet(tr, player, {
      courtId: courtId!,
      date: day(4),
      startTime: '18:00',
      endTime: '19:00',
    });
    expect((await deleteWithCode(tr, player)).status).toBe(200);
    const [row] = await tr.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.status).toBe('deleted');
    const transactions = await transactionsOf(tr, venueAdmin, booking._id);
    const payment = transactions.find((tx) => tx.type === 'mwallet');
    expect(payment).toMatchObject({ refundedAmount: 0, flag: 'refund' });
    expect(payment?.flagReason).toContain('Refund declined');
    expect(transactions.find((tx) => tx.type === 'refund')).toMatchObject({ status: 'failed' });
  });
});

describe('confirming a deletion', () => {
  it('an account without a password confirms with an e-mailed code; a wrong one deletes nothing', async () => {
    const player = await createTestUser(t);
    const del = (body: object) =>
      request(t.app).delete('/api/v1/auth/delete-account').set(player.headers).send(body);
    const missing = await del({ confirmDeletion: DELETE_ACCOUNT_CONFIRMATION });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(V.deletionCodeRequired);

    await request(t.app)
      .post('/api/v1/auth/delete-account/send-code')
      .set(player.headers)
      .expect(200);
    const code = await t.lastCodeFor(player.email);
    const mail = (await t.deliveredMails()).find((m) => m.to === player.email);
    expect(mail?.subject).toContain('Confirm deleting your account');
    const wrong = await del({
      otp: code === '000000' ? '111111' : '000000',
      confirmDeletion: DELETE_ACCOUNT_CONFIRMATION,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(INVALID_CODE_MESSAGE);
    // A password proves nothing for an account that has none.
    expect(
      (await del({ password: 'Anything1', confirmDeletion: DELETE_ACCOUNT_CONFIRMATION })).status,
    ).toBe(400);
    const [kept] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(kept?.status).toBe('active');

    expect((await del({ otp: code, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION })).status).toBe(
      200,
    );
    const [gone] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(gone?.status).toBe('deleted');
  });

  it('an account with a password confirms with it, not with a code', async () => {
    const player = await registerPlayer(t);
    const preview = await request(t.app)
      .get('/api/v1/auth/delete-account')
      .set(bearer(player))
      .expect(200);
    expect(preview.body.data).toEqual({ verification: 'password', bookings: [] });
    const sent = await request(t.app)
      .post('/api/v1/auth/delete-account/send-code')
      .set(bearer(player));
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(ACCOUNT_DELETION_MESSAGES.hasPassword);
    const withCode = await request(t.app)
      .delete('/api/v1/auth/delete-account')
      .set(bearer(player))
      .send({ otp: '123456', confirmDeletion: DELETE_ACCOUNT_CONFIRMATION });
    expect(withCode.status).toBe(400);
    expect(withCode.body.message).toBe(V.deletionPasswordRequired);
    await request(t.app)
      .delete('/api/v1/auth/delete-account')
      .set(bearer(player))
      .send({ password: player.password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION })
      .expect(200);
  });
});
