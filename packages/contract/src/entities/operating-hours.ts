// Operating hours per weekday (product doc §3 "Operating hours per weekday").
import { z } from 'zod';
import { WEEKDAYS } from '../constants';
import { zCloseTime, zTime, zUuid } from '../fields';

export const ZWeekday = z.enum(WEEKDAYS);

export const ZTimeRange = z.object({ openTime: zTime, closeTime: zCloseTime });
export type TTimeRange = z.infer<typeof ZTimeRange>;

/**
 * One weekday's hours, one stored row per day (its id is what PATCH /admin/operating-hours/{id}
 * takes). `openTime` and `closeTime` mirror the first range, for screens that
 * read a single range; they are null when the day has no range.
 */
export const ZOperatingDay = z.object({
  _id: zUuid,
  id: zUuid,
  day: ZWeekday,
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: z.number().int().min(0).max(6),
  isOpen: z.boolean(),
  timeRanges: z.array(ZTimeRange),
  openTime: zTime.nullable(),
  closeTime: zCloseTime.nullable(),
});
export type TOperatingDay = z.infer<typeof ZOperatingDay>;

/** GET /operating-hours: the seven days, Sunday first. */
export const ZOperatingHours = z.array(ZOperatingDay);
export type TOperatingHours = z.infer<typeof ZOperatingHours>;
