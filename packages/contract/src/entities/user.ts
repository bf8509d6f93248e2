// User as the api answers it (product doc §3 "User"). The password never leaves the api.
import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../constants';
import { zIsoDateTime, zUuid } from '../fields';
import { ZLanguage } from '../language';

export const ZRole = z.enum(ROLES);
export const ZUserStatus = z.enum(USER_STATUSES);

/** Figures the admin users list adds with includeStats (rupees are integers). */
export const ZUserStats = z.object({
  totalBookings: z.number().int().min(0),
  totalSpent: z.number().int().min(0),
  totalDiscountGiven: z.number().int().min(0),
  upcomingCount: z.number().int().min(0),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/** Added with includeActivity: how many activity sessions, and the last one's time. */
export const ZUserActivitySummary = z.object({
  activityCount: z.number().int().min(0),
  lastActivityAt: zIsoDateTime.nullable(),
});
export type TUserActivitySummary = z.infer<typeof ZUserActivitySummary>;

/**
 * `_id` and `id` carry the same uuid: the spec's screens read either. `phone` is null for an
 * account made by social sign-in that has not given one yet.
 */
export const ZUser = z.object({
  _id: zUuid,
  id: zUuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZRole,
  status: ZUserStatus,
  isEmailVerified: z.boolean(),
  isVerified: z.boolean(),
  /** role === 'admin' (product doc §6). */
  isAdmin: z.boolean(),
  createdAt: zIsoDateTime,
  /** Padel level, 1.0 to 7.0; null until the player chooses one. */
  level: z.number().min(1).max(7).nullable(),
  /**
   * The language the player reads the app, mails and messages in. The api always sends it;
   * optional so that answers written before it (fixtures, cached sessions) still parse.
   */
  language: ZLanguage.optional(),
  stats: ZUserStats.optional(),
  activity: ZUserActivitySummary.optional(),
});
export type TUser = z.infer<typeof ZUser>;
