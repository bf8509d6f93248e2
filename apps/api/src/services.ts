import { createAdminAnalyticsService } from './admin/admin-analytics-service';
import { createAdminBookingsService } from './admin/admin-bookings-service';
import { createDashboardService } from './admin/dashboard-service';
import { createActivityService } from './analytics/activity-service';
import { createTimeslotsService } from './analytics/timeslots-service';
import { createApiKeyResolver } from './http/api-key-auth';
import { createApiKeysService } from './api-keys/api-keys-service';
import { createIdempotency } from './lib/idempotency';
import { createAccountDeletion } from './auth/account-deletion';
import { createAuthService } from './auth/auth-service';
import { createAuthenticate } from './http/guards';
import { createCodeService } from './one-time-codes/one-time-codes';
import { createTokenService } from './auth/tokens';
import { createSocialProviders } from './auth/social/social-providers';
import { createSocialSignInService } from './auth/social/social-sign-in-service';
import { createAvailabilityService } from './availability/availability-service';
import { createBookingsService } from './bookings/bookings-service';
import { createBusinessService } from './business/business-service';
import { createCalendarService } from './calendar-feeds/calendar-service';
import type { AppContext } from './lib/context';
import { createCourtsService } from './courts/courts-service';
import { createUploadedImages } from './courts/uploaded-images';
import { createHolidaysService } from './schedule/holidays/holidays-service';
import { createHoursService } from './schedule/hours/hours-service';
import { createNotificationPreferences } from './notifications/notification-preferences';
import { createWhatsAppWebhooks } from './notifications/whatsapp-webhooks';
import { createRateLimits } from './lib/rate-limits';
import { createOverridesService } from './schedule/overrides/overrides-service';
import { createAdminPaymentsService } from './payments/admin-payments-service';
import { createPaymentFlows } from './payments/payment-flows';
import { createPaymentProvider } from './payments/payment-provider';
import { createPaymentsService } from './payments/payments-service';
import { createUserManagementService } from './users/user-management-service';

/**
 * The composition root: every service of the api is built here, once, and handed to the
 * routes (and the timed jobs). A service gets the services it uses; none builds another's.
 * Payments depends on bookings (its flows are handed to the bookings service), never the reverse.
 */
export function createServices(ctx: AppContext) {
  const limits = createRateLimits(ctx);
  const codes = createCodeService(ctx);
  const tokens = createTokenService(ctx);
  const auth = createAuthService(ctx, { codes, tokens, limits });
  const socialSignIn = createSocialSignInService(ctx, {
    providers: createSocialProviders(ctx.config),
    tokens,
  });
  const apiKeys = createApiKeysService(ctx);
  const authenticate = createAuthenticate(ctx, tokens, [createApiKeyResolver(ctx, apiKeys)]);

  const availability = createAvailabilityService(ctx);
  const paymentProvider = createPaymentProvider(ctx);
  const bookings = createBookingsService(ctx, {
    paymentFlows: createPaymentFlows(ctx, paymentProvider),
    availability,
    codes,
    limits,
  });

  const calendar = createCalendarService(ctx);
  const adminPayments = createAdminPaymentsService(ctx, { provider: paymentProvider, bookings });
  // A deleted account's paid bookings are refunded through the admin's refund.
  const accountDeletion = createAccountDeletion(ctx, {
    codes,
    tokens,
    refunds: {
      refund: async (paymentId, amount) => {
        await adminPayments.refundPayment(paymentId, amount);
      },
    },
  });

  return {
    limits,
    codes,
    tokens,
    auth,
    accountDeletion,
    socialSignIn,
    authenticate,
    apiKeys,
    idempotency: createIdempotency(ctx),
    users: createUserManagementService(ctx, { tokens }),
    courts: createCourtsService(ctx),
    uploadedImages: createUploadedImages(ctx),
    availability,
    hours: createHoursService(ctx),
    holidays: createHolidaysService(ctx),
    overrides: createOverridesService(ctx),
    business: createBusinessService(ctx),
    bookings,
    adminBookings: createAdminBookingsService(ctx, bookings),
    paymentProvider,
    payments: createPaymentsService(ctx, paymentProvider),
    adminPayments,
    dashboard: createDashboardService(ctx),
    adminAnalytics: createAdminAnalyticsService(ctx),
    timeslots: createTimeslotsService(ctx, { availability }),
    activity: createActivityService(ctx),
    calendar,
    notificationPreferences: createNotificationPreferences(ctx, { calendar, codes }),
    whatsappWebhooks: createWhatsAppWebhooks(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
