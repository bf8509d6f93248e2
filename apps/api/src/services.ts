import { createAdminAnalyticsService } from './admin';
import { createAdminBookingsService } from './admin';
import { createDashboardService } from './admin';
import { createActivityService } from './analytics';
import { createTimeslotsService } from './analytics';
import { createApiKeyResolver } from './http/api-key-auth';
import { createApiKeysService } from './api-keys';
import { createIdempotency } from './lib/idempotency';
import { createAccountDeletion } from './auth';
import { createAuthService } from './auth';
import { createAuthenticate } from './http/guards';
import { createCodeService } from './one-time-codes';
import { createTokenService } from './auth';
import { createSocialProviders } from './auth';
import { createSocialSignInService } from './auth';
import { createAvailabilityService } from './availability';
import { createBookingsService } from './bookings';
import { createBusinessService } from './business';
import { createCalendarFeedsService } from './calendar-feeds';
import type { AppContext } from './lib/context';
import { createClosuresService } from './closures';
import { createCourtsService } from './courts';
import { createUploadedImages } from './courts';
import { createHolidaysService } from './schedule';
import { createHoursService } from './schedule';
import { createNotificationPreferences } from './notifications';
import { createWhatsAppWebhooks } from './notifications';
import { createRateLimits } from './lib/rate-limits';
import { createOverridesService } from './schedule';
import { createAdminPaymentsService } from './payments';
import { createCashUp, createDeskPayments } from './payments';
import { createPaymentFlows } from './payments';
import { createPaymentProvider } from './payments';
import { createPaymentsService } from './payments';
import { createUserManagementService } from './users';
import { createBookingChangeHub } from './live';
import { createOutboxAdminService } from './outbox';
import { createSeriesService } from './series';
import { createMatchesService } from './matches';
import { createWaitlistService } from './waitlist';

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

  const calendarFeeds = createCalendarFeedsService(ctx);
  const adminPayments = createAdminPaymentsService(ctx, { provider: paymentProvider, bookings });
  // A deleted account's and a closure's paid bookings are refunded through the admin's refund.
  const refunds = {
    refund: async (paymentId: string, amount: number) => {
      await adminPayments.refundPayment(paymentId, amount);
    },
  };

  const deskPayments = createDeskPayments(ctx, { bookings });

  const accountDeletion = createAccountDeletion(ctx, {
    codes,
    tokens,
    refunds,
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
    closures: createClosuresService(ctx, { refunds }),
    business: createBusinessService(ctx),
    bookings,
    adminBookings: createAdminBookingsService(ctx, bookings),
    paymentProvider,
    payments: createPaymentsService(ctx, paymentProvider),
    adminPayments,
    deskPayments,
    cashUp: createCashUp(ctx),
    dashboard: createDashboardService(ctx),
    adminAnalytics: createAdminAnalyticsService(ctx),
    timeslots: createTimeslotsService(ctx, { availability }),
    activity: createActivityService(ctx),
    calendarFeeds,
    notificationPreferences: createNotificationPreferences(ctx, { calendar: calendarFeeds, codes }),
    whatsappWebhooks: createWhatsAppWebhooks(ctx),
    bookingChanges: createBookingChangeHub(ctx),
    outbox: createOutboxAdminService(ctx),
    series: createSeriesService(ctx, { bookings, availability }),
    matches: createMatchesService(ctx, {
      bookings,
      provider: paymentProvider,
      refunds,
      deskPayments,
    }),
    matchRefunds: refunds,
    waitlist: createWaitlistService(ctx, { availability, holds: bookings.holds }),
  };
}

export type Services = ReturnType<typeof createServices>;
