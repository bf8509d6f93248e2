// Results of open matches and the levels they move (issue: results and levels; docs/levels.md).
// After the match one of its players enters the score, naming their partner (the pairs follow);
// a player of the other pair confirms it or rejects it. Only a confirmed result moves levels.
import { z } from 'zod';
import { zIsoDateTime, zLocalDate } from './fields';
import {
  RESULT_MESSAGES,
  RESULT_SETS_MAX,
  RESULT_STATUSES,
  isPadelSet,
} from './match-result-texts';

const isGames = (games: number) => Number.isInteger(games) && games >= 0 && games <= 7;

const zGames = z
  .number({ error: RESULT_MESSAGES.gamesInvalid })
  .refine(isGames, RESULT_MESSAGES.gamesInvalid);

/** One set's games: the entering player's pair's, then the other pair's. */
export const zSetScore = z
  .tuple([zGames, zGames], { error: RESULT_MESSAGES.setInvalid })
  .refine(isPadelSet, RESULT_MESSAGES.setInvalid);
export type TSetScore = z.infer<typeof zSetScore>;

/** The sets in order: 1 to 3, none after a pair has won two. */
export const zResultSets = z
  .array(zSetScore, { error: RESULT_MESSAGES.setsRequired })
  .min(1, RESULT_MESSAGES.setsRequired)
  .max(RESULT_SETS_MAX, RESULT_MESSAGES.tooManySets)
  .superRefine((sets, ctx) => {
    const won = [0, 0];
    sets.forEach(([a, b], i) => {
      if (won[0] === 2 || won[1] === 2) {
        ctx.addIssue({ code: 'custom', message: RESULT_MESSAGES.setAfterWin, path: [i] });
      }
      won[a > b ? 0 : 1]! += 1;
    });
  });

/**
 * POST /matches/{id}/result: the entering player names their partner by seat (0 is the host,
 * 1 to 4 the players who joined); the other two players are the other pair. Each set reads from
 * the entering player's pair: [their games, the other pair's games].
 */
export const ZEnterResultRequest = z.object({
  partnerSeat: z
    .number({ error: RESULT_MESSAGES.partnerRequired })
    .int(RESULT_MESSAGES.partnerInvalid)
    .min(0, RESULT_MESSAGES.partnerInvalid)
    .max(4, RESULT_MESSAGES.partnerInvalid),
  sets: zResultSets,
});
export type TEnterResultRequest = z.infer<typeof ZEnterResultRequest>;

/** A player as a result names them: their seat and first name. */
export const ZResultPlayer = z.object({ seat: z.number().int(), firstName: z.string() });

/** A match's result as its players read it; sets read from the first pair (the entering one). */
export const ZMatchResult = z.object({
  status: z.enum(RESULT_STATUSES),
  pairs: z.tuple([z.array(ZResultPlayer), z.array(ZResultPlayer)]),
  sets: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** 0: the first pair won more sets; 1: the second; null: sets level (unfinished). */
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
  enteredBy: z.string(),
  enteredAt: zIsoDateTime,
  confirmedAt: zIsoDateTime.nullable(),
});
export type TMatchResult = z.infer<typeof ZMatchResult>;

/** One move of a player's level: a confirmed result, newest first in the history. */
export const ZLevelHistoryEntry = z.object({
  matchId: z.guid(),
  /** The match's venue-local date (Asia/Karachi) and start. */
  date: zLocalDate,
  startTime: z.string(),
  court: z.string(),
  /** The player's pair's games first. */
  score: z.string(),
  outcome: z.enum(['won', 'lost', 'drawn']),
  /** Null when the player had no level yet (the match's range's middle was used). */
  before: z.number().nullable(),
  after: z.number(),
  ratedAt: zIsoDateTime,
});
export type TLevelHistoryEntry = z.infer<typeof ZLevelHistoryEntry>;

/** GET /auth/level-history. */
export const ZLevelHistoryAnswer = z.object({ history: z.array(ZLevelHistoryEntry) });
export type TLevelHistoryAnswer = z.infer<typeof ZLevelHistoryAnswer>;
