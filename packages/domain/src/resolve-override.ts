import { type LocalDate, isOnDate } from './karachi-time';
import {
  MINUTES_PER_DAY,
  type MinuteRange,
  type TimeRange,
  endMinutesOf,
  mergeRanges,
  minutesOfDay,
  subtractRanges,
} from './time-of-day';

/** A court availability override for one court and date (spec entity, the parts the rule reads). */
export type CourtOverride = {
  /** When given, an override for another date is ignored, so a caller may pass a week's list. */
  date?: LocalDate;
  isAvailable: boolean;
  isFullDay?: boolean;
  timeRanges?: readonly TimeRange[] | null;
};

const WHOLE_DAY: MinuteRange = { start: 0, end: MINUTES_PER_DAY };

function toMinuteRanges(ranges: readonly TimeRange[]): MinuteRange[] {
  return ranges.map((range) => {
    const start = minutesOfDay(range.startTime);
    return { start, end: endMinutesOf(start, range.endTime) };
  });
}

/**
 * The minutes of a day in which a court is unavailable because of its overrides, merged and
 * sorted. Spec, override rule: a full-day override, or one without ranges, applies its
 * isAvailable to the whole day; otherwise a time inside a range gets isAvailable and a time
 * outside gets the opposite; no override means available. Several overrides on one day: a
 * minute is unavailable when any of them makes it so.
 */
export function resolveOverride(
  overrides: readonly CourtOverride[],
  date?: LocalDate,
): MinuteRange[] {
  const unavailable: MinuteRange[] = [];
  for (const override of overrides) {
    if (date !== undefined && !isOnDate(override.date, date)) continue;
    const ranges = override.timeRanges ?? [];
    if (override.isFullDay || ranges.length === 0) {
      if (!override.isAvailable) unavailable.push(WHOLE_DAY);
      continue;
    }
    const inside = toMinuteRanges(ranges);
    if (override.isAvailable) unavailable.push(...subtractRanges([WHOLE_DAY], inside));
    else unavailable.push(...inside);
  }
  return mergeRanges(unavailable);
}
