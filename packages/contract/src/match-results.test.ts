import { describe, expect, it } from 'vitest';
import { RESULT_MESSAGES as R, formatSets, isPadelSet, winnerOf } from './match-result-texts';
import { ZEnterResultRequest } from './match-results';

const firstMessage = (input: unknown) => {
  const parsed = ZEnterResultRequest.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a padel result', () => {
  it('takes sets won 6-0 to 6-4, 7-5 or 7-6, either way, and nothing else', () => {
    for (const set of [
      [6, 0],
      [6, 4],
      [4, 6],
      [7, 5],
      [7, 6],
      [6, 7],
    ] as const) {
      expect(isPadelSet(set), set.join('-')).toBe(true);
    }
    for (const set of [
      [6, 5],
      [6, 6],
      [7, 4],
      [5, 3],
      [0, 0],
      [7, 7],
    ] as const) {
      expect(isPadelSet(set), set.join('-')).toBe(false);
    }
  });

  it('takes one to three sets, none after a pair has won two, and a partner seat', () => {
    expect(
      firstMessage({
        partnerSeat: 1,
        sets: [
          [6, 4],
          [3, 6],
          [7, 5],
        ],
      }),
    ).toBeNull();
    expect(
      firstMessage({
        partnerSeat: 1,
        sets: [
          [6, 4],
          [3, 6],
        ],
      }),
    ).toBeNull();
    expect(firstMessage({ partnerSeat: 1, sets: [] })).toBe(R.setsRequired);
    expect(
      firstMessage({
        partnerSeat: 1,
        sets: [
          [6, 4],
          [6, 4],
          [6, 4],
        ],
      }),
    ).toBe(R.setAfterWin);
    expect(firstMessage({ partnerSeat: 1, sets: [[6, 6]] })).toBe(R.setInvalid);
    expect(firstMessage({ partnerSeat: 1, sets: [[6, 2.5]] })).toBe(R.gamesInvalid);
    expect(firstMessage({ sets: [[6, 4]] })).toBe(R.partnerRequired);
    expect(firstMessage({ partnerSeat: 5, sets: [[6, 4]] })).toBe(R.partnerInvalid);
  });

  it('reads the winner and the score from the first pair', () => {
    expect(
      winnerOf([
        [6, 4],
        [3, 6],
        [7, 5],
      ]),
    ).toBe(0);
    expect(
      winnerOf([
        [4, 6],
        [6, 7],
      ]),
    ).toBe(1);
    expect(
      winnerOf([
        [6, 4],
        [3, 6],
      ]),
    ).toBeNull();
    expect(
      formatSets([
        [6, 4],
        [3, 6],
        [7, 5],
      ]),
    ).toBe('6-4 3-6 7-5');
  });
});
