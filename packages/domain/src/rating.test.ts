import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RATING_K,
  RATING_K_NEW,
  expectedScore,
  rateMatch,
  type RatedPlayer,
  type RatedTeam,
  type SetScore,
} from './rating';

const player = (level: number, ratedMatches = 20): RatedPlayer => ({ level, ratedMatches });
const team = (a: RatedPlayer, b: RatedPlayer): RatedTeam => [a, b];
const WON_2_0: SetScore[] = [
  [6, 3],
  [6, 4],
];
const WON_2_1: SetScore[] = [
  [6, 3],
  [4, 6],
  [7, 5],
];
const LOST_0_2: SetScore[] = [
  [3, 6],
  [2, 6],
];

describe('rateMatch', () => {
  it('moves equal established teams by an eighth of a point on a win in straight sets', () => {
    const levels = rateMatch({
      teams: [team(player(3.5), player(3.5)), team(player(3.5), player(3.5))],
      sets: WON_2_0,
    });
    expect(levels).toEqual([
      [3.63, 3.63],
      [3.38, 3.38],
    ]);
  });

  it('counts a win that dropped a set for less', () => {
    const [[winner]] = rateMatch({
      teams: [team(player(3.5), player(3.5)), team(player(3.5), player(3.5))],
      sets: WON_2_1,
    });
    expect(winner).toBe(3.59);
  });

  it('moves a new player twice as far as an established partner', () => {
    const [[newcomer, regular]] = rateMatch({
      teams: [team(player(3, 0), player(3, 40)), team(player(3), player(3))],
      sets: WON_2_0,
    });
    expect(newcomer).toBe(3.25);
    expect(regular).toBe(3.13);
  });

  it('treats a player as new for their first ten rated matches', () => {
    const [[ninth, tenth]] = rateMatch({
      teams: [team(player(3, 9), player(3, 10)), team(player(3), player(3))],
      sets: WON_2_0,
    });
    expect(ninth).toBe(3.25);
    expect(tenth).toBe(3.13);
  });

  it('moves the favourites little when they win and much when they lose', () => {
    const favourites = team(player(5), player(5));
    const underdogs = team(player(3), player(3));
    const [[win]] = rateMatch({ teams: [favourites, underdogs], sets: WON_2_0 });
    const [[loss]] = rateMatch({ teams: [favourites, underdogs], sets: LOST_0_2 });
    expect(win).toBe(5.02);
    expect(loss).toBe(4.77);
  });

  it('reads a level of sets as a draw, which moves a stronger team down', () => {
    const [[stronger], [weaker]] = rateMatch({
      teams: [team(player(4), player(4)), team(player(3), player(3))],
      sets: [
        [6, 4],
        [4, 6],
      ],
    });
    expect(stronger).toBeLessThan(4);
    expect(weaker).toBeGreaterThan(3);
  });

  it('keeps levels within 1.0 and 7.0', () => {
    const levels = rateMatch({
      teams: [team(player(7, 0), player(6.9, 0)), team(player(1, 0), player(1.1, 0))],
      sets: WON_2_0,
    });
    expect(levels[0][0]).toBe(7);
    expect(levels[1][0]).toBe(1);
  });

  it('refuses a match it cannot rate', () => {
    const teams = [team(player(3), player(3)), team(player(3), player(3))] as const;
    expect(() => rateMatch({ teams, sets: [] })).toThrow(RangeError);
    expect(() => rateMatch({ teams, sets: [[6, 6]] })).toThrow(RangeError);
    expect(() => rateMatch({ teams, sets: [[6, -1]] })).toThrow(RangeError);
    expect(() => rateMatch({ teams, sets: [[6.5, 2]] })).toThrow(RangeError);
    const outOfRange = [team(player(7.5), player(3)), team(player(3), player(3))] as const;
    expect(() => rateMatch({ teams: outOfRange, sets: WON_2_0 })).toThrow(RangeError);
    const negative = [team(player(3, -1), player(3)), team(player(3), player(3))] as const;
    expect(() => rateMatch({ teams: negative, sets: WON_2_0 })).toThrow(RangeError);
  });
});

describe('expectedScore', () => {
  it('is even for equal teams and 10 to 1 for two points of difference', () => {
    expect(expectedScore(3, 3)).toBe(0.5);
    expect(expectedScore(5, 3) / expectedScore(3, 5)).toBeCloseTo(10);
  });
});

describe('rateMatch properties', () => {
  const level = fc.integer({ min: 100, max: 700 }).map((hundredths) => hundredths / 100);
  const anyPlayer = fc.record({ level, ratedMatches: fc.integer({ min: 0, max: 200 }) });
  const anyTeam = fc.tuple(anyPlayer, anyPlayer);
  const games = fc.integer({ min: 0, max: 7 });
  const anySet = fc
    .tuple(games, games)
    .filter(([a, b]) => a !== b)
    .map(([a, b]): SetScore => [a, b]);
  const anySets = fc.array(anySet, { minLength: 1, maxLength: 5 });
  const setsWon = (sets: readonly SetScore[]) => {
    const first = sets.filter(([a, b]) => a > b).length;
    return [first, sets.length - first] as const;
  };

  it('never moves a winner down or a loser up', () => {
    fc.assert(
      fc.property(anyTeam, anyTeam, anySets, (first, second, sets) => {
        const [firstSets, secondSets] = setsWon(sets);
        fc.pre(firstSets !== secondSets);
        const [winners, losers] =
          firstSets > secondSets ? [first, second] : ([second, first] as const);
        const levels = rateMatch({ teams: [first, second], sets });
        const [winnerLevels, loserLevels] =
          firstSets > secondSets ? levels : ([levels[1], levels[0]] as const);
        winnerLevels.forEach((after, i) => expect(after).toBeGreaterThanOrEqual(winners[i]!.level));
        loserLevels.forEach((after, i) => expect(after).toBeLessThanOrEqual(losers[i]!.level));
      }),
    );
  });

  it('moves a level at most K a match, and stays within 1.0 to 7.0 in hundredths', () => {
    fc.assert(
      fc.property(anyTeam, anyTeam, anySets, (first, second, sets) => {
        const levels = rateMatch({ teams: [first, second], sets });
        [first, second].forEach((before, t) =>
          before.forEach((p, i) => {
            const after = levels[t]![i]!;
            const bound = p.ratedMatches < 10 ? RATING_K_NEW : RATING_K;
            expect(Math.abs(after - p.level)).toBeLessThanOrEqual(bound + 1e-9);
            expect(after).toBeGreaterThanOrEqual(1);
            expect(after).toBeLessThanOrEqual(7);
            expect(Math.round(after * 100) / 100).toBe(after);
          }),
        );
      }),
    );
  });

  it('takes from one team what it gives the other when all four have the same experience', () => {
    const midLevel = fc.integer({ min: 150, max: 650 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(
        fc.array(midLevel, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 50 }),
        anySets,
        ([a = 3, b = 3, c = 3, d = 3], ratedMatches, sets) => {
          const teams = [
            team(player(a, ratedMatches), player(b, ratedMatches)),
            team(player(c, ratedMatches), player(d, ratedMatches)),
          ] as const;
          const levels = rateMatch({ teams, sets });
          const gained = levels[0][0] - a + (levels[0][1] - b);
          const lost = levels[1][0] - c + (levels[1][1] - d);
          // Each new level is rounded to hundredths, so the sum may miss zero by that much.
          expect(Math.abs(gained + lost)).toBeLessThanOrEqual(0.02 + 1e-9);
        },
      ),
    );
  });
});
