import type { AdminAnalyticsService, AdminBookingsService, DashboardService } from '../admin';
import type { ActivityService, TimeslotsService } from '../analytics';
import type { ApiKeysService } from '../api-keys';
import type { AccountDeletion, AuthService, SocialSignInService } from '../auth';
import type { AvailabilityService } from '../availability';
import type { BookingsService } from '../bookings';
import type { BusinessService } from '../business';
import type { CalendarFeedsService } from '../calendar-feeds';
import type { ClosuresService } from '../closures';
import type { CourtsService, UploadedImages } from '../courts';
import type { NotificationPreferences, WhatsAppWebhooks } from '../notifications';
import type { AdminPaymentsService, CashUp, DeskPayments, PaymentsService } from '../payments';
import type { HolidaysService, HoursService, OverridesService } from '../schedule';
import type { UserManagementService } from '../users';
import type { OutboxAdminService } from '../outbox';
import type { SeriesService } from '../series';
import type { MatchesService } from '../matches';
import type { WaitlistService } from '../waitlist';
import type { Idempotency } from '../lib/idempotency';
import type { RateLimits } from '../lib/rate-limits';

/**
 * What the routes are given: the services the composition root (services.ts) built. Written
 * out here, from each domain's index, so the http layer never imports the root above it.
 */
export type RouteServices = {
  limits: RateLimits;
  idempotency: Idempotency;
  auth: AuthService;
  accountDeletion: AccountDeletion;
  socialSignIn: SocialSignInService;
  apiKeys: ApiKeysService;
  users: UserManagementService;
  courts: CourtsService;
  uploadedImages: UploadedImages;
  availability: AvailabilityService;
  hours: HoursService;
  holidays: HolidaysService;
  overrides: OverridesService;
  closures: ClosuresService;
  business: BusinessService;
  bookings: BookingsService;
  matches: MatchesService;
  waitlist: WaitlistService;
  adminBookings: AdminBookingsService;
  payments: PaymentsService;
  adminPayments: AdminPaymentsService;
  deskPayments: DeskPayments;
  cashUp: CashUp;
  dashboard: DashboardService;
  adminAnalytics: AdminAnalyticsService;
  timeslots: TimeslotsService;
  activity: ActivityService;
  calendarFeeds: CalendarFeedsService;
  notificationPreferences: NotificationPreferences;
  whatsappWebhooks: WhatsAppWebhooks;
  outbox: OutboxAdminService;
  series: SeriesService;
};
