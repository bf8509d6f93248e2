/** A local time of day, 'HH:MM' (24-hour). '24:00' is midnight at the end of the day. */
export type LocalTime = string;

/** A half-open range of minutes within one day, [start, end), 0 <= start <= end <= 1440. */
export type MinuteRange = { start: number; end: number };

/** The same range written as local times, e.g. { startTime: '16:00', endTime: '24:00' }. */
export type TimeRange = { startTime: LocalTime; endTime: LocalTime };

export const MINUTES_PER_DAY = 1440;

/** Slot starts are every 30 minutes (DECISIONS: time and money). */
export const SLOT_STEP_MINUTES = 30;

const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** Whether a string is a valid 'HH:MM' between '00:00' and '24:00'. */
export function isLocalTime(value: string): boolean {
  const match = TIME_PATTERN.exec(value);
  if (!match) return false;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24) return minutes === 0;
  return hours < 24 && minutes < 60;
}

/** 'HH:MM' to minutes since local midnight; '24:00' gives 1440. Throws on anything else. */
export function minutesOfDay(time: LocalTime): number {
  if (!isLocalTime(time)) throw new RangeError(`Invalid time of day: '${time}' (expected HH:MM)`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes since local midnight to 'HH:MM'; 1440 gives '24:00' (a range may end at midnight). */
export function formatMinutes(minutes: number): LocalTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Minutes of day out of range: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours < 10 ? '0' : ''}${hours}:${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * Minutes for the end of a range. A close of '00:00' after a later open means midnight at the
 * end of the day (spec: close times run 00:00 to 24:00, 24:00 labelled Midnight).
 */
export function endMinutesOf(startMinutes: number, endTime: LocalTime): number {
  const end = minutesOfDay(endTime);
  return end === 0 && startMinutes > 0 ? MINUTES_PER_DAY : end;
}

/** Whether two half-open ranges share a minute; back-to-back ranges do not. */
export function doRangesOverlap(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether `inner` lies wholly inside `outer`. */
export function isRangeWithin(inner: MinuteRange, outer: MinuteRange): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}

/** Sorts ranges and joins those that overlap or touch; empty ranges are dropped. */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = ranges
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({ start: range.start, end: range.end });
    }
  }
  return merged;
}

/** The parts of `ranges` that no range of `removed` covers. */
export function subtractRanges(
  ranges: readonly MinuteRange[],
  removed: readonly MinuteRange[],
): MinuteRange[] {
  const cuts = mergeRanges(removed);
  const result: MinuteRange[] = [];
  for (const range of mergeRanges(ranges)) {
    let cursor = range.start;
    for (const cut of cuts) {
      if (cut.end <= cursor) continue;
      if (cut.start >= range.end) break;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      if (cursor >= range.end) break;
    }
    if (cursor < range.end) result.push({ start: cursor, end: range.end });
  }
  return result;
}

/** The minutes that both lists cover. */
export function intersectRanges(
  a: readonly MinuteRange[],
  b: readonly MinuteRange[],
): MinuteRange[] {
  const left = mergeRanges(a);
  const right = mergeRanges(b);
  const result: MinuteRange[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i] as MinuteRange;
    const y = right[j] as MinuteRange;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) result.push({ start, end });
    if (x.end < y.end) i += 1;
    else j += 1;
  }
  return result;
}

/** A minute range written as local times. */
export function formatMinuteRange(range: MinuteRange): TimeRange {
  return { startTime: formatMinutes(range.start), endTime: formatMinutes(range.end) };
}
