import { describe, expect, it } from 'vitest';
import {
  addRange,
  CLOSE_TIME_OPTIONS,
  describeRanges,
  OPEN_TIME_OPTIONS,
  removeRange,
  updateRange,
} from './time-ranges';

describe('opening hours time choices', () => {
  it('offers opening times every 30 minutes from 00:00 to 23:30', () => {
    expect(OPEN_TIME_OPTIONS).toHaveLength(48);
    expect(OPEN_TIME_OPTIONS[0]?.value).toBe('00:00');
    expect(OPEN_TIME_OPTIONS[1]?.value).toBe('00:30');
    expect(OPEN_TIME_OPTIONS.at(-1)?.value).toBe('23:30');
  });

  it('offers closing times up to 24:00, shown as Midnight', () => {
    expect(CLOSE_TIME_OPTIONS).toHaveLength(49);
    expect(CLOSE_TIME_OPTIONS.at(-1)).toEqual({ value: '24:00', label: 'Midnight' });
  });
});

describe('editing a day of several ranges', () => {
  const morning = { openTime: '06:00', closeTime: '12:00' };

  it('adds a range after the latest one, on the 30-minute grid', () => {
    expect(addRange([morning])).toEqual([morning, { openTime: '13:00', closeTime: '15:00' }]);
  });

  it('keeps an added range inside the day', () => {
    const late = { openTime: '18:00', closeTime: '23:00' };
    expect(addRange([late])[1]).toEqual({ openTime: '23:00', closeTime: '24:00' });
    const toMidnight = { openTime: '18:00', closeTime: '24:00' };
    expect(addRange([toMidnight])[1]).toEqual({ openTime: '00:00', closeTime: '01:00' });
  });

  it('removes a range but never the last one', () => {
    const evening = { openTime: '16:00', closeTime: '22:00' };
    expect(removeRange([morning, evening], 0)).toEqual([evening]);
    expect(removeRange([evening], 0)).toEqual([evening]);
  });

  it('changes one time of one range only', () => {
    const evening = { openTime: '16:00', closeTime: '22:00' };
    expect(updateRange([morning, evening], 1, 'closeTime', '24:00')).toEqual([
      morning,
      { openTime: '16:00', closeTime: '24:00' },
    ]);
  });

  it('describes the day with Midnight for 24:00', () => {
    expect(describeRanges([morning, { openTime: '16:00', closeTime: '24:00' }])).toBe(
      '06:00-12:00, 16:00-Midnight',
    );
  });
});
