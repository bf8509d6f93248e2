import { TZDate, tz } from '@date-fns/tz';
import { differenceInCalendarDays, endOfWeek, format, startOfWeek } from 'date-fns';
import { TIME_ZONE, WEEKDAYS, type TWeekday } from '@padel/contract';
import { type LocalTime, minutesOfDay } from './time-of-day';

/**
 * The venue's clock. Every "today", date filter, slot grid and cancellation window is computed
 * here whatever the server's or the browser's zone is (DECISIONS: time and money).
 */
export const VENUE_TIME_ZONE = TIME_ZONE;

/** A venue-local calendar date, 'yyyy-MM-dd'. */
export type LocalDate = string;

export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type DayName = TWeekday;

/** Indexed by day of week, 0 = Sunday (the JavaScript and date-fns numbering): the contract's list. */
export const DAY_NAMES: readonly DayName[] = WEEKDAYS;

export type Weekday = { dayOfWeek: DayOfWeek; dayName: DayName };

export type KarachiDateTime = { date: LocalDate; time: LocalTime };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const inKarachi = tz(VENUE_TIME_ZONE);

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function formatLocalDateOf(date: Date): LocalDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'yyyy-MM-dd' string's year, month (0-based) and day; throws on another shape. */
function dateParts(date: LocalDate): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Invalid date: '${date}' (expected yyyy-MM-dd)`);
  return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
}

/** Midnight at the start of a local date, as a date in the venue's zone. Throws on a bad date. */
function startOfLocalDate(date: LocalDate): TZDate {
  const { year, month, day } = dateParts(date);
  const start = new TZDate(year, month, day, VENUE_TIME_ZONE);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== day) {
    throw new RangeError(`Invalid date: '${date}'`);
  }
  return start;
}

/**
 * Karachi has kept UTC+5 all year since its last daylight saving ended in November 2009 (the
 * time zone database has no change after it). From 2010 on, the venue's wall clock is the UTC
 * clock moved by five hours, read with no zone look-up: a look-up goes through `Intl`, whose first
 * use on a page costs a phone tens of milliseconds, and every slot grid asks for many. Earlier
 * dates, and any other venue zone, go through the zone database.
 */
const FIXED_OFFSET_MS = 5 * 60 * 60 * 1000;
const HAS_FIXED_OFFSET = VENUE_TIME_ZONE === 'Asia/Karachi';
const FIXED_OFFSET_FROM_DATE: LocalDate = '2010-01-01';
const FIXED_OFFSET_FROM = Date.UTC(2010, 0, 1) - FIXED_OFFSET_MS;

/** The venue's wall clock at an instant as a UTC date's fields, when the fixed offset holds. */
function fixedOffsetWallClock(at: number): Date | undefined {
  return HAS_FIXED_OFFSET && at >= FIXED_OFFSET_FROM ? new Date(at + FIXED_OFFSET_MS) : undefined;
}

function formatUtcDateOf(date: Date): LocalDate {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

type LocalDayFacts = { startsAt: number; dayOfWeek: DayOfWeek };

/** Whether a local date is one of the fixed offset's (from 2010 on, in Karachi). */
function hasFixedOffset(date: LocalDate): boolean {
  return HAS_FIXED_OFFSET && date >= FIXED_OFFSET_FROM_DATE;
}

/** A date's facts from the fixed offset (undefined before it); throws on a date that is not. */
function fixedOffsetDay(date: LocalDate): LocalDayFacts | undefined {
  if (!hasFixedOffset(date)) return undefined;
  const { year, month, day } = dateParts(date);
  const midnight = new Date(Date.UTC(year, month, day));
  if (
    midnight.getUTCFullYear() !== year ||
    midnight.getUTCMonth() !== month ||
    midnight.getUTCDate() !== day
  ) {
    throw new RangeError(`Invalid date: '${date}'`);
  }
  return {
    startsAt: midnight.getTime() - FIXED_OFFSET_MS,
    dayOfWeek: midnight.getUTCDay() as DayOfWeek,
  };
}

// Zone look-ups dominate a slot grid's cost and every court of a request asks about the same
// date, so the few facts needed per date are kept (bounded; cleared when full).
const dayFacts = new Map<LocalDate, LocalDayFacts>();
const DAY_FACTS_LIMIT = 1024;

function zoneDay(date: LocalDate): LocalDayFacts {
  const start = startOfLocalDate(date);
  return { startsAt: start.getTime(), dayOfWeek: start.getDay() as DayOfWeek };
}

function readLocalDay(date: LocalDate): LocalDayFacts {
  const known = dayFacts.get(date);
  if (known) return known;
  const facts: LocalDayFacts = fixedOffsetDay(date) ?? zoneDay(date);
  if (dayFacts.size >= DAY_FACTS_LIMIT) dayFacts.clear();
  dayFacts.set(date, facts);
  return facts;
}

/** Whether a string is a real calendar date written 'yyyy-MM-dd'. */
export function isLocalDate(value: string): boolean {
  try {
    readLocalDay(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a dated record (holiday, override) belongs to a local date; one with no date belongs
 * to any. A date that is not 'yyyy-MM-dd' throws rather than silently never matching.
 */
export function isOnDate(recordDate: string | undefined, date: LocalDate): boolean {
  if (recordDate === undefined) return true;
  if (!isLocalDate(recordDate))
    throw new RangeError(`Invalid date: '${recordDate}' (expected yyyy-MM-dd)`);
  return recordDate === date;
}

/** The local date last asked for, with the instants it runs from and until. */
let lastToday: { date: LocalDate; from: number; until: number } | undefined;

/** The venue's date at an instant. */
export function todayInKarachi(now: Date): LocalDate {
  // Asked by nearly every request; the answer holds from one local midnight to the next.
  const at = now.getTime();
  if (lastToday && at >= lastToday.from && at < lastToday.until) return lastToday.date;
  const wallClock = fixedOffsetWallClock(at);
  const date = wallClock
    ? formatUtcDateOf(wallClock)
    : formatLocalDateOf(new TZDate(at, VENUE_TIME_ZONE));
  lastToday = {
    date,
    from: readLocalDay(date).startsAt,
    until: readLocalDay(addDays(date, 1)).startsAt,
  };
  return date;
}

/** The venue's local date and 'HH:MM' at an instant (19:00 UTC is already tomorrow there). */
export function toKarachiDateTime(instant: Date): KarachiDateTime {
  const wallClock = fixedOffsetWallClock(instant.getTime());
  if (wallClock) {
    return {
      date: formatUtcDateOf(wallClock),
      time: `${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}`,
    };
  }
  const local = new TZDate(instant.getTime(), VENUE_TIME_ZONE);
  return {
    date: formatLocalDateOf(local),
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** The instant of a venue-local date and 'HH:MM'; '24:00' is 00:00 of the next day. */
export function karachiInstant(date: LocalDate, time: LocalTime): Date {
  const minutes = minutesOfDay(time);
  if (minutes === 0) return new Date(readLocalDay(date).startsAt);
  // No daylight saving: a time of day is that many minutes after the day's midnight.
  if (hasFixedOffset(date)) return new Date(readLocalDay(date).startsAt + minutes * 60_000);
  const start = startOfLocalDate(date);
  const local = new TZDate(
    start.getFullYear(),
    start.getMonth(),
    start.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
    VENUE_TIME_ZONE,
  );
  return new Date(local.getTime());
}

/**
 * A local date moved by whole calendar days (negative goes back). Calendar arithmetic needs no
 * zone: it is done on the UTC calendar, which has the same days. Throws on a date that is not.
 */
export function addDays(date: LocalDate, days: number): LocalDate {
  readLocalDay(date);
  const { year, month, day } = dateParts(date);
  const moved = new Date(0);
  moved.setUTCFullYear(year, month, day + days);
  return formatUtcDateOf(moved);
}

/** The Monday-to-Sunday week holding a local date (the admin weekly schedule's week). */
export function weekOf(date: LocalDate): { start: LocalDate; end: LocalDate } {
  const day = startOfLocalDate(date);
  return {
    start: formatLocalDateOf(startOfWeek(day, { weekStartsOn: 1 })),
    end: formatLocalDateOf(endOfWeek(day, { weekStartsOn: 1 })),
  };
}

/** The weekday of a local date, as a number (0 = Sunday) and a lower-case name. */
export function weekdayOf(date: LocalDate): Weekday {
  const { dayOfWeek } = readLocalDay(date);
  return { dayOfWeek, dayName: DAY_NAMES[dayOfWeek] as DayName };
}

/** Saturday or Sunday (spec: weekend hours differ from weekday hours). */
export function isWeekend(date: LocalDate): boolean {
  const { dayOfWeek } = weekdayOf(date);
  return dayOfWeek === 0 || dayOfWeek === 6;
}

/** Number of calendar days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: LocalDate, to: LocalDate): number {
  return differenceInCalendarDays(startOfLocalDate(to), startOfLocalDate(from));
}

/**
 * A local date shown with a date-fns pattern, e.g. 'Thu, 2 Jan 2025'. A calendar date needs no
 * zone: it is read at noon of that day on the runtime's own clock, which no change of clocks moves
 * to another day, and no zone data is loaded for it. Throws on a date that is not one.
 */
export function formatLocalDate(date: LocalDate, pattern = 'EEE, d MMM yyyy'): string {
  readLocalDay(date);
  const { year, month, day } = dateParts(date);
  return format(new Date(year, month, day, 12), pattern);
}

/** An instant shown as a venue-local date, e.g. 'Thu, 2 Jan 2025' (any date-fns pattern). */
export function formatKarachiDate(instant: Date, pattern = 'EEE, d MMM yyyy'): string {
  return format(instant, pattern, { in: inKarachi });
}

/** An instant shown as a venue-local time, 'HH:mm' unless another date-fns pattern is given. */
export function formatKarachiTime(instant: Date, pattern = 'HH:mm'): string {
  return format(instant, pattern, { in: inKarachi });
}
