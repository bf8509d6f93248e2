import express, { type Router } from 'express';
import { createTimeslotsRouter } from './analytics/timeslots-routes';
import {
  createAdminAvailabilityRouter,
  createCourtAvailabilityRouter,
  createDaySlotsRouter,
} from './availability/availability-routes';
import { createAdminSettingsRouter, createBusinessRouter } from './business/business-routes';
import { createAdminBookingsRouter } from './admin/admin-bookings-routes';
import { createAdminUsersRouter } from './admin/admin-users-routes';
import { createBookingsRouter } from './bookings/bookings-routes';
import type { AppContext } from './context';
import { createAdminCourtsRouter, createCourtsRouter } from './courts/courts-routes';
import { createHolidaysRouter } from './holidays/holidays-routes';
import { createAdminHoursRouter, createHoursRouter } from './hours/hours-routes';
import { createOverridesRouter } from './overrides/overrides-routes';

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
}

/** Uploaded images, served read-only. */
export function uploadsStatic(ctx: AppContext) {
  return express.static(ctx.config.uploadDir, { maxAge: '7d', fallthrough: true, index: false });
}
