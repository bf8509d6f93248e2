import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_MESSAGES as R } from '@padel/contract';
import { levelHistory } from '@padel/db';
import { decideResult, enterResult, levelOf, playedMatch, seatOf } from '../../test/match-results';
import { TEST_NOW } from '../../test/now';
import { createTestContext, testEngine, type TestContext } from '../../test/test-context';

// PGlite runs one connection, so a race can only be shown on PostgreSQL with a pool.
const ROUNDS = 3;

describe.runIf(testEngine === 'postgres')('confirming a result under concurrency', () => {
  let t: TestContext;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestContext({ now: TEST_NOW });
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  it('moves the levels once when both players of the other pair confirm at once, each twice', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const played = await playedMatch(t, [3, 3, 3, 3], baseUrl);
      const [host, ayesha, bilal, sana] = played.players;
      const { match } = played;
      const entered = await enterResult(baseUrl, host, match.id, {
        partnerSeat: seatOf(match, ayesha, played),
        sets: [
          [6, 3],
          [6, 4],
        ],
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);

      const answers = await Promise.all(
        [bilal, sana, bilal, sana].map((player) =>
          decideResult(baseUrl, player, match.id, 'confirm'),
        ),
      );
      const outcome = answers.map((r) => `${r.status} ${r.body?.message}`).join('; ');
      expect(
        answers.map((r) => r.status),
        outcome,
      ).toEqual([200, 200, 200, 200]);
      expect(
        answers.filter((r) => r.body.message === R.confirmed),
        outcome,
      ).toHaveLength(1);

      const rows = await t.db.select().from(levelHistory).where(eq(levelHistory.matchId, match.id));
      expect(rows).toHaveLength(4);
      // Equal established-or-new players, straight sets: +0.25 for the winners, −0.25 for the losers.
      const levels = await Promise.all(played.players.map((p) => levelOf(t, p.id)));
      expect(levels).toEqual([3.25, 3.25, 2.75, 2.75]);
    }
  });
});
