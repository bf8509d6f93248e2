import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isNull } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATEWAY_HEADERS,
  MSG,
  OTP_VALIDITY_SECONDS,
  SLOT_HOLD_MAX_PER_ADDRESS,
} from '@padel/contract';
import { bookings, slotClaims } from '@padel/db';
import {
  createSecondInstance,
  createTestContext,
  testEngine,
  type TestContext,
} from '../../test/test-context';
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
import { TEST_NOW } from '../../test/now';

// PGlite runs one connection, so the race is shown on PostgreSQL with a pool, over a real socket.
const PLAYERS = 20;
const NOW = Date.parse(TEST_NOW);
const HELD_MESSAGE = MSG.slotBeingBooked('10:05');

describe.runIf(testEngine === 'postgres')('slot holds under concurrency', () => {
  let t: TestContext;
  let second: TestContext;
  let server: Server;
  let baseUrl: string;
  let players: TestUser[];
  let courtIds: string[];

  beforeAll(async () => {
    t = await createTestContext({ now: TEST_NOW });
    second = await createSecondInstance(t);
    courtIds = await listCourtIds(t);
    players = await Promise.all(Array.from({ length: PLAYERS }, () => createTestUser(t)));
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await second?.close();
    await t?.close();
  });

  it('gives one hold to 20 players asking at once; the holder books, the others hear the hold', async () => {
    const s: SlotRequest = {
      courtId: courtIds[0]!,
      date: '2026-06-16',
      startTime: '18:00',
      endTime: '19:00',
    };
    const answers = await Promise.all(
      players.map((player) =>
        request(baseUrl).post('/api/v1/bookings/send-otp').set(player.headers).send(sendOtpBody(s)),
      ),
    );
    const held = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 409);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(PLAYERS - 1);
    for (const answer of refused) expect(answer.body.message).toBe(HELD_MESSAGE);
    const holds = await t.db.select().from(slotClaims).where(isNull(slotClaims.bookingId));
    expect(holds).toHaveLength(1);

    // Another api instance over the same database sees the hold at once.
    const seen = await request(second.app)
      .get(`/api/v1/courts/${s.courtId}/availability`)
      .query({ date: s.date, duration: 60 })
      .expect(200);
    expect(
      (seen.body.data.timeSlots as { startTime: string; available: boolean }[]).find(
        (slot) => slot.startTime === '18:00',
      ),
    ).toMatchObject({ available: false, isUnavailable: true, isBooked: false });

    const holder = players[answers.indexOf(held[0]!)]!;
    expect(holds[0]?.holderId).toBe(holder.id);
    await request(baseUrl)
      .post('/api/v1/bookings/verify-otp')
      .set(holder.headers)
      .send(verifyOtpBody(s, await t.waitForCode(holder.email)))
      .expect(201);
    const booked = await t.db.select().from(bookings);
    expect(booked.map((b) => b.userId)).toEqual([holder.id]);
    expect(await t.db.select().from(slotClaims).where(isNull(slotClaims.bookingId))).toEqual([]);
  });

  it('lets another player book once a hold has expired, on either instance', async () => {
    const s: SlotRequest = {
      courtId: courtIds[1]!,
      date: '2026-06-17',
      startTime: '20:00',
      endTime: '21:00',
    };
    const [holder, latecomer] = [players[0]!, players[1]!];
    await requestBookingCode(t, holder, s);
    const refused = await request(second.app)
      .post('/api/v1/bookings/send-otp')
      .set(latecomer.headers)
      .send(sendOtpBody(s))
      .expect(409);
    expect(refused.body.message).toBe(HELD_MESSAGE);

    await moveClock(t, new Date(NOW + (OTP_VALIDITY_SECONDS + 1) * 1000).toISOString());
    await request(second.app)
      .post('/api/v1/bookings/send-otp')
      .set(latecomer.headers)
      .send(sendOtpBody(s))
      .expect(200);
    await request(second.app)
      .post('/api/v1/bookings/verify-otp')
      .set(latecomer.headers)
      .send(verifyOtpBody(s, await t.waitForCode(latecomer.email)))
      .expect(201);
  });

  it('gives one address no more than 3 live holds when 8 of its accounts ask at once, across instances', async () => {
    const accounts = players.slice(2, 10);
    // Eight accounts behind one address, as the gateway names it to either instance.
    const oneAddress = { [GATEWAY_HEADERS.clientAddress]: '198.51.100.70' };
    const answers = await Promise.all(
      accounts.map((player, i) =>
        request(i % 2 === 0 ? baseUrl : second.app)
          .post('/api/v1/bookings/send-otp')
          .set({ ...player.headers, ...oneAddress })
          .send(
            sendOtpBody({
              courtId: courtIds[i % courtIds.length]!,
              date: '2026-06-18',
              startTime: `${String(8 + i).padStart(2, '0')}:00`,
              endTime: `${String(9 + i).padStart(2, '0')}:00`,
            }),
          ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(SLOT_HOLD_MAX_PER_ADDRESS);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(accounts.length - SLOT_HOLD_MAX_PER_ADDRESS);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe(MSG.tooManyHoldsFromAddress);
    }
    const live = await t.db.select().from(slotClaims).where(isNull(slotClaims.bookingId));
    expect(live.filter((hold) => hold.expiresAt! > t.clock.now())).toHaveLength(
      SLOT_HOLD_MAX_PER_ADDRESS,
    );
  });
});
