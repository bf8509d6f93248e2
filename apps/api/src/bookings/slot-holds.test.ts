import { eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_HEADERS, MSG, OTP_VALIDITY_SECONDS } from '@padel/contract';
import { addDays, computeBookingInstants } from '@padel/domain';
import { bookings, slotClaims } from '@padel/db';
import { sqlStateOf } from '../lib/errors';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  createTestUser,
  listCourtIds,
  moveClock,
  requestBookingCode,
  sendOtpBody,
  verifyOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi; a code (and its hold) lasts until 10:05.
const GATEWAY_SECRET = 'a-gateway-secret-of-at-least-32-characters';
const HELD_MESSAGE = MSG.slotBeingBooked('10:05');
const api = (path: string) => `/api/v1/bookings${path}`;
const day = (n: number) => addDays(TEST_TODAY, n);

let t: TestContext;
let courtIds: string[];
let court: string;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW, env: { GATEWAY_SECRET } });
  courtIds = await listCourtIds(t);
  court = courtIds[0]!;
});
afterAll(() => t?.close());

const slot = (date: string, startTime: string, endTime: string, courtId = court): SlotRequest => ({
  courtId,
  date,
  startTime,
  endTime,
});

/** Headers of a request relayed by the gateway for a client at `address`. */
const from = (player: TestUser, address: string) => ({
  ...player.headers,
  [GATEWAY_HEADERS.secret]: GATEWAY_SECRET,
  [GATEWAY_HEADERS.clientAddress]: address,
});

const sendCode = (player: TestUser, s: SlotRequest, address = '203.0.113.1') =>
  request(t.app).post(api('/send-otp')).set(from(player, address)).send(sendOtpBody(s));

const release = (player: TestUser) =>
  request(t.app).post(api('/release-hold')).set(player.headers).send({});

async function slotState(s: SlotRequest) {
  const res = await request(t.app)
    .get(`/api/v1/courts/${s.courtId}/availability`)
    .query({ date: s.date, duration: 60 })
    .expect(200);
  const found = (res.body.data.timeSlots as Record<string, unknown>[]).find(
    (candidate) => candidate.startTime === s.startTime,
  );
  if (!found) throw new Error(`no slot at ${s.startTime}`);
  return found;
}

async function resetClock() {
  await moveClock(t, TEST_NOW);
  await t.db.delete(slotClaims).where(isNull(slotClaims.bookingId));
}

describe('a booking code holds its slot', () => {
  it('shows the held slot unavailable to everyone and refuses others a code with when to look again', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(1), '18:00', '19:00');
    expect(await slotState(s)).toMatchObject({ available: true });

    await sendCode(holder, s).expect(200);
    expect(await slotState(s)).toMatchObject({
      available: false,
      isBooked: false,
      isUnavailable: true,
    });
    // An overlapping slot, not only the same one.
    const refused = await sendCode(other, slot(day(1), '18:30', '19:30')).expect(409);
    expect(refused.body.message).toBe(HELD_MESSAGE);
    // The slots beside it stay free.
    expect(await slotState(slot(day(1), '19:00', '20:00'))).toMatchObject({ available: true });
    await sendCode(other, slot(day(1), '19:00', '20:00')).expect(200);
  });

  it("books over the holder's own hold, and the booking keeps the slot", async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(2), '18:00', '19:00');
    const otp = await requestBookingCode(t, holder, s);
    // Asking again for the same slot (a resent code) moves the hold to the new code.
    await sendCode(holder, s).expect(200);
    const newest = await t.waitForCode(holder.email);
    expect(newest).not.toBe(otp);
    await request(t.app)
      .post(api('/verify-otp'))
      .set(holder.headers)
      .send(verifyOtpBody(s, newest))
      .expect(201);
    expect(await slotState(s)).toMatchObject({ available: false, isBooked: true });
    const holds = await t.db.select().from(slotClaims).where(eq(slotClaims.holderId, holder.id));
    expect(holds).toEqual([]);
    const refused = await sendCode(other, s).expect(409);
    expect(refused.body.message).toBe(MSG.timeSlotNotAvailable);
  });

  it('refuses another player’s verify over a live hold with the hold message', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(3), '18:00', '19:00');
    // The other player got a code before the holder, then left the dialog.
    const otherOtp = await requestBookingCode(t, other, s);
    await release(other).expect(200);
    await sendCode(holder, s).expect(200);
    const refused = await request(t.app)
      .post(api('/verify-otp'))
      .set(other.headers)
      .send(verifyOtpBody(s, otherOtp))
      .expect(409);
    expect(refused.body.message).toBe(HELD_MESSAGE);
  });

  it('frees the slot when the holder leaves the code dialog (release-hold)', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(4), '18:00', '19:00');
    await sendCode(holder, s).expect(200);
    expect(await slotState(s)).toMatchObject({ available: false });

    const released = await release(holder).expect(200);
    expect(released.body).toMatchObject({ success: true, message: MSG.slotReleased });
    expect(await slotState(s)).toMatchObject({ available: true });
    await sendCode(other, s).expect(200);
    // Releasing with no hold left is answered alike.
    await release(holder).expect(200);
    await request(t.app).post(api('/release-hold')).send({}).expect(401);
  });

  it('frees the slot when the code expires', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(5), '18:00', '19:00');
    await sendCode(holder, s).expect(200);
    await moveClock(
      t,
      new Date(Date.parse(TEST_NOW) + (OTP_VALIDITY_SECONDS - 1) * 1000).toISOString(),
    );
    expect(await slotState(s)).toMatchObject({ available: false });
    await sendCode(other, s).expect(409);

    await moveClock(t, new Date(Date.parse(TEST_NOW) + OTP_VALIDITY_SECONDS * 1000).toISOString());
    expect(await slotState(s)).toMatchObject({ available: true });
    const otp = await requestBookingCode(t, other, s);
    await request(t.app)
      .post(api('/verify-otp'))
      .set(other.headers)
      .send(verifyOtpBody(s, otp))
      .expect(201);
  });

  it('keeps one hold per player: a new code releases the earlier slot', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const other = await createTestUser(t);
    const first = slot(day(6), '18:00', '19:00');
    const second = slot(day(6), '20:00', '21:00', courtIds[1]);
    await sendCode(holder, first).expect(200);
    await sendCode(holder, second).expect(200);
    expect(await slotState(first)).toMatchObject({ available: true });
    expect(await slotState(second)).toMatchObject({ available: false });
    await sendCode(other, first).expect(200);
    const refused = await sendCode(other, second).expect(409);
    expect(refused.body.message).toBe(HELD_MESSAGE);
    const holds = await t.db.select().from(slotClaims).where(eq(slotClaims.holderId, holder.id));
    expect(holds).toHaveLength(1);
  });
});

