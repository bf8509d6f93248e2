import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  doRangesOverlap,
  endMinutesOf,
  formatMinutes,
  intersectRanges,
  isLocalTime,
  mergeRanges,
  minutesOfDay,
  subtractRanges,
} from './time-of-day';

describe('minutesOfDay and formatMinutes', () => {
  it('reads HH:MM as minutes since midnight, with 24:00 as the end of the day', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('23:30')).toBe(1410);
    expect(minutesOfDay('24:00')).toBe(1440);
  });

  it('writes 1440 minutes as 24:00', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(570)).toBe('09:30');
    expect(formatMinutes(1440)).toBe('24:00');
  });

  it('refuses times that are not HH:MM within a day', () => {
    for (const bad of ['9:30', '24:30', '25:00', '12:60', '', 'noon']) {
      expect(isLocalTime(bad)).toBe(false);
      expect(() => minutesOfDay(bad)).toThrow(RangeError);
    }
    expect(() => formatMinutes(1441)).toThrow(RangeError);
    expect(() => formatMinutes(-1)).toThrow(RangeError);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        expect(minutesOfDay(formatMinutes(minutes))).toBe(minutes);
      }),
    );
  });

  it('reads a close of 00:00 after a later open as midnight at the end of the day', () => {
    expect(endMinutesOf(minutesOfDay('16:00'), '00:00')).toBe(1440);
    expect(endMinutesOf(0, '00:00')).toBe(0);
  });
});

describe('range arithmetic', () => {
  it('does not count back-to-back ranges as overlapping', () => {
    expect(doRangesOverlap({ start: 600, end: 660 }, { start: 660, end: 720 })).toBe(false);
    expect(doRangesOverlap({ start: 600, end: 661 }, { start: 660, end: 720 })).toBe(true);
  });

  it('merges overlapping and touching ranges and drops empty ones', () => {
    expect(
      mergeRanges([
        { start: 960, end: 1440 },
        { start: 540, end: 720 },
        { start: 700, end: 800 },
        { start: 800, end: 810 },
        { start: 900, end: 900 },
      ]),
    ).toEqual([
      { start: 540, end: 810 },
      { start: 960, end: 1440 },
    ]);
  });

  it('subtracts busy ranges from open ranges', () => {
    expect(
      subtractRanges(
        [
          { start: 540, end: 720 },
          { start: 960, end: 1440 },
        ],
        [
          { start: 600, end: 660 },
          { start: 700, end: 1000 },
        ],
      ),
    ).toEqual([
      { start: 540, end: 600 },
      { start: 660, end: 700 },
      { start: 1000, end: 1440 },
    ]);
  });

  it('keeps exactly the minutes both lists cover when intersecting', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }))
      .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 5 }),
        fc.array(range, { maxLength: 5 }),
        fc.integer({ min: 0, max: 1439 }),
        (a, b, minute) => {
          const covers = (list: readonly { start: number; end: number }[]) =>
            list.some((r) => minute >= r.start && minute < r.end);
          expect(covers(intersectRanges(a, b))).toBe(covers(a) && covers(b));
          expect(covers(subtractRanges(a, b))).toBe(covers(a) && !covers(b));
        },
      ),
    );
  });
});
