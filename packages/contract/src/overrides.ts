// Court availability override calls (calls doc §7 "Court availability overrides").
import { ZAffectedBookingsChoice } from './closures';
import { z } from 'zod';
import {
  ZCourtOverride,
  ZOverrideTimeRange,
  type TOverrideTimeRange,
} from './entities/court-override';
import { COURT_MESSAGES } from './courts';
import { findOverlappingRanges } from './hours';
import {
  isAfter,
  toMinutes,
  zHalfHourCloseTime,
  zHalfHourTime,
  zLocalDate,
  zRequiredText,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

/** Texts of the override calls that the shared catalogue does not word. */
export const OVERRIDE_MESSAGES = {
  notFound: 'Court override not found',
  courtNotFound: COURT_MESSAGES.notFound,
  courtRequired: 'Court is required',
  saved: 'Court override saved successfully!',
  deleted: 'Court override deleted successfully!',
} as const;

/** A range of the day on the 30-minute grid: start 00:00-23:30, end up to 24:00, end after start. */
export const ZOverrideTimeRangeInput = z
  .object({ startTime: zHalfHourTime, endTime: zHalfHourCloseTime })
  .refine((range) => isAfter(range.endTime, range.startTime), {
    error: V.endAfterStart,
    path: ['endTime'],
  });
export type TOverrideTimeRangeInput = z.infer<typeof ZOverrideTimeRangeInput>;

/** The court's id, also read from the expanded court the answers carry ({_id, name}). */
const zCourtRef = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const court = value as { _id?: unknown; id?: unknown };
    return court._id ?? court.id;
  },
  z.guid({
    error: (issue) => (issue.input === undefined ? OVERRIDE_MESSAGES.courtRequired : V.idInvalid),
  }),
);

const sortByStart = (ranges: readonly TOverrideTimeRange[]) =>
  [...ranges].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));

/**
 * POST /court-availability and PUT /court-availability/{id} (PUT replaces the whole override):
 * date, court and reason are required (product doc §5). isFullDay defaults to whether no range
 * is sent. Full-day, or without ranges, isAvailable holds all day and ranges are dropped;
 * otherwise a time inside a range takes isAvailable and a time outside the opposite (calls doc
 * §7 override rule). Ranges do not overlap and are saved in order.
 */
export const ZCourtOverrideInput = z
  .object({
    date: zLocalDate,
    court: zCourtRef,
    reason: zRequiredText('Reason', 500),
    isAvailable: z.boolean({ error: V.booleanInvalid }).default(false),
    isFullDay: z.boolean({ error: V.booleanInvalid }).optional(),
    timeRanges: z.array(ZOverrideTimeRangeInput).max(48).default([]),
    affectedBookings: ZAffectedBookingsChoice.optional(),
  })
  .superRefine((override, ctx) => {
    if (override.isFullDay) return;
    const minutes = override.timeRanges.map((range) => ({
      start: toMinutes(range.startTime),
      end: toMinutes(range.endTime),
    }));
    for (const index of findOverlappingRanges(minutes)) {
      ctx.addIssue({ code: 'custom', message: V.timeRangesOverlap, path: ['timeRanges', index] });
    }
  })
  .transform(({ isFullDay, timeRanges, ...override }) => {
    const isWholeDay = isFullDay ?? timeRanges.length === 0;
    return {
      ...override,
      isFullDay: isWholeDay,
      timeRanges: isWholeDay ? [] : sortByStart(timeRanges),
    };
  });
export type TCourtOverrideInput = z.infer<typeof ZCourtOverrideInput>;
export type TCourtOverrideFormInput = z.input<typeof ZCourtOverrideInput>;

/** GET /court-availability?startDate&endDate&courtId; the filters given all apply. */
export const ZCourtOverrideListQuery = z
  .object({
    startDate: zLocalDate.optional(),
    endDate: zLocalDate.optional(),
    courtId: zUuid.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: V.dateRangeOrder,
    path: ['endDate'],
  });
export type TCourtOverrideListQuery = z.infer<typeof ZCourtOverrideListQuery>;

/** Sorted by date, then court. */
export const ZCourtOverrideListAnswer = z.object({ overrides: z.array(ZCourtOverride) });
export type TCourtOverrideListAnswer = z.infer<typeof ZCourtOverrideListAnswer>;

export const ZCourtOverrideAnswer = z.object({ override: ZCourtOverride });
export type TCourtOverrideAnswer = z.infer<typeof ZCourtOverrideAnswer>;

/** GET /court-availability/check/{courtId}/{date}. */
export const ZCourtDateParams = z.object({ courtId: zUuid, date: zLocalDate });
export type TCourtDateParams = z.infer<typeof ZCourtDateParams>;

/**
 * The court on that date as its overrides and its status leave it: isAvailable when no minute
 * of the day is unavailable, isUnavailableAllDay when every minute is, and between them the
 * unavailable ranges (merged, in order; '24:00' ends the day). A court that is not active is
 * unavailable all day. Opening hours and holidays are not part of this answer.
 */
export const ZCourtOverrideCheckAnswer = z.object({
  court: z.object({ _id: zUuid, name: z.string(), status: z.string() }),
  date: zLocalDate,
  isAvailable: z.boolean(),
  isUnavailableAllDay: z.boolean(),
  unavailableRanges: z.array(ZOverrideTimeRange),
  overrides: z.array(ZCourtOverride),
});
export type TCourtOverrideCheckAnswer = z.infer<typeof ZCourtOverrideCheckAnswer>;
