// Weekly booking series at the desk (DECISIONS "Series"): the same court and time on consecutive
// weeks, each occurrence an ordinary booking that names its series.
import { z } from 'zod';
import { ZPagination } from './common';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './constants';
import { ZBooking, ZBookingStatus } from './entities/booking';
import { ZCourtRef } from './entities/court';
import { ZWizardTempUser } from './admin';
import { rule } from './field-rules';
import {
  zAdminWizardDuration,
  zHalfHourTime,
  zIsoDateTime,
  zLocalDate,
  zNumber,
  zOptionalText,
  zQueryLimit,
  zQueryPage,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

/** A series holds 1 to 52 weekly occurrences (DECISIONS: it may reach 52 weeks ahead). */
export const SERIES_MIN_WEEKS = 1;
export const SERIES_MAX_WEEKS = 52;
/** How far ahead of today a series' last occurrence may fall: 52 weeks. */
export const SERIES_REACH_DAYS = SERIES_MAX_WEEKS * 7;

export const SERIES_MESSAGES = {
  weeksInvalid: `Weeks must be a whole number from ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS}`,
  firstDatePast: 'The first date cannot be in the past',
  beyondReach: `A series may reach at most ${SERIES_MAX_WEEKS} weeks ahead: choose fewer weeks or an earlier first date`,
  nothingFree: 'None of the dates is free: nothing was booked',
  notFound: 'Series not found',
  created: (booked: number, skipped: number) =>
    `${booked} ${booked === 1 ? 'booking' : 'bookings'} made${skipped > 0 ? `, ${skipped} ${skipped === 1 ? 'date' : 'dates'} skipped` : ''}`,
  cancelled: (count: number) =>
    `${count} ${count === 1 ? 'occurrence' : 'occurrences'} cancelled; the customer is told by e-mail`,
  cancellationNote: 'Series cancelled at the desk',
} as const;

/** Why a date of a series is not booked: taken, the venue closed, a holiday, a court override, or past. */
export const SERIES_SKIP_REASONS = ['booked', 'closed', 'holiday', 'override', 'past'] as const;
export const ZSeriesSkipReason = z.enum(SERIES_SKIP_REASONS);
export type TSeriesSkipReason = z.infer<typeof ZSeriesSkipReason>;

/** How the console reads a date's state. */
export const SERIES_REASON_LABELS: Record<TSeriesSkipReason | 'free', string> = {
  free: 'Free',
  booked: 'Already booked',
  closed: 'Venue closed',
  holiday: 'Holiday',
  override: 'Court unavailable (override)',
  past: 'Already past',
};

const zWeeks = zNumber(SERIES_MESSAGES.weeksInvalid, [
  rule((value: number) => Number.isInteger(value), SERIES_MESSAGES.weeksInvalid),
  rule(
    (value: number) => value >= SERIES_MIN_WEEKS && value <= SERIES_MAX_WEEKS,
    SERIES_MESSAGES.weeksInvalid,
  ),
]);

/**
 * POST /admin/booking-series/preview and POST /admin/booking-series: the customer as the New
 * Booking wizard takes it, the court, the first date, the start time and length, and the weeks.
 */
export const ZBookingSeriesRequest = z
  .object({
    userType: z.enum(['existing', 'temporary']),
    user: zUuid.optional(),
    tempUser: ZWizardTempUser.optional(),
    court: zUuid,
    firstDate: zLocalDate,
    startTime: zHalfHourTime,
    duration: zAdminWizardDuration,
    weeks: zWeeks,
    notes: zOptionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.userType === 'existing' && !body.user) {
      ctx.addIssue({ code: 'custom', message: V.required('User'), path: ['user'] });
    }
    if (body.userType === 'temporary' && !body.tempUser) {
      ctx.addIssue({ code: 'custom', message: V.temporaryUserDetailsRequired, path: ['tempUser'] });
    }
  });
export type TBookingSeriesRequest = z.infer<typeof ZBookingSeriesRequest>;
export type TBookingSeriesInput = z.input<typeof ZBookingSeriesRequest>;

