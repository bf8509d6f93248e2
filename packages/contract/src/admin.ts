// Admin calls (calls doc §7 "Admin endpoint detail").
import { z } from 'zod';
import { ZBookingListQuery, ZBookingSlotInput } from './bookings';
import { ZPagination } from './common';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  PAYMENT_METHODS,
  RECENT_UPCOMING_LIMIT,
  USER_ROLE_FILTERS,
} from './constants';
import { ZBooking, ZBookingStatus } from './entities/booking';
import { ZCourtRef } from './entities/court';
import { ZDailyRevenue, ZDashboardPeriod } from './entities/dashboard-stats';
import { ZUser } from './entities/user';
import {
  messageOf,
  toMinutes,
  zAdminWizardDuration,
  zCloseTime,
  zEmailStrict,
  zOptionalEmail,
  zIsoDateTime,
  zLocalDate,
  zName,
  zOptionalText,
  zPhone,
  zPlainText,
  zQueryBooleanDefault,
  zQueryLimit,
  zQueryPage,
  zText,
  zTime,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

// Dashboard and analytics ------------------------------------------------------------------

/** GET /admin/dashboard/stats?period=today|week|month (answer: ZDashboardStats). */
export const ZDashboardStatsQuery = z.object({ period: ZDashboardPeriod.default('today') });
export type TDashboardStatsQuery = z.infer<typeof ZDashboardStatsQuery>;

/** A day ('2025-01-31') or an instant ('2025-01-31T00:00:00.000Z'), read in venue time. */
const zDayOrInstant = z
  .string({ error: V.dateInvalid })
  .trim()
  .refine(
    (value) => zLocalDate.safeParse(value).success || zIsoDateTime.safeParse(value).success,
    V.dateInvalid,
  );

/** The longest range the analytics calls answer, in days (the heatmap asks 365). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** Without dates, the analytics calls cover the last 30 days up to today. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;

/**
 * GET /admin/analytics/revenue/daily-by-date?start&end (the heatmap asks the last 365 days).
 * An instant is read as the venue-local date it falls on; both ends are included.
 */
export const ZDailyRevenueQuery = z.object({ start: zDayOrInstant, end: zDayOrInstant });
export type TDailyRevenueQuery = z.infer<typeof ZDailyRevenueQuery>;

/** Days without revenue are left out; the heatmap fills them with zero. */
export const ZDailyRevenueAnswer = z.object({ daily: z.array(ZDailyRevenue) });
export type TDailyRevenueAnswer = z.infer<typeof ZDailyRevenueAnswer>;

/** GET /admin/analytics/bookings and /revenue: the range defaults to the last 30 days. */
export const ZAnalyticsRangeQuery = z
  .object({ startDate: zLocalDate.optional(), endDate: zLocalDate.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: V.dateRangeOrder,
    path: ['endDate'],
  });
export type TAnalyticsRangeQuery = z.infer<typeof ZAnalyticsRangeQuery>;

const zCount = z.number().int().min(0);
const zRupees = z.number().int().min(0);
const ZAnalyticsPaymentMethod = z.enum(PAYMENT_METHODS);

/**
 * The spec does not show these answers. Bookings are counted on their venue-local date;
 * totalBookings, byCourt, byPaymentMethod and daily leave cancelled bookings out, byStatus
 * counts every status (cancelled included). Courts and days without bookings are left out.
 */
export const ZBookingAnalyticsAnswer = z.object({
  startDate: zLocalDate,
  endDate: zLocalDate,
  totalBookings: zCount,
  byStatus: z.record(ZBookingStatus, zCount),
  byCourt: z.array(z.object({ court: ZCourtRef, bookings: zCount })),
  byPaymentMethod: z.record(ZAnalyticsPaymentMethod, zCount),
  daily: z.array(z.object({ _id: zLocalDate, bookings: zCount })),
});
export type TBookingAnalyticsAnswer = z.infer<typeof ZBookingAnalyticsAnswer>;

/**
 * Revenue (bookings that are paid or completed, on their local date: DECISIONS) in total, by
 * court, by payment method and by day; `paidBookings` is how many bookings it sums.
 */
export const ZRevenueAnalyticsAnswer = z.object({
  startDate: zLocalDate,
  endDate: zLocalDate,
  totalRevenue: zRupees,
  paidBookings: zCount,
  byCourt: z.array(z.object({ court: ZCourtRef, revenue: zRupees, bookings: zCount })),
  byPaymentMethod: z.record(ZAnalyticsPaymentMethod, zRupees),
  daily: z.array(ZDailyRevenue),
});
export type TRevenueAnalyticsAnswer = z.infer<typeof ZRevenueAnalyticsAnswer>;

// Bookings ----------------------------------------------------------------------------------

/** GET /admin/bookings: the shared booking list query (limit 20 by default, 100 at most). */
export const ZAdminBookingListQuery = ZBookingListQuery;
export type TAdminBookingListQuery = z.infer<typeof ZAdminBookingListQuery>;

/** GET /admin/bookings/recent (last 24 h) and /upcoming (next 24 h). */
export const ZRecentBookingsQuery = z.object({
  limit: zQueryLimit(RECENT_UPCOMING_LIMIT, ADMIN_MAX_PAGE_SIZE),
});
export type TRecentBookingsQuery = z.infer<typeof ZRecentBookingsQuery>;

export const ZRecentBookingsAnswer = z.object({ bookings: z.array(ZBooking) });
export type TRecentBookingsAnswer = z.infer<typeof ZRecentBookingsAnswer>;

/** A wizard field that reads 'Please fill in all temporary user details' when empty. */
function zTempUserField<T extends z.ZodType<string, string>>(schema: T) {
  return zText(V.temporaryUserDetailsRequired, [(value) => messageOf(schema, value)]).pipe(schema);
}

/**
 * The wizard's temporary user (a walk-in): name and phone required, then each field's own
 * rule. The e-mail may be left empty ('' reads as absent): no mail goes to such a customer and
 * the account cannot sign in until an e-mail is added from Manage Users.
 */
export const ZWizardTempUser = z.object({
  firstName: zTempUserField(zName('First name')),
  lastName: zTempUserField(zName('Last name')),
  email: zOptionalEmail,
  phone: zTempUserField(zPhone),
});
export type TWizardTempUser = z.infer<typeof ZWizardTempUser>;

/**
 * POST /admin/bookings: for an existing user (`user` id) or a new temporary one (`tempUser`),
 * on 60, 90, 120 or 180 minutes; the slot's length must equal the duration.
 */
export const ZAdminCreateBookingRequest = z
  .object({
    userType: z.enum(['existing', 'temporary']),
    user: zUuid.optional(),
    tempUser: ZWizardTempUser.optional(),
    court: zUuid,
    date: zLocalDate,
    timeSlot: ZBookingSlotInput,
    duration: zAdminWizardDuration,
    notes: zOptionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.userType === 'existing' && !body.user) {
      ctx.addIssue({ code: 'custom', message: V.required('User'), path: ['user'] });
    }
    if (body.userType === 'temporary' && !body.tempUser) {
      ctx.addIssue({ code: 'custom', message: V.temporaryUserDetailsRequired, path: ['tempUser'] });
    }
    const length = toMinutes(body.timeSlot.endTime) - toMinutes(body.timeSlot.startTime);
    if (!Number.isNaN(length) && length !== body.duration) {
      ctx.addIssue({ code: 'custom', message: V.durationMismatch, path: ['duration'] });
    }
  });
