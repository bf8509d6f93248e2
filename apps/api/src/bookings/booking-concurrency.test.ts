import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, ne, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { bookings } from '@padel/db';
import { createTestContext, testEngine, type TestContext } from '../../test/test-context';
import {
  createTestUser,
  listCourtIds,
  moveClock,
  sendOtpBody,
  verifyOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW } from '../../test/now';

// PGlite runs one connection, so a race can only be shown on PostgreSQL with a pool.
// 1,000 requests in all: about 35 s alone, over 60 s beside the other test worker of a CI run.
const PLAYERS = 50;
const ROUNDS = 10;
const NOW = Date.parse(TEST_NOW);
// Every pair of these overlaps, so exactly one booking can win.
const OVERLAPPING = [
  ['10:00', '11:00'],
  ['10:30', '11:30'],
  ['09:30', '11:00'],
  ['10:00', '11:30'],
] as const;

describe.runIf(testEngine === 'postgres')('no double booking under concurrency', () => {
  let t: TestContext;
  let server: Server;
  let baseUrl: string;
  let players: TestUser[];
  let courtIds: string[];

  beforeAll(async () => {
    t = await createTestContext({ now: new Date(NOW).toISOString() });
    courtIds = await listCourtIds(t);
    players = await Promise.all(Array.from({ length: PLAYERS }, () => createTestUser(t)));
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  it('lets exactly one of 50 concurrent verifies for overlapping slots win, ten rounds over', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A new hour each round keeps every player under the 5-codes-per-hour limit.
      await moveClock(t, new Date(NOW + round * 61 * 60_000).toISOString());
      const courtId = courtIds[round % courtIds.length]!;
      const date = addDays('2026-06-15', round + 1);
      const slots: SlotRequest[] = players.map((_, i) => {
        const [startTime, endTime] = OVERLAPPING[i % OVERLAPPING.length]!;
        return { courtId, date, startTime, endTime };
      });

      // A code holds its slot, so overlapping codes are had one after another: each player
      // asks, then leaves the code dialog (releasing the hold) with the code still valid.
      const codes: string[] = [];
      for (const [i, player] of players.entries()) {
        const asked = await request(baseUrl)
          .post('/api/v1/bookings/send-otp')
          .set(player.headers)
          .send(sendOtpBody(slots[i]!));
        expect(asked.status, `round ${round}, player ${i}: ${asked.body?.message}`).toBe(200);
        // This round's code: the wait answers only a mail that no earlier round read.
        codes.push(await t.waitForCode(player.email));
        await request(baseUrl)
          .post('/api/v1/bookings/release-hold')
          .set(player.headers)
          .send({})
          .expect(200);
      }

      const answers = await Promise.all(
        players.map((player, i) =>
          request(baseUrl)
            .post('/api/v1/bookings/verify-otp')
            .set(player.headers)
            .send(verifyOtpBody(slots[i]!, codes[i]!)),
        ),
      );
      const created = answers.filter((r) => r.status === 201);
      const refused = answers.filter((r) => r.status === 409);
      // On a failure, every answer's status and message tell what happened, and the api's log
      // what it did not expect.
      const unhandled = t.logLines.filter((line) => line.includes('unhandled error'));
      const outcome = `round ${round}: ${answers.map((r) => `${r.status} ${r.body?.message}`).join('; ')}\n${unhandled.join('\n')}`;
      expect(created, outcome).toHaveLength(1);
      expect(refused, outcome).toHaveLength(PLAYERS - 1);
      for (const answer of refused) expect(answer.body.message).toBe('Time slot is not available');

      const held = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.courtId, courtId),
            eq(bookings.date, date),
            ne(bookings.status, 'cancelled'),
          ),
        );
      expect(held.map((b) => b.id)).toEqual([created[0]!.body.data.booking.id]);
    }

    const overlaps = await t.db.execute(sql`
      select a.id, b.id
      from bookings a
      join bookings b
        on a.court_id = b.court_id
       and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where a.status <> 'cancelled' and b.status <> 'cancelled'
    `);
    expect(overlaps.rows).toEqual([]);
    const [total] = await t.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    expect(total?.n).toBe(ROUNDS);
  }, 180_000);
});
