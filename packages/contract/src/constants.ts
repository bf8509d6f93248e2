// Business constants and limits (calls doc §9), the enumerations of the entities (product
// doc §3) and the rulings that settle what the spec leaves open (DECISIONS).

export const API_BASE_PATH = '/api/v1';
/** Default call timeout; verify booking OTP has none (calls doc §7). */
export const API_TIMEOUT_MS = 10_000;
export const VERIFY_BOOKING_OTP_TIMEOUT_MS = 0;

/** The largest JSON or form body one call takes, at the api and at the gateway alike. */
export const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;
/** The largest image an upload takes. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/**
 * The most procedures one tRPC request may batch: each is a call to the api, so a longer batch
 * would let one anonymous request multiply into thousands. The client splits larger batches.
 */
export const TRPC_BATCH_MAX_CALLS = 10;

/**
 * The web's query parameter that opens the sign-in dialog on arrival (`/?auth=login`,
 * `/?auth=forgot-password`), so a mail can link straight to signing in or resetting a password.
 */
export const AUTH_LINK_PARAM = 'auth';
export const AUTH_LINK_MODES = ['login', 'forgot-password'] as const;
export type TAuthLinkMode = (typeof AUTH_LINK_MODES)[number];

export const TIME_ZONE = 'Asia/Karachi';
/** Asia/Karachi is UTC+5 all year (no daylight saving). */
export const TIME_ZONE_OFFSET_MINUTES = 300;

export const CURRENCY = 'PKR';
export const CURRENCY_SYMBOL = 'Rs.';
export const NUMBER_LOCALE = 'en-PK';

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
/** DECISIONS: a code allows 5 wrong tries; at most 5 codes per account per hour. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;

/** Sign-in, registration and code requests per client address in this window (the count is configured; 50 by default). */
export const AUTH_RATE_LIMIT_WINDOW_MINUTES = 15;
/** Token refreshes per session (refresh-token family) in the same window, counted apart from sign-in. */
export const REFRESH_RATE_LIMIT_PER_SESSION = 30;
/** Requests per API key and minute; above it the key is answered 429 until the minute passes. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 300;
/** Tracking calls per address and minute: far above what one browser sends, low enough to stop a flood. */
export const TRACKING_RATE_LIMIT_PER_MINUTE = 120;
/**
 * A booking code holds its slot for the player until the code lapses (OTP_VALIDITY_SECONDS), is
 * used, or is released. A player or an address letting more than this many holds lapse without
 * booking within SLOT_HOLD_EXPIRY_WINDOW_SECONDS is refused codes for SLOT_HOLD_BLOCK_SECONDS.
 */
export const SLOT_HOLD_MAX_EXPIRED = 5;
export const SLOT_HOLD_EXPIRY_WINDOW_SECONDS = 3600;
export const SLOT_HOLD_BLOCK_SECONDS = 3600;

export const PASSWORD_MIN_LENGTH = 6;
/** Names are at least 2 and under 50 characters: 49 is the longest accepted. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 49;
export const PHONE_PREFIX = '+92';
export const PHONE_LENGTH = 13;
export const CNIC_DIGITS = 6;

export const DURATION_MIN_MINUTES = 30;
export const DURATION_MAX_MINUTES = 480;
export const DURATION_DEFAULT_MINUTES = 60;

/**
 * DECISIONS "Slot holds": live holds (a booking code's slot, kept for OTP_VALIDITY_SECONDS)
 * one account may have at once (a new code moves its hold), and one client address across all
 * its accounts. An address also holds at most SLOT_HOLD_MAX_MINUTES_PER_ADDRESS court-minutes
 * at once: one longest booking a player may make, so no legal booking is refused a hold, but
 * three 8-hour holds cannot empty three courts for the day.
 */
export const SLOT_HOLD_MAX_PER_ACCOUNT = 1;
export const SLOT_HOLD_MAX_PER_ADDRESS = 3;
export const SLOT_HOLD_MAX_MINUTES_PER_ADDRESS = DURATION_MAX_MINUTES;
/**
 * Booking codes one client address may ask for in an hour, whatever became of them (used,
 * released or expired); each account is limited apart to OTP_MAX_PER_HOUR.
 */
export const BOOKING_CODES_PER_ADDRESS_PER_HOUR = 20;
export const BOOKING_CODES_WINDOW_SECONDS = 3600;
export const DURATION_STEP_MINUTES = 30;
/** Step 1 quick search (product doc §2 "Booking flow"). */
export const QUICK_SEARCH_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
/** Admin create-booking wizard (calls doc §9). */
export const ADMIN_WIZARD_DURATIONS = [60, 90, 120, 180] as const;
export type TAdminWizardDuration = (typeof ADMIN_WIZARD_DURATIONS)[number];
/** Duration chooser presets in hours: 1, 1.5, 2, 2.5, 3. */
export const DURATION_PRESET_HOURS = [1, 1.5, 2, 2.5, 3] as const;

