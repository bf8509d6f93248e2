// Karachi: UTC+5 all year (no daylight saving), which the api and the web both use.
const KARACHI_OFFSET_MS = 5 * 3600_000;
const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const toLocalDate = (shifted: Date) =>
  `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;

/** The venue's calendar date `daysAhead` days from now ('YYYY-MM-DD'). */
export function karachiDate(daysAhead = 0, now = new Date()): string {
  return toLocalDate(new Date(now.getTime() + KARACHI_OFFSET_MS + daysAhead * 86_400_000));
}

function partsOf(date: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const asUtc = new Date(Date.UTC(year, month - 1, day));
  return { year, month, day, weekday: WEEKDAYS[asUtc.getUTCDay()] ?? 'sunday' };
}

/** The week strip's label of a day: 'Thursday, 16 July 2026'. */
export function dayLabel(date: string): string {
  const { year, month, day, weekday } = partsOf(date);
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The lower-case weekday name of a date, as /operating-hours/{day} takes it. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return partsOf(date).weekday;
}

/**
 * The first half-hour start at least five minutes away, in Karachi: a slot that is still
 * bookable but starts well within the 2-hour cancellation cut-off.
 */
export function nextHalfHourSlot(now = new Date()): { date: string; startTime: string } {
  const shifted = new Date(now.getTime() + KARACHI_OFFSET_MS + 5 * 60_000);
  const minutes =
    shifted.getUTCHours() * 60 + shifted.getUTCMinutes() + (shifted.getUTCSeconds() > 0 ? 1 : 0);
  const start = Math.ceil(minutes / 30) * 30;
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  const slot = new Date(midnight + start * 60_000);
  return {
    date: toLocalDate(slot),
    startTime: `${pad(slot.getUTCHours())}:${pad(slot.getUTCMinutes())}`,
  };
}
