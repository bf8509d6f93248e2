// The results' limits, texts and score helpers (no schemas): the players' screens read them
// without loading the request and answer schemas of ./match-results.

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

/** 6–0..6–4, 7–5 or 7–6 either way (a tie-break at 6–6 is entered as 7–6). */
export function isPadelSet([a, b]: readonly [number, number]): boolean {
  const [win, lose] = a > b ? [a, b] : [b, a];
  return (win === 6 && lose <= 4) || (win === 7 && (lose === 5 || lose === 6));
}

/** Which pair won more sets (0 or 1), or null when sets are level. */
export function winnerOf(sets: readonly (readonly [number, number])[]): 0 | 1 | null {
  const first = sets.filter(([a, b]) => a > b).length;
  const second = sets.length - first;
  return first === second ? null : first > second ? 0 : 1;
}

/** '6-4 3-6 7-5', from the pair whose games come first. */
export const formatSets = (sets: readonly (readonly [number, number])[]) =>
  sets.map(([a, b]) => `${a}-${b}`).join(' ');