export const CAPACITY_MIN = 2;
export const CAPACITY_MAX = 6;
export const CAPACITY_DEFAULT = 4;
export const PERCENTAGE_MIN = 0;
export const PERCENTAGE_MAX = 100;

/** Default tiered prices in rupees; longDuration is per hour for 3 hours and more. */
export const DEFAULT_TIERED_PRICES = {
  thirtyMinutes: 600,
  oneHour: 1000,
  twoHours: 1800,
  longDuration: 900,
} as const;
/** Tiers derived from an hourly price (calls doc §9 "Derived tiers"). */
export const TIER_FACTORS = {
  thirtyMinutes: 0.6,
  oneHour: 1,
  twoHours: 1.8,
  longDuration: 0.9,
} as const;
/** Tiered mode: 180 minutes and more are priced at longDuration per hour (DECISIONS). */
export const LONG_DURATION_FROM_MINUTES = 180;

export const OPERATING_HOURS_STEP_MINUTES = 30;
export const SLOT_STEP_MINUTES = 30;
export const DEFAULT_OPERATING_HOURS = {
  weekday: { openTime: '06:00', closeTime: '23:00' },
  weekend: { openTime: '07:00', closeTime: '22:00' },
  holiday: { openTime: '08:00', closeTime: '21:00' },
} as const;
/** Holiday form defaults when not a full day (product doc §5 "Holiday"). */
export const DEFAULT_HOLIDAY_CUSTOM_HOURS = { openTime: '08:00', closeTime: '18:00' } as const;

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** Index in WEEKDAYS is the day of week (0 = Sunday), as JavaScript's Date counts. */
export type TWeekday = (typeof WEEKDAYS)[number];

export const DEFAULT_PAGE = 1;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_BOOKING_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_MAX_PAGES_SHOWN = 100;
export const PAYMENT_REQUESTS_PAGE_SIZE = 25;
export const TRANSACTIONS_SCREEN_PAGE_SIZE = 50;
export const RECENT_UPCOMING_LIMIT = 10;
export const DASHBOARD_RECENT_UPCOMING_LIMIT = 5;
export const MY_BOOKINGS_PAGE_SIZE = 10;
export const USERS_WIZARD_PAGE_SIZE = 10;
export const USERS_PAGE_SIZE = 20;
export const AGENTS_LIMIT = 100;
/** The admin availability check loads up to this many bookings in its window. */
export const AVAILABILITY_CHECK_BOOKINGS_LIMIT = 2000;
export const ACTIVITY_SESSIONS_PER_PAGE = 2;

export const SEARCH_DEBOUNCE_WIZARD_MS = 500;
export const SEARCH_DEBOUNCE_USERS_MS = 350;
export const ACTIVITY_IDLE_MS = 5 * 60 * 1000;

/** Customers and admins book from today to 30 days ahead (calls doc §9, DECISIONS). */
export const BOOKING_WINDOW_DAYS = 30;
/**
 * The dates any call accepts: a venue's bookings, schedule and figures all fall in this century.
 * Outside it a date is refused (400) before it reaches date arithmetic or the database.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
/** Clear in admin bookings sets today through today + 6 days. */
export const ADMIN_CLEAR_RANGE_DAYS = 6;
/** Admin default date range: yesterday to 5 days ahead. */
export const ADMIN_DEFAULT_RANGE = { daysBefore: 1, daysAfter: 5 } as const;
export const HEATMAP_DAYS_BACK = 364;
export const HEATMAP_LEVELS = 5;
/** DECISIONS: customers cancel only while at least 2 hours remain before the start. */
export const CANCELLATION_CUTOFF_HOURS = 2;
/** The policy text's refund window (kept for the policy pages). */
export const CANCELLATION_POLICY_HOURS = 6;
export const ARRIVAL_MINUTES_BEFORE = 10;
export const DATA_DELETION_DAYS = 30;
/** DECISIONS: an unanswered card payment is cancelled after 30 minutes. */
export const CARD_PAYMENT_EXPIRY_MINUTES = 30;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_AUTO_CLOSE_ROUTES_MS = 3000;
export const POST_SIGNUP_REDIRECT_MS = 2000;
export const OAUTH_SUCCESS_REDIRECT_MS = 500;
export const OAUTH_FAILURE_REDIRECT_MS = 2000;
export const AUTH_SUCCESS_NAVIGATE_MS = 100;
export const PAYMENT_WINDOW_CLOSE_MS = 500;
export const NATIVE_CARD_PAYMENT_REDIRECT_MS = 3000;
export const CONTACT_SUBMIT_DELAY_MS = 1000;
export const DATA_DELETION_SUBMIT_DELAY_MS = 2000;

