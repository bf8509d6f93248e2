import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_MESSAGES as M,
  ZAdminMatchAnswer,
  ZJoinMatchAnswer,
  ZMatchAnswer,
  ZMatchListAnswer,
  ZMyBookingsAnswer,
  type TBooking,
} from '@padel/contract';
import { bookings, matchPlayers, paymentTransactions, users } from '@padel/db';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  patchBusinessSettings,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import {
  bookByCard,
  day,
  decideOnCardPage,
  postCardReturn,
  startPaymentTestBed,
  type PaymentTestBed,
  WEB_URL,
} from '../../test/payments';
import type { TestContext } from '../../test/test-context';
import { TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import { sweepMatches } from './match-tasks';

const API = '/api/v1';
let bed: PaymentTestBed;
let t: TestContext;
let courtIds: string[];
let slotCount = 0;

beforeAll(async () => {
  bed = await startPaymentTestBed();
  t = bed.t;
  courtIds = await listCourtIds(t);
});
afterAll(async () => {
  await bed?.close();
});

/** A slot of its own for each test: another hour, or another day. */
function nextSlot(daysAhead = 3): SlotRequest {
  const n = slotCount++;
  const hour = 8 + (n % 12);
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    courtId: courtIds[n % courtIds.length]!,
    date: day(daysAhead + Math.floor(n / 12)),
    startTime: pad(hour),
    endTime: pad(hour + 1),
  };
}

async function bookCash(player: TestUser, slot = nextSlot()): Promise<TBooking> {
  const res = await bookWithCode(t, player, slot);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking as TBooking;
}

async function bookAndPayByCard(player: TestUser, slot = nextSlot()): Promise<TBooking> {
  const { booking, jazzResp } = await bookByCard(t, player, slot);
  await postCardReturn(t, await decideOnCardPage(jazzResp, 'pay'));
  return booking;
}

const open = (host: TestUser, bookingId: string, extra: Record<string, unknown> = {}) =>
  request(t.app)
    .post(`${API}/matches`)
    .set(host.headers)
    .send({ bookingId, openSeats: 3, levelMin: 2.5, levelMax: 3.5, ...extra });

async function openMatch(host: TestUser, booking: TBooking, extra: Record<string, unknown> = {}) {
  const res = await open(host, booking._id, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZMatchAnswer.parse(res.body.data).match;
}

const join = (player: TestUser, matchId: string, body: Record<string, unknown> = {}) =>
  request(t.app)
    .post(`${API}/matches/${matchId}/join`)
    .set(player.headers)
    .send({ paymentMethod: 'cash', ...body });

async function player(level: number | null = 3, firstName = 'Ali'): Promise<TestUser> {
  const user = await createTestUser(t, { firstName });
  await t.db.update(users).set({ level }).where(eq(users.id, user.id));
  return user;
}

const sweep = () =>
  sweepMatches(t, { provider: t.services.paymentProvider, refunds: t.services.matchRefunds });

async function seatOf(matchId: string, userId: string) {
  const [seat] = await t.db
    .select()
    .from(matchPlayers)
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.userId, userId)));
  return seat;
}

const refundsOf = (bookingId: string) =>
  t.db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.bookingId, bookingId), eq(paymentTransactions.type, 'refund')),
    );

describe('opening a booking as a match', () => {
  it('opens the owner’s upcoming booking, once, and no one else’s', async () => {
    const host = await player(3, 'Hina');
    const booking = await bookCash(host);
    const match = await openMatch(host, booking, { note: 'Friendly' });
    expect(match).toMatchObject({ status: 'open', openSeats: 3, hostGuests: 0, note: 'Friendly' });
    expect(match.players).toEqual([{ seat: 0, firstName: 'Hina', level: 3, isHost: true }]);

    const again = await open(host, booking._id);
    expect([again.status, again.body.message]).toEqual([409, M.alreadyOpen]);
    const stranger = await player();
    const other = await open(stranger, booking._id);
    expect([other.status, other.body.message]).toEqual([404, M.bookingNotFound]);
    const badRange = await open(host, booking._id, { levelMin: 4, levelMax: 3 });
    expect(badRange.status).toBe(400);
  });

  it('is refused while the venue has open matches off', async () => {
    const host = await player();
    const booking = await bookCash(host);
    await patchBusinessSettings(t, {
      openMatches: { enabled: false, notFullHours: 6, notFullAction: 'keep' },
    });
    const res = await open(host, booking._id);
    await patchBusinessSettings(t, {
      openMatches: { enabled: true, notFullHours: 6, notFullAction: 'keep' },
    });
    expect([res.status, res.body.message]).toEqual([403, M.matchesDisabled]);
  });
});

