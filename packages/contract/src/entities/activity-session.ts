// Activity sessions of the booking funnel (product doc §3 "Activity session", §4).
import { z } from 'zod';
import { ACTIVITY_ACTIONS } from '../constants';
import { zIsoDateTime, zUuid } from '../fields';

export const ZActivityAction = z.enum(ACTIVITY_ACTIONS);

/** Keys the funnel uses; other keys pass through untouched. */
export const ZActivityData = z.looseObject({
  /** A funnel step number (1-6) or name ('send_otp'). */
  step: z.union([z.number(), z.string()]).optional(),
  courtId: z.string().optional(),
  courtName: z.string().optional(),
  timeSlot: z.unknown().optional(),
  price: z.number().optional(),
  totalPrice: z.number().optional(),
  amount: z.number().optional(),
  duration: z.number().optional(),
});
export type TActivityData = z.infer<typeof ZActivityData>;

export const ZActivity = z.object({
  timestamp: zIsoDateTime,
  action: ZActivityAction,
  data: ZActivityData.optional(),
  url: z.string(),
  sessionId: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

/** A stored session; sessionDuration is in seconds, null while the session is open. */
export const ZActivitySession = z.object({
  sessionId: z.string(),
  userId: zUuid.nullable(),
  startTime: zIsoDateTime,
  endTime: zIsoDateTime.nullable(),
  sessionDuration: z.number().int().min(0).nullable(),
  userAgent: z.string(),
  url: z.string(),
  referrer: z.string(),
  screenResolution: z.string(),
  viewport: z.string(),
  timezone: z.string(),
  language: z.string(),
  platform: z.string(),
  activities: z.array(ZActivity),
  bookingCompleted: z.boolean(),
  bookingAbandoned: z.boolean(),
});
export type TActivitySession = z.infer<typeof ZActivitySession>;
