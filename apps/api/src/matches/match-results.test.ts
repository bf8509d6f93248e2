import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_MESSAGES as M,
  RESULT_MESSAGES as R,
  ZLevelHistoryAnswer,
  ZMatchAnswer,
} from '@padel/contract';
import { rateMatch } from '@padel/domain';
import { levelHistory } from '@padel/db';
import { createTestUser, moveClock } from '../../test/bookings';
import {
  API,
  decideResult,
  enterResult,
  fullMatch,
  levelOf,
  playedMatch,
  seatOf,
} from '../../test/match-results';
import { TEST_NOW } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
});
afterAll(async () => {
  await t?.close();
});

const historyOf = (matchId: string) =>
  t.db.select().from(levelHistory).where(eq(levelHistory.matchId, matchId));

const levelsOf = (ids: string[]) => Promise.all(ids.map((id) => levelOf(t, id)));

describe('entering and confirming a result', () => {
  it('moves the four levels by the rating rule once the other pair confirms, and writes the history', async () => {
    const played = await playedMatch(t, [3, 3.5, 2.5, 3]);
    const [host, ayesha, bilal, sana] = played.players;
    const { match } = played;
    expect(match.status).toBe('full');

    // The host and Bilal against Ayesha and Sana; the host's pair won 6-4 3-6 7-5.
    const entered = await enterResult(t.app, host, match.id, {
      partnerSeat: seatOf(match, bilal, played),
      sets: [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
    });
    expect([entered.status, entered.body.message]).toEqual([201, R.entered]);
    const pending = ZMatchAnswer.parse(entered.body.data).match;
    expect(pending.status).toBe('played');
    expect(pending.result).toMatchObject({
      status: 'pending',
      pairs: [
        [{ firstName: 'Hamza' }, { firstName: 'Bilal' }],
        [{ firstName: 'Ayesha' }, { firstName: 'Sana' }],
      ],
      winner: 0,
      enteredBy: 'Hamza',
      confirmedAt: null,
    });
    expect(pending.viewer).toMatchObject({ canEnterResult: false, canConfirmResult: false });

    // Unconfirmed: nothing moves, and the other pair is asked to confirm.
    const ids = [host.id, bilal.id, ayesha.id, sana.id];
    expect(await levelsOf(ids)).toEqual([3, 2.5, 3.5, 3]);
    expect(await historyOf(match.id)).toEqual([]);
    const asSana = await request(t.app).get(`${API}/matches/${match.id}`).set(sana.headers);
    expect(asSana.body.data.match.viewer).toMatchObject({
      canEnterResult: false,
      canConfirmResult: true,
    });

    const confirmed = await decideResult(t.app, sana, match.id, 'confirm');
    expect([confirmed.status, confirmed.body.message]).toEqual([200, R.confirmed]);
    expect(confirmed.body.data.match.result.status).toBe('confirmed');

    const expected = rateMatch({
      teams: [
        [
          { level: 3, ratedMatches: 0 },
          { level: 2.5, ratedMatches: 0 },
        ],
        [
          { level: 3.5, ratedMatches: 0 },
          { level: 3, ratedMatches: 0 },
        ],
      ],
      sets: [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
    });
    const after = await levelsOf(ids);
    expect(after).toEqual(expected.flat());
    // The winners went up, the losers down.
    expect(after[0]).toBeGreaterThan(3);
    expect(after[2]).toBeLessThan(3.5);
    expect(await historyOf(match.id)).toHaveLength(4);

    const hostHistory = await request(t.app).get(`${API}/auth/level-history`).set(host.headers);
    expect(hostHistory.status).toBe(200);
    expect(ZLevelHistoryAnswer.parse(hostHistory.body.data).history).toEqual([
      expect.objectContaining({
        matchId: match.id,
        date: match.date,
        startTime: '18:00',
        court: match.court.name,
        score: '6-4 3-6 7-5',
        outcome: 'won',
        before: 3,
        after: expected[0][0],
      }),
    ]);
    const sanaHistory = await request(t.app).get(`${API}/auth/level-history`).set(sana.headers);
    expect(sanaHistory.body.data.history[0]).toMatchObject({
      score: '4-6 6-3 5-7',
      outcome: 'lost',
      before: 3,
      after: expected[1][1],
    });
  });

  it('keeps levels as they are while a result waits, and after it is rejected; it can then be entered again', async () => {
    const played = await playedMatch(t, [4, 4, 4, 4]);
    const [host, ayesha, bilal, sana] = played.players;
    const { match } = played;
    const ids = played.players.map((p) => p.id);
    const body = { partnerSeat: seatOf(match, ayesha, played), sets: [[6, 0]] };
    expect((await enterResult(t.app, host, match.id, body)).status).toBe(201);
    const again = await enterResult(t.app, bilal, match.id, {
      partnerSeat: seatOf(match, sana, played),
      sets: [[6, 1]],
    });
    expect([again.status, again.body.message]).toEqual([409, R.resultPending]);

    const rejected = await decideResult(t.app, bilal, match.id, 'reject');
    expect([rejected.status, rejected.body.message]).toEqual([200, R.rejected]);
    expect(rejected.body.data.match.result).toBeNull();
    expect(rejected.body.data.match.viewer.canEnterResult).toBe(true);
    expect(await levelsOf(ids)).toEqual([4, 4, 4, 4]);
    expect(await historyOf(match.id)).toEqual([]);

    // Bilal enters it as he saw it; Ayesha, of the other pair, confirms.
    const reentered = await enterResult(t.app, bilal, match.id, {
      partnerSeat: seatOf(match, sana, played),
      sets: [[4, 6]],
    });
    expect(reentered.status).toBe(201);
    expect((await decideResult(t.app, ayesha, match.id, 'confirm')).status).toBe(200);
    const [hostAfter, ayeshaAfter, bilalAfter, sanaAfter] = await levelsOf(ids);
    expect(hostAfter).toBe(ayeshaAfter);
    expect(hostAfter).toBeGreaterThan(4);
    expect(bilalAfter).toBe(sanaAfter);
    expect(bilalAfter).toBeLessThan(4);

    // Confirmed is final.
    const changed = await enterResult(t.app, host, match.id, body);
    expect([changed.status, changed.body.message]).toEqual([409, R.resultConfirmed]);
    const rejectLate = await decideResult(t.app, ayesha, match.id, 'reject');
    expect([rejectLate.status, rejectLate.body.message]).toEqual([409, R.resultConfirmed]);
  });

  it('confirms once on a double tap: the levels move once', async () => {
    const played = await playedMatch(t, [2, 2.5, 3, 3.5]);
    const [host, ayesha, bilal] = played.players;
    const { match } = played;
    const body = {
      partnerSeat: seatOf(match, ayesha, played),
      sets: [
        [6, 2],
        [6, 3],
      ],
    };
    expect((await enterResult(t.app, host, match.id, body)).status).toBe(201);
    const first = await decideResult(t.app, bilal, match.id, 'confirm');
    const levels = await levelsOf(played.players.map((p) => p.id));
    const second = await decideResult(t.app, bilal, match.id, 'confirm');
    expect([first.status, second.status, second.body.message]).toEqual([
      200,
      200,
      R.alreadyConfirmed,
    ]);
    expect(await levelsOf(played.players.map((p) => p.id))).toEqual(levels);
    expect(await historyOf(match.id)).toHaveLength(4);
  });

  it('counts a player with no level yet from the middle of the match’s range', async () => {
    const played = await playedMatch(t, [null, 4, 4, 4]);
    const [host, ayesha, bilal] = played.players;
    const { match } = played;
    const body = {
      partnerSeat: seatOf(match, ayesha, played),
      sets: [
        [6, 4],
        [6, 4],
      ],
    };
    expect((await enterResult(t.app, host, match.id, body)).status).toBe(201);
    expect((await decideResult(t.app, bilal, match.id, 'confirm')).status).toBe(200);
    const [hostAfter, ayeshaAfter] = await levelsOf([host.id, ayesha.id]);
    // The range is 1.0-7.0: the host started at 4, as Ayesha did.
    expect(hostAfter).toBe(ayeshaAfter);
    const history = await request(t.app).get(`${API}/auth/level-history`).set(host.headers);
    expect(history.body.data.history[0]).toMatchObject({ before: null, after: hostAfter });
  });
});

describe('who may enter and confirm, and when', () => {
  it('refuses a player outside the match entering or confirming, and the entering pair confirming', async () => {
    const played = await playedMatch(t, [3, 3, 3, 3]);
    const [host, ayesha] = played.players;
    const { match } = played;
    const stranger = await createTestUser(t, { firstName: 'Omar' });
    const body = { partnerSeat: seatOf(match, ayesha, played), sets: [[6, 3]] };
    const byStranger = await enterResult(t.app, stranger, match.id, body);
    expect([byStranger.status, byStranger.body.message]).toEqual([403, R.notPlayer]);

    expect((await enterResult(t.app, host, match.id, body)).status).toBe(201);
    const confirmations = [
      [stranger, 403, R.notPlayer],
      [host, 403, R.ownResult],
      [ayesha, 403, R.partnerCannotConfirm],
    ] as const;
    for (const [who, status, message] of confirmations) {
      const res = await decideResult(t.app, who, match.id, 'confirm');
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const rejectByPartner = await decideResult(t.app, ayesha, match.id, 'reject');
    expect(rejectByPartner.status).toBe(403);
    expect(await levelsOf(played.players.map((p) => p.id))).toEqual([3, 3, 3, 3]);
    const noView = await request(t.app).get(`${API}/matches/${match.id}`).set(stranger.headers);
    expect(noView.body.data.match.viewer).toBeNull();
    expect(noView.body.data.match.result.status).toBe('pending');
  });

  it('refuses a result before the end, and joining or leaving once the match has started', async () => {
    const played = await fullMatch(t, [3, 3, 3, 3], t.app, { openSeats: 3 });
    const [host, ayesha, bilal] = played.players;
    const { match } = played;
    const body = { partnerSeat: seatOf(match, ayesha, played), sets: [[6, 3]] };
    const early = await enterResult(t.app, host, match.id, body);
    expect([early.status, early.body.message]).toEqual([409, R.notEnded]);

    // 18:30 in Karachi: under way.
    await moveClock(t, new Date(Date.parse(played.startsAt) + 30 * 60_000).toISOString());
    const during = await request(t.app).get(`${API}/matches/${match.id}`).set(host.headers);
    expect(during.body.data.match.status).toBe('started');
    expect(during.body.data.match.viewer.canEnterResult).toBe(false);
    const stillEarly = await enterResult(t.app, host, match.id, body);
    expect([stillEarly.status, stillEarly.body.message]).toEqual([409, R.notEnded]);
    const leave = await request(t.app).post(`${API}/matches/${match.id}/leave`).set(bilal.headers);
    expect([leave.status, leave.body.message]).toEqual([409, M.matchStarted]);

    await moveClock(t, played.endsAt);
    const after = await request(t.app).get(`${API}/matches/${match.id}`).set(host.headers);
    expect(after.body.data.match.status).toBe('played');
    expect(after.body.data.match.viewer.canEnterResult).toBe(true);
  });

  it('refuses joining a match that has started', async () => {
    const played = await fullMatch(t, [3, 3, 3, null], t.app, { openSeats: 3 });
    const [host, ayesha] = played.players;
    // Ayesha leaves ahead, so a seat is open when the match starts.
    const left = await request(t.app)
      .post(`${API}/matches/${played.match.id}/leave`)
      .set(ayesha.headers);
    expect(left.status).toBe(200);
    await moveClock(t, new Date(Date.parse(played.startsAt) + 60_000).toISOString());
    const late = await request(t.app)
      .post(`${API}/matches/${played.match.id}/join`)
      .set(ayesha.headers)
      .send({ paymentMethod: 'cash' });
    expect([late.status, late.body.message]).toEqual([409, M.matchStarted]);
    await moveClock(t, played.endsAt);
    // Three players in the app: no result can be rated.
    const res = await enterResult(t.app, host, played.match.id, {
      partnerSeat: seatOf(played.match, played.players[2], played),
      sets: [[6, 3]],
    });
    expect([res.status, res.body.message]).toEqual([409, R.needsFourPlayers]);
  });

  it('refuses sets that are not padel sets and a partner who is not in the match', async () => {
    const played = await playedMatch(t, [3, 3, 3, 3]);
    const [host, ayesha] = played.players;
    const { match } = played;
    const partnerSeat = seatOf(match, ayesha, played);
    const cases: [unknown, string][] = [
      [[], R.setsRequired],
      [[[6, 6]], R.setInvalid],
      [[[8, 2]], R.gamesInvalid],
      [[[6, 5]], R.setInvalid],
      [
        [
          [6, 1],
          [6, 2],
          [6, 3],
        ],
        R.setAfterWin,
      ],
      [
        [
          [6, 1],
          [2, 6],
          [6, 3],
          [6, 4],
        ],
        R.tooManySets,
      ],
      ['6-4', R.setsRequired],
    ];
    for (const [sets, message] of cases) {
      const res = await enterResult(t.app, host, match.id, { partnerSeat, sets });
      expect([res.status, res.body.errors?.[0]?.message], JSON.stringify(sets)).toEqual([
        400,
        message,
      ]);
    }
    for (const seat of [seatOf(match, host, played), 9]) {
      const res = await enterResult(t.app, host, match.id, { partnerSeat: seat, sets: [[6, 4]] });
      expect([res.status, res.body.errors?.[0]?.message]).toEqual([400, R.partnerInvalid]);
    }
    expect(await historyOf(match.id)).toEqual([]);
  });
});
