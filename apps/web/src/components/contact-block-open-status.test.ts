import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../locales/en/components.po';
import { messages as urdu } from '../locales/ur/components.po';
import {
  computeOpenStatus,
  describeDayHours,
  describeNextOpening,
  formatClock,
  hasWeeklyHours,
  type TWeeklyHours,
} from './contact-block-open-status';

function translator(language: 'en' | 'ur') {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: language === 'en' ? english : urdu },
  });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}
const t = translator('en');

const open = (openTime: string, close: string) => ({ open: openTime, close, isClosed: false });
const closed = { open: '06:00', close: '23:00', isClosed: true };

// 2025-01-06 is a Monday. Karachi is UTC+5 all year.
const WEEK: TWeeklyHours = {
  monday: open('06:00', '23:00'),
  tuesday: open('07:00', '22:00'),
  wednesday: open('06:00', '23:00'),
  thursday: open('06:00', '23:00'),
  friday: open('06:00', '23:00'),
  saturday: open('07:00', '22:00'),
  sunday: closed,
};

describe('computeOpenStatus in Asia/Karachi', () => {
  afterEach(() => {
    // The worker process outlives this file: its zone goes back to what it was (unset included).
    vi.unstubAllEnvs();
  });

  it('reads 19:30 UTC as 00:30 of the next day in Karachi: closed, opening that morning', () => {
    // Monday 19:30 UTC is Tuesday 00:30 in Karachi; Tuesday opens at 07:00.
    const status = computeOpenStatus(WEEK, new Date('2025-01-06T19:30:00Z'));
    expect(status).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-07', day: 'tuesday', daysAhead: 0, time: '07:00' },
    });
    if (!status.isOpen && status.nextOpening) {
      expect(describeNextOpening(status.nextOpening, t)).toBe('Opens today at 07:00');
    }
  });

  it('gives the same answer whatever the browser zone is', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const status = computeOpenStatus(WEEK, new Date('2025-01-06T19:30:00Z'));
    expect(status.isOpen).toBe(false);
    expect(!status.isOpen && status.nextOpening?.day).toBe('tuesday');
  });

  it('is open at 10:00 UTC (15:00 in Karachi) and says when it closes', () => {
    expect(computeOpenStatus(WEEK, new Date('2025-01-06T10:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '23:00',
    });
  });

  it('treats the closing time as the first closed minute', () => {
    // Monday 18:00 UTC is 23:00 in Karachi, Monday's closing time; Tuesday opens at 07:00.
    const status = computeOpenStatus(WEEK, new Date('2025-01-06T18:00:00Z'));
    expect(status).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-07', day: 'tuesday', daysAhead: 1, time: '07:00' },
    });
    if (!status.isOpen && status.nextOpening) {
      expect(describeNextOpening(status.nextOpening, t)).toBe('Opens tomorrow at 07:00');
    }
  });

  it('keeps a day closing at 24:00 open until midnight, then closed at 00:00 of the next day', () => {
    const hours: TWeeklyHours = { ...WEEK, monday: open('06:00', '24:00') };
    // 18:59 UTC is 23:59 Monday in Karachi.
    expect(computeOpenStatus(hours, new Date('2025-01-06T18:59:00Z'))).toEqual({
      isOpen: true,
      closesAt: '24:00',
    });
    // 19:00 UTC is 00:00 Tuesday in Karachi.
    expect(computeOpenStatus(hours, new Date('2025-01-06T19:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-07', day: 'tuesday', daysAhead: 0, time: '07:00' },
    });
  });

  it('reads a close of 00:00 after a later open as midnight', () => {
    const hours: TWeeklyHours = { ...WEEK, monday: open('06:00', '00:00') };
    expect(computeOpenStatus(hours, new Date('2025-01-06T18:30:00Z'))).toEqual({
      isOpen: true,
      closesAt: '24:00',
    });
  });

  it('skips a closed day and names the next opening tomorrow', () => {
    // Sunday 2025-01-05 12:00 in Karachi (07:00 UTC): Sunday is closed, Monday opens at 06:00.
    const status = computeOpenStatus(WEEK, new Date('2025-01-05T07:00:00Z'));
    expect(status).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-06', day: 'monday', daysAhead: 1, time: '06:00' },
    });
  });

  it('names the weekday when the next opening is further than tomorrow', () => {
    // Saturday 2025-01-04 23:30 in Karachi (18:30 UTC): closed after 22:00, Sunday closed.
    const status = computeOpenStatus(WEEK, new Date('2025-01-04T18:30:00Z'));
    expect(status).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-06', day: 'monday', daysAhead: 2, time: '06:00' },
    });
    if (!status.isOpen && status.nextOpening) {
      expect(describeNextOpening(status.nextOpening, t)).toBe('Opens Monday at 06:00');
    }
  });

  it('keeps a late range open after midnight into the next day', () => {
    const hours: TWeeklyHours = { friday: open('18:00', '02:00') };
    // Friday 2025-01-10 20:30 UTC is Saturday 01:30 in Karachi.
    expect(computeOpenStatus(hours, new Date('2025-01-10T20:30:00Z'))).toEqual({
      isOpen: true,
      closesAt: '02:00',
    });
  });

  it('reads operating hours with several ranges a day', () => {
    const hours: TWeeklyHours = {
      monday: {
        isOpen: true,
        timeRanges: [
          { openTime: '16:00', closeTime: '23:00' },
          { openTime: '06:00', closeTime: '12:00' },
        ],
      },
    };
    // Monday 13:00 in Karachi (08:00 UTC): between the ranges.
    expect(computeOpenStatus(hours, new Date('2025-01-06T08:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-06', day: 'monday', daysAhead: 0, time: '16:00' },
    });
    expect(computeOpenStatus(hours, new Date('2025-01-06T02:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '12:00',
    });
  });

  it('finds the same weekday next week when only today opens and it has closed', () => {
    const hours: TWeeklyHours = { monday: open('06:00', '08:00') };
    const status = computeOpenStatus(hours, new Date('2025-01-06T10:00:00Z'));
    expect(status).toEqual({
      isOpen: false,
      nextOpening: { date: '2025-01-13', day: 'monday', daysAhead: 7, time: '06:00' },
    });
  });

  it('has no next opening when every day is closed', () => {
    const hours: TWeeklyHours = { monday: closed, tuesday: { isOpen: false, timeRanges: [] } };
    expect(computeOpenStatus(hours, new Date('2025-01-06T10:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: null,
    });
  });
});