describe('holds left to expire', () => {
  it('refuses an address 429 for an hour once more than 5 of its holds expired unused', async () => {
    await resetClock();
    const address = '198.51.100.7';
    const players = await Promise.all(Array.from({ length: 8 }, () => createTestUser(t)));
    const slotOf = (i: number) =>
      slot(day(7), `${String(8 + i).padStart(2, '0')}:00`, `${String(9 + i).padStart(2, '0')}:00`);
    let minutes = 0;
    const later = async () => {
      minutes += 6;
      await moveClock(t, new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString());
    };

    // Five holds expire unused: still allowed (asked at most 3 at a time, the address's limit).
    for (let i = 0; i < 3; i++) await sendCode(players[i]!, slotOf(i), address).expect(200);
    await later();
    for (let i = 3; i < 5; i++) await sendCode(players[i]!, slotOf(i), address).expect(200);
    await later();
    await sendCode(players[5]!, slotOf(5), address).expect(200);
    // The sixth expires: the address is refused, whoever asks from it.
    await later();
    const refused = await sendCode(players[6]!, slotOf(6), address).expect(429);
    expect(refused.body.message).toBe(MSG.tooManyLapsedHolds);
    await sendCode(players[0]!, slotOf(0), address).expect(429);
    // Another address is not affected, and neither is booking a released hold's slot.
    await sendCode(players[7]!, slotOf(7), '198.51.100.8').expect(200);
  });

  it('does not count holds that were released or used', async () => {
    await resetClock();
    const address = '198.51.100.20';
    const players = await Promise.all(Array.from({ length: 7 }, () => createTestUser(t)));
    for (let i = 0; i < 6; i++) {
      const s = slot(
        day(8),
        `${String(8 + i).padStart(2, '0')}:00`,
        `${String(9 + i).padStart(2, '0')}:00`,
      );
      await sendCode(players[i]!, s, address).expect(200);
      if (i % 2 === 0) await release(players[i]!).expect(200);
      else {
        await request(t.app)
          .post(api('/verify-otp'))
          .set(players[i]!.headers)
          .send(verifyOtpBody(s, await t.lastCodeFor(players[i]!.email)))
          .expect(201);
      }
    }
    await moveClock(t, new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString());
    await sendCode(players[6]!, slot(day(8), '16:00', '17:00'), address).expect(200);
  });
});

