import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysInZone } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VENUE_TIME_ZONE,
  addDays,
  countDaysBetween,
  formatKarachiDate,
  formatKarachiTime,
  formatLocalDate,
  isLocalDate,
  isOnDate,
  isWeekend,
  karachiInstant,
  toKarachiDateTime,
  todayInKarachi,
  weekOf,
  weekdayOf,
} from './karachi-time';

describe('the venue clock', () => {
  it('is Asia/Karachi', () => {
    expect(VENUE_TIME_ZONE).toBe('Asia/Karachi');
  });

  it('counts 19:00 UTC and later as the next day in Karachi', () => {
    expect(todayInKarachi(new Date('2025-01-01T18:59:59Z'))).toBe('2025-01-01');
    expect(todayInKarachi(new Date('2025-01-01T19:00:00Z'))).toBe('2025-01-02');
    expect(todayInKarachi(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('shows an instant as the Karachi date and HH:MM', () => {
    expect(toKarachiDateTime(new Date('2025-01-01T19:30:00Z'))).toEqual({
      date: '2025-01-02',
      time: '00:30',
    });
    expect(toKarachiDateTime(new Date('2025-06-15T04:00:00Z'))).toEqual({
      date: '2025-06-15',
      time: '09:00',
    });
  });

  it('turns a Karachi date and time into the instant five hours earlier in UTC', () => {
    expect(karachiInstant('2025-01-02', '00:30').toISOString()).toBe('2025-01-01T19:30:00.000Z');
    expect(karachiInstant('2025-03-09', '09:00').toISOString()).toBe('2025-03-09T04:00:00.000Z');
  });

  it('reads 24:00 as midnight at the end of the date', () => {
    expect(karachiInstant('2025-01-31', '24:00').getTime()).toBe(
      karachiInstant('2025-02-01', '00:00').getTime(),
    );
    expect(karachiInstant('2024-12-31', '24:00').toISOString()).toBe('2024-12-31T19:00:00.000Z');
  });

  it('round-trips a local date and time through an instant', () => {
    const instant = karachiInstant('2024-02-29', '23:30');
    expect(toKarachiDateTime(instant)).toEqual({ date: '2024-02-29', time: '23:30' });
  });

  it('refuses dates that do not exist', () => {
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-1-2')).toBe(false);
    expect(() => karachiInstant('2025-13-01', '10:00')).toThrow(RangeError);
  });
});

describe('the venue clock against the time zone database', () => {
  // The clock reads Karachi's fixed UTC+5 from 2010 on without a zone look-up: it must agree with
  // the database at every instant, on both sides of 2009's last daylight saving.
  const instants = fc.date({
    min: new Date('2008-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const inZone = (instant: Date) => new TZDate(instant.getTime(), VENUE_TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  const dateInZone = (local: TZDate) =>
    `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;

  it('gives the date and time of day the database gives', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const local = inZone(instant);
        expect(todayInKarachi(instant)).toBe(dateInZone(local));
        expect(toKarachiDateTime(instant)).toEqual({
          date: dateInZone(local),
          time: `${two(local.getHours())}:${two(local.getMinutes())}`,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('turns a date and time into the instant, and a date into its weekday, as the database does', () => {
    const times = fc.integer({ min: 0, max: 24 * 4 }).map((quarter) => {
      const minutes = quarter * 15;
      return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
    });
    fc.assert(
      fc.property(instants, times, (instant, time) => {
        const date = todayInKarachi(instant);
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const [hours, minutes] = time.split(':').map(Number) as [number, number];
        const expected = new TZDate(year, month - 1, day, hours, minutes, VENUE_TIME_ZONE);
        expect(karachiInstant(date, time).getTime()).toBe(expected.getTime());
        expect(weekdayOf(date).dayOfWeek).toBe(
          new TZDate(year, month - 1, day, VENUE_TIME_ZONE).getDay(),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a date as the day it is in Karachi', () => {
    const dates = instants.map((instant) => todayInKarachi(instant));
    fc.assert(
      fc.property(dates, (date) => {
        const atNoon = karachiInstant(date, '12:00');
        for (const pattern of ['EEE, d MMM yyyy', 'EEEE d MMMM', 'dd/MM/yyyy'])
          expect(formatLocalDate(date, pattern)).toBe(formatKarachiDate(atNoon, pattern));
      }),
      { numRuns: 500 },
    );
    expect(() => formatLocalDate('2025-02-30')).toThrow(RangeError);
  });

  it('keeps the hour of daylight saving in 2009', () => {
    // 15 April to 1 November 2009 Karachi was UTC+6.
    expect(toKarachiDateTime(new Date('2009-06-01T12:00:00Z'))).toEqual({
      date: '2009-06-01',
      time: '18:00',
    });
    expect(karachiInstant('2009-06-01', '18:00').toISOString()).toBe('2009-06-01T12:00:00.000Z');
    expect(karachiInstant('2010-06-01', '18:00').toISOString()).toBe('2010-06-01T13:00:00.000Z');
  });
});

describe('isOnDate', () => {
  it('matches a record to its local date, and an undated record to any date', () => {
    expect(isOnDate('2025-01-06', '2025-01-06')).toBe(true);
    expect(isOnDate('2025-01-07', '2025-01-06')).toBe(false);
    expect(isOnDate(undefined, '2025-01-06')).toBe(true);
  });

  it('throws on a record dated as an instant rather than a local date', () => {
    expect(() => isOnDate('2025-01-06T00:00:00.000Z', '2025-01-06')).toThrow(RangeError);
  });
});

describe('local calendar dates', () => {
  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-01-01', 30)).toBe('2025-01-31');
  });

  it('moves a date as the calendar in Karachi does, and back again', () => {
    const dates = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((instant) => todayInKarachi(instant));
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const inZone = addDaysInZone(new TZDate(year, month - 1, day, VENUE_TIME_ZONE), days);
        const expected = todayInKarachi(new Date(inZone.getTime()));
        expect(addDays(date, days)).toBe(expected);
        expect(addDays(addDays(date, days), -days)).toBe(date);
      }),
    );
  });

  it('refuses to move a date that is not one', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('next monday', 1)).toThrow(RangeError);
  });

  it('knows the day at each side of a Karachi midnight, asked in any order', () => {
    const midnight = Date.parse('2025-03-09T19:00:00Z');
    const asked = [midnight, midnight - 1, midnight + 86_400_000 - 1, midnight + 86_400_000];
    const days = asked.map((at) => todayInKarachi(new Date(at)));
    expect(days).toEqual(['2025-03-10', '2025-03-09', '2025-03-10', '2025-03-11']);
  });

  it('counts the days between two dates', () => {
    expect(countDaysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(countDaysBetween('2025-01-31', '2025-01-01')).toBe(-30);
  });

  it('gives the Monday-to-Sunday week of a date', () => {
    expect(weekOf('2025-01-01')).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(weekOf('2024-12-30')).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(weekOf('2025-01-05')).toEqual({ start: '2024-12-30', end: '2025-01-05' });
  });

  it('names the weekday with Sunday as 0', () => {
    expect(weekdayOf('2025-01-05')).toEqual({ dayOfWeek: 0, dayName: 'sunday' });
    expect(weekdayOf('2025-01-06')).toEqual({ dayOfWeek: 1, dayName: 'monday' });
    expect(weekdayOf('2025-01-04')).toEqual({ dayOfWeek: 6, dayName: 'saturday' });
  });

  it('treats Saturday and Sunday as the weekend', () => {
    expect(isWeekend('2025-01-04')).toBe(true);
    expect(isWeekend('2025-01-05')).toBe(true);
    expect(isWeekend('2025-01-06')).toBe(false);
    expect(isWeekend('2025-01-03')).toBe(false);
  });

  it('formats instants for display in Karachi', () => {
    const instant = new Date('2025-01-01T19:30:00Z');
    expect(formatKarachiDate(instant)).toBe('Thu, 2 Jan 2025');
    expect(formatKarachiDate(instant, 'yyyy-MM-dd')).toBe('2025-01-02');
    expect(formatKarachiTime(instant)).toBe('00:30');
    expect(formatKarachiTime(instant, 'h:mm a')).toBe('12:30 AM');
  });
});

describe('independence from the process time zone', () => {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const script = `
    import * as d from './src/index.ts';
    const slots = d.computeSlots({
      date: '2025-01-02', durationMinutes: 60, now: new Date('2025-01-01T19:30:00Z'),
      court: { status: 'active', pricePerHour: 1000 },
      schedule: [{ dayOfWeek: 4, isOpen: true, timeRanges: [{ openTime: '00:00', closeTime: '03:00' }] }],
      bookings: [{ startsAt: new Date('2025-01-01T20:00:00Z'), endsAt: new Date('2025-01-01T21:00:00Z') }],
    }).slots.map((s) => s.startTime + (s.isBooked ? '*' : ''));
    console.log(JSON.stringify({
      today: d.todayInKarachi(new Date('2025-01-01T19:30:00Z')),
      local: d.toKarachiDateTime(new Date('2025-01-01T19:30:00Z')),
      instant: d.karachiInstant('2025-01-31', '24:00').toISOString(),
      week: d.weekOf('2025-01-01'),
      weekday: d.weekdayOf('2025-01-05'),
      plus: d.addDays('2024-03-10', 1),
      shown: d.formatLocalDate('2024-03-10', 'EEE d MMM yyyy'),
      slots,
    }));
  `;
  const expected = {
    today: '2025-01-02',
    local: { date: '2025-01-02', time: '00:30' },
    instant: '2025-01-31T19:00:00.000Z',
    week: { start: '2024-12-30', end: '2025-01-05' },
    weekday: { dayOfWeek: 0, dayName: 'sunday' },
    plus: '2024-03-11',
    shown: 'Sun 10 Mar 2024',
    slots: ['00:30*', '01:00*', '01:30*', '02:00'],
  };

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])(
    'gives Karachi answers when the process runs in %s',
    (zone) => {
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: packageDir,
          env: { ...process.env, TZ: zone },
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(output)).toEqual(expected);
    },
    20_000,
  );
});
