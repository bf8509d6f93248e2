// Availability calls (calls doc §7 "Courts" availability, "Analytics" common and preferred).
import { z } from 'zod';
import { DURATION_DEFAULT_MINUTES } from './constants';
import { ZTimeSlot } from './entities/time-slot';
import { zDurationMinutes, zLocalDate, zQueryNumber, zTime, zUuid } from './fields';

const zQueryDuration = zQueryNumber(zDurationMinutes.default(DURATION_DEFAULT_MINUTES));

/** GET /courts/{id}/availability?date=yyyy-MM-dd&duration=60. */
export const ZAvailabilityQuery = z.object({
  date: zLocalDate,
  duration: zQueryDuration,
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

/**
 * GET /analytics/common-timeslots: slots free on at least one court for the duration, from
 * startTimeFrom on. Without a date the search runs over the booking window ("any date").
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

/** GET /analytics/preferred-timeslots: slots like the ones the user (or everyone) books most. */
export const ZPreferredTimeslotsQuery = z.object({
  userId: zUuid.optional(),
  duration: zQueryDuration,
  date: zLocalDate.optional(),
});
export type TPreferredTimeslotsQuery = z.infer<typeof ZPreferredTimeslotsQuery>;

export const ZPreferredTimeslotsAnswer = z.object({ preferred: z.array(ZTimeSlot) });
export type TPreferredTimeslotsAnswer = z.infer<typeof ZPreferredTimeslotsAnswer>;