export const CURRENCIES = ['PKR', 'USD', 'EUR', 'GBP', 'AUD'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const TIME_ZONES = [
  TIME_ZONE,
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Dubai',
  'Asia/Kolkata',
] as const;
export type TTimeZone = (typeof TIME_ZONES)[number];

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'whatsapp',
  'custom',
] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const OAUTH_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_NAMES: Record<TOAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
};
/** The web app's sign-in callback page: the api sends the browser there after the provider. */
export const OAUTH_CALLBACK_PAGE = '/auth/callback';
/** The signed cookie that binds a social sign-in to the browser that started it. */
export const OAUTH_STATE_COOKIE = 'padel_oauth';
/** How long a sign-in at the provider may take (the state cookie's life). */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** The callback page's one-time exchange code lives this long. */
export const OAUTH_EXCHANGE_CODE_TTL_SECONDS = 60;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];
/** An admin sets these through PATCH /admin/bookings/{id}/status (calls doc §7). */
export const ADMIN_BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled'] as const;
export type TAdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];
/** DECISIONS: the only moves a booking's status may make; completed and cancelled are final. */
export const BOOKING_STATUS_TRANSITIONS: Readonly<
  Record<TBookingStatus, readonly TBookingStatus[]>
> = {
  pending: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const PAYMENT_STATUSES = ['paid', 'pending', 'refunded', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['cash', 'jazzcash_card', 'jazzcash_mwallet'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** JazzCash transactions: a card payment, a wallet charge, or a refund of either. */
export const PAYMENT_TRANSACTION_TYPES = ['card', 'mwallet', 'refund'] as const;
export type TPaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];
export const PAYMENT_TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
/** Why a payment waits for an admin (see the payment transaction entity). */
export const PAYMENT_FLAGS = ['mismatch', 'refund'] as const;
export type TPaymentFlag = (typeof PAYMENT_FLAGS)[number];
/** How the admin console names a flagged payment. */
export const PAYMENT_FLAG_LABELS: Record<TPaymentFlag, string> = {
  mismatch: 'Answer mismatch',
  refund: 'Refund due',
};
export type TPaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

/** DECISIONS: `user` is a customer; admin screens filter it as "customer". */
export const ROLES = ['user', 'staff', 'admin', 'agent'] as const;
export type TRole = (typeof ROLES)[number];
/** Role filter of the admin users list: "customer" stands for role user. */
export const USER_ROLE_FILTERS = ['customer', 'user', 'staff', 'admin', 'agent'] as const;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/**
 * `pending` is an invited temporary user who has not completed sign-up; `suspended` cannot
 * log in. The spec does not show the values (calls doc §7 "PATCH /admin/users/{id}/status").
 */
export const USER_STATUSES = ['active', 'suspended', 'pending'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const COURT_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type TCourtStatus = (typeof COURT_STATUSES)[number];
export const PRICING_MODES = ['hourly', 'tiered'] as const;
export type TPricingMode = (typeof PRICING_MODES)[number];

export const DATA_DELETION_REASONS = [
  'no_longer_using',
  'privacy_concerns',
  'account_security',
  'data_minimization',
  'other',
] as const;
export type TDataDeletionReason = (typeof DATA_DELETION_REASONS)[number];

export const API_KEY_SCOPES = [
  'courts:read',
  'availability:read',
  'bookings:read',
  'bookings:write',
] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** DECISIONS: the scopes a new key gets. */
export const DEFAULT_API_KEY_SCOPES = [
  'courts:read',
  'availability:read',
  'bookings:read',
  'bookings:write',
] as const satisfies readonly TApiKeyScope[];

export const ACTIVITY_ACTIONS = [
  'booking_flow',
  'booking_abandonment',
  'page_view',
  'form_interaction',
  'error',
] as const;
export type TActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** Booking funnel, numbered as product doc §4 "Activity session". */
export const FUNNEL_STEPS = [
  { number: 1, name: 'select_court', label: 'Select court' },
  { number: 2, name: 'pick_date', label: 'Pick date' },
  { number: 3, name: 'select_time_slot', label: 'Select time slot' },
  { number: 4, name: 'booking_form', label: 'Booking form' },
  { number: 5, name: 'send_otp', label: 'Send OTP' },
  { number: 6, name: 'booking_completed', label: 'Booking completed' },
] as const;
/** Named steps also include otp_verification, between send_otp and booking_completed. */
export const FUNNEL_STEP_NAMES = [
  'select_court',
  'pick_date',
  'select_time_slot',
  'booking_form',
  'send_otp',
  'otp_verification',
  'booking_completed',
] as const;
export type TFunnelStepName = (typeof FUNNEL_STEP_NAMES)[number];

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Confirm text of account deletion (product doc §4 "Account deletion"). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE_MY_ACCOUNT';

/** Default business values (product doc §3 "Business settings", calls doc §9). */
export const DEFAULT_BUSINESS = {
  country: 'Pakistan',
  primaryColor: 'orange',
  secondaryColor: 'yellow',
  currency: 'PKR',
  timezone: TIME_ZONE,
  language: 'en',
  appVersion: '1.0.0',
  forceUpdate: false,
  maintenanceMode: false,
  paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
} as const;

/** Support hours (calls doc §9 "Support"). */
export const SUPPORT_HOURS = 'Mon-Fri 9:00-18:00';

/** The field a closure's body carries the choice of its affected bookings in, and its 409's field errors name. */
export const AFFECTED_BOOKINGS_FIELD = 'affectedBookings';
