import express from 'express';
import { activityRoutes } from './analytics/activity-routes';
import { timeslotsRoutes } from './analytics/timeslots-routes';
import { adminAnalyticsRoutes } from './admin/admin-analytics-routes';
import { adminBookingsRoutes } from './admin/admin-bookings-routes';
import { adminUsersRoutes } from './admin/user-management-routes';
import { apiKeysRoutes } from './api-keys/api-keys-routes';
import type { AuthService } from './auth/auth-service';
import { authRoutes } from './auth/auth-routes';
import { availabilityRoutes } from './availability/availability-routes';
import { bookingsRoutes } from './bookings/bookings-routes';
import { businessRoutes } from './business/business-routes';
import type { AppContext } from './context';
import { courtsRoutes } from './courts/courts-routes';
import { holidaysRoutes } from './holidays/holidays-routes';
import { hoursRoutes } from './hours/hours-routes';
import type { EndpointRoute } from './lib/endpoint-route';
import { serviceRoutes } from './openapi/openapi-routes';
import { overridesRoutes } from './overrides/overrides-routes';
import { paymentsRoutes } from './payments/payments-routes';

/** Every route of the api, one list per domain; each is an entry of the endpoint catalogue. */
export function createRoutes(ctx: AppContext, services: { auth: AuthService }): EndpointRoute[] {
  return [
    ...serviceRoutes(ctx),
    ...authRoutes(ctx, services.auth),
    ...courtsRoutes(ctx),
    ...availabilityRoutes(ctx),
    ...hoursRoutes(ctx),
    ...holidaysRoutes(ctx),
    ...overridesRoutes(ctx),
    ...businessRoutes(ctx),
    ...bookingsRoutes(ctx),
    ...adminBookingsRoutes(ctx),
    ...adminUsersRoutes(ctx),
    ...adminAnalyticsRoutes(ctx),
    ...timeslotsRoutes(ctx),
    ...activityRoutes(ctx),
    ...apiKeysRoutes(ctx),
    ...paymentsRoutes(ctx),
  ];
}

/** Uploaded images, served read-only. */
export function uploadsStatic(ctx: AppContext) {
  return express.static(ctx.config.uploadDir, { maxAge: '7d', fallthrough: true, index: false });
}
