import { randomUUID } from 'node:crypto';
import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ZBooking } from '@padel/contract';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { paymentTransactions } from '@padel/db';
import type { TestContext } from '../../test/test-context';
import { computeSecureHash } from './jazzcash';
import {
  bookByCard,
  bookByWallet,
  day,
  decideOnCardPage,
  postCardReturn,
  SECRETS,
  startPaymentTestBed,
  type PaymentTestBed,
} from '../../test/payments';
import { sweepExpiredPayments } from './payment-sweeper';

// Every JazzCash request and answer is recorded and logged; none of them may carry the
// password, the integrity salt, the MPIN, a secure hash or a whole CNIC.

const CNIC = '918273';

let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let admin: TestUser;
const cardHashes: string[] = [];

beforeAll(async () => {
  bed = await startPaymentTestBed({ timeoutMs: 500, walletTimeoutMs: 5_000 });
  t = bed.t;
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
});
afterAll(async () => {
  await bed?.close();
});

let nextHour = 0;
const freshSlot = () => {
  nextHour += 1;
  const hour = 8 + nextHour;
  return {
    courtId: courtIds[0]!,
    date: day(5),
    startTime: `${String(hour).padStart(2, '0')}:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00`,
  };
};

/** Every kind of exchange: card paid, declined and forged; wallet paid, refused, timed out and pending; inquiries, refunds and the sweeper. */
async function exerciseEveryExchange() {
  // Booking codes are limited to 5 an hour per account: a player per booking.
  const player = () => createTestUser(t);
  const paid = await bookByCard(t, await player(), freshSlot());
  cardHashes.push(paid.jazzResp.formData.pp_SecureHash ?? '');
  const paidReturn = await decideOnCardPage(paid.jazzResp, 'pay');
  cardHashes.push(paidReturn.pp_SecureHash ?? '');
  await postCardReturn(t, paidReturn);

  const declined = await bookByCard(t, await player(), freshSlot());
  await postCardReturn(t, await decideOnCardPage(declined.jazzResp, 'decline'));

  const forgedFor = await bookByCard(t, await player(), freshSlot());
  const forged: Record<string, string> = {
    ...(await decideOnCardPage(forgedFor.jazzResp, 'pay')),
    pp_Amount: '100',
    pp_Password: SECRETS.password,
  };
  forged.pp_SecureHash = computeSecureHash(forged, 'guess');
  await postCardReturn(t, forged);

  const wallet = async (mobileNumber: string) =>
    bookByWallet(t, await player(), freshSlot(), { mobileNumber, cnic: CNIC });
  const walletPaid = await wallet(TEST_MOBILE_NUMBERS.success);
  await wallet(TEST_MOBILE_NUMBERS.lowBalance);
  await wallet(TEST_MOBILE_NUMBERS.timeout);
  const pending = await wallet(TEST_MOBILE_NUMBERS.pending);

  const pendingId = ZBooking.parse(pending.body.data.booking).jazzCashDetails?._id;
  await request(t.app)
    .post(`/api/v1/admin/payments/jazzcash/${pendingId}/inquire`)
    .set(admin.headers)
    .expect(200);
  const paidId = ZBooking.parse(walletPaid.body.data.booking).jazzCashDetails?._id;
  await request(t.app)
    .post(`/api/v1/admin/payments/jazzcash/${paidId}/refund`)
    .set(admin.headers)
    .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
    .send({ amount: 100 })
    .expect(200);
  const cardPaidId = paid.booking.jazzCashDetails?._id;
  await request(t.app)
    .post(`/api/v1/admin/payments/jazzcash/${cardPaidId}/refund`)
    .set(admin.headers)
    .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
    .send({ amount: 100 })
    .expect(200);
  await request(t.app).get('/api/v1/admin/payments/jazzcash').set(admin.headers).expect(200);

  await moveClock(t, '2026-06-15T05:31:00.000Z');
  await sweepExpiredPayments(t, t.services.paymentProvider);
}

function expectNoSecret(text: string) {
  expect(text).not.toContain(SECRETS.password);
  expect(text).not.toContain(SECRETS.integritySalt);
  expect(text).not.toMatch(new RegExp(`["=]${SECRETS.mpin}["&]`));
  expect(text).not.toMatch(new RegExp(`["=]${CNIC}["&]`));
  for (const hash of cardHashes) expect(text.toUpperCase()).not.toContain(hash.toUpperCase());
  // No secure hash of any kind: a 64-character hex run is one.
  expect(text).not.toMatch(/[0-9a-f]{64}/i);
}

describe('secrets', () => {
  it('never reach the logs or the stored payloads', async () => {
    await exerciseEveryExchange();
    expect(cardHashes.every((hash) => /^[0-9A-F]{64}$/.test(hash))).toBe(true);

    const rows = await t.db.select().from(paymentTransactions);
    // Card x3, wallet x4, refunds x2.
    expect(rows.length).toBeGreaterThanOrEqual(9);
    const stored = JSON.stringify(rows);
    expectNoSecret(stored);
    expect(stored).toContain('[redacted]');
    for (const row of rows) {
      for (const payload of [row.requestPayload, row.responsePayload]) {
        const cnic = payload?.pp_CNIC;
        if (cnic !== undefined) expect(cnic).toMatch(/^\*{4}\d{2}$/);
      }
    }

    const logs = t.logLines.join('\n');
    expect(logs).toContain('JazzCash call');
    expectNoSecret(logs);
  });
});
