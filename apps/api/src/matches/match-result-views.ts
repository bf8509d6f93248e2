import { MATCH_PLAYERS, type TMatchResult, winnerOf } from '@padel/contract';
import type { MatchResultRow, MatchView, Person } from './match-views';

// A match's result as players read it, and what the caller may do about it.

type SeatedPerson = Person & { seat: number };

/** The result's pairs as user ids: pair A (the entering player's) first. */
export const pairsOf = (result: MatchResultRow): [[string, string], [string, string]] => [
  [result.pairAFirst, result.pairASecond],
  [result.pairBFirst, result.pairBSecond],
];

export function toResultDto(result: MatchResultRow, players: SeatedPerson[]): TMatchResult {
  const named = (userId: string) => {
    const player = players.find((p) => p.id === userId);
    // A player removed after the result keeps their place in it, unnamed.
    return { seat: player?.seat ?? -1, firstName: player?.firstName ?? '' };
  };
  const [pairA, pairB] = pairsOf(result);
  return {
    status: result.status === 'confirmed' ? 'confirmed' : 'pending',
    pairs: [pairA.map(named), pairB.map(named)],
    sets: result.sets,
    winner: winnerOf(result.sets),
    enteredBy: players.find((p) => p.id === result.enteredBy)?.firstName ?? '',
    enteredAt: result.enteredAt.toISOString(),
    confirmedAt: result.status === 'confirmed' ? (result.decidedAt?.toISOString() ?? null) : null,
  };
}

/** Whether the match can take a result now: played, not cancelled, four players in the app. */
export function isResultDue(view: MatchView, now: Date): boolean {
  const players = (view.host ? 1 : 0) + view.seats.length;
  return (
    view.match.status !== 'cancelled' &&
    view.booking.status !== 'cancelled' &&
    view.booking.endsAt <= now &&
    players === MATCH_PLAYERS
  );
}

/** The caller's result actions: enter one (none yet), or confirm/reject one (other pair). */
export function resultActionsOf(
  view: MatchView,
  viewerId: string | undefined,
  now: Date,
): { canEnterResult: boolean; canConfirmResult: boolean } {
  const isPlayer =
    viewerId !== undefined &&
    (view.match.hostId === viewerId || view.seats.some((s) => s.player.id === viewerId));
  if (!isPlayer || !isResultDue(view, now)) {
    return { canEnterResult: false, canConfirmResult: false };
  }
  const { result } = view;
  return {
    canEnterResult: result === null,
    canConfirmResult: result?.status === 'pending' && pairsOf(result)[1].includes(viewerId),
  };
}
