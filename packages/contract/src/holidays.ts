// Holiday calls (calls doc §7 "Holidays") and the holiday form (product doc §5 "Holiday").
import { ZAffectedBookingsChoice } from './closures';
import { z } from 'zod';
import { ZHoliday } from './entities/holiday';
import {
  isAfter,
  rule,
  zHalfHourCloseTime,
  zHalfHourTime,
  zLocalDate,
  zNumber,
  zQueryNumber,
  zRequiredText,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

/** Texts of the holiday calls that the shared catalogue does not word. */
export const HOLIDAY_MESSAGES = {
  notFound: 'Holiday not found',
  duplicateDate: 'A holiday already exists on this date',
  yearInvalid: 'Year must be a whole number from 2000 to 2100',
  saved: 'Holiday saved successfully!',
  deleted: 'Holiday deleted successfully!',
} as const;

/** A partial holiday's hours, on the 30-minute grid of the slots (open to 23:30, close to 24:00). */
export const ZHolidayHoursInput = z
  .object(
    { openTime: zHalfHourTime, closeTime: zHalfHourCloseTime },
    { error: V.customHoursRequired },
  )
  .refine((hours) => isAfter(hours.closeTime, hours.openTime), {
    error: V.closeAfterOpen,
    path: ['closeTime'],
  });

/**
 * POST /holidays and PUT /holidays/{id} (PUT replaces the whole holiday). A full-day holiday
 * closes the venue and drops customHours; otherwise customHours are required (the form starts
 * them at 08:00-18:00). One holiday per date.
 */
export const ZHolidayInput = z
  .object({
    name: zRequiredText('Name', 100),
    date: zLocalDate,
    isFullDay: z.boolean({ error: V.booleanInvalid }).default(true),
    customHours: ZHolidayHoursInput.nullable().optional(),
    affectedBookings: ZAffectedBookingsChoice.optional(),
  })
  .superRefine((holiday, ctx) => {
    if (!holiday.isFullDay && !holiday.customHours) {
      ctx.addIssue({ code: 'custom', message: V.customHoursRequired, path: ['customHours'] });
    }
  })
  .transform((holiday) => ({
    ...holiday,
    customHours: holiday.isFullDay ? null : (holiday.customHours ?? null),
  }));
export type THolidayInput = z.infer<typeof ZHolidayInput>;
export type THolidayFormInput = z.input<typeof ZHolidayInput>;

/** GET /holidays?startDate&endDate or ?year=2025; the filters given all apply. */
export const ZHolidayListQuery = z
  .object({
    startDate: zLocalDate.optional(),
    endDate: zLocalDate.optional(),
    year: zQueryNumber(
      zNumber(HOLIDAY_MESSAGES.yearInvalid, [
        rule(
          (year) => Number.isInteger(year) && year >= 2000 && year <= 2100,
          HOLIDAY_MESSAGES.yearInvalid,
        ),
      ]).optional(),
    ),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: V.dateRangeOrder,
    path: ['endDate'],
  });
export type THolidayListQuery = z.infer<typeof ZHolidayListQuery>;

/** Sorted by date. */
export const ZHolidayListAnswer = z.object({ holidays: z.array(ZHoliday) });
export type THolidayListAnswer = z.infer<typeof ZHolidayListAnswer>;

export const ZHolidayAnswer = z.object({ holiday: ZHoliday });
export type THolidayAnswer = z.infer<typeof ZHolidayAnswer>;

/** GET /holidays/check/{date} and GET /court-availability/date/{date}: a venue-local date. */
export const ZDateParams = z.object({ date: zLocalDate });
export type TDateParams = z.infer<typeof ZDateParams>;

/** The holiday on that date, or null. */
export const ZHolidayCheckAnswer = z.object({
  isHoliday: z.boolean(),
  holiday: ZHoliday.nullable(),
});
export type THolidayCheckAnswer = z.infer<typeof ZHolidayCheckAnswer>;
