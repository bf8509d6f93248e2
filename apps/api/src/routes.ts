import express from 'express';
import { adminAnalyticsRoutes } from './http/routes/admin-analytics-routes';
import { adminBookingsRoutes } from './http/routes/admin-bookings-routes';
import { activityRoutes } from './http/routes/activity-routes';
import { timeslotsRoutes } from './http/routes/timeslots-routes';
import { apiKeysRoutes } from './http/routes/api-keys-routes';
import { authRoutes } from './http/routes/auth-routes';
import { socialSignInRoutes } from './http/routes/social-sign-in-routes';
import { availabilityRoutes } from './http/routes/availability-routes';
import { bookingsRoutes } from './http/routes/bookings-routes';
import { businessRoutes } from './http/routes/business-routes';
import { calendarFeedsRoutes } from './http/routes/calendar-feeds-routes';
import type { AppContext } from './lib/context';
import { courtsRoutes } from './http/routes/courts-routes';
import { holidaysRoutes } from './http/routes/holidays-routes';
import { hoursRoutes } from './http/routes/hours-routes';
import type { EndpointRoute } from './http/endpoint-route';
import { serviceRoutes } from './http/routes/openapi-routes';
import { notificationsRoutes } from './http/routes/notifications-routes';
import { overridesRoutes } from './http/routes/overrides-routes';
import { outboxRoutes } from './http/routes/outbox-routes';
import { paymentsRoutes } from './http/routes/payments-routes';
import { deskPaymentsRoutes } from './http/routes/desk-payments-routes';
import type { Services } from './services';
import { usersRoutes } from './http/routes/users-routes';
import { bookingSeriesRoutes } from './http/routes/booking-series-routes';
import { matchesRoutes } from './http/routes/matches-routes';
import { waitlistRoutes } from './http/routes/waitlist-routes';

/** Every route of the api, one list per domain; each is an entry of the endpoint catalogue. */
export function createRoutes(ctx: AppContext, services: Services): EndpointRoute[] {
  return [
    ...serviceRoutes(ctx),
    ...authRoutes(ctx, services),
    ...socialSignInRoutes(ctx, services),
    ...usersRoutes(services),
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
    ...deskPaymentsRoutes(services),
    ...calendarFeedsRoutes(services),
    ...notificationsRoutes(services),
    ...outboxRoutes(services),
    ...bookingSeriesRoutes(services),
    ...matchesRoutes(services),
    ...waitlistRoutes(ctx, services),
  ];
}

/** Images stored on disk by releases before they moved into the database, served read-only. */
export function uploadsStatic(ctx: AppContext) {
  return express.static(ctx.config.uploadDir, { maxAge: '7d', fallthrough: true, index: false });
}