describe('finding and joining a match', () => {
  it('shares the court four ways in whole rupees, the remainder with the host', async () => {
    const host = await player(3, 'Hina');
    const booking = await bookCash(host);
    // A total that four does not divide.
    await t.db.update(bookings).set({ totalPrice: 3003 }).where(eq(bookings.id, booking._id));
    const match = await openMatch(host, booking, { openSeats: 2 });
    expect(match).toMatchObject({ pricePerPlayer: 750, hostGuests: 1 });

    const sara = await player(3, 'Sara');
    const res = await join(sara, match._id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const joined = ZJoinMatchAnswer.parse(res.body.data);
    expect(joined.share).toMatchObject({ amount: 750, paymentMethod: 'cash' });
    expect(joined.match.openSeats).toBe(1);

    const hostView = await request(t.app).get(`${API}/matches/${match._id}`).set(host.headers);
    expect(ZMatchAnswer.parse(hostView.body.data).match.viewer).toMatchObject({
      isHost: true,
      hostShare: 2253,
    });
    // Anyone, signed in or not, reads it: seats, first names and levels only.
    const visitor = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(visitor.body.data).match.players).toEqual([
      { seat: 0, firstName: 'Hina', level: 3, isHost: true },
      { seat: 1, firstName: 'Sara', level: 3, isHost: false },
    ]);
  });

  it('lists upcoming open matches soonest first, by date and level', async () => {
    const host = await player(5);
    const later = await openMatch(host, await bookCash(host, nextSlot(9)), {
      levelMin: 5,
      levelMax: 6,
    });
    const sooner = await openMatch(host, await bookCash(host, nextSlot(8)), {
      levelMin: 5,
      levelMax: 5.5,
    });
    const res = await request(t.app).get(`${API}/matches?levelMin=5&levelMax=7`);
    const ids = ZMatchListAnswer.parse(res.body.data).matches.map((m) => m._id);
    expect(ids.indexOf(sooner._id)).toBeLessThan(ids.indexOf(later._id));
    expect(ids).toContain(later._id);
    const low = await request(t.app).get(`${API}/matches?levelMax=2`);
    expect(ZMatchListAnswer.parse(low.body.data).matches.map((m) => m._id)).not.toContain(
      later._id,
    );
    const onDay = await request(t.app).get(`${API}/matches?date=${later.date}`);
    const dates = ZMatchListAnswer.parse(onDay.body.data).matches.map((m) => m.date);
    expect(new Set(dates)).toEqual(new Set([later.date]));
  });

  it('refuses a player outside the level range, one already in, the host, and a fifth player', async () => {
    const host = await player(3);
    const match = await openMatch(host, await bookCash(host));
    const tooGood = await join(await player(5), match._id);
    expect([tooGood.status, tooGood.body.message]).toEqual([409, M.outsideLevel(2.5, 3.5)]);
    const hostJoins = await join(host, match._id);
    expect([hostJoins.status, hostJoins.body.message]).toEqual([409, M.hostCannotJoin]);

    const first = await player(2.5);
    expect((await join(first, match._id)).status).toBe(201);
    const twice = await join(first, match._id);
    expect([twice.status, twice.body.message]).toEqual([409, M.alreadyJoined]);
    // A player with no level yet may join (our decision).
    expect((await join(await player(null), match._id)).status).toBe(201);
    expect((await join(await player(3.5), match._id)).status).toBe(201);
    const fifth = await join(await player(3), match._id);
    expect([fifth.status, fifth.body.message]).toEqual([409, M.matchFull]);
    const after = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(after.body.data).match).toMatchObject({
      status: 'full',
      openSeats: 0,
    });
  });

  it('tells the host who joins and left, and everyone when the match is full', async () => {
    const host = await player(3, 'Hina');
    const booking = await bookCash(host);
    const match = await openMatch(host, booking, { openSeats: 1 });
    const omar = await player(3, 'Omar');
    expect((await join(omar, match._id)).status).toBe(201);
    const mails = await t.deliveredMails();
    const to = (email: string) => mails.filter((mail) => mail.to === email).map((m) => m.subject);
    expect(to(host.email).some((s) => s.startsWith('Omar joined your match'))).toBe(true);
    expect(to(host.email).some((s) => s.includes('is full'))).toBe(true);
    expect(to(omar.email).some((s) => s.includes('is full'))).toBe(true);
    const joinedMail = mails.find(
      (mail) => mail.to === omar.email && mail.subject.startsWith('You joined'),
    );
    expect(joinedMail?.icalEvent).toBeDefined();

    // My bookings holds the match Omar joined.
    const mine = await request(t.app)
      .get(`${API}/bookings/my-bookings?upcoming=true`)
      .set(omar.headers);
    expect(ZMyBookingsAnswer.parse(mine.body.data).matches.map((m) => m._id)).toEqual([match._id]);
    // The host's holds it too, naming the booking it was opened from (its card shows the match).
    const hosted = await request(t.app)
      .get(`${API}/bookings/my-bookings?upcoming=true`)
      .set(host.headers);
    expect(ZMyBookingsAnswer.parse(hosted.body.data).matches).toMatchObject([
      { _id: match._id, status: 'full', viewer: { isHost: true, bookingId: booking._id } },
    ]);

    const left = await request(t.app).post(`${API}/matches/${match._id}/leave`).set(omar.headers);
    expect(left.status).toBe(200);
    expect(ZMatchAnswer.parse(left.body.data).match).toMatchObject({
      status: 'open',
      openSeats: 1,
    });
    const later = await t.deliveredMails();
    expect(
      later.some((m) => m.to === host.email && m.subject.startsWith('Omar left your match')),
    ).toBe(true);
    const hostLeaves = await request(t.app)
      .post(`${API}/matches/${match._id}/leave`)
      .set(host.headers);
    expect([hostLeaves.status, hostLeaves.body.message]).toEqual([409, M.hostCannotLeave]);
  });
});

