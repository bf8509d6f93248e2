// Operating hours calls (calls doc §7 "Operating hours") and the schedule rules (product doc §5).
import { z } from 'zod';
import { ZOperatingDay, ZWeekday, type TTimeRange } from './entities/operating-hours';
import {
  isAfter,
  messageOf,
  toMinutes,
  zCloseTime,
  zDurationMinutes,
  zHalfHourCloseTime,
  zHalfHourTime,
  zQueryNumber,
  zTime,
} from './fields';
import { DURATION_DEFAULT_MINUTES, WEEKDAYS, type TWeekday } from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

/** Texts of the schedule calls that the shared catalogue does not word. */
export const HOURS_MESSAGES = {
  dayInvalid: 'Day must be a day of the week (sunday to saturday, or 0 to 6 with 0 = Sunday)',
  isOpenRequired: 'isOpen is required',
  dayHoursRequired: (day: string) => `Hours for ${day} are required`,
  operatingHoursNotFound: 'Operating hours not found',
} as const;

/**
 * The indexes of ranges that overlap a range starting before them; touching ranges
 * (12:00-14:00 then 14:00-16:00) do not overlap. Unreadable ranges (NaN) are skipped: their own
 * fields already report them.
 */
export function findOverlappingRanges(ranges: readonly { start: number; end: number }[]): number[] {
  const readable = ranges
    .map((range, index) => ({ ...range, index }))
    .filter((range) => !Number.isNaN(range.start) && !Number.isNaN(range.end))
    .sort((a, b) => a.start - b.start);
  const overlapping: number[] = [];
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const range of readable) {
    if (range.start < latestEnd) overlapping.push(range.index);
    latestEnd = Math.max(latestEnd, range.end);
  }
  return overlapping.sort((a, b) => a - b);
}

/** Open 00:00-23:30 and close 00:00-24:00 on the 30-minute grid; close after open. */
export const ZTimeRangeInput = z
  .object({
    openTime: zHalfHourTime,
    closeTime: zHalfHourCloseTime,
  })
  .refine((range) => isAfter(range.closeTime, range.openTime), {
    error: V.closeAfterOpen,
    path: ['closeTime'],
  });
export type TTimeRangeInput = z.infer<typeof ZTimeRangeInput>;

const dayFields = {
  timeRanges: z.array(ZTimeRangeInput).max(48).optional(),
  // The single-range shape: read as the day's one range when timeRanges is not sent, and
  // otherwise ignored (they only mirror the first range). Null is what the answers carry for a
  // day without ranges, so a client may send back what it read.
  openTime: z.string().nullable().optional(),
  closeTime: z.string().nullable().optional(),
};

type DayFields = {
  isOpen?: boolean | undefined;
  timeRanges?: TTimeRangeInput[] | undefined;
  openTime?: string | null | undefined;
  closeTime?: string | null | undefined;
};

const isLegacyShape = (day: DayFields) =>
  day.timeRanges === undefined && (day.openTime != null || day.closeTime != null);

/** The single-range shape as a range; a missing time reads as '' and is reported as such. */
const legacyRangeOf = (day: DayFields): TTimeRange => ({
  openTime: day.openTime?.trim() ?? '',
  closeTime: day.closeTime?.trim() ?? '',
});

function checkDay(day: DayFields, ctx: z.RefinementCtx): void {
  if (isLegacyShape(day)) {
    const { openTime, closeTime } = legacyRangeOf(day);
    const openMessage = messageOf(zHalfHourTime, openTime);
    const closeMessage = messageOf(zHalfHourCloseTime, closeTime);
    if (openMessage) ctx.addIssue({ code: 'custom', message: openMessage, path: ['openTime'] });
    if (closeMessage) ctx.addIssue({ code: 'custom', message: closeMessage, path: ['closeTime'] });
    if (!openMessage && !closeMessage && !isAfter(closeTime, openTime)) {
      ctx.addIssue({ code: 'custom', message: V.closeAfterOpen, path: ['closeTime'] });
    }
    return;
  }
  if (day.timeRanges === undefined) return;
  if (day.isOpen && day.timeRanges.length === 0) {
    ctx.addIssue({ code: 'custom', message: V.openDayNeedsRange, path: ['timeRanges'] });
    return;
  }
  const minutes = day.timeRanges.map((range) => ({
    start: toMinutes(range.openTime),
    end: toMinutes(range.closeTime),
  }));
  for (const index of findOverlappingRanges(minutes)) {
    ctx.addIssue({ code: 'custom', message: V.timeRangesOverlap, path: ['timeRanges', index] });
  }
}

/** Ranges are kept in the order of the day, so the first range is the earliest. */
function sortTimeRanges(ranges: readonly TTimeRange[]): TTimeRange[] {
  return [...ranges].sort((a, b) => toMinutes(a.openTime) - toMinutes(b.openTime));
}

/**
 * What a request says about one day. `timeRanges` undefined means the request did not say, and
 * the day keeps the ranges it has (a day always keeps at least one range, product doc §5).
 */
export type TOperatingDayChange = {
  isOpen?: boolean;
  timeRanges?: TTimeRange[];
  openTime?: string | null;
  closeTime?: string | null;
};