describe('partner agents and the desk', () => {
  it('refuses an agent and an admin a held slot, but books it for the holder at the desk', async () => {
    await resetClock();
    const holder = await createTestUser(t);
    const staff = await createTestUser(t, { role: 'staff' });
    const admin = await createTestUser(t, { role: 'admin' });
    const s = slot(day(9), '18:00', '19:00');
    await sendCode(holder, s).expect(200);

    const issued = await request(t.app)
      .post('/api/v1/admin/api-keys')
      .set(admin.headers)
      .send({
        name: 'Travel Partner',
        agentFirstName: 'Bilal',
        agentLastName: 'Shah',
        email: `bilal-${holder.id.slice(0, 8)}@partner.pk`,
        phone: '+923001234567',
      })
      .expect(201);
    const agent = { Authorization: `Bearer ${issued.body.data.token as string}` };
    const agentRefused = await request(t.app)
      .post(api(''))
      .set({ ...agent, 'Idempotency-Key': `hold-${holder.id}` })
      .send({
        courtId: s.courtId,
        date: s.date,
        startTime: s.startTime,
        durationMinutes: 60,
        customer: {
          firstName: 'Hina',
          lastName: 'Raza',
          email: 'hina.raza@example.com',
          phone: '+923331234567',
        },
      })
      .expect(409);
    expect(agentRefused.body.message).toBe(HELD_MESSAGE);
    // Agents have no booking codes, so nothing to hold or release.
    await request(t.app).post(api('/release-hold')).set(agent).send({}).expect(403);

    const adminRefused = await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(admin.headers)
      .send({
        userType: 'existing',
        user: staff.id,
        court: s.courtId,
        date: s.date,
        timeSlot: { startTime: s.startTime, endTime: s.endTime },
        duration: 60,
      })
      .expect(409);
    expect(adminRefused.body.message).toBe(HELD_MESSAGE);

    // Staff booking for the holder themselves uses the holder's own hold.
    await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({
        courtId: s.courtId,
        date: s.date,
        startTime: s.startTime,
        durationMinutes: 60,
        userId: holder.id,
      })
      .expect(201);
    expect(await slotState(s)).toMatchObject({ isBooked: true });
  });
});

describe('the database guarantee', () => {
  /** What a write refused by the database raised: its SQLSTATE and constraint. */
  async function refusalOf(write: Promise<unknown>) {
    try {
      await write;
    } catch (error) {
      let cause: unknown = error;
      while (cause && typeof cause === 'object' && !('constraint' in cause)) {
        cause = (cause as { cause?: unknown }).cause;
      }
      return {
        state: sqlStateOf(error),
        constraint: (cause as { constraint?: string }).constraint,
      };
    }
    return undefined;
  }

  it('refuses a second hold and a booking over a hold, and frees a cancelled booking’s time', async () => {
    await resetClock();
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const s = slot(day(10), '18:00', '19:00');
    const claim = (startTime: string, endTime: string) => ({
      ...slot(day(10), startTime, endTime),
      ...computeBookingInstants(slot(day(10), startTime, endTime)),
    });
    const expiresAt = new Date(Date.parse(TEST_NOW) + 300_000);
    await t.db.insert(slotClaims).values({ ...claim('18:00', '19:00'), holderId: a.id, expiresAt });

    const secondHold = await refusalOf(
      t.db.insert(slotClaims).values({ ...claim('18:30', '19:30'), holderId: b.id, expiresAt }),
    );
    expect(secondHold).toEqual({ state: '23P01', constraint: 'slot_claims_no_overlap' });

    const booking = {
      bookingNumber: 'PB-HOLDTEST',
      userId: b.id,
      ...claim('18:00', '19:00'),
      durationMinutes: 60,
      totalPrice: 1000,
    };
    const overHold = await refusalOf(t.db.insert(bookings).values(booking));
    expect(overHold).toEqual({ state: '23P01', constraint: 'slot_claims_no_overlap' });

    // Without the hold the booking stands, keeps its time from holds, and frees it when cancelled.
    await t.db.delete(slotClaims).where(eq(slotClaims.holderId, a.id));
    const [row] = await t.db.insert(bookings).values(booking).returning({ id: bookings.id });
    const holdOverBooking = await refusalOf(
      t.db.insert(slotClaims).values({ ...claim('18:30', '19:30'), holderId: a.id, expiresAt }),
    );
    expect(holdOverBooking).toEqual({ state: '23P01', constraint: 'slot_claims_no_overlap' });
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row!.id));
    await t.db.insert(slotClaims).values({ ...claim('18:30', '19:30'), holderId: a.id, expiresAt });
    expect(await slotState(s)).toMatchObject({ available: false, isBooked: false });
  });
});
