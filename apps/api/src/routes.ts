import express from 'express';
import { adminAnalyticsRoutes } from './admin/admin-analytics-routes';
import { adminBookingsRoutes } from './admin/admin-bookings-routes';
import { activityRoutes } from './analytics/activity-routes';
import { timeslotsRoutes } from './analytics/timeslots-routes';
import { apiKeysRoutes } from './api-keys/api-keys-routes';
import { authRoutes } from './auth/auth-routes';
import { socialSignInRoutes } from './auth/social/social-sign-in-routes';
import { availabilityRoutes } from './availability/availability-routes';
import { bookingsRoutes } from './bookings/bookings-routes';
import { businessRoutes } from './business/business-routes';
import { calendarRoutes } from './calendar/calendar-routes';
import type { AppContext } from './context';
import { courtsRoutes } from './courts/courts-routes';
import { holidaysRoutes } from './holidays/holidays-routes';
import { hoursRoutes } from './hours/hours-routes';
import type { EndpointRoute } from './lib/endpoint-route';
import { serviceRoutes } from './openapi/openapi-routes';
import { notificationsRoutes } from './notifications/notifications-routes';
import { overridesRoutes } from './overrides/overrides-routes';
import { paymentsRoutes } from './payments/payments-routes';
import type { Services } from './services';
import { usersRoutes } from './users/users-routes';

/** Every route of the api, one list per domain; each is an entry of the endpoint catalogue. */
export function createRoutes(ctx: AppContext, services: Services): EndpointRoute[] {
  return [
    ...serviceRoutes(ctx),
    ...authRoutes(ctx, services),
    ...socialSignInRoutes(ctx, services),
    ...usersRoutes(ctx, services),
    ...courtsRoutes(services),
    ...availabilityRoutes(services),
    ...hoursRoutes(services),
    ...holidaysRoutes(services),
    ...overridesRoutes(services),
    ...businessRoutes(services),
    ...bookingsRoutes(ctx, services),
    ...adminBookingsRoutes(services),
    ...adminAnalyticsRoutes(ctx, services),
    ...timeslotsRoutes(services),
    ...activityRoutes(ctx, services),
    ...apiKeysRoutes(services),
    ...paymentsRoutes(services),
    ...calendarRoutes(services),
    ...notificationsRoutes(services),
  ];
}

/** Images stored on disk by releases before they moved into the database, served read-only. */
export function uploadsStatic(ctx: AppContext) {
  return express.static(ctx.config.uploadDir, { maxAge: '7d', fallthrough: true, index: false });
}
