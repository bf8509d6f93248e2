// Court availability override (product doc §3 "Court availability override", §4 resolution).
import { z } from 'zod';
import { zCloseTime, zLocalDate, zTime, zUuid } from '../fields';

export const ZOverrideTimeRange = z.object({ startTime: zTime, endTime: zCloseTime });
export type TOverrideTimeRange = z.infer<typeof ZOverrideTimeRange>;

/**
 * Full-day, or without ranges: isAvailable holds all day. Otherwise a time inside a range
 * takes isAvailable and a time outside takes the opposite. The court is always expanded.
 */
export const ZCourtOverride = z.object({
  _id: zUuid,
  id: zUuid,
  date: zLocalDate,
  court: z.object({ _id: zUuid, name: z.string() }),
  reason: z.string(),
  isAvailable: z.boolean(),
  isFullDay: z.boolean(),
  timeRanges: z.array(ZOverrideTimeRange),
});
export type TCourtOverride = z.infer<typeof ZCourtOverride>;