function toDayChange(day: DayFields): TOperatingDayChange {
  const sent = isLegacyShape(day) ? [legacyRangeOf(day)] : day.timeRanges;
  const change: TOperatingDayChange = {};
  if (day.isOpen !== undefined) change.isOpen = day.isOpen;
  if (sent !== undefined) {
    const timeRanges = sortTimeRanges(sent);
    change.timeRanges = timeRanges;
    change.openTime = timeRanges[0]?.openTime ?? null;
    change.closeTime = timeRanges[0]?.closeTime ?? null;
  }
  return change;
}

const zIsOpen = z.boolean({
  error: (issue) => (issue.input === undefined ? HOURS_MESSAGES.isOpenRequired : V.booleanInvalid),
});

function zOperatingDayInput(requiredMessage: string = V.requiredFields) {
  return z
    .object({ isOpen: zIsOpen, ...dayFields }, { error: requiredMessage })
    .superRefine(checkDay)
    .transform((day) => toDayChange(day) as TOperatingDayChange & { isOpen: boolean });
}

/**
 * PUT /operating-hours/{day}: isOpen, and timeRanges[{openTime, closeTime}] (open 00:00-23:30,
 * close up to 24:00, 30-minute steps). An open day has at least one range; ranges do not
 * overlap and are saved in order. Only openTime/closeTime (the single-range shape) reads as one
 * range. Without either, the day keeps its ranges (closing a day does not lose its hours).
 * The answer's openTime and closeTime mirror the first range.
 */
export const ZOperatingDayInput = zOperatingDayInput();
export type TOperatingDayInput = z.infer<typeof ZOperatingDayInput>;

/** PATCH /admin/operating-hours/{id}: the same fields, each optional. */
export const ZOperatingDayPatch = z
  .object({ isOpen: zIsOpen.optional(), ...dayFields })
  .superRefine(checkDay)
  .transform(toDayChange);
export type TOperatingDayPatch = z.infer<typeof ZOperatingDayPatch>;

/** 'monday', 'Monday' or '1' (0 = Sunday, as JavaScript counts) read as the day's name. */
function readWeekday(value: unknown): unknown {
  if (typeof value === 'number') return WEEKDAYS[value] ?? value;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return /^[0-6]$/.test(text) ? WEEKDAYS[Number(text)] : text;
}

export const zWeekdayName = z.preprocess(
  readWeekday,
  z.enum(WEEKDAYS, { error: HOURS_MESSAGES.dayInvalid }),
);

/** GET and PUT /operating-hours/{day}. */
export const ZWeekdayParams = z.object({ day: zWeekdayName });
export type TWeekdayParams = z.infer<typeof ZWeekdayParams>;

type DayEntry = { day?: unknown; dayOfWeek?: unknown };

/**
 * The week as the admin schedule sends it, keyed by day name (any case); also the list the
 * GET answers (entries carrying `day` or `dayOfWeek`), bare or as `{operatingHours}`, so a
 * client may send back what it read.
 */
function readScheduleBody(value: unknown): unknown {
  if (Array.isArray(value)) {
    const entries: [string, unknown][] = value.map((entry: unknown, index) => {
      const { day, dayOfWeek } = (entry ?? {}) as DayEntry;
      const name = readWeekday(day ?? dayOfWeek);
      return [typeof name === 'string' ? name : `entry ${index}`, entry];
    });
    return Object.fromEntries(entries);
  }
  if (typeof value !== 'object' || value === null) return value;
  if ('operatingHours' in value) return readScheduleBody(value.operatingHours);
  return Object.fromEntries(
    Object.entries(value).map(([key, day]) => [key.trim().toLowerCase(), day]),
  );
}

/** PUT /operating-hours: the whole week, every day named (product doc §3). */
export const ZOperatingScheduleInput = z.preprocess(
  readScheduleBody,
  z.object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, zOperatingDayInput(HOURS_MESSAGES.dayHoursRequired(day))]),
    ) as Record<TWeekday, typeof ZOperatingDayInput>,
    { error: V.requiredFields },
  ),
);
export type TOperatingScheduleInput = z.infer<typeof ZOperatingScheduleInput>;

/**
 * GET /operating-hours and GET /admin/operating-hours: the seven days Sunday first (the
 * dayOfWeek order), and the same days keyed by name.
 */
export const ZOperatingHoursAnswer = z.object({
  operatingHours: z.array(ZOperatingDay),
  schedule: z.record(ZWeekday, ZOperatingDay),
});
export type TOperatingHoursAnswer = z.infer<typeof ZOperatingHoursAnswer>;

/** GET /operating-hours/{day}, PUT /operating-hours/{day}, PATCH /admin/operating-hours/{id}. */
export const ZOperatingDayAnswer = z.object({ operatingHours: ZOperatingDay });
export type TOperatingDayAnswer = z.infer<typeof ZOperatingDayAnswer>;

/** GET /operating-hours/{day}/slots?duration=60. */
export const ZDaySlotsQuery = z.object({
  duration: zQueryNumber(zDurationMinutes.default(DURATION_DEFAULT_MINUTES)),
});
export type TDaySlotsQuery = z.infer<typeof ZDaySlotsQuery>;

/** The start and end of every slot of that length the day's ranges hold, every 30 minutes. */
export const ZDaySlotsAnswer = z.object({
  slots: z.array(z.object({ startTime: zTime, endTime: zCloseTime })),
});
export type TDaySlotsAnswer = z.infer<typeof ZDaySlotsAnswer>;