export type TAdminCreateBookingRequest = z.infer<typeof ZAdminCreateBookingRequest>;
export type TAdminCreateBookingInput = z.input<typeof ZAdminCreateBookingRequest>;

/** GET /admin/availability?date=: each court's free ranges that day, in venue time. */
export const ZAdminAvailabilityQuery = z.object({ date: zLocalDate });
export type TAdminAvailabilityQuery = z.infer<typeof ZAdminAvailabilityQuery>;

/**
 * A slot a player holds while typing their booking code (DECISIONS "Slot holds"): who holds it
 * and until when, for the desk only. Players and partner agents see a held slot as unavailable,
 * never whose it is.
 */
export const ZHeldSlot = z.object({
  start: zTime,
  end: zCloseTime,
  holder: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** When the hold lapses unless the code is used (an instant; shown in Karachi time). */
  expiresAt: zIsoDateTime,
});
export type THeldSlot = z.infer<typeof ZHeldSlot>;

export const ZCourtFreeRanges = z.object({
  court: ZCourtRef,
  /** Empty when the court has no availability that day. */
  free: z.array(z.object({ start: zTime, end: zCloseTime })),
  /** The court's live holds that day, earliest first (staff and admins only). */
  held: z.array(ZHeldSlot).default([]),
});
export type TCourtFreeRanges = z.infer<typeof ZCourtFreeRanges>;

export const ZAdminAvailabilityAnswer = z.object({ availability: z.array(ZCourtFreeRanges) });
export type TAdminAvailabilityAnswer = z.infer<typeof ZAdminAvailabilityAnswer>;

// Users -------------------------------------------------------------------------------------

/** POST /admin/users/temporary: all four required; the user gets a complete-signup link. */
export const ZTemporaryUserRequest = z.object({
  firstName: zName('First name'),
  lastName: zName('Last name'),
  email: zEmailStrict,
  phone: zPhone,
});
export type TTemporaryUserRequest = z.infer<typeof ZTemporaryUserRequest>;

export const ZTemporaryUserAnswer = z.object({
  user: ZUser,
  /** '/complete-signup?email=...' on the product's host. */
  signupLink: z.string(),
});
export type TTemporaryUserAnswer = z.infer<typeof ZTemporaryUserAnswer>;

