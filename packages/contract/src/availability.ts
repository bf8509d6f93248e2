// Availability calls (calls doc §7 "Courts" availability, "Analytics" common and preferred).
import { z } from 'zod';
import { DURATION_DEFAULT_MINUTES } from './constants';
import { ZTimeSlot } from './entities/time-slot';
import { zDurationMinutes, zLocalDate, zQueryNumber, zTime, zUuid } from './fields';
import { ZDaySlotsQuery } from './hours';

const zQueryDuration = zQueryNumber(zDurationMinutes.default(DURATION_DEFAULT_MINUTES));

/** GET /courts/{id}/availability?date=yyyy-MM-dd&duration=60. */
export const ZAvailabilityQuery = z.object({
  date: zLocalDate,
  duration: zQueryDuration,
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

/**
 * GET /operating-hours/{day}/slots?duration=60&date=yyyy-MM-dd. The date is optional: with it
 * (it must fall on {day}) that date's holiday applies and starts already past are left out;
 * without it the weekday's weekly hours alone give the list.
 */
export const ZDaySlotsRequestQuery = ZDaySlotsQuery.extend({ date: zLocalDate.optional() });
export type TDaySlotsRequestQuery = z.infer<typeof ZDaySlotsRequestQuery>;

/** How many slots common-timeslots answers when no date is given ("any date"). */
export const COMMON_TIMESLOTS_ANY_DATE_LIMIT = 24;
/** Days searched from today when no date is given: this week, today included. */
export const TIMESLOT_SEARCH_DAYS = 7;
/** How many preferred slots are suggested. */
export const PREFERRED_TIMESLOTS_LIMIT = 6;

/**
 * GET /analytics/common-timeslots: slots free on at least one active court for the duration,
 * starting at startTimeFrom or later. With a date, every such slot of that date; without one
 * ("any date"), the soonest 24 from today through the next 6 days.
 */
export const ZCommonTimeslotsQuery = z.object({
  duration: zQueryDuration,
  date: zLocalDate.optional(),
  startTimeFrom: zTime.optional(),
});
export type TCommonTimeslotsQuery = z.infer<typeof ZCommonTimeslotsQuery>;

/** Answer data: each slot lists the courts free then (courtIds, courtCount). */
export const ZCommonTimeslotsAnswer = z.object({ common: z.array(ZTimeSlot) });
export type TCommonTimeslotsAnswer = z.infer<typeof ZCommonTimeslotsAnswer>;

/**
 * GET /analytics/preferred-timeslots: up to 6 free slots in the next 7 days (or on `date`) like
 * the ones the user books (court, weekday, start time); with no history, the venue's most
 * booked start times. `userId` other than the caller's own is for staff.
 */
export const ZPreferredTimeslotsQuery = z.object({
  userId: zUuid.optional(),
  duration: zQueryDuration,
  date: zLocalDate.optional(),
});
export type TPreferredTimeslotsQuery = z.infer<typeof ZPreferredTimeslotsQuery>;

export const ZPreferredTimeslotsAnswer = z.object({ preferred: z.array(ZTimeSlot) });
export type TPreferredTimeslotsAnswer = z.infer<typeof ZPreferredTimeslotsAnswer>;
