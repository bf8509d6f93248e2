import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLIDAY_HOURS,
  FACILITY_CLOSED_REASON,
  type WeeklySchedule,
  isInsideOpenRange,
  isRangeUnavailable,
  resolveOpenRanges,
  selectOperatingHours,
} from './open-ranges';

// 2025-01-06 is a Monday, 2025-01-05 a Sunday.
const MONDAY = '2025-01-06';
const SUNDAY = '2025-01-05';

const schedule: WeeklySchedule = [
  {
    dayOfWeek: 1,
    isOpen: true,
    timeRanges: [
      { openTime: '16:00', closeTime: '24:00' },
      { openTime: '09:00', closeTime: '12:00' },
    ],
  },
  { dayOfWeek: 0, isOpen: false, timeRanges: [{ openTime: '07:00', closeTime: '22:00' }] },
  { dayOfWeek: 2, isOpen: true, openTime: '06:00', closeTime: '23:00' },
];

describe('resolveOpenRanges', () => {
  it('gives a day with two ranges both ranges, sorted', () => {
    const day = resolveOpenRanges({ date: MONDAY, schedule });
    expect(day.isOpen).toBe(true);
    expect(day.closedReason).toBeNull();
    expect(day.openRanges).toEqual([
      { start: 540, end: 720 },
      { start: 960, end: 1440 },
    ]);
  });

  it('closes a weekday marked closed with the spec message', () => {
    const day = resolveOpenRanges({ date: SUNDAY, schedule });
    expect(day.isOpen).toBe(false);
    expect(day.closedReason).toBe('Facility is closed on this day');
    expect(day.openRanges).toEqual([]);
  });

  it('closes a weekday missing from the schedule', () => {
    expect(resolveOpenRanges({ date: '2025-01-08', schedule }).closedReason).toBe(
      FACILITY_CLOSED_REASON,
    );
  });

  it('falls back to openTime and closeTime when a day has no ranges', () => {
    expect(resolveOpenRanges({ date: '2025-01-07', schedule }).openRanges).toEqual([
      { start: 360, end: 1380 },
    ]);
  });

  it('reads a schedule keyed by day name', () => {
    const byName: WeeklySchedule = {
      monday: { isOpen: true, timeRanges: [{ openTime: '08:00', closeTime: '10:00' }] },
    };
    expect(selectOperatingHours(byName, MONDAY)?.isOpen).toBe(true);
    expect(resolveOpenRanges({ date: MONDAY, schedule: byName }).openRanges).toEqual([
      { start: 480, end: 600 },
    ]);
    expect(resolveOpenRanges({ date: SUNDAY, schedule: byName }).isOpen).toBe(false);
  });

  it('closes the whole day for a full-day holiday', () => {
    const day = resolveOpenRanges({
      date: MONDAY,
      schedule,
      holidays: [{ date: MONDAY, isFullDay: true }],
    });
    expect(day.isOpen).toBe(false);
    expect(day.isHoliday).toBe(true);
    expect(day.closedReason).toBe(FACILITY_CLOSED_REASON);
  });

  it("replaces the day's ranges with a holiday's custom hours", () => {
    const day = resolveOpenRanges({
      date: MONDAY,
      schedule,
      holidays: [
        { date: MONDAY, isFullDay: false, customHours: { openTime: '10:00', closeTime: '14:00' } },
      ],
    });
    expect(day.openRanges).toEqual([{ start: 600, end: 840 }]);
    expect(isInsideOpenRange(day, { start: 720, end: 840 })).toBe(true);
  });

  it('opens on a closed weekday when a holiday gives custom hours', () => {
    const day = resolveOpenRanges({
      date: SUNDAY,
      schedule,
      holidays: [{ isFullDay: false, customHours: { openTime: '08:00', closeTime: '18:00' } }],
    });
    expect(day.openRanges).toEqual([{ start: 480, end: 1080 }]);
  });

  it('uses the default holiday hours when a partial holiday has none', () => {
    const day = resolveOpenRanges({ date: MONDAY, schedule, holidays: [{ isFullDay: false }] });
    expect(DEFAULT_HOLIDAY_HOURS).toEqual({ openTime: '08:00', closeTime: '21:00' });
    expect(day.openRanges).toEqual([{ start: 480, end: 1260 }]);
  });

  it('ignores a holiday on another date', () => {
    const day = resolveOpenRanges({
      date: MONDAY,
      schedule,
      holidays: [{ date: '2025-01-07', isFullDay: true }],
    });
    expect(day.isOpen).toBe(true);
    expect(day.isHoliday).toBe(false);
  });

  it('makes every minute unavailable for a court in maintenance or inactive', () => {
    for (const courtStatus of ['maintenance', 'inactive'] as const) {
      const day = resolveOpenRanges({ date: MONDAY, schedule, courtStatus });
      expect(day.isCourtActive).toBe(false);
      expect(isRangeUnavailable(day, { start: 540, end: 570 })).toBe(true);
    }
  });

  it('marks only the override range unavailable when an override sits inside an open range', () => {
    const day = resolveOpenRanges({
      date: MONDAY,
      schedule,
      courtStatus: 'active',
      overrides: [
        {
          isAvailable: false,
          isFullDay: false,
          timeRanges: [{ startTime: '10:00', endTime: '11:00' }],
        },
      ],
    });
    expect(isRangeUnavailable(day, { start: 540, end: 600 })).toBe(false);
    expect(isRangeUnavailable(day, { start: 570, end: 630 })).toBe(true);
    expect(isRangeUnavailable(day, { start: 660, end: 720 })).toBe(false);
  });
});

describe('isInsideOpenRange', () => {
  const day = resolveOpenRanges({ date: MONDAY, schedule });

  it('accepts a range wholly inside one open range, including one ending at 24:00', () => {
    expect(isInsideOpenRange(day, { start: 540, end: 720 })).toBe(true);
    expect(isInsideOpenRange(day, { start: 1380, end: 1440 })).toBe(true);
  });

  it('refuses a range spanning the gap between two open ranges', () => {
    expect(isInsideOpenRange(day, { start: 690, end: 990 })).toBe(false);
  });

  it('refuses a range running past the close', () => {
    expect(isInsideOpenRange(day, { start: 1380, end: 1470 })).toBe(false);
    expect(isInsideOpenRange(day, { start: 690, end: 750 })).toBe(false);
  });
});
