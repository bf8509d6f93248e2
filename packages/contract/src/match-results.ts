// Results of open matches and the levels they move (issue: results and levels; docs/levels.md).
// After the match one of its players enters the score, naming their partner (the pairs follow);
// a player of the other pair confirms it or rejects it. Only a confirmed result moves levels.
import { z } from 'zod';
import { zIsoDateTime, zLocalDate } from './fields';

/** A padel match is best of three sets; an unfinished one may stop after one or with sets level. */
export const RESULT_SETS_MAX = 3;
export const RESULT_STATUSES = ['pending', 'confirmed'] as const;
export type TResultStatus = (typeof RESULT_STATUSES)[number];

export const RESULT_MESSAGES = {
  setsRequired: 'Enter the games of at least one set',
  tooManySets: `A match has at most ${RESULT_SETS_MAX} sets`,
  setInvalid: 'A set is won 6–0 to 6–4, 7–5 or 7–6',
  gamesInvalid: 'Games must be whole numbers from 0 to 7',
  setAfterWin: 'No set is played after a pair has won two',
  partnerRequired: 'Choose your partner',
  partnerInvalid: 'Your partner must be another player of this match',
  notPlayer: 'Only a player of this match can enter or confirm its result',
  notEnded: 'The result can be entered once the match has ended',
  matchCancelled: 'This match was cancelled',
  needsFourPlayers:
    'A result can be entered only when all four players of the match are in the app',
  resultPending: 'A result is already entered and waits for confirmation',
  resultConfirmed: 'The result is confirmed and can no longer be changed',
  noResult: 'No result has been entered for this match',
  ownResult: 'A player of the other pair confirms the result you entered',
  partnerCannotConfirm: 'A player of the other pair confirms this result',
  entered: 'Result entered. A player of the other pair confirms it.',
  confirmed: 'Result confirmed. Levels are updated.',
  alreadyConfirmed: 'The result is already confirmed',
  rejected: 'Result rejected. It can be entered again.',
  // What players read.
  enterResult: 'Enter result',
  confirmResult: 'Confirm result',
  rejectResult: 'Reject',
  resultTitle: 'Result',
  waitingConfirmation: (firstName: string) =>
    `Entered by ${firstName}, waiting for a player of the other pair to confirm`,
  resultIsConfirmed: 'Confirmed',
  yourPartner: 'Your partner',
  yourPair: 'Your pair',
  otherPair: 'Other pair',
  setLabel: (n: number) => `Set ${n}`,
  addSet: 'Add a set',
  removeSet: 'Remove the last set',
  submitResult: 'Save result',
  cancel: 'Cancel',
  startedBadge: 'Started',
  playedBadge: 'Played',
  started: 'This match has started',
  played: 'This match has been played',
  historyTitle: 'Level history',
  historyEmpty: 'Your level changes here once a match result is confirmed.',
  noLevel: 'No level',
  won: 'Won',
  lost: 'Lost',
  drawn: 'Level on sets',
} as const;

const isGames = (games: number) => Number.isInteger(games) && games >= 0 && games <= 7;
/** 6–0..6–4, 7–5 or 7–6 either way (a tie-break at 6–6 is entered as 7–6). */
export function isPadelSet([a, b]: readonly [number, number]): boolean {
  const [win, lose] = a > b ? [a, b] : [b, a];
  return (win === 6 && lose <= 4) || (win === 7 && (lose === 5 || lose === 6));
}

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

/** Which pair won more sets (0 or 1), or null when sets are level. */
export function winnerOf(sets: readonly (readonly [number, number])[]): 0 | 1 | null {
  const first = sets.filter(([a, b]) => a > b).length;
  const second = sets.length - first;
  return first === second ? null : first > second ? 0 : 1;
}

/** '6-4 3-6 7-5', from the pair whose games come first. */
export const formatSets = (sets: readonly (readonly [number, number])[]) =>
  sets.map(([a, b]) => `${a}-${b}`).join(' ');

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
