import { describe, expect, it } from 'vitest';
import { resolveOverride } from './resolve-override';

describe('resolveOverride', () => {
  it('counts a court with no override as available all day', () => {
    expect(resolveOverride([])).toEqual([]);
  });

  it('applies a full-day override to the whole day, ranges or not', () => {
    expect(resolveOverride([{ isAvailable: false, isFullDay: true }])).toEqual([
      { start: 0, end: 1440 },
    ]);
    expect(
      resolveOverride([
        {
          isAvailable: false,
          isFullDay: true,
          timeRanges: [{ startTime: '10:00', endTime: '11:00' }],
        },
      ]),
    ).toEqual([{ start: 0, end: 1440 }]);
    expect(resolveOverride([{ isAvailable: true, isFullDay: true }])).toEqual([]);
  });

  it('applies an override without ranges to the whole day', () => {
    expect(resolveOverride([{ isAvailable: false, isFullDay: false, timeRanges: [] }])).toEqual([
      { start: 0, end: 1440 },
    ]);
    expect(resolveOverride([{ isAvailable: true, isFullDay: false }])).toEqual([]);
  });

  it('makes the inside of an unavailable range unavailable and the outside available', () => {
    expect(
      resolveOverride([
        {
          isAvailable: false,
          isFullDay: false,
          timeRanges: [{ startTime: '14:00', endTime: '16:00' }],
        },
      ]),
    ).toEqual([{ start: 840, end: 960 }]);
  });

  it('makes the outside of an available range unavailable', () => {
    expect(
      resolveOverride([
        {
          isAvailable: true,
          isFullDay: false,
          timeRanges: [
            { startTime: '10:00', endTime: '12:00' },
            { startTime: '18:00', endTime: '24:00' },
          ],
        },
      ]),
    ).toEqual([
      { start: 0, end: 600 },
      { start: 720, end: 1080 },
    ]);
  });

  it('lets any of several overrides make a minute unavailable', () => {
    expect(
      resolveOverride([
        { isAvailable: false, timeRanges: [{ startTime: '10:00', endTime: '11:00' }] },
        { isAvailable: false, timeRanges: [{ startTime: '10:30', endTime: '12:00' }] },
      ]),
    ).toEqual([{ start: 600, end: 720 }]);
  });

  it('ignores an override for another date when a date is given', () => {
    expect(
      resolveOverride([{ date: '2025-01-03', isAvailable: false, isFullDay: true }], '2025-01-02'),
    ).toEqual([]);
    expect(
      resolveOverride([{ date: '2025-01-02', isAvailable: false, isFullDay: true }], '2025-01-02'),
    ).toEqual([{ start: 0, end: 1440 }]);
  });
});
