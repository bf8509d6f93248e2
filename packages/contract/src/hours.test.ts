import { describe, expect, it } from 'vitest';
import {
  ZDaySlotsQuery,
  ZOperatingDayInput,
  ZOperatingScheduleInput,
  ZTimeRangeInput,
  ZWeekdayParams,
} from './hours';
import { WEEKDAYS } from './constants';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

describe('ZTimeRangeInput', () => {
  it('accepts half-hour ranges up to midnight', () => {
    expect(parseOk(ZTimeRangeInput, { openTime: '00:00', closeTime: '24:00' })).toBeTruthy();
    expect(parseOk(ZTimeRangeInput, { openTime: '23:30', closeTime: '24:00' })).toBeTruthy();
  });

  it('refuses times off the grid, opening at 24:00 and closing before opening', () => {
    expect(messageAt(ZTimeRangeInput, { openTime: '06:15', closeTime: '23:00' }, 'openTime')).toBe(
      V.timeNotHalfHour,
    );
    expect(messageAt(ZTimeRangeInput, { openTime: '24:00', closeTime: '24:00' }, 'openTime')).toBe(
      V.timeInvalid,
    );
    expect(messageAt(ZTimeRangeInput, { openTime: '10:00', closeTime: '10:00' }, 'closeTime')).toBe(
      V.closeAfterOpen,
    );
    expect(messageAt(ZTimeRangeInput, { openTime: '10:00', closeTime: '00:00' }, 'closeTime')).toBe(
      V.closeAfterOpen,
    );
  });
});

describe('ZOperatingDayInput', () => {
  it('mirrors the first range in openTime and closeTime', () => {
    const day = {
      isOpen: true,
      timeRanges: [
        { openTime: '06:00', closeTime: '12:00' },
        { openTime: '12:00', closeTime: '23:00' },
      ],
    };
    expect(parseOk(ZOperatingDayInput, day)).toEqual({
      ...day,
      openTime: '06:00',
      closeTime: '12:00',
    });
  });

  it('lets a closed day keep or drop its ranges', () => {
    expect(parseOk(ZOperatingDayInput, { isOpen: false, timeRanges: [] })).toEqual({
      isOpen: false,
      timeRanges: [],
      openTime: null,
      closeTime: null,
    });
  });

  it('needs a range on an open day', () => {
    expect(messageAt(ZOperatingDayInput, { isOpen: true, timeRanges: [] }, 'timeRanges')).toBe(
      V.openDayNeedsRange,
    );
  });

  it('refuses overlapping ranges', () => {
    const day = {
      isOpen: true,
      timeRanges: [
        { openTime: '12:00', closeTime: '18:00' },
        { openTime: '06:00', closeTime: '12:30' },
      ],
    };
    expect(messageAt(ZOperatingDayInput, day, 'timeRanges.0')).toBe(V.timeRangesOverlap);
  });
});

describe('schedule calls', () => {
  it('takes the whole week by day name', () => {
    const day = { isOpen: true, timeRanges: [{ openTime: '06:00', closeTime: '23:00' }] };
    const week = Object.fromEntries(WEEKDAYS.map((name) => [name, day]));
    expect(Object.keys(parseOk(ZOperatingScheduleInput, week))).toHaveLength(7);
    const { sunday: _sunday, ...sixDays } = week;
    expect(ZOperatingScheduleInput.safeParse(sixDays).success).toBe(false);
  });

  it('reads the day in any case and the slot duration', () => {
    expect(parseOk(ZWeekdayParams, { day: 'Monday' })).toEqual({ day: 'monday' });
    expect(ZWeekdayParams.safeParse({ day: 'funday' }).success).toBe(false);
    expect(parseOk(ZDaySlotsQuery, { duration: '90' })).toEqual({ duration: 90 });
  });
});
