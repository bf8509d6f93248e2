import express, { type Router } from 'express';
import { createTimeslotsRouter } from './analytics/timeslots-routes';
import {
  createAdminAvailabilityRouter,
  createCourtAvailabilityRouter,
  createDaySlotsRouter,
} from './availability/availability-routes';
import { createAdminSettingsRouter, createBusinessRouter } from './business/business-routes';
import { createAdminBookingsRouter } from './admin/admin-bookings-routes';
import { createAdminAnalyticsRouter } from './admin/admin-analytics-routes';
import { createAdminUsersRouter } from './admin/admin-users-routes';
import { createAdminDashboardRouter } from './admin/dashboard-routes';
import { createUserManagementRouter } from './admin/user-management-routes';
import { createActivityRouter } from './analytics/activity-routes';
import { createApiKeysRouter } from './api-keys/api-keys-routes';
import { createOpenApiRouter } from './openapi/openapi-routes';
import { createBookingsRouter } from './bookings/bookings-routes';
import type { AppContext } from './context';
import { createAdminCourtsRouter, createCourtsRouter } from './courts/courts-routes';
import { createHolidaysRouter } from './holidays/holidays-routes';
import { createAdminHoursRouter, createHoursRouter } from './hours/hours-routes';
import { createOverridesRouter } from './overrides/overrides-routes';
import { createAdminPaymentsRouter } from './payments/admin-payments-routes';
import { createPaymentsRouter } from './payments/payments-routes';

/** Mounts every domain's routes under the api router; one line per domain and path. */
export function mountDomainRoutes(api: Router, ctx: AppContext): void {
  api.use('/courts', createCourtAvailabilityRouter(ctx));
  api.use('/courts', createCourtsRouter(ctx));
  api.use('/admin/courts', createAdminCourtsRouter(ctx));
  api.use('/operating-hours', createDaySlotsRouter(ctx));
  api.use('/operating-hours', createHoursRouter(ctx));
  api.use('/admin/operating-hours', createAdminHoursRouter(ctx));
  api.use('/holidays', createHolidaysRouter(ctx));
  api.use('/court-availability', createOverridesRouter(ctx));
  api.use('/business', createBusinessRouter(ctx));
  api.use('/admin/settings', createAdminSettingsRouter(ctx));
  api.use('/admin/availability', createAdminAvailabilityRouter(ctx));
  api.use('/analytics', createTimeslotsRouter(ctx));
  api.use('/bookings', createBookingsRouter(ctx));
  api.use('/admin/bookings', createAdminBookingsRouter(ctx));
  api.use('/admin/users', createAdminUsersRouter(ctx));
  api.use('/admin/users', createUserManagementRouter(ctx));
  api.use('/admin/dashboard', createAdminDashboardRouter(ctx));
  api.use('/admin/analytics', createAdminAnalyticsRouter(ctx));
  api.use('/analytics', createActivityRouter(ctx));
  api.use('/admin/api-keys', createApiKeysRouter(ctx));
  api.use('/payments', createPaymentsRouter(ctx));
  api.use('/admin/payments', createAdminPaymentsRouter(ctx));
  api.use('/', createOpenApiRouter(ctx));
}

/** Uploaded images, served read-only. */
export function uploadsStatic(ctx: AppContext) {
  return express.static(ctx.config.uploadDir, { maxAge: '7d', fallthrough: true, index: false });
}
