import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  MATCH_MESSAGES as M,
  RESULT_MESSAGES as R,
  type TEnterResultRequest,
} from '@padel/contract';
import { rateMatch, type RatedPlayer, type RatedTeam } from '@padel/domain';
import { levelHistory, matchResults, users } from '@padel/db';
import type { AppContext } from '../lib/context';
import { badRequest, conflict, forbidden, notFound, sqlStateOf } from '../lib/errors';
import type { UserRow } from '../users';
import {
  isResultDue,
  loadMatchView,
  pairsOf,
  playersOf,
  toMatchDto,
  type MatchResultRow,
  type MatchView,
} from './match-views';

// Results of open matches (docs/levels.md, "Results"): a player of the match enters the sets
// naming their partner; a player of the other pair confirms or rejects it. Only a confirmed
// result moves levels, once: the claim of the pending row and the unique history index see to it.

/** The level column is single precision: rated from its value in hundredths. */
const inHundredths = (level: number) => Math.round(level * 100) / 100;

export function createMatchResults(ctx: AppContext) {
  const { db, clock } = ctx;

  async function findView(id: string): Promise<MatchView> {
    const view = await loadMatchView(db, id);
    if (!view) throw notFound(M.matchNotFound);
    return view;
  }

  function assertPlayer(view: MatchView, user: UserRow) {
    if (!playersOf(view).some((player) => player.id === user.id)) throw forbidden(R.notPlayer);
  }

  /** The live result's state, as a refusal of a new entry. */
  function refusalOf(result: MatchResultRow | null) {
    return conflict(result?.status === 'confirmed' ? R.resultConfirmed : R.resultPending);
  }

  const answer = (view: MatchView, user: UserRow, message: string) => ({
    match: toMatchDto(view, clock.now(), user.id),
    message,
  });

  /** POST /matches/{id}/result. */
  async function enterResult(user: UserRow, matchId: string, input: TEnterResultRequest) {
    const view = await findView(matchId);
    assertPlayer(view, user);
    if (view.match.status === 'cancelled' || view.booking.status === 'cancelled') {
      throw conflict(R.matchCancelled);
    }
    if (view.booking.endsAt > clock.now()) throw conflict(R.notEnded);
    if (!isResultDue(view, clock.now())) throw conflict(R.needsFourPlayers);
    if (view.result) throw refusalOf(view.result);
    const players = playersOf(view);
    const partner = players.find((p) => p.seat === input.partnerSeat && p.id !== user.id);
    if (!partner) {
      throw badRequest(R.partnerInvalid, [{ field: 'partnerSeat', message: R.partnerInvalid }]);
    }
    const [first, second] = players.filter((p) => p.id !== user.id && p.id !== partner.id);
    if (!first || !second) throw conflict(R.needsFourPlayers);
    try {
      await db.insert(matchResults).values({
        matchId,
        pairAFirst: user.id,
        pairASecond: partner.id,
        pairBFirst: first.id,
        pairBSecond: second.id,
        sets: input.sets.map(([a, b]) => [a, b] as [number, number]),
        enteredBy: user.id,
        enteredAt: clock.now(),
      });
    } catch (error) {
      // Two players entering at once: the live-result index keeps the first.
      if (sqlStateOf(error) === '23505') throw refusalOf((await findView(matchId)).result);
      throw error;
    }
    return answer(await findView(matchId), user, R.entered);
  }

  /** The pending result the caller may decide: they are of the other pair. */
  function pendingFor(view: MatchView, user: UserRow): MatchResultRow {
    const { result } = view;
    if (!result) throw conflict(R.noResult);
    if (result.status !== 'pending') throw conflict(R.resultConfirmed);
    if (result.enteredBy === user.id) throw forbidden(R.ownResult);
    if (!pairsOf(result)[1].includes(user.id)) throw forbidden(R.partnerCannotConfirm);
    return result;
  }

  /**
   * Claims the pending result and moves the four levels in one transaction. The players' rows
   * are locked (in id order) so that two results of the same player never overwrite each other.
   * Answers false when another confirmation (or a rejection) claimed it first.
   */
  async function applyResult(view: MatchView, result: MatchResultRow, user: UserRow) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(matchResults)
        .set({ status: 'confirmed', decidedBy: user.id, decidedAt: now })
        .where(and(eq(matchResults.id, result.id), eq(matchResults.status, 'pending')))
        .returning({ id: matchResults.id });
      if (!claimed) return false;
      const ids = pairsOf(result).flat();
      const rows = await tx
        .select({ id: users.id, level: users.level })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.id))
        .for('update');
      const counts = await tx
        .select({ userId: levelHistory.userId, rated: count() })
        .from(levelHistory)
        .where(inArray(levelHistory.userId, ids))
        .groupBy(levelHistory.userId);
      // A player with no level yet starts from the middle of the match's range.
      const startLevel = (view.match.levelMin + view.match.levelMax) / 2;
      const rated = (id: string): RatedPlayer => ({
        level: inHundredths(rows.find((row) => row.id === id)?.level ?? startLevel),
        ratedMatches: Number(counts.find((c) => c.userId === id)?.rated ?? 0),
      });
      const [pairA, pairB] = pairsOf(result);
      const team = (pair: [string, string]): RatedTeam => [rated(pair[0]), rated(pair[1])];
      const after = rateMatch({ teams: [team(pairA), team(pairB)], sets: result.sets });
      const moves = [pairA, pairB].flatMap((pair, t) =>
        pair.map((id, p) => ({ id, level: after[t]![p]! })),
      );
      for (const move of moves) {
        await tx.update(users).set({ level: move.level }).where(eq(users.id, move.id));
      }
      await tx.insert(levelHistory).values(
        moves.map((move) => ({
          userId: move.id,
          matchId: view.match.id,
          resultId: result.id,
          levelBefore: rows.find((row) => row.id === move.id)?.level ?? null,
          levelAfter: move.level,
          createdAt: now,
        })),
      );
      return true;
    });
  }

  /** POST /matches/{id}/result/confirm: a second tap, or a second confirmer, changes nothing. */
  async function confirmResult(user: UserRow, matchId: string) {
    const view = await findView(matchId);
    assertPlayer(view, user);
    if (view.result?.status === 'confirmed') return answer(view, user, R.alreadyConfirmed);
    const result = pendingFor(view, user);
    let isApplied: boolean;
    try {
      isApplied = await applyResult(view, result, user);
    } catch (error) {
      // The history's unique index: another confirmation moved these levels already.
      if (sqlStateOf(error) !== '23505') throw error;
      isApplied = false;
    }
    const after = await findView(matchId);
    if (isApplied) return answer(after, user, R.confirmed);
    if (after.result?.status === 'confirmed') return answer(after, user, R.alreadyConfirmed);
    throw conflict(R.noResult);
  }

  /** POST /matches/{id}/result/reject: the result may then be entered again. */
  async function rejectResult(user: UserRow, matchId: string) {
    const view = await findView(matchId);
    assertPlayer(view, user);
    const result = pendingFor(view, user);
    const [rejected] = await db
      .update(matchResults)
      .set({ status: 'rejected', decidedBy: user.id, decidedAt: clock.now() })
      .where(and(eq(matchResults.id, result.id), eq(matchResults.status, 'pending')))
      .returning({ id: matchResults.id });
    const after = await findView(matchId);
    if (!rejected) throw after.result ? refusalOf(after.result) : conflict(R.noResult);
    return answer(after, user, R.rejected);
  }

  return { enterResult, confirmResult, rejectResult };
}

export type MatchResults = ReturnType<typeof createMatchResults>;