describe('paying a share online', () => {
  it('refunds to a host who paid the whole court each share paid online', async () => {
    const host = await player(3);
    const booking = await bookAndPayByCard(host);
    const match = await openMatch(host, booking);
    const sara = await player(3);
    const res = await join(sara, match._id, { paymentMethod: 'jazzcash_card' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { jazzResp, share } = ZJoinMatchAnswer.parse(res.body.data);
    expect(share.paymentStatus).toBe('pending');
    const back = await postCardReturn(t, await decideOnCardPage(jazzResp!, 'pay'));
    expect(back.page).toBe(`${WEB_URL}/payment/success`);
    expect((await seatOf(match._id, sara.id))?.paymentStatus).toBe('paid');
    // The result page reads the share's own outcome for the player who paid it.
    const status = await request(t.app)
      .get(
        `${API}/payments/status/${back.location.searchParams.get('bookingId')}/${back.location.searchParams.get('transactionId')}`,
      )
      .set(sara.headers);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'jazzcash_card',
    });

    const result = await sweep();
    expect(result.hostRefunds).toBe(1);
    const refunds = await refundsOf(booking._id);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[share.amount, 'completed']]);
    // The booking stays the host's, paid; a second sweep refunds nothing more.
    expect((await sweep()).hostRefunds).toBe(0);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('frees the seat of a card share not paid in time', async () => {
    const host = await player(3);
    const match = await openMatch(host, await bookCash(host, nextSlot(20)), { openSeats: 1 });
    const late = await player(3);
    const res = await join(late, match._id, { paymentMethod: 'jazzcash_card' });
    expect(ZJoinMatchAnswer.parse(res.body.data).match.status).toBe('full');
    const start = t.clock.now().toISOString();
    await moveClock(t, new Date(t.clock.now().getTime() + 31 * 60_000).toISOString());
    try {
      expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    } finally {
      await moveClock(t, start);
    }
    expect((await seatOf(match._id, late.id))?.status).toBe('expired');
    const after = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(after.body.data).match).toMatchObject({
      status: 'open',
      openSeats: 1,
    });
  });

  it('refunds the share of a player who leaves 6 hours or more ahead', async () => {
    const host = await player(3);
    const match = await openMatch(host, await bookCash(host));
    const sara = await player(3);
    const res = await join(sara, match._id, { paymentMethod: 'jazzcash_card' });
    const { jazzResp, share } = ZJoinMatchAnswer.parse(res.body.data);
    await postCardReturn(t, await decideOnCardPage(jazzResp!, 'pay'));
    const left = await request(t.app).post(`${API}/matches/${match._id}/leave`).set(sara.headers);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const [payment] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, sara.id));
    expect(payment?.refundedAmount).toBe(share.amount);
  });

  it('refuses leaving within 2 hours of the start', async () => {
    const host = await player(3);
    const slot = { ...nextSlot(), date: day(1), startTime: '11:00', endTime: '12:00' };
    const match = await openMatch(host, await bookCash(host, slot));
    const sara = await player(3);
    expect((await join(sara, match._id)).status).toBe(201);
    const start = t.clock.now().toISOString();
    await moveClock(t, `${day(1)}T05:00:00.000Z`); // 10:00 in Karachi, an hour before
    try {
      const res = await request(t.app).post(`${API}/matches/${match._id}/leave`).set(sara.headers);
      expect([res.status, res.body.message]).toEqual([409, M.leaveTooLate]);
    } finally {
      await moveClock(t, start);
    }
  });
});