/** One date of a previewed series: free, or why not. */
export const ZSeriesDate = z.object({
  date: zLocalDate,
  startTime: z.string(),
  endTime: z.string(),
  free: z.boolean(),
  reason: ZSeriesSkipReason.nullable(),
  /** The price the occurrence would have (free dates only). */
  price: z.number().int().min(0).nullable(),
});
export type TSeriesDate = z.infer<typeof ZSeriesDate>;

export const ZSeriesPreviewAnswer = z.object({ dates: z.array(ZSeriesDate) });
export type TSeriesPreviewAnswer = z.infer<typeof ZSeriesPreviewAnswer>;

export const ZSeriesSkipped = z.object({ date: zLocalDate, reason: ZSeriesSkipReason });
export type TSeriesSkipped = z.infer<typeof ZSeriesSkipped>;

/** One occurrence as the series lists it. */
export const ZSeriesOccurrence = z.object({
  _id: zUuid,
  bookingId: z.string(),
  date: zLocalDate,
  status: ZBookingStatus,
});
export type TSeriesOccurrence = z.infer<typeof ZSeriesOccurrence>;

export const ZBookingSeries = z.object({
  _id: zUuid,
  court: ZCourtRef,
  customer: z.object({
    _id: zUuid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
  }),
  firstDate: zLocalDate,
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  weeks: z.number().int(),
  notes: z.string().nullable(),
  createdAt: zIsoDateTime,
  /** Every occurrence booked, earliest first (cancelled ones included). */
  occurrences: z.array(ZSeriesOccurrence),
});
export type TBookingSeries = z.infer<typeof ZBookingSeries>;

export const ZCreateSeriesAnswer = z.object({
  series: ZBookingSeries,
  bookings: z.array(ZBooking),
  skipped: z.array(ZSeriesSkipped),
});
export type TCreateSeriesAnswer = z.infer<typeof ZCreateSeriesAnswer>;

export const ZSeriesListQuery = z.object({
  page: zQueryPage,
  limit: zQueryLimit(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type TSeriesListQuery = z.infer<typeof ZSeriesListQuery>;

export const ZSeriesListAnswer = z.object({
  series: z.array(ZBookingSeries),
  pagination: ZPagination,
});
export type TSeriesListAnswer = z.infer<typeof ZSeriesListAnswer>;

export const ZSeriesAnswer = z.object({ series: ZBookingSeries });
export type TSeriesAnswer = z.infer<typeof ZSeriesAnswer>;

/** DELETE /admin/booking-series/{id}?from=: the occurrences on or after `from` (default today). */
export const ZSeriesCancelQuery = z.object({ from: zLocalDate.optional() });
export type TSeriesCancelQuery = z.infer<typeof ZSeriesCancelQuery>;

export const ZSeriesCancelAnswer = z.object({
  series: ZBookingSeries,
  /** The occurrences this call cancelled. */
  cancelled: z.array(ZSeriesOccurrence),
});
export type TSeriesCancelAnswer = z.infer<typeof ZSeriesCancelAnswer>;

/** The console's words for series (the New Booking wizard's Repeat weekly and the series panel). */
export const SERIES_SCREEN_TEXTS = {
  repeatWeekly: 'Repeat weekly',
  weeks: 'Weeks',
  weeksHint: `The same court and time every week, ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS} weeks`,
  preview: 'Preview dates',
  createSeries: (count: number) =>
    `Create series (${count} ${count === 1 ? 'booking' : 'bookings'})`,
  skippedSummary: (count: number) =>
    `${count} ${count === 1 ? 'date is' : 'dates are'} not free and will be skipped`,
  panelTitle: 'Weekly series',
  belongsToSeries: 'Part of a weekly series',
  openSeries: 'Open series',
  cancelFrom: 'Cancel from',
  cancelOccurrences: 'Cancel occurrences',
  cancelHint:
    'Cancels the pending and confirmed dates from the chosen date on; past and completed ones stay. Each customer is told by e-mail.',
  noneToCancel: 'No future occurrence left to cancel',
  back: 'Back',
} as const;
