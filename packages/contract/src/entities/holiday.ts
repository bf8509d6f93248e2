// Holiday or closure (product doc §3 "Holiday").
import { z } from 'zod';
import { zCloseTime, zLocalDate, zTime, zUuid } from '../fields';

export const ZHolidayHours = z.object({ openTime: zTime, closeTime: zCloseTime });
export type THolidayHours = z.infer<typeof ZHolidayHours>;

/** A full-day holiday closes the venue; otherwise it opens only during customHours. */
export const ZHoliday = z.object({
  _id: zUuid,
  id: zUuid,
  name: z.string(),
  date: zLocalDate,
  isFullDay: z.boolean(),
  customHours: ZHolidayHours.nullable(),
});
export type THoliday = z.infer<typeof ZHoliday>;