describe('hours for people', () => {
  it('formats venue times on the 24-hour clock with midnight named', () => {
    expect(formatClock('06:00', t)).toBe('06:00');
    expect(formatClock('12:30', t)).toBe('12:30');
    expect(formatClock('00:00', t)).toBe('00:00');
    expect(formatClock('23:00', t)).toBe('23:00');
    expect(formatClock('24:00', t)).toBe('Midnight');
  });

  it('describes a day as its ranges or Closed', () => {
    expect(describeDayHours(open('06:00', '24:00'), t)).toBe('06:00 - Midnight');
    expect(
      describeDayHours(
        {
          isOpen: true,
          timeRanges: [
            { openTime: '06:00', closeTime: '12:00' },
            { openTime: '16:00', closeTime: '23:00' },
          ],
        },
        t,
      ),
    ).toBe('06:00 - 12:00, 16:00 - 23:00');
    expect(describeDayHours(closed, t)).toBe('Closed');
    expect(describeDayHours(undefined, t)).toBe('Closed');
  });

  it('says the hours in Urdu, with the times as they are', () => {
    const ur = translator('ur');
    expect(describeDayHours(closed, ur)).toBe('بند');
    expect(describeDayHours(open('06:00', '24:00'), ur)).toBe('06:00 - آدھی رات');
    expect(
      describeNextOpening({ date: '2025-01-13', day: 'monday', daysAhead: 6, time: '06:00' }, ur),
    ).toBe('پیر کو 06:00 پر کھلے گا');
  });

  it('knows when a week carries no hours at all', () => {
    expect(hasWeeklyHours({})).toBe(false);
    expect(hasWeeklyHours(undefined)).toBe(false);
    expect(hasWeeklyHours(WEEK)).toBe(true);
  });
});
