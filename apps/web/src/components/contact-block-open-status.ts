import { WEEKDAYS, type TWeekday } from '@padel/contract';
import {
  addDays,
  endMinutesOf,
  formatMinutes,
  isLocalTime,
  minutesOfDay,
  MINUTES_PER_DAY,
  toKarachiDateTime,
  weekdayOf,
  type LocalDate,
} from '@padel/domain';
import type { Translate } from '../i18n/texts';

/**
 * One day's hours as business settings hold them ({open, close, isClosed}), or as the operating
 * hours do (isOpen with several ranges), which stand in when the settings have none.
 */
export type TDayHours =
  | { open: string; close: string; isClosed: boolean }
  | { isOpen: boolean; timeRanges: ReadonlyArray<{ openTime: string; closeTime: string }> };

export type TWeeklyHours = Partial<Record<TWeekday, TDayHours>>;

export type TNextOpening = {
  /** The venue-local date it opens, 'yyyy-MM-dd'. */
  date: LocalDate;
  day: TWeekday;
  /** 0 today, 1 tomorrow, up to 7 (the same weekday next week). */
  daysAhead: number;
  /** 'HH:MM' in the venue's clock. */
  time: string;
};

export type TOpenStatus =
  | { isOpen: true; /** 'HH:MM', '24:00' for midnight. */ closesAt: string }
  | { isOpen: false; /** null when no day of the week opens. */ nextOpening: TNextOpening | null };

/** Minutes of the venue's day; an end past 1440 runs into the next morning. */
type Range = { start: number; end: number };

function rangeOf(open: string, close: string): Range | null {
  if (!isLocalTime(open) || !isLocalTime(close) || open === '24:00') return null;
  const start = minutesOfDay(open);
  let end = endMinutesOf(start, close);
  // A close before the open (20:00-02:00) runs past midnight into the next day.
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/** A day's open ranges, earliest first; none when the day is closed or unknown. */
export function rangesOfDay(day: TDayHours | undefined): Range[] {
  if (!day) return [];
  const pairs =
    'timeRanges' in day
      ? day.isOpen
        ? day.timeRanges.map((range) => [range.openTime, range.closeTime] as const)
        : []
      : day.isClosed
        ? []
        : [[day.open, day.close] as const];
  return pairs
    .map(([open, close]) => rangeOf(open, close))
    .filter((range): range is Range => range !== null)
    .sort((a, b) => a.start - b.start);
}

/** Whether any weekday carries hours (an empty settings object falls back to operating hours). */
export function hasWeeklyHours(hours: TWeeklyHours | null | undefined): hours is TWeeklyHours {
  return Boolean(hours) && WEEKDAYS.some((day) => hours?.[day] !== undefined);
}

/**
 * Whether the venue is open at `now`, read in its clock (Asia/Karachi, whatever the browser's
 * zone): when open, the time it closes; when closed, the next time it opens.
 */
export function computeOpenStatus(hours: TWeeklyHours, now: Date): TOpenStatus {
  const { date: today, time } = toKarachiDateTime(now);
  const minute = minutesOfDay(time);
  const rangesOn = (date: LocalDate) => rangesOfDay(hours[weekdayOf(date).dayName]);

  const openToday = rangesOn(today).find((range) => range.start <= minute && minute < range.end);
  if (openToday)
    return {
      isOpen: true,
      closesAt: formatMinutes(openToday.end % MINUTES_PER_DAY || MINUTES_PER_DAY),
    };

  // Yesterday's late range may still be running after midnight.
  const spill = rangesOn(addDays(today, -1)).find((range) => minute + MINUTES_PER_DAY < range.end);
  if (spill) return { isOpen: true, closesAt: formatMinutes(spill.end - MINUTES_PER_DAY) };

  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const date = addDays(today, daysAhead);
    const next = rangesOn(date).find((range) => daysAhead > 0 || range.start > minute);
    if (next) {
      return {
        isOpen: false,
        nextOpening: {
          date,
          day: weekdayOf(date).dayName,
          daysAhead,
          time: formatMinutes(next.start),
        },
      };
    }
  }
  return { isOpen: false, nextOpening: null };
}

/**
 * A venue time for people, on the app's 24-hour clock (DECISIONS.md: '18:00' in both languages):
 * '06:00', '23:30', and 24:00 named ('Midnight').
 */
export function formatClock(time: string, t: Translate): string {
  return time === '24:00' ? t('components.midnight') : time;
}

/** 'Opens today at 06:00', 'Opens tomorrow at 07:00', 'Opens Monday at 06:00'. */
export function describeNextOpening(next: TNextOpening, t: Translate): string {
  const time = formatClock(next.time, t);
  if (next.daysAhead === 0) return t('components.opensToday', { time });
  if (next.daysAhead === 1) return t('components.opensTomorrow', { time });
  return t('components.opensOn', { day: t(`components.day.${next.day}`), time });
}

/** One day's hours for a list: '06:00 - 23:00' (several ranges joined), or 'Closed'. */
export function describeDayHours(day: TDayHours | undefined, t: Translate): string {
  const ranges = rangesOfDay(day);
  if (ranges.length === 0) return t('components.closed');
  return ranges
    .map(
      (range) =>
        `${formatClock(formatMinutes(range.start), t)} - ${formatClock(formatMinutes(range.end % MINUTES_PER_DAY || MINUTES_PER_DAY), t)}`,
    )
    .reduce((first, next) => t('components.hoursList', { first, next }));
}
