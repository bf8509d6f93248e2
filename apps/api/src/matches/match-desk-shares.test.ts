import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeMatchShare,
  DESK_PAYMENT_MESSAGES,
  MATCH_MESSAGES as M,
  ZAdminMatchAnswer,
  ZAdminMatchListAnswer,
  ZCashUpAnswer,
  ZMatchSharePaymentAnswer,
  type TAdminMatch,
} from '@padel/contract';
import { matchPlayers, users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { day, startPaymentTestBed, TODAY, type PaymentTestBed } from '../../test/payments';
import type { TestContext } from '../../test/test-context';

// A cash share paid at the desk: recorded once, for exactly the share, and counted in the
// cash-up and the booking's amount paid like any money the desk takes.

const API = '/api/v1';
let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let staff: TestUser;
let admin: TestUser;
let slotCount = 0;

beforeAll(async () => {
  bed = await startPaymentTestBed();
  t = bed.t;
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff', firstName: 'Desk', lastName: 'Ali' });
  admin = await createTestUser(t, { role: 'admin' });
});
afterAll(async () => {
  await bed?.close();
});

async function venueMatch(daysAhead = 4): Promise<TAdminMatch> {
  const n = slotCount++;
  const res = await request(t.app)
    .post(`${API}/admin/matches`)
    .set(staff.headers)
    .send({
      courtId: courtIds[n % courtIds.length],
      date: day(daysAhead),
      startTime: `${String(8 + n).padStart(2, '0')}:00`,
      durationMinutes: 90,
      levelMin: 2.5,
      levelMax: 3.5,
      note: 'Tuesday social',
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZAdminMatchAnswer.parse(res.body.data).match;
}

async function joined(matchId: string, firstName: string, paymentMethod = 'cash') {
  const player = await createTestUser(t, { firstName });
  await t.db.update(users).set({ level: 3 }).where(eq(users.id, player.id));
  const res = await request(t.app)
    .post(`${API}/matches/${matchId}/join`)
    .set(player.headers)
    .send({ paymentMethod });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return player;
}

const payShare = (who: TestUser, matchId: string, userId: string, body: object) =>
  request(t.app)
    .post(`${API}/admin/matches/${matchId}/players/${userId}/payments`)
    .set(who.headers)
    .send(body);

async function cashUpLinesOf(bookingNumber: string) {
  const res = await request(t.app)
    .get(`${API}/admin/cash-up`)
    .query({ date: TODAY })
    .set(admin.headers)
    .expect(200);
  return ZCashUpAnswer.parse(res.body.data).lines.filter((l) => l.bookingNumber === bookingNumber);
}

describe('a cash share paid at the desk', () => {
  it('is recorded once, for the share, and shows in the cash-up and the booking', async () => {
    const match = await venueMatch();
    const share = computeMatchShare(match.totalPrice);
    const sara = await joined(match._id, 'Sara');

    const first = await payShare(staff, match._id, sara.id, { amount: share });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe(M.sharePaidAtDesk);
    const answer = ZMatchSharePaymentAnswer.parse(first.body.data);
    expect(answer.payment).toMatchObject({
      amount: share,
      method: 'cash',
      bookingNumber: match.bookingNumber,
      takenBy: { name: 'Desk Ali' },
    });
    expect(answer.match.seats[0]).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: share,
      deskPayment: { _id: answer.payment._id, method: 'cash', takenBy: 'Desk Ali' },
    });

    // A double tap: the same payment again, nothing more recorded.
    const again = await payShare(staff, match._id, sara.id, { amount: share });
    expect(again.status).toBe(200);
    expect(ZMatchSharePaymentAnswer.parse(again.body.data).payment._id).toBe(answer.payment._id);

    expect(await cashUpLinesOf(match.bookingNumber)).toMatchObject([
      {
        kind: 'payment',
        method: 'cash',
        amount: share,
        staff: 'Desk Ali',
        customer: `Sara ${sara.lastName}`,
      },
    ]);
    const booking = await request(t.app)
      .get(`${API}/admin/bookings/${match.bookingId}/payments`)
      .set(staff.headers)
      .expect(200);
    expect(booking.body.data.payments).toHaveLength(1);
  });

  it('records one payment when the desk taps twice at once', async () => {
    const match = await venueMatch();
    const share = computeMatchShare(match.totalPrice);
    const omar = await joined(match._id, 'Omar');
    const answers = await Promise.all(
      [1, 2, 3].map(() => payShare(staff, match._id, omar.id, { amount: share })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await cashUpLinesOf(match.bookingNumber)).toHaveLength(1);
  });

  it('refuses another amount, a share paid online, and a player not in the match', async () => {
    const match = await venueMatch();
    const share = computeMatchShare(match.totalPrice);
    const sara = await joined(match._id, 'Sara');
    const card = await joined(match._id, 'Bilal', 'jazzcash_card');
    const stranger = await createTestUser(t);

    const wrong = await payShare(staff, match._id, sara.id, { amount: share + 50 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.shareAmountMismatch(share));
    expect(wrong.body.errors).toEqual([{ field: 'amount', message: M.shareAmountMismatch(share) }]);
    const zero = await payShare(staff, match._id, sara.id, { amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(DESK_PAYMENT_MESSAGES.amountInvalid);

    const online = await payShare(staff, match._id, card.id, { amount: share });
    expect(online.status).toBe(409);
    expect(online.body.message).toBe(M.shareNotCash);
    const absent = await payShare(staff, match._id, stranger.id, { amount: share });
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(M.notJoined);

    // Players and visitors never reach it.
    expect((await payShare(sara, match._id, sara.id, { amount: share })).status).toBe(403);
    const visitor = await request(t.app)
      .post(`${API}/admin/matches/${match._id}/players/${sara.id}/payments`)
      .send({ amount: share });
    expect(visitor.status).toBe(401);
    expect(await cashUpLinesOf(match.bookingNumber)).toEqual([]);
  });

  it('is owed again once an admin voids the payment', async () => {
    const match = await venueMatch();
    const share = computeMatchShare(match.totalPrice);
    const sara = await joined(match._id, 'Sara');
    const paid = ZMatchSharePaymentAnswer.parse(
      (await payShare(staff, match._id, sara.id, { amount: share, method: 'card_terminal' })).body
        .data,
    );
    await request(t.app)
      .post(`${API}/admin/bookings/${match.bookingId}/payments/${paid.payment._id}/void`)
      .set(admin.headers)
      .send({ reason: 'Taken on the wrong share' })
      .expect(200);
    const [seat] = await t.db.select().from(matchPlayers).where(eq(matchPlayers.userId, sara.id));
    expect(seat?.paymentStatus).toBe('pending');

    const again = await payShare(staff, match._id, sara.id, { amount: share });
    expect(again.status).toBe(201);
    const answer = ZMatchSharePaymentAnswer.parse(again.body.data);
    expect(answer.payment._id).not.toBe(paid.payment._id);
    expect(answer.match.seats[0]).toMatchObject({ paymentStatus: 'paid', amountPaid: share });
  });
});

describe('the console’s list of matches', () => {
  it('narrows to one Karachi day', async () => {
    const soon = await venueMatch(6);
    const later = await venueMatch(7);
    const res = await request(t.app)
      .get(`${API}/admin/matches`)
      .query({ date: day(6) })
      .set(staff.headers)
      .expect(200);
    const ids = ZAdminMatchListAnswer.parse(res.body.data).matches.map((m) => m._id);
    expect(ids).toContain(soon._id);
    expect(ids).not.toContain(later._id);
    const bad = await request(t.app)
      .get(`${API}/admin/matches`)
      .query({ date: 'tomorrow' })
      .set(staff.headers);
    expect(bad.status).toBe(400);
  });
});