describe('paying a share by wallet', () => {
  it('marks a share paid by the wallet, and frees the seat of a refused charge', async () => {
    const host = await player(3);
    const match = await openMatch(host, await bookCash(host));
    const paying = await join(await player(3), match._id, {
      paymentMethod: 'jazzcash_mwallet',
      formData: { mobileNumber: TEST_MOBILE_NUMBERS.success, cnic: '345678' },
    });
    expect(paying.status, JSON.stringify(paying.body)).toBe(201);
    expect(ZJoinMatchAnswer.parse(paying.body.data).share.paymentStatus).toBe('paid');

    const broke = await player(3);
    const refused = await join(broke, match._id, {
      paymentMethod: 'jazzcash_mwallet',
      formData: { mobileNumber: TEST_MOBILE_NUMBERS.lowBalance, cnic: '345678' },
    });
    expect(refused.status).toBe(402);
    expect((await seatOf(match._id, broke.id))?.status).toBe('expired');
    const after = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(after.body.data).match.openSeats).toBe(2);
  });
});

describe('the match rules on the clock', () => {
  it('reminds each joined player 3 hours before, once', async () => {
    const host = await player(3);
    const slot = { ...nextSlot(), date: day(1), startTime: '19:00', endTime: '20:00' };
    const match = await openMatch(host, await bookCash(host, slot));
    const zara = await player(3, 'Zara');
    expect((await join(zara, match._id)).status).toBe(201);
    const start = t.clock.now().toISOString();
    await moveClock(t, `${day(1)}T11:30:00.000Z`); // 16:30 Karachi, 2.5 hours before
    try {
      expect((await sweep()).reminders).toBeGreaterThanOrEqual(1);
      expect((await sweep()).reminders).toBe(0);
    } finally {
      await moveClock(t, start);
    }
    const mails = await t.deliveredMails();
    const reminders = mails.filter(
      (m) => m.to === zara.email && m.subject.startsWith('Reminder: your match'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.icalEvent).toBeDefined();
  });

  it('cancels the match of a cancelled booking and refunds every share', async () => {
    const host = await player(3);
    const booking = await bookCash(host);
    const match = await openMatch(host, booking);
    const sara = await player(3, 'Sara');
    const res = await join(sara, match._id, { paymentMethod: 'jazzcash_card' });
    const { jazzResp, share } = ZJoinMatchAnswer.parse(res.body.data);
    await postCardReturn(t, await decideOnCardPage(jazzResp!, 'pay'));
    const staff = await createTestUser(t, { role: 'staff' });
    await request(t.app)
      .patch(`${API}/bookings/${booking._id}/cancel`)
      .set(staff.headers)
      .send({ reason: 'Court repairs' })
      .expect(200);
    expect((await sweep()).cancelled).toBeGreaterThanOrEqual(1);
    const after = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(after.body.data).match.status).toBe('cancelled');
    const refunds = await refundsOf(booking._id);
    expect(refunds.map((r) => r.amount)).toEqual([share.amount]);
    const mails = await t.deliveredMails();
    expect(mails.some((m) => m.to === sara.email && m.subject.startsWith('Match cancelled'))).toBe(
      true,
    );
  });

  it('keeps a match not full in time as the host’s booking by default', async () => {
    const host = await player(3);
    const booking = await bookCash(host, {
      ...nextSlot(),
      date: day(1),
      startTime: '14:00',
      endTime: '15:00',
    });
    const match = await openMatch(host, booking);
    const start = t.clock.now().toISOString();
    await moveClock(t, `${day(1)}T04:00:00.000Z`); // 09:00 Karachi, 5 hours before
    try {
      await sweep();
    } finally {
      await moveClock(t, start);
    }
    const after = await request(t.app).get(`${API}/matches/${match._id}`);
    expect(ZMatchAnswer.parse(after.body.data).match.status).toBe('closed');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.status).toBe('pending');
  });

  it('cancels a match not full in time, everyone refunded, when the venue says so', async () => {
    await patchBusinessSettings(t, {
      openMatches: { enabled: true, notFullHours: 6, notFullAction: 'cancel' },
    });
    try {
      const host = await player(3);
      const booking = await bookAndPayByCard(host, {
        ...nextSlot(),
        date: day(2),
        startTime: '15:00',
        endTime: '16:00',
      });
      const match = await openMatch(host, booking);
      const sara = await player(3);
      const res = await join(sara, match._id, { paymentMethod: 'jazzcash_card' });
      await postCardReturn(
        t,
        await decideOnCardPage(ZJoinMatchAnswer.parse(res.body.data).jazzResp!, 'pay'),
      );
      const start = t.clock.now().toISOString();
      await moveClock(t, `${day(2)}T05:00:00.000Z`); // 10:00 Karachi, 5 hours before
      try {
        await sweep();
      } finally {
        await moveClock(t, start);
      }
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
      expect(row?.status).toBe('cancelled');
      const payments = await t.db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.bookingId, booking._id),
            eq(paymentTransactions.status, 'completed'),
          ),
        );
      const paid = payments.filter((p) => p.type !== 'refund');
      // The host's payment and Sara's share, each given back in full.
      expect(paid).toHaveLength(2);
      for (const payment of paid) expect(payment.refundedAmount).toBe(payment.amount);
    } finally {
      await patchBusinessSettings(t, {
        openMatches: { enabled: true, notFullHours: 6, notFullAction: 'keep' },
      });
    }
  });
});

