import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES as M } from '@padel/contract';
import { addDays } from '@padel/domain';
import { matchPlayers } from '@padel/db';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';
import { createTestContext, testEngine, type TestContext } from '../../test/test-context';

// PGlite runs one connection, so a race can only be shown on PostgreSQL with a pool.
const RACERS = 10;
const ROUNDS = 3;

describe.runIf(testEngine === 'postgres')('the last seat of a match under concurrency', () => {
  let t: TestContext;
  let server: Server;
  let baseUrl: string;
  let racers: TestUser[];
  let courtIds: string[];

  beforeAll(async () => {
    t = await createTestContext({ now: TEST_NOW });
    courtIds = await listCourtIds(t);
    racers = await Promise.all(Array.from({ length: RACERS }, () => createTestUser(t)));
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  it('gives the last seat to exactly one of 10 players joining at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const host = await createTestUser(t);
      const slot = {
        courtId: courtIds[round % courtIds.length]!,
        date: addDays(TEST_TODAY, round + 2),
        startTime: '18:00',
        endTime: '19:00',
      };
      const booked = await bookWithCode(t, host, slot);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const opened = await request(baseUrl).post('/api/v1/matches').set(host.headers).send({
        bookingId: booked.body.data.booking._id,
        openSeats: 2,
        levelMin: 1,
        levelMax: 7,
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      const matchId: string = opened.body.data.match._id;
      // One seat taken first, so the ten race for the last.
      const first = await createTestUser(t);
      await request(baseUrl)
        .post(`/api/v1/matches/${matchId}/join`)
        .set(first.headers)
        .send({ paymentMethod: 'cash' })
        .expect(201);

      const answers = await Promise.all(
        racers.map((racer) =>
          request(baseUrl)
            .post(`/api/v1/matches/${matchId}/join`)
            .set(racer.headers)
            .send({ paymentMethod: 'cash' }),
        ),
      );
      const outcome = answers.map((r) => `${r.status} ${r.body?.message}`).join('; ');
      expect(
        answers.filter((r) => r.status === 201),
        outcome,
      ).toHaveLength(1);
      const refused = answers.filter((r) => r.status === 409);
      expect(refused, outcome).toHaveLength(RACERS - 1);
      for (const answer of refused) expect(answer.body.message).toBe(M.matchFull);

      const seats = await t.db
        .select({ seat: matchPlayers.seat })
        .from(matchPlayers)
        .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.status, 'joined')));
      expect(seats.map((s) => s.seat).sort()).toEqual([1, 2]);
    }
  });
});
