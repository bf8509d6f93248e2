import { and, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_CODES_PER_ADDRESS_PER_HOUR,
  GATEWAY_HEADERS,
  MSG,
  OTP_MAX_PER_HOUR,
  SLOT_HOLD_MAX_MINUTES_PER_ADDRESS,
  SLOT_HOLD_MAX_PER_ADDRESS,
  ZAdminAvailabilityAnswer,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { slotClaims } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  createTestUser,
  listCourtIds,
  moveClock,
  sendOtpBody,
  verifyOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// DECISIONS "Slot holds": one client address with many accounts cannot hold more than a small
// share of a day, whatever it releases and asks again; the desk sees who holds a slot.
// Monday 15 June 2026, 10:00 in Karachi; a code (and its hold) lasts until 10:05.
const GATEWAY_SECRET = 'a-gateway-secret-of-at-least-32-characters';
const api = (path: string) => `/api/v1${path}`;
const day = (n: number) => addDays(TEST_TODAY, n);

let t: TestContext;
let courtIds: string[];
let admin: TestUser;
let agent: { Authorization: string };

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW, env: { GATEWAY_SECRET } });
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
  const issued = await request(t.app)
    .post(api('/admin/api-keys'))
    .set(admin.headers)
    .send({
      name: 'Travel Partner',
      agentFirstName: 'Bilal',
      agentLastName: 'Shah',
      email: 'bilal@partner.pk',
      phone: '+923001234567',
    })
    .expect(201);
  agent = { Authorization: `Bearer ${issued.body.data.token as string}` };
});
afterAll(() => t?.close());

const slot = (courtId: string, date: string, startTime: string, endTime: string) => ({
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

const sendCode = (player: TestUser, s: SlotRequest, address: string) =>
  request(t.app).post(api('/bookings/send-otp')).set(from(player, address)).send(sendOtpBody(s));

const release = (player: TestUser, address: string) =>
  request(t.app).post(api('/bookings/release-hold')).set(from(player, address)).send({});

const players = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createTestUser(t)));

/** Every court's free half-hours on a date, as players see them. */
async function freeHalfHours(date: string): Promise<number> {
  let free = 0;
  for (const courtId of courtIds) {
    const res = await request(t.app)
      .get(api(`/courts/${courtId}/availability`))
      .query({ date, duration: 30 })
      .expect(200);
    free += (res.body.data.timeSlots as { available: boolean }[]).filter((s) => s.available).length;
  }
  return free;
}

async function liveHoldsFrom(address: string) {
  return t.db
    .select()
    .from(slotClaims)
    .where(and(isNull(slotClaims.bookingId), eq(slotClaims.clientAddress, address)));
}

const heldMinutes = (holds: { startsAt: Date; endsAt: Date }[]) =>
  holds.reduce((sum, hold) => sum + (hold.endsAt.getTime() - hold.startsAt.getTime()) / 60_000, 0);