/**
 * GET /admin/users. role 'customer' means role user. The list is sorted by last activity,
 * newest first, then by creation.
 */
export const ZAdminUserListQuery = z.object({
  page: zQueryPage,
  limit: zQueryLimit(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  search: zPlainText(100).optional(),
  role: z.enum(USER_ROLE_FILTERS).optional(),
  includeStats: zQueryBooleanDefault(false),
  includeActivity: zQueryBooleanDefault(false),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

/** Staff accounts: what a change to a person's account was. */
export const USER_CHANGE_KINDS = ['invited', 'role', 'status'] as const;
export type TUserChangeKind = (typeof USER_CHANGE_KINDS)[number];

/**
 * One recorded change to an account (an invitation, a role change, a suspension or a
 * restoring): who made it, when, from what to what. `from` is null for an invitation; `by` is
 * null once the admin who made it is gone.
 */
export const ZUserChange = z.object({
  id: zUuid,
  userId: zUuid,
  kind: z.enum(USER_CHANGE_KINDS),
  from: z.string().nullable(),
  to: z.string(),
  by: z.object({ id: zUuid, name: z.string() }).nullable(),
  at: zIsoDateTime,
});
export type TUserChange = z.infer<typeof ZUserChange>;

/** What staff see of a customer's bookings when they search: counts only, never money. */
export const ZCustomerBookingCounts = z.object({
  totalBookings: z.number().int().min(0),
  upcomingCount: z.number().int().min(0),
});
export type TCustomerBookingCounts = z.infer<typeof ZCustomerBookingCounts>;

/**
 * A listed user, with the latest recorded change to the account (null when there is none).
 * Staff searching customers get `bookingCounts` instead of `stats`, no `activity` and a null
 * `latestChange` (revenue, discounts and activity are the admin's).
 */
export const ZAdminListedUser = ZUser.extend({
  latestChange: ZUserChange.nullable(),
  /** How many of the user's bookings the desk marked as no-shows. */
  noShows: z.number().int().min(0),
  bookingCounts: ZCustomerBookingCounts.optional(),
});
export type TAdminListedUser = z.infer<typeof ZAdminListedUser>;

export const ZAdminUserListAnswer = z.object({
  users: z.array(ZAdminListedUser),
  pagination: ZPagination,
});
export type TAdminUserListAnswer = z.infer<typeof ZAdminUserListAnswer>;

/**
 * What an admin may set through PATCH /admin/users/{id}/status (the spec does not show the
 * values): a suspended user cannot sign in and their sessions end.
 */
export const ADMIN_SETTABLE_USER_STATUSES = ['active', 'suspended'] as const;
export type TAdminSettableUserStatus = (typeof ADMIN_SETTABLE_USER_STATUSES)[number];

/** PATCH /admin/users/{id}/status. */
export const ZUserStatusRequest = z.object({
  status: z.enum(ADMIN_SETTABLE_USER_STATUSES, { error: V.statusInvalid }),
});
export type TUserStatusRequest = z.infer<typeof ZUserStatusRequest>;

export const ZUserAnswer = z.object({ user: ZUser });
export type TUserAnswer = z.infer<typeof ZUserAnswer>;

/** Roles an admin may give a person in the console (agents are made with their API key). */
export const ADMIN_SETTABLE_ROLES = ['user', 'staff', 'admin'] as const;
export type TAdminSettableRole = (typeof ADMIN_SETTABLE_ROLES)[number];
/** Roles a staff invitation may give. */
export const STAFF_INVITE_ROLES = ['staff', 'admin'] as const;
export type TStaffInviteRole = (typeof STAFF_INVITE_ROLES)[number];

/** POST /admin/users/staff: the temporary user's four details and the role. */
export const ZStaffInviteRequest = ZTemporaryUserRequest.extend({
  role: z.enum(STAFF_INVITE_ROLES, { error: V.staffRoleInvalid }),
});
export type TStaffInviteRequest = z.infer<typeof ZStaffInviteRequest>;

/** PATCH /admin/users/{id}/role. */
export const ZUserRoleRequest = z.object({
  role: z.enum(ADMIN_SETTABLE_ROLES, { error: V.roleInvalid }),
});
export type TUserRoleRequest = z.infer<typeof ZUserRoleRequest>;

/** PATCH /admin/users/{id}/email: an e-mail for an account that has none (a walk-in). */
export const ZUserEmailRequest = z.object({ email: zEmailStrict });
export type TUserEmailRequest = z.infer<typeof ZUserEmailRequest>;

/** GET /admin/users/{id}/changes: newest first. */
export const ZUserChangesAnswer = z.object({ changes: z.array(ZUserChange) });
export type TUserChangesAnswer = z.infer<typeof ZUserChangesAnswer>;
