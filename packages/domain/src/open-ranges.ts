import { type DayName, type LocalDate, isOnDate, weekdayOf } from './karachi-time';
import { type CourtOverride, resolveOverride } from './resolve-override';
import {
  MINUTES_PER_DAY,
  type LocalTime,
  type MinuteRange,
  doRangesOverlap,
  endMinutesOf,
  intersectRanges,
  isRangeWithin,
  mergeRanges,
  minutesOfDay,
} from './time-of-day';

/** Spec, availability messages. */
export const FACILITY_CLOSED_REASON = 'Facility is closed on this day';

export type OperatingTimeRange = { openTime: LocalTime; closeTime: LocalTime };

/** One weekday's hours: several ranges, with openTime/closeTime mirroring the first (spec). */
export type OperatingHours = {
  isOpen: boolean;
  timeRanges?: readonly OperatingTimeRange[] | null;
  openTime?: LocalTime | null;
  closeTime?: LocalTime | null;
};

/**
 * The weekly schedule, either as rows with a day-of-week number (0 = Sunday) or keyed by
 * lower-case day name as the admin schedule sends it. A day with no entry is closed.
 */
export type WeeklySchedule =
  readonly (OperatingHours & { dayOfWeek: number })[] | Partial<Record<DayName, OperatingHours>>;

export type Holiday = {
  /** When given, a holiday on another date is ignored, so a caller may pass a week's list. */
  date?: LocalDate;
  isFullDay: boolean;
  customHours?: OperatingTimeRange | null;
};

export type CourtStatus = 'active' | 'maintenance' | 'inactive';

/** Spec constants: default holiday hours 8:00-21:00, used when a partial holiday has none. */
export const DEFAULT_HOLIDAY_HOURS: OperatingTimeRange = { openTime: '08:00', closeTime: '21:00' };

export type DayOpeningInput = {
  date: LocalDate;
  schedule: WeeklySchedule;
  holidays?: readonly Holiday[];
  /** The overrides of the one court being looked at. */
  overrides?: readonly CourtOverride[];
  /** Absent when asking about the facility rather than a court; counts as active. */
  courtStatus?: CourtStatus;
};

export type DayOpening = {
  date: LocalDate;
  isOpen: boolean;
  closedReason: typeof FACILITY_CLOSED_REASON | null;
  isHoliday: boolean;
  isCourtActive: boolean;
  /** Sorted; ranges that overlap or touch are one range. */
  openRanges: MinuteRange[];
  /** Minutes the court cannot be booked: its overrides, or the whole day when it is not active. */
  unavailableRanges: MinuteRange[];
};

function toOpenRange(range: OperatingTimeRange): MinuteRange {
  const start = minutesOfDay(range.openTime);
  return { start, end: endMinutesOf(start, range.closeTime) };
}

/** The hours of the weekday a local date falls on, or undefined when the schedule has none. */
export function selectOperatingHours(
  schedule: WeeklySchedule,
  date: LocalDate,
): OperatingHours | undefined {
  const { dayOfWeek, dayName } = weekdayOf(date);
  if (Array.isArray(schedule)) {
    return (schedule as readonly (OperatingHours & { dayOfWeek: number })[]).find(
      (row) => row.dayOfWeek === dayOfWeek,
    );
  }
  return (schedule as Partial<Record<DayName, OperatingHours>>)[dayName];
}

function readWeekdayRanges(hours: OperatingHours | undefined): MinuteRange[] {
  if (!hours?.isOpen) return [];
  if (hours.timeRanges && hours.timeRanges.length > 0) return hours.timeRanges.map(toOpenRange);
  if (hours.openTime && hours.closeTime) {
    return [toOpenRange({ openTime: hours.openTime, closeTime: hours.closeTime })];
  }
  return [];
}

/**
 * The open ranges of a day for one court. Weekday hours come first; a holiday then closes the
 * day (full day) or replaces its ranges with its custom hours (several partial holidays on one
 * date: only the hours all of them allow); the court's status and overrides then say which
 * open minutes cannot be booked (spec: override rule).
 */
export function resolveOpenRanges(input: DayOpeningInput): DayOpening {
  const holidays = (input.holidays ?? []).filter((holiday) => isOnDate(holiday.date, input.date));
  let ranges = readWeekdayRanges(selectOperatingHours(input.schedule, input.date));
  if (holidays.some((holiday) => holiday.isFullDay)) {
    ranges = [];
  } else if (holidays.length > 0) {
    ranges = [{ start: 0, end: MINUTES_PER_DAY }];
    for (const holiday of holidays) {
      ranges = intersectRanges(ranges, [toOpenRange(holiday.customHours ?? DEFAULT_HOLIDAY_HOURS)]);
    }
  }
  const openRanges = mergeRanges(ranges);
  const isOpen = openRanges.length > 0;
  const isCourtActive = (input.courtStatus ?? 'active') === 'active';
  const unavailableRanges = isCourtActive
    ? resolveOverride(input.overrides ?? [], input.date)
    : [{ start: 0, end: MINUTES_PER_DAY }];
  return {
    date: input.date,
    isOpen,
    closedReason: isOpen ? null : FACILITY_CLOSED_REASON,
    isHoliday: holidays.length > 0,
    isCourtActive,
    openRanges,
    unavailableRanges,
  };
}

/** Whether [start, end) lies wholly inside one open range of the day. */
export function isInsideOpenRange(
  day: Pick<DayOpening, 'openRanges'>,
  range: MinuteRange,
): boolean {
  return range.start < range.end && day.openRanges.some((open) => isRangeWithin(range, open));
}

/** Whether any minute of [start, end) is unavailable (court override, or court not active). */
export function isRangeUnavailable(
  day: Pick<DayOpening, 'unavailableRanges'>,
  range: MinuteRange,
): boolean {
  return day.unavailableRanges.some((blocked) => doRangesOverlap(blocked, range));
}