describe('slot holds from one address', () => {
  it('lets eight accounts on one address hold only a small share of a day; others book the rest', async () => {
    await moveClock(t, TEST_NOW);
    const address = '198.51.100.50';
    const date = day(1);
    const before = await freeHalfHours(date);
    const hoarders = await players(8);

    // Eight-hour blocks, one per account, across every court: one fits the address's budget.
    const blocks = hoarders.map((_, i) =>
      slot(
        courtIds[i % courtIds.length]!,
        date,
        i < 4 ? '06:00' : '14:00',
        i < 4 ? '14:00' : '22:00',
      ),
    );
    const answers = [];
    for (const [i, player] of hoarders.entries())
      answers.push(await sendCode(player, blocks[i]!, address));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MSG.tooManyHoldsFromAddress);
    }

    // Short holds instead: three at most, whichever accounts ask.
    await release(hoarders[0]!, address).expect(200);
    const short = [];
    for (const [i, player] of hoarders.entries()) {
      const start = 8 + i;
      const hour = slot(
        courtIds[i % courtIds.length]!,
        date,
        `${String(start).padStart(2, '0')}:00`,
        `${String(start + 1).padStart(2, '0')}:00`,
      );
      short.push((await sendCode(player, hour, address)).status);
    }
    expect(short.filter((status) => status === 200)).toHaveLength(SLOT_HOLD_MAX_PER_ADDRESS);
    expect(short.filter((status) => status === 429)).toHaveLength(8 - SLOT_HOLD_MAX_PER_ADDRESS);

    const holds = await liveHoldsFrom(address);
    expect(holds).toHaveLength(SLOT_HOLD_MAX_PER_ADDRESS);
    expect(heldMinutes(holds)).toBeLessThanOrEqual(SLOT_HOLD_MAX_MINUTES_PER_ADDRESS);
    // Players still see nearly all of the day free: at most the address's budget is held.
    const after = await freeHalfHours(date);
    expect(before - after).toBeLessThanOrEqual(SLOT_HOLD_MAX_MINUTES_PER_ADDRESS / 30);
    expect(after / before).toBeGreaterThan(0.85);

    // Another player (another address) asks for a code and books.
    const neighbour = await createTestUser(t);
    const theirs = slot(courtIds[0]!, date, '18:00', '19:30');
    await sendCode(neighbour, theirs, '203.0.113.9').expect(200);
    await request(t.app)
      .post(api('/bookings/verify-otp'))
      .set(from(neighbour, '203.0.113.9'))
      .send(verifyOtpBody(theirs, await t.lastCodeFor(neighbour.email)))
      .expect(201);

    // The desk books for a walk-in player, from any address.
    const staff = await createTestUser(t, { role: 'staff' });
    const walkIn = await createTestUser(t);
    await request(t.app)
      .post(api('/bookings'))
      .set(from(staff, address))
      .send({
        courtId: courtIds[1]!,
        date,
        startTime: '19:00',
        durationMinutes: 120,
        userId: walkIn.id,
      })
      .expect(201);

    // A partner agent books for its customer.
    await request(t.app)
      .post(api('/bookings'))
      .set({ ...agent, 'Idempotency-Key': 'hoarding-agent-1' })
      .send({
        courtId: courtIds[2]!,
        date,
        startTime: '20:00',
        durationMinutes: 60,
        customer: {
          firstName: 'Hina',
          lastName: 'Raza',
          email: 'hina.raza@example.com',
          phone: '+923331234567',
        },
      })
      .expect(201);
  });

  it('counts codes released just before they lapse: the 21st from one address within the hour is refused', async () => {
    await moveClock(t, TEST_NOW);
    const address = '198.51.100.60';
    const date = day(2);
    // Enough accounts that the per-account limit (5 an hour) never binds first.
    const accounts = await players(BOOKING_CODES_PER_ADDRESS_PER_HOUR / OTP_MAX_PER_HOUR + 1);
    const hour = slot(courtIds[3]!, date, '17:00', '18:00');

    // A request refused because another player holds the slot issues no code and is not counted.
    const holder = await createTestUser(t);
    await sendCode(holder, hour, '203.0.113.10').expect(200);
    for (const player of accounts.slice(0, 3)) await sendCode(player, hour, address).expect(409);
    await release(holder, '203.0.113.10').expect(200);

    for (let i = 0; i < BOOKING_CODES_PER_ADDRESS_PER_HOUR; i++) {
      const player = accounts[Math.floor(i / OTP_MAX_PER_HOUR)]!;
      await sendCode(player, hour, address).expect(200);
      // Released at once (minutes before it would lapse): nothing counts it as a lapse.
      await release(player, address).expect(200);
      if (i === OTP_MAX_PER_HOUR - 1) {
        // The account's own limit refuses its sixth code; that refusal is not the address's.
        const own = await sendCode(player, hour, address).expect(429);
        expect(own.body.message).not.toBe(MSG.tooManyBookingCodesFromAddress);
      }
    }
    const refused = await sendCode(accounts[accounts.length - 1]!, hour, address).expect(429);
    expect(refused.body.message).toBe(MSG.tooManyBookingCodesFromAddress);
    expect(await liveHoldsFrom(address)).toEqual([]);

    // Another address is not affected.
    const other = await createTestUser(t);
    await sendCode(other, hour, '203.0.113.11').expect(200);
  });
});

describe('who holds a slot', () => {
  it('shows staff and admins the holder and expiry, and players and agents only an unavailable slot', async () => {
    await moveClock(t, TEST_NOW);
    const date = day(3);
    const holder = await createTestUser(t, { firstName: 'Zainab', lastName: 'Qureshi' });
    const s = slot(courtIds[1]!, date, '18:00', '19:30');
    await sendCode(holder, s, '203.0.113.20').expect(200);

    const staff = await createTestUser(t, { role: 'staff' });
    for (const desk of [staff, admin]) {
      const res = await request(t.app)
        .get(api('/admin/availability'))
        .query({ date })
        .set(desk.headers)
        .expect(200);
      const { availability } = ZAdminAvailabilityAnswer.parse(res.body.data);
      const court = availability.find((entry) => entry.court._id === s.courtId);
      expect(court?.held).toEqual([
        {
          start: '18:00',
          end: '19:30',
          holder: { _id: holder.id, firstName: 'Zainab', lastName: 'Qureshi' },
          expiresAt: '2026-06-15T05:05:00.000Z',
        },
      ]);
      for (const entry of availability.filter((e) => e.court._id !== s.courtId)) {
        expect(entry.held).toEqual([]);
      }
    }

    // Players and agents: the staff call is refused, and what they may read names nobody.
    const player = await createTestUser(t);
    await request(t.app)
      .get(api('/admin/availability'))
      .query({ date })
      .set(player.headers)
      .expect(403);
    await request(t.app).get(api('/admin/availability')).query({ date }).set(agent).expect(403);
    for (const headers of [player.headers, agent, {}]) {
      const res = await request(t.app)
        .get(api(`/courts/${s.courtId}/availability`))
        .query({ date, duration: 60 })
        .set(headers)
        .expect(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(holder.id);
      expect(text).not.toContain('Qureshi');
      expect(
        (res.body.data.timeSlots as { startTime: string; available: boolean }[]).find(
          (candidate) => candidate.startTime === '18:00',
        ),
      ).toMatchObject({ available: false, isBooked: false });
    }

    // Once the hold lapses the desk sees nobody.
    await moveClock(t, '2026-06-15T05:05:00.000Z');
    const later = await request(t.app)
      .get(api('/admin/availability'))
      .query({ date })
      .set(staff.headers)
      .expect(200);
    const { availability } = ZAdminAvailabilityAnswer.parse(later.body.data);
    expect(availability.flatMap((entry) => entry.held)).toEqual([]);
  });
});
