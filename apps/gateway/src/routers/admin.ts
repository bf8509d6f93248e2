import {
  ZAdminAvailabilityAnswer,
  ZAdminAvailabilityQuery,
  ZAdminBookingListQuery,
  ZAdminBookingStatusRequest,
  ZAdminCreateBookingRequest,
  ZAdminUserListAnswer,
  ZAdminUserListQuery,
  ZAnalyticsRangeQuery,
  ZBookingAnalyticsAnswer,
  ZBookingAnswer,
  ZBookingListAnswer,
  ZBusinessAnswer,
  ZBusinessSettingsPatch,
  ZCourtAnswer,
  ZCourtListAnswer,
  ZCourtListQuery,
  ZCreateCourtRequest,
  ZDailyRevenueAnswer,
  ZDailyRevenueQuery,
  ZDashboardStats,
  ZDashboardStatsQuery,
  ZIdParams,
  ZOperatingDayAnswer,
  ZOperatingDayPatch,
  ZOperatingHoursAnswer,
  ZPaymentRequestListAnswer,
  ZPaymentRequestListQuery,
  ZRecentBookingsAnswer,
  ZRecentBookingsQuery,
  ZRefundAnswer,
  ZRefundRequest,
  ZRevenueAnalyticsAnswer,
  ZTemporaryUserAnswer,
  ZTemporaryUserRequest,
  ZTransactionAnswer,
  ZUpdateCourtRequest,
  ZUserAnswer,
  ZUserStatusRequest,
} from '@padel/contract';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

const dashboard = router({
  stats: endpoint({ method: 'GET', path: '/admin/dashboard/stats', input: ZDashboardStatsQuery, output: ZDashboardStats }),
});

const bookings = router({
  list: endpoint({ method: 'GET', path: '/admin/bookings', input: ZAdminBookingListQuery, output: ZBookingListAnswer }),
  recent: endpoint({
    method: 'GET',
    path: '/admin/bookings/recent',
    input: ZRecentBookingsQuery,
    output: ZRecentBookingsAnswer,
  }),
  upcoming: endpoint({
    method: 'GET',
    path: '/admin/bookings/upcoming',
    input: ZRecentBookingsQuery,
    output: ZRecentBookingsAnswer,
  }),
  create: endpoint({ method: 'POST', path: '/admin/bookings', input: ZAdminCreateBookingRequest, output: ZBookingAnswer }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/admin/bookings/:id/status',
    input: withParams(ZIdParams, ZAdminBookingStatusRequest),
    output: ZBookingAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/bookings/:id', input: ZIdParams }),
});

const courts = router({
  list: endpoint({ method: 'GET', path: '/admin/courts', input: ZCourtListQuery, output: ZCourtListAnswer }),
  create: endpoint({ method: 'POST', path: '/admin/courts', input: ZCreateCourtRequest, output: ZCourtAnswer }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/courts/:id',
    input: withParams(ZIdParams, ZUpdateCourtRequest),
    output: ZCourtAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/courts/:id', input: ZIdParams }),
});

const operatingHours = router({
  list: endpoint({ method: 'GET', path: '/admin/operating-hours', output: ZOperatingHoursAnswer }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/operating-hours/:id',
    input: withParams(ZIdParams, ZOperatingDayPatch),
    output: ZOperatingDayAnswer,
  }),
});

const users = router({
  list: endpoint({ method: 'GET', path: '/admin/users', input: ZAdminUserListQuery, output: ZAdminUserListAnswer }),
  createTemporary: endpoint({
    method: 'POST',
    path: '/admin/users/temporary',
    input: ZTemporaryUserRequest,
    output: ZTemporaryUserAnswer,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/admin/users/:id/status',
    input: withParams(ZIdParams, ZUserStatusRequest),
    output: ZUserAnswer,
  }),
});

const analytics = router({
  bookings: endpoint({
    method: 'GET',
    path: '/admin/analytics/bookings',
    input: ZAnalyticsRangeQuery,
    output: ZBookingAnalyticsAnswer,
  }),
  revenue: endpoint({
    method: 'GET',
    path: '/admin/analytics/revenue',
    input: ZAnalyticsRangeQuery,
    output: ZRevenueAnalyticsAnswer,
  }),
  dailyRevenue: endpoint({
    method: 'GET',
    path: '/admin/analytics/revenue/daily-by-date',
    input: ZDailyRevenueQuery,
    output: ZDailyRevenueAnswer,
  }),
});

const settings = router({
  get: endpoint({ method: 'GET', path: '/admin/settings', output: ZBusinessAnswer }),
  update: endpoint({ method: 'PATCH', path: '/admin/settings', input: ZBusinessSettingsPatch, output: ZBusinessAnswer }),
});

const payments = router({
  list: endpoint({
    method: 'GET',
    path: '/admin/payments/jazzcash',
    input: ZPaymentRequestListQuery,
    output: ZPaymentRequestListAnswer,
  }),
  inquire: endpoint({
    method: 'POST',
    path: '/admin/payments/jazzcash/:id/inquire',
    input: ZIdParams,
    output: ZTransactionAnswer,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/admin/payments/jazzcash/:id/refund',
    input: withParams(ZIdParams, ZRefundRequest),
    output: ZRefundAnswer,
  }),
});

const availability = router({
  check: endpoint({
    method: 'GET',
    path: '/admin/availability',
    input: ZAdminAvailabilityQuery,
    output: ZAdminAvailabilityAnswer,
  }),
});

export const adminRouter = router({
  dashboard,
  bookings,
  courts,
  operatingHours,
  users,
  analytics,
  settings,
  payments,
  availability,
});
