// The rating rule for padel levels (docs/levels.md): after a rated match of two teams of two,
// each player's level moves, Elo-like, by how far the result was from what the levels expected.
import { LEVEL_MAX, LEVEL_MIN } from '@padel/contract';

/** A level difference of this many points makes the stronger team ten times as likely to win as to lose. */
export const RATING_SCALE = 2;
/** The most an established player's level moves in one match. */
export const RATING_K = 0.25;
/** The most a new player's level moves in one match: their chosen level is only a first guess. */
export const RATING_K_NEW = 0.5;
/** A player is new for their first this many rated matches. */
export const RATING_NEW_MATCHES = 10;
/** A win that dropped a set counts this much of a win in straight sets. */
export const RATING_CLOSE_WIN = 0.75;

export type RatedPlayer = {
  /** The level before the match, 1.0 to 7.0. */
  level: number;
  /** How many rated matches the player had played before this one. */
  ratedMatches: number;
};
export type RatedTeam = readonly [RatedPlayer, RatedPlayer];
/** One set's games: the first team's, then the second team's. */
export type SetScore = readonly [number, number];
export type RatedMatch = { teams: readonly [RatedTeam, RatedTeam]; sets: readonly SetScore[] };
/** Each player's new level, in the order of the match's teams and players. */
export type RatedLevels = [[number, number], [number, number]];

const roundToHundredths = (value: number) => Math.round(value * 100) / 100;
const clampLevel = (level: number) => Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, level));

/** The chance (0..1) that a team of average level `own` beats one of average level `other`. */
export function expectedScore(own: number, other: number): number {
  return 1 / (1 + 10 ** ((other - own) / RATING_SCALE));
}

function checkPlayer(player: RatedPlayer) {
  if (!(player.level >= LEVEL_MIN && player.level <= LEVEL_MAX)) {
    throw new RangeError(`A level must be from ${LEVEL_MIN} to ${LEVEL_MAX}: ${player.level}`);
  }
  if (!Number.isInteger(player.ratedMatches) || player.ratedMatches < 0) {
    throw new RangeError(`A count of rated matches must be a whole number: ${player.ratedMatches}`);
  }
}

/** The first team's score (1 won, 0.5 level on sets, 0 lost) and how much the result counts. */
function readResult(sets: readonly SetScore[]): { score: number; weight: number } {
  if (sets.length === 0) throw new RangeError('A rated match needs at least one set');
  let first = 0;
  let second = 0;
  for (const [a, b] of sets) {
    if (![a, b].every((games) => Number.isInteger(games) && games >= 0) || a === b) {
      throw new RangeError(
        `A set's games must be whole numbers and one team must win it: ${a}-${b}`,
      );
    }
    if (a > b) first += 1;
    else second += 1;
  }
  if (first === second) return { score: 0.5, weight: 1 };
  const straight = first === 0 || second === 0;
  return { score: first > second ? 1 : 0, weight: straight ? 1 : RATING_CLOSE_WIN };
}

/**
 * Each player's level after a rated match. The teams' expected scores come from their average
 * levels; each player moves by K × weight × (actual − expected), K being RATING_K_NEW for a
 * player's first RATING_NEW_MATCHES rated matches and RATING_K after. A winner never goes down
 * and a loser never goes up; levels stay within 1.0..7.0 and are rounded to hundredths.
 */
export function rateMatch(match: RatedMatch): RatedLevels {
  for (const team of match.teams) team.forEach(checkPlayer);
  const { score, weight } = readResult(match.sets);
  const [first, second] = match.teams;
  const firstAverage = (first[0].level + first[1].level) / 2;
  const secondAverage = (second[0].level + second[1].level) / 2;
  const firstChange = weight * (score - expectedScore(firstAverage, secondAverage));
  const secondChange = weight * (1 - score - expectedScore(secondAverage, firstAverage));
  const rate = (player: RatedPlayer, teamChange: number) => {
    const k = player.ratedMatches < RATING_NEW_MATCHES ? RATING_K_NEW : RATING_K;
    const before = roundToHundredths(player.level);
    return clampLevel(roundToHundredths(before + k * teamChange));
  };
  return [
    [rate(first[0], firstChange), rate(first[1], firstChange)],
    [rate(second[0], secondChange), rate(second[1], secondChange)],
  ];
}