describe('the venue’s side', () => {
  it('creates a venue-hosted match with four open seats, lists it, and removes a player', async () => {
    const staff = await createTestUser(t, { role: 'staff' });
    const slot = nextSlot(12);
    const created = await request(t.app).post(`${API}/admin/matches`).set(staff.headers).send({
      courtId: slot.courtId,
      date: slot.date,
      startTime: slot.startTime,
      durationMinutes: 60,
      levelMin: 2.5,
      levelMax: 3.5,
      note: 'Tuesday social',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const match = ZAdminMatchAnswer.parse(created.body.data).match;
    expect(match).toMatchObject({
      host: null,
      openSeats: 4,
      hostedBy: 'venue',
      note: 'Tuesday social',
    });

    const sara = await player(3, 'Sara');
    expect((await join(sara, match._id)).status).toBe(201);
    const list = await request(t.app).get(`${API}/admin/matches`).set(staff.headers);
    const listed = list.body.data.matches.find((m: { _id: string }) => m._id === match._id);
    expect(listed.seats).toMatchObject([
      { name: `Sara ${sara.lastName}`, paymentStatus: 'pending' },
    ]);

    const removed = await request(t.app)
      .delete(`${API}/admin/matches/${match._id}/players/${sara.id}`)
      .set(staff.headers);
    expect(removed.status).toBe(200);
    expect(ZAdminMatchAnswer.parse(removed.body.data).match).toMatchObject({
      seats: [],
      openSeats: 4,
    });
    const players = await request(t.app).get(`${API}/admin/matches`).set(sara.headers);
    expect(players.status).toBe(403);
  });
});
