/**
 * The endpoint catalogue: one entry per REST endpoint of the api (paths under /api/v1). It is the
 * only place a path is written. The api mounts its routes from it, the OpenAPI document is
 * generated from it, API-key scopes are checked against it, and the gateway's pass-through
 * procedures are made by mapping over it.
 *
 * Shape: `ENDPOINTS` is a plain object keyed by a dotted name (`'courts.list'`,
 * `'admin.bookings.setStatus'`: the domain, then the operation; the gateway nests its routers
 * by the same names). Each entry is an `Endpoint`:
 *   - method   'get' | 'post' | 'put' | 'patch' | 'delete'
 *   - path     OpenAPI style under /api/v1, path parameters in braces: '/courts/{id}'
 *   - params, query, body   zod schemas of the path parameters, the query and the JSON body
 *   - data     zod schema of `data` in the success envelope `{success, message?, data}`;
 *              `null` for answers that carry only a message
 *   - raw      an answer outside the envelope (health, documents, the payment return)
 *   - status   the success status when it is not 200
 *   - access   who may call it: 'public' (anyone), 'optional' (anyone; a signed-in caller sees
 *              more), 'player' (any signed-in account), 'staff' (staff or admins), 'admin'
 *   - scope    the API-key scope that also lets a partner agent call it
 *   - summary, description, tag   for the reference
 *   - errors   error statuses beyond those access and input imply (`errorStatusesOf` gives all)
 *   - upload, form, headers   a multipart upload's field, a form post, request headers
 * `ENDPOINT_LIST` is the same entries as an array, each with its `name`.
 *
 * The spec's paths use other words than the domains for two things: '/operating-hours' is the
 * `hours` domain and '/court-availability' is the `overrides` domain (court availability overrides).
 */
import { z } from 'zod';
import type { TApiKeyScope } from './constants';
import {
  ZAdminAvailabilityAnswer,
  ZAdminAvailabilityQuery,
  ZAdminBookingListQuery,
  ZAdminCreateBookingRequest,
  ZAdminUserListAnswer,
  ZAdminUserListQuery,
  ZAnalyticsRangeQuery,
  ZBookingAnalyticsAnswer,
  ZDailyRevenueAnswer,
  ZDailyRevenueQuery,
  ZDashboardStatsQuery,
  ZRecentBookingsAnswer,
  ZRecentBookingsQuery,
  ZRevenueAnalyticsAnswer,
  ZStaffInviteRequest,
  ZTemporaryUserAnswer,
  ZTemporaryUserRequest,
  ZUserAnswer,
  ZUserChangesAnswer,
  ZUserRoleRequest,
  ZUserEmailRequest,
  ZUserStatusRequest,
} from './admin';
import { ZTrackActivityRequest, ZUserActivityAnswer, ZUserActivityQuery } from './analytics';
import {
  ZApiKeyAnswer,
  ZApiKeyListAnswer,
  ZCreateApiKeyAnswer,
  ZCreateApiKeyRequest,
} from './api-keys';
import {
  ZAuthResult,
  ZAuthTokens,
  ZChangePasswordRequest,
  ZCompleteSignupRequest,
  ZAccountDeletionPreview,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZLinkedProvidersAnswer,
  ZLoginRequest,
  ZOAuthCallbackParams,
  ZOAuthExchangeRequest,
  ZOAuthProviderParams,
  ZOAuthRequestQuery,
  ZProfileAnswer,
  ZRefreshTokenRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTempUserSendOtpRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from './auth';
import {
  ZAvailabilityQuery,
  ZCommonTimeslotsAnswer,
  ZCommonTimeslotsQuery,
  ZDaySlotsRequestQuery,
  ZPreferredTimeslotsAnswer,
  ZPreferredTimeslotsQuery,
} from './availability';
import {
  ZAdminBookingStatusRequest,
  ZBookingAnswer,
  ZBookingListAnswer,
  ZBookingListQuery,
  ZBookingStatusRequest,
  ZCancelBookingRequest,
  ZCreateBookingRequest,
  ZMyBookingsQuery,
  ZSendBookingOtpRequest,
  ZSendCancellationOtpRequest,
  ZVerifyBookingOtpAnswer,
  ZVerifyBookingOtpRequest,
  ZVerifyCancellationOtpRequest,
} from './bookings';
import {
  ZBusinessAnswer,
  ZBusinessSettingsInput,
  ZBusinessSettingsPatch,
  ZMaintenanceRequest,
  ZPublicBusinessAnswer,
  ZSocialMediaInput,
  ZUploadAnswer,
} from './business';
import { ZIdParams } from './common';
import {
  ZBookingSeriesRequest,
  ZCreateSeriesAnswer,
  ZSeriesAnswer,
  ZSeriesCancelAnswer,
  ZSeriesCancelQuery,
  ZSeriesListAnswer,
  ZSeriesListQuery,
  ZSeriesPreviewAnswer,
} from './booking-series';
import {
  ZCashUpAnswer,
  ZCashUpQuery,
  ZDeskPaymentAnswer,
  ZDeskPaymentListAnswer,
  ZDeskPaymentParams,
  ZDeskPaymentRequest,
  ZVoidDeskPaymentRequest,
} from './desk-payments';
import {
  ZCourtAnswer,
  ZCourtImageAnswer,
  ZCourtListAnswer,
  ZCourtListQuery,
  ZCourtStatusRequest,
  ZCreateCourtRequest,
  ZDeleteCourtAnswer,
  ZReplaceCourtRequest,
  ZUpdateCourtRequest,
} from './courts';
import { ZDashboardStats } from './entities/dashboard-stats';
import { ZAvailability } from './entities/time-slot';
import {
  ZDateParams,
  ZHolidayAnswer,
  ZHolidayCheckAnswer,
  ZHolidayInput,
  ZHolidayListAnswer,
  ZHolidayListQuery,
} from './holidays';
import {
  ZDaySlotsAnswer,
  ZOperatingDayAnswer,
  ZOperatingDayInput,
  ZOperatingDayPatch,
  ZOperatingHoursAnswer,
  ZOperatingScheduleInput,
  ZWeekdayParams,
} from './hours';
import {
  ZCourtDateParams,
  ZCourtOverrideAnswer,
  ZCourtOverrideCheckAnswer,
  ZCourtOverrideInput,
  ZCourtOverrideListAnswer,
  ZCourtOverrideListQuery,
} from './overrides';
import {
  ZJazzCashReturnBody,
  ZPaymentRequestListAnswer,
  ZPaymentRequestListQuery,
  ZPaymentStatusAnswer,
  ZPaymentStatusParams,
  ZRefundAnswer,
  ZRefundRequest,
  ZTransactionAnswer,
} from './payments';
import {
  ZBookingCalendarAnswer,
  ZCalendarFeedAnswer,
  ZCalendarFeedParams,
  ZConfirmWhatsAppRequest,
  ZNotificationSettingsAnswer,
  ZUpdateNotificationSettingsRequest,
  ZWhatsAppVerifyQuery,
  WHATSAPP_SIGNATURE_HEADER,
} from './notifications';
import { OUTBOX_TEXTS, ZOutboxListAnswer, ZOutboxListQuery, ZOutboxMessageAnswer } from './outbox';
import {
  ZAdminMatchAnswer,
  ZAdminMatchListAnswer,
  ZAdminMatchListQuery,
  ZCreateVenueMatchRequest,
  ZJoinMatchAnswer,
  ZJoinMatchRequest,
  ZMatchAnswer,
  ZMatchListAnswer,
  ZMatchListQuery,
  ZMatchPlayerParams,
  ZMatchSharePaymentAnswer,
  ZMatchSharePaymentRequest,
  ZMyBookingsAnswer,
  ZOpenMatchRequest,
} from './matches';
import { ZEnterResultRequest, ZLevelHistoryAnswer } from './match-results';
import {
  ZJoinWaitlistRequest,
  ZWaitlistAnswer,
  ZWaitlistCountsAnswer,
  ZWaitlistCountsQuery,
  ZWaitlistEntryAnswer,
} from './waitlist';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an endpoint (DECISIONS: accounts and roles). */
export type EndpointAccess = 'public' | 'optional' | 'player' | 'staff' | 'admin';

export type EndpointHeader = { name: string; required: boolean; description: string };

export type Endpoint = {
  method: HttpMethod;
  /** OpenAPI style, under /api/v1: '/courts/{id}'. */
  path: string;
  tag: EndpointTag;
  summary: string;
  description?: string;
  access: EndpointAccess;
  /** The API-key scope that lets a partner agent call it too. */
  scope?: TApiKeyScope;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload: the file's field name. */
  upload?: string;
  /** A form post (application/x-www-form-urlencoded) rather than JSON. */
  form?: boolean;
  /** What `data` holds in the success envelope; null for message-only answers. */
  data?: z.ZodType | null;
  /** An answer outside the envelope (health, documents, redirects). */
  raw?: { contentType: string; schema?: z.ZodType; description: string };
  /** The success status when it is not 200. */
  status?: number;
  headers?: readonly EndpointHeader[];
  /** Error statuses worth naming beyond the ones access and input imply. */
  errors?: readonly number[];
};

/** Keeps an entry's literal types (its path, its schemas) for the helper types below. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

/** The reference's sections, in order, with what each holds. */
export const ENDPOINT_TAGS = {
  Service: 'Health and this documentation.',
  Authentication: 'Accounts, sign-in and tokens of players and staff.',
  Courts: 'The venue’s courts and their slots. Partner agents: courts:read, availability:read.',
  Bookings:
    'Players book with an e-mailed code; staff and partner agents book directly. Partner agents: bookings:read, bookings:write.',
  'Operating hours': 'The weekly hours. Partner agents: availability:read.',
  Business: 'The venue’s public information and settings.',
  Holidays: 'Closures and special hours.',
  'Court availability overrides': 'A court closed or opened for part of a day.',
  Payments: 'JazzCash card and wallet payments.',
  Analytics: 'Slot suggestions and booking-funnel tracking.',
  Notifications:
    'Bookings in calendars (a file per booking, a private feed per player), WhatsApp messages and their webhooks.',
  'Admin: dashboard and analytics': 'The dashboard’s figures, bookings and revenue over a period.',
  'Admin: bookings':
    'Every booking: lists, bookings made for customers, status changes, free courts.',
  'Admin: courts': 'Every court whatever its status, its changes and its image.',
  'Admin: schedule': 'The weekly operating hours as the admin console edits them.',
  'Admin: users':
    'Customers, staff and agents; invited (temporary) users; staff invitations, roles, suspension and their history.',
  'Admin: settings': 'The venue’s business settings.',
  'Admin: API keys': 'Partner agents’ API keys: created (token shown once), listed, revoked.',
  'Admin: payments': 'JazzCash payment requests, status inquiries and refunds.',
  'Admin: messages': 'Outgoing e-mails and WhatsApp messages: the failed ones, and their retry.',
  Matches:
    'Open matches: a booking’s host offers seats to players of a level range, who join by paying a share.',
  'Admin: matches': 'Upcoming open and full matches, venue-hosted matches, removing a player.',
  Waitlist:
    'A player waits for a taken slot; when it frees, the first in line is told and holds it for 10 minutes.',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

/** Answers and requests that belong to no single domain's module. */
export const ZHealthAnswer = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
/** GET /health/ready: 200 once the database answers and is migrated, else 503 with `ready: false`. */
export const ZReadyAnswer = z.object({
  status: z.enum(['ready', 'unavailable']),
  ready: z.boolean(),
});
/** POST /auth/logout: a refresh token to end, else every session; anything else is ignored. */
export const ZLogoutRequest = z.object({ refreshToken: z.string().max(200).optional() });
export const ZTrackActivityResult = z.object({
  accepted: z.number().int().min(0),
  dropped: z.number().int().min(0),
});
export const ZExportDataAnswer = z.record(z.string(), z.unknown());
/** PUT /courts/{id}: the whole court form, or {status} alone for Disable/Enable. */
export const ZReplaceCourtOrStatusRequest = z.union([ZReplaceCourtRequest, ZCourtStatusRequest]);
/** PATCH /admin/courts/{id}: any of the court's fields, or {status} alone. */
export const ZUpdateCourtOrStatusRequest = z.union([ZUpdateCourtRequest, ZCourtStatusRequest]);

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer repeated for a request with an Idempotency-Key already used. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const IDEMPOTENCY_KEY_HEADER_DOC: EndpointHeader = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description:
    'Required for partner agents (API key): a unique string (1-255 characters) per new booking. Sending the same key with the same body again answers the first answer; the same key with another body is refused with 409. A key is remembered for 24 hours.',
};

/** The closures' shared rule (court disabled, holiday, override). */
const CLOSURE_DESCRIPTION =
  "A change that closes time holding pending or confirmed bookings not yet over is refused 409 with those bookings as field errors (`affectedBookings.<booking number>`) unless `affectedBookings` says what to do: 'cancel' cancels them (customers notified, what they paid refunded in full) or 'keep' keeps them.";

const REFUND_IDEMPOTENCY_KEY_HEADER_DOC: EndpointHeader = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: true,
  description:
    'A unique string (1-255 characters) per refund. Sending the same key with the same amount again answers the first answer and records nothing new; the same key with another amount is refused with 409. A key is remembered for 24 hours.',
};

const DESK_PAYMENT_IDEMPOTENCY_KEY_HEADER_DOC: EndpointHeader = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: true,
  description:
    'A unique string (1-255 characters) per payment: a double tap or a retry with the same key and body records one payment and answers the first answer again.',
};

const J = 'application/json';

export const ENDPOINTS = {
  'service.health': endpoint({
    method: 'get',
    path: '/health',
    tag: 'Service',
    summary: 'Health check',
    access: 'public',
    raw: {
      contentType: J,
      schema: ZHealthAnswer,
      description: 'The api is up; which database engine it uses.',
    },
  }),
  'service.ready': endpoint({
    method: 'get',
    path: '/health/ready',
    tag: 'Service',
    summary: 'Readiness check',
    access: 'public',
    raw: {
      contentType: J,
      schema: ZReadyAnswer,
      description:
        'Ready to serve: the database answers and every migration is applied. 503 until then, and while the instance is stopping; /health stays the liveness answer.',
    },
    errors: [503],
  }),
  'service.openApi': endpoint({
    method: 'get',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This OpenAPI document',
    access: 'public',
    raw: { contentType: J, description: 'The OpenAPI 3.1 document of the api.' },
  }),
  'service.docs': endpoint({
    method: 'get',
    path: '/docs',
    tag: 'Service',
    summary: 'API reference for partner developers (HTML)',
    access: 'public',
    raw: {
      contentType: 'text/html',
      description: 'The reference page; it loads its script and this document from this host only.',
    },
  }),
  'service.docsScript': endpoint({
    method: 'get',
    path: '/docs/reference.js',
    tag: 'Service',
    summary: 'The reference page’s script (Scalar API reference)',
    access: 'public',
    raw: {
      contentType: 'text/javascript',
      description: 'The API reference renderer’s browser bundle.',
    },
  }),

  // Authentication
  'auth.register': endpoint({
    method: 'post',
    path: '/auth/register',
    tag: 'Authentication',
    summary: 'Register and receive a verification code by e-mail',
    access: 'public',
    body: ZRegisterRequest,
    data: null,
    errors: [409, 429],
  }),
  'auth.verifyEmail': endpoint({
    method: 'post',
    path: '/auth/verify-email',
    tag: 'Authentication',
    summary: 'Verify the e-mail code and sign in',
    access: 'public',
    body: ZVerifyEmailRequest,
    data: ZAuthResult,
    status: 201,
    errors: [429],
  }),
  'auth.login': endpoint({
    method: 'post',
    path: '/auth/login',
    tag: 'Authentication',
    summary: 'Sign in',
    access: 'public',
    body: ZLoginRequest,
    data: ZAuthResult,
    errors: [429],
  }),
  'auth.logout': endpoint({
    method: 'post',
    path: '/auth/logout',
    tag: 'Authentication',
    summary: 'End the session of a refresh token (or every session)',
    access: 'optional',
    body: ZLogoutRequest,
    data: null,
  }),
  'auth.profile': endpoint({
    method: 'get',
    path: '/auth/profile',
    tag: 'Authentication',
    summary: 'The signed-in user',
    access: 'player',
    data: ZProfileAnswer,
  }),
  'auth.updateProfile': endpoint({
    method: 'put',
    path: '/auth/profile',
    tag: 'Authentication',
    summary: 'Update first and last name, the padel level and the language',
    access: 'player',
    body: ZUpdateProfileRequest,
    data: ZProfileAnswer,
  }),
  'auth.changePassword': endpoint({
    method: 'put',
    path: '/auth/change-password',
    tag: 'Authentication',
    summary: 'Change the password',
    access: 'player',
    body: ZChangePasswordRequest,
    data: null,
    errors: [429],
  }),
  'auth.forgotPassword': endpoint({
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'Authentication',
    summary: 'Send a password reset code',
    access: 'public',
    body: ZForgotPasswordRequest,
    data: null,
    errors: [429],
  }),
  'auth.resetPassword': endpoint({
    method: 'post',
    path: '/auth/reset-password',
    tag: 'Authentication',
    summary: 'Reset the password with the code',
    access: 'public',
    body: ZResetPasswordRequest,
    data: null,
    errors: [429],
  }),
  'auth.refreshToken': endpoint({
    method: 'post',
    path: '/auth/refresh-token',
    tag: 'Authentication',
    summary: 'Rotate the refresh token for a new pair',
    access: 'public',
    body: ZRefreshTokenRequest,
    data: ZAuthTokens,
    errors: [401, 429],
  }),
  'auth.tempUserSendOtp': endpoint({
    method: 'post',
    path: '/auth/temp-user/send-otp',
    tag: 'Authentication',
    summary: 'Send an invited user their set-up code',
    access: 'public',
    body: ZTempUserSendOtpRequest,
    data: null,
    errors: [429],
  }),
  'auth.completeSignup': endpoint({
    method: 'post',
    path: '/auth/temp-user/complete-signup',
    tag: 'Authentication',
    summary: 'Complete an invited user’s account set-up',
    access: 'public',
    body: ZCompleteSignupRequest,
    data: ZAuthResult,
    errors: [429],
  }),
  'auth.exportData': endpoint({
    method: 'get',
    path: '/auth/export-data',
    tag: 'Authentication',
    summary: 'Export the signed-in user’s data',
    access: 'player',
    data: ZExportDataAnswer,
  }),
  'auth.deletionPreview': endpoint({
    method: 'get',
    path: '/auth/delete-account',
    tag: 'Authentication',
    summary: 'What deleting the signed-in account would do',
    description:
      'Whether the deletion is confirmed with the password or an e-mailed code (an account with no password), and the upcoming bookings it cancels with what happens to the money paid for each.',
    access: 'player',
    data: ZAccountDeletionPreview,
  }),
  'auth.sendDeletionCode': endpoint({
    method: 'post',
    path: '/auth/delete-account/send-code',
    tag: 'Authentication',
    summary: 'E-mail a code that confirms deleting an account without a password',
    description:
      '409 for an account with a password (it confirms with the password). The code lives 300 s, is single use and void after 5 wrong tries.',
    access: 'player',
    data: null,
    errors: [409, 429],
  }),
  'auth.deleteAccount': endpoint({
    method: 'delete',
    path: '/auth/delete-account',
    tag: 'Authentication',
    summary: 'Delete (anonymise) the signed-in account',
    description:
      'Confirmed with the password, or the e-mailed code for an account without one. Upcoming bookings are cancelled; those paid online at least 6 hours ahead are refunded in full through JazzCash, the others are flagged for the venue as a refund due.',
    access: 'player',
    body: ZDeleteAccountRequest,
    data: null,
    // 409: the last active admin cannot delete their own account.
    errors: [409, 429],
  }),
  'auth.oauthRequest': endpoint({
    method: 'get',
    path: '/auth/{provider}/request',
    tag: 'Authentication',
    summary: 'Start social sign-in (browser navigation)',
    description:
      'The browser navigates here and is redirected to the provider (PKCE S256, state and nonce), with a short-lived signed cookie binding the sign-in to this browser. A provider the venue has not set up sends the browser to the sign-in page with the reason. The mobile app adds `appChallenge`, the S256 challenge of a verifier it proves at the exchange.',
    access: 'public',
    params: ZOAuthProviderParams,
    query: ZOAuthRequestQuery,
    raw: { contentType: 'text/html', description: 'A redirect to the provider.' },
    status: 302,
  }),
  'auth.oauthCallback': endpoint({
    method: 'get',
    path: '/auth/{provider}/callback',
    tag: 'Authentication',
    summary: 'Social sign-in callback (the provider redirects here)',
    description:
      'Checks the state against the browser’s cookie, exchanges the code (PKCE), verifies the ID token (signature against the provider’s keys, issuer, audience, expiry, nonce) and finds, links or creates the account. The browser is then sent to the sign-in page with a one-time exchange code (60 s), or with the reason sign-in failed. No token is ever put in an address.',
    access: 'public',
    params: ZOAuthProviderParams,
    query: ZOAuthCallbackParams,
    raw: {
      contentType: 'text/html',
      description: 'A redirect (303 See Other) to the sign-in page.',
    },
    status: 303,
  }),
  'auth.oauthCallbackPost': endpoint({
    method: 'post',
    path: '/auth/{provider}/callback',
    tag: 'Authentication',
    summary: 'Social sign-in callback (form post; Apple)',
    description:
      'Apple answers with `response_mode=form_post`: the same as the GET callback, read from the form (with the name Apple sends on the first sign-in only).',
    access: 'public',
    params: ZOAuthProviderParams,
    form: true,
    body: ZOAuthCallbackParams,
    raw: {
      contentType: 'text/html',
      description: 'A redirect (303 See Other) to the sign-in page.',
    },
    status: 303,
  }),
  'auth.oauthExchange': endpoint({
    method: 'post',
    path: '/auth/oauth/exchange',
    tag: 'Authentication',
    summary: 'Exchange the sign-in page’s one-time code for a session',
    description:
      'Once, within 60 s of the callback, and only by the browser that started the sign-in (its state cookie, `padel_oauth`) or by the app that sent `appChallenge` (its `codeVerifier`).',
    access: 'public',
    body: ZOAuthExchangeRequest,
    data: ZAuthResult,
    errors: [429],
  }),
  'auth.linkedProviders': endpoint({
    method: 'get',
    path: '/auth/linked-providers',
    tag: 'Authentication',
    summary: 'Sign-in providers linked to the signed-in account',
    access: 'player',
    data: ZLinkedProvidersAnswer,
  }),

  // Courts
  'courts.list': endpoint({
    method: 'get',
    path: '/courts',
    tag: 'Courts',
    summary: 'List courts',
    description: 'Players and agents see active courts; staff see every court.',
    access: 'optional',
    scope: 'courts:read',
    query: ZCourtListQuery,
    data: ZCourtListAnswer,
  }),
  'courts.byId': endpoint({
    method: 'get',
    path: '/courts/{id}',
    tag: 'Courts',
    summary: 'One court',
    access: 'optional',
    scope: 'courts:read',
    params: ZIdParams,
    data: ZCourtAnswer,
  }),
  'courts.availability': endpoint({
    method: 'get',
    path: '/courts/{id}/availability',
    tag: 'Courts',
    summary: 'A court’s time slots on a date',
    description: 'date is yyyy-MM-dd in Asia/Karachi; duration in minutes (30-480, default 60).',
    access: 'optional',
    scope: 'availability:read',
    params: ZIdParams,
    query: ZAvailabilityQuery,
    data: ZAvailability,
  }),
  'courts.create': endpoint({
    method: 'post',
    path: '/courts',
    tag: 'Courts',
    summary: 'Create a court',
    access: 'admin',
    body: ZCreateCourtRequest,
    data: ZCourtAnswer,
    status: 201,
  }),
  'courts.update': endpoint({
    method: 'put',
    path: '/courts/{id}',
    tag: 'Courts',
    summary: 'Replace a court, or set {status} alone',
    access: 'admin',
    params: ZIdParams,
    body: ZReplaceCourtOrStatusRequest,
    data: ZCourtAnswer,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'courts.remove': endpoint({
    method: 'delete',
    path: '/courts/{id}',
    tag: 'Courts',
    summary: 'Delete a court',
    access: 'admin',
    params: ZIdParams,
    data: ZDeleteCourtAnswer,
    errors: [409],
  }),

  // Bookings
  'bookings.sendOtp': endpoint({
    method: 'post',
    path: '/bookings/send-otp',
    tag: 'Bookings',
    summary: 'Send a booking code for a slot',
    access: 'player',
    body: ZSendBookingOtpRequest,
    data: null,
    errors: [409, 429, 503],
  }),
  'bookings.verifyOtp': endpoint({
    method: 'post',
    path: '/bookings/verify-otp',
    tag: 'Bookings',
    summary: 'Verify the booking code and book',
    description:
      'For a card payment the answer carries the provider form (jazzResp) to post from the browser. No timeout: a wallet charge waits for the customer.',
    access: 'player',
    body: ZVerifyBookingOtpRequest,
    data: ZVerifyBookingOtpAnswer,
    status: 201,
    errors: [402, 409, 503],
  }),
  'bookings.releaseHold': endpoint({
    method: 'post',
    path: '/bookings/release-hold',
    tag: 'Bookings',
    summary: 'Release the slot held for the caller’s booking code',
    description:
      'Asking for a booking code holds the slot for the player until the code expires or is used; the booking dialog calls this when the player leaves it, so others may book the slot at once. Answers 200 whether or not a hold remained.',
    access: 'player',
    data: null,
  }),
  'bookings.sendCancellationOtp': endpoint({
    method: 'post',
    path: '/bookings/send-cancellation-otp',
    tag: 'Bookings',
    summary: 'Send a cancellation code',
    access: 'player',
    body: ZSendCancellationOtpRequest,
    data: null,
    errors: [409, 429],
  }),
  'bookings.verifyCancellationOtp': endpoint({
    method: 'post',
    path: '/bookings/verify-cancellation-otp',
    tag: 'Bookings',
    summary: 'Verify the cancellation code and cancel',
    access: 'player',
    body: ZVerifyCancellationOtpRequest,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'bookings.create': endpoint({
    method: 'post',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'Create a booking without a code (staff, partner agents)',
    description:
      'Staff, and partner agents with bookings:write, book on behalf of a customer. Agents must send an Idempotency-Key header and name the customer (firstName, lastName, email, phone); an unknown customer becomes an invited (temporary) user. Agent bookings are recorded with source agent.',
    access: 'staff',
    scope: 'bookings:write',
    body: ZCreateBookingRequest,
    data: ZBookingAnswer,
    status: 201,
    headers: [IDEMPOTENCY_KEY_HEADER_DOC],
    errors: [409],
  }),
  'bookings.myBookings': endpoint({
    method: 'get',
    path: '/bookings/my-bookings',
    tag: 'Bookings',
    summary: 'The signed-in customer’s bookings',
    description:
      'Also `matches`: the open matches the player joined or hosts (a hosted one names its booking in `viewer.bookingId`), upcoming or past as `upcoming` says.',
    access: 'player',
    query: ZMyBookingsQuery,
    data: ZMyBookingsAnswer,
  }),
  'bookings.list': endpoint({
    method: 'get',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'List bookings',
    description:
      'Staff see every booking; a customer sees their own; an agent sees the bookings its key created.',
    access: 'player',
    scope: 'bookings:read',
    query: ZBookingListQuery,
    data: ZBookingListAnswer,
  }),
  'bookings.byId': endpoint({
    method: 'get',
    path: '/bookings/{id}',
    tag: 'Bookings',
    summary: 'One booking',
    description:
      'A customer gets 404 for someone else’s booking; an agent for a booking its key did not create.',
    access: 'player',
    scope: 'bookings:read',
    params: ZIdParams,
    data: ZBookingAnswer,
  }),
  'bookings.cancel': endpoint({
    method: 'patch',
    path: '/bookings/{id}/cancel',
    tag: 'Bookings',
    summary: 'Cancel a booking (staff, partner agents)',
    description: 'An agent cancels only bookings its key created.',
    access: 'staff',
    scope: 'bookings:write',
    params: ZIdParams,
    body: ZCancelBookingRequest,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'bookings.setStatus': endpoint({
    method: 'patch',
    path: '/bookings/{id}/status',
    tag: 'Bookings',
    summary: 'Change a booking’s status',
    access: 'staff',
    params: ZIdParams,
    body: ZBookingStatusRequest,
    data: ZBookingAnswer,
    errors: [409],
  }),

  'bookings.calendar': endpoint({
    method: 'get',
    path: '/bookings/{id}/calendar',
    tag: 'Notifications',
    summary: 'The signed-in customer’s booking as a calendar file',
    description:
      'The booking as an .ics file (the same UID as the invitations its mails carry) and a Google Calendar link. Only the booking’s own customer gets it; anyone else gets 404.',
    access: 'player',
    params: ZIdParams,
    data: ZBookingCalendarAnswer,
  }),

  // Operating hours
  'hours.list': endpoint({
    method: 'get',
    path: '/operating-hours',
    tag: 'Operating hours',
    summary: 'The weekly hours',
    access: 'public',
    scope: 'availability:read',
    data: ZOperatingHoursAnswer,
  }),
  'hours.updateSchedule': endpoint({
    method: 'put',
    path: '/operating-hours',
    tag: 'Operating hours',
    summary: 'Replace the weekly hours',
    access: 'staff',
    body: ZOperatingScheduleInput,
    data: ZOperatingHoursAnswer,
  }),
  'hours.byDay': endpoint({
    method: 'get',
    path: '/operating-hours/{day}',
    tag: 'Operating hours',
    summary: 'One weekday’s hours',
    access: 'public',
    scope: 'availability:read',
    params: ZWeekdayParams,
    data: ZOperatingDayAnswer,
  }),
  'hours.updateDay': endpoint({
    method: 'put',
    path: '/operating-hours/{day}',
    tag: 'Operating hours',
    summary: 'Set one weekday’s hours',
    access: 'staff',
    params: ZWeekdayParams,
    body: ZOperatingDayInput,
    data: ZOperatingDayAnswer,
  }),
  'hours.daySlots': endpoint({
    method: 'get',
    path: '/operating-hours/{day}/slots',
    tag: 'Operating hours',
    summary: 'Slot starts a weekday’s hours hold for a duration',
    access: 'public',
    scope: 'availability:read',
    params: ZWeekdayParams,
    query: ZDaySlotsRequestQuery,
    data: ZDaySlotsAnswer,
  }),

  // Business
  'business.public': endpoint({
    method: 'get',
    path: '/business/public',
    tag: 'Business',
    summary: 'Public business information',
    access: 'public',
    data: ZPublicBusinessAnswer,
  }),
  'business.settings': endpoint({
    method: 'get',
    path: '/business/settings',
    tag: 'Business',
    summary: 'Business settings',
    access: 'admin',
    data: ZBusinessAnswer,
  }),
  'business.updateSettings': endpoint({
    method: 'put',
    path: '/business/settings',
    tag: 'Business',
    summary: 'Replace business settings',
    access: 'admin',
    body: ZBusinessSettingsInput,
    data: ZBusinessAnswer,
  }),
  'business.addSocialMedia': endpoint({
    method: 'post',
    path: '/business/social-media',
    tag: 'Business',
    summary: 'Add a social media link',
    access: 'admin',
    body: ZSocialMediaInput,
    data: ZBusinessAnswer,
    status: 201,
  }),
  'business.updateSocialMedia': endpoint({
    method: 'put',
    path: '/business/social-media/{id}',
    tag: 'Business',
    summary: 'Change a social media link',
    access: 'admin',
    params: ZIdParams,
    body: ZSocialMediaInput,
    data: ZBusinessAnswer,
  }),
  'business.removeSocialMedia': endpoint({
    method: 'delete',
    path: '/business/social-media/{id}',
    tag: 'Business',
    summary: 'Remove a social media link',
    access: 'admin',
    params: ZIdParams,
    data: ZBusinessAnswer,
  }),
  'business.uploadLogo': endpoint({
    method: 'post',
    path: '/business/upload-logo',
    tag: 'Business',
    summary: 'Upload the logo (multipart field logo)',
    access: 'admin',
    upload: 'logo',
    data: ZUploadAnswer,
    errors: [413, 415],
  }),
  'business.uploadFavicon': endpoint({
    method: 'post',
    path: '/business/upload-favicon',
    tag: 'Business',
    summary: 'Upload the favicon (multipart field favicon)',
    access: 'admin',
    upload: 'favicon',
    data: ZUploadAnswer,
    errors: [413, 415],
  }),
  'business.setMaintenance': endpoint({
    method: 'put',
    path: '/business/maintenance',
    tag: 'Business',
    summary: 'Turn maintenance mode on or off',
    access: 'admin',
    body: ZMaintenanceRequest,
    data: ZBusinessAnswer,
  }),

  // Holidays
  'holidays.list': endpoint({
    method: 'get',
    path: '/holidays',
    tag: 'Holidays',
    summary: 'List holidays',
    access: 'public',
    query: ZHolidayListQuery,
    data: ZHolidayListAnswer,
  }),
  'holidays.check': endpoint({
    method: 'get',
    path: '/holidays/check/{date}',
    tag: 'Holidays',
    summary: 'Whether a date is a holiday',
    access: 'public',
    params: ZDateParams,
    data: ZHolidayCheckAnswer,
  }),
  'holidays.byId': endpoint({
    method: 'get',
    path: '/holidays/{id}',
    tag: 'Holidays',
    summary: 'One holiday',
    access: 'public',
    params: ZIdParams,
    data: ZHolidayAnswer,
  }),
  'holidays.create': endpoint({
    method: 'post',
    path: '/holidays',
    tag: 'Holidays',
    summary: 'Add a holiday',
    access: 'staff',
    body: ZHolidayInput,
    data: ZHolidayAnswer,
    status: 201,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'holidays.update': endpoint({
    method: 'put',
    path: '/holidays/{id}',
    tag: 'Holidays',
    summary: 'Change a holiday',
    access: 'staff',
    params: ZIdParams,
    body: ZHolidayInput,
    data: ZHolidayAnswer,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'holidays.remove': endpoint({
    method: 'delete',
    path: '/holidays/{id}',
    tag: 'Holidays',
    summary: 'Remove a holiday',
    access: 'staff',
    params: ZIdParams,
    data: ZHolidayAnswer,
  }),

  // Court availability overrides
  'overrides.list': endpoint({
    method: 'get',
    path: '/court-availability',
    tag: 'Court availability overrides',
    summary: 'List overrides',
    access: 'staff',
    query: ZCourtOverrideListQuery,
    data: ZCourtOverrideListAnswer,
  }),
  'overrides.byDate': endpoint({
    method: 'get',
    path: '/court-availability/date/{date}',
    tag: 'Court availability overrides',
    summary: 'Overrides on a date',
    access: 'staff',
    params: ZDateParams,
    data: ZCourtOverrideListAnswer,
  }),
  'overrides.check': endpoint({
    method: 'get',
    path: '/court-availability/check/{courtId}/{date}',
    tag: 'Court availability overrides',
    summary: 'A court’s override on a date',
    access: 'staff',
    params: ZCourtDateParams,
    data: ZCourtOverrideCheckAnswer,
  }),
  'overrides.byId': endpoint({
    method: 'get',
    path: '/court-availability/{id}',
    tag: 'Court availability overrides',
    summary: 'One override',
    access: 'staff',
    params: ZIdParams,
    data: ZCourtOverrideAnswer,
  }),
  'overrides.create': endpoint({
    method: 'post',
    path: '/court-availability',
    tag: 'Court availability overrides',
    summary: 'Add an override',
    access: 'staff',
    body: ZCourtOverrideInput,
    data: ZCourtOverrideAnswer,
    status: 201,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'overrides.update': endpoint({
    method: 'put',
    path: '/court-availability/{id}',
    tag: 'Court availability overrides',
    summary: 'Change an override',
    access: 'staff',
    params: ZIdParams,
    body: ZCourtOverrideInput,
    data: ZCourtOverrideAnswer,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'overrides.remove': endpoint({
    method: 'delete',
    path: '/court-availability/{id}',
    tag: 'Court availability overrides',
    summary: 'Remove an override',
    access: 'staff',
    params: ZIdParams,
    data: ZCourtOverrideAnswer,
  }),

  // Payments
  'payments.status': endpoint({
    method: 'get',
    path: '/payments/status/{bookingId}/{transactionId}',
    tag: 'Payments',
    summary: 'A card payment’s outcome for its booking',
    access: 'player',
    params: ZPaymentStatusParams,
    data: ZPaymentStatusAnswer,
  }),
  'payments.jazzCashReturn': endpoint({
    method: 'post',
    path: '/payments/jazzcash/return',
    tag: 'Payments',
    summary: 'JazzCash return (posted by the provider)',
    description:
      'The secure hash is verified; the browser is then sent to /payment/success, /payment/failed or /payment/close.',
    access: 'public',
    form: true,
    body: ZJazzCashReturnBody,
    raw: {
      contentType: 'text/html',
      description: 'A redirect (303 See Other) to the payment result page.',
    },
    status: 303,
  }),

  // Analytics
  'analytics.preferredTimeslots': endpoint({
    method: 'get',
    path: '/analytics/preferred-timeslots',
    tag: 'Analytics',
    summary: 'Slots the user tends to book',
    access: 'player',
    query: ZPreferredTimeslotsQuery,
    data: ZPreferredTimeslotsAnswer,
  }),
  'analytics.commonTimeslots': endpoint({
    method: 'get',
    path: '/analytics/common-timeslots',
    tag: 'Analytics',
    summary: 'Slots free across courts for a duration and date',
    access: 'public',
    scope: 'availability:read',
    query: ZCommonTimeslotsQuery,
    data: ZCommonTimeslotsAnswer,
  }),
  'analytics.trackActivity': endpoint({
    method: 'post',
    path: '/analytics/track-activity',
    tag: 'Analytics',
    summary: 'Record a session’s activity (fire and forget)',
    description:
      'Anyone may send it, with or without a token; the user is the token’s. Activities that are not well formed are dropped, at most 100 are read per call; bodies above 100 kb get 413; 120 calls a minute per address.',
    access: 'optional',
    body: ZTrackActivityRequest,
    data: ZTrackActivityResult,
    status: 202,
    errors: [413, 429],
  }),
  'analytics.userActivity': endpoint({
    method: 'get',
    path: '/analytics/user-activity',
    tag: 'Analytics',
    summary: 'A user’s activity sessions with funnel steps and outcome',
    access: 'admin',
    query: ZUserActivityQuery,
    data: ZUserActivityAnswer,
  }),

  // Admin
  'admin.dashboard.stats': endpoint({
    method: 'get',
    path: '/admin/dashboard/stats',
    tag: 'Admin: dashboard and analytics',
    summary: 'Dashboard cards for today, this week or this month',
    access: 'admin',
    query: ZDashboardStatsQuery,
    data: ZDashboardStats,
  }),
  'admin.analytics.bookings': endpoint({
    method: 'get',
    path: '/admin/analytics/bookings',
    tag: 'Admin: dashboard and analytics',
    summary: 'Bookings by status, court, payment method and day',
    access: 'admin',
    query: ZAnalyticsRangeQuery,
    data: ZBookingAnalyticsAnswer,
  }),
  'admin.analytics.revenue': endpoint({
    method: 'get',
    path: '/admin/analytics/revenue',
    tag: 'Admin: dashboard and analytics',
    summary: 'Revenue by court, payment method and day',
    access: 'admin',
    query: ZAnalyticsRangeQuery,
    data: ZRevenueAnalyticsAnswer,
  }),
  'admin.analytics.dailyRevenue': endpoint({
    method: 'get',
    path: '/admin/analytics/revenue/daily-by-date',
    tag: 'Admin: dashboard and analytics',
    summary: 'Revenue per Karachi date (heatmap), up to 366 days',
    access: 'admin',
    query: ZDailyRevenueQuery,
    data: ZDailyRevenueAnswer,
  }),
  'admin.bookings.list': endpoint({
    method: 'get',
    path: '/admin/bookings',
    tag: 'Admin: bookings',
    summary: 'List bookings',
    access: 'staff',
    query: ZAdminBookingListQuery,
    data: ZBookingListAnswer,
  }),
  'admin.bookings.create': endpoint({
    method: 'post',
    path: '/admin/bookings',
    tag: 'Admin: bookings',
    summary: 'Book for an existing or a temporary user',
    access: 'staff',
    body: ZAdminCreateBookingRequest,
    data: ZBookingAnswer,
    status: 201,
    errors: [409],
  }),
  'admin.bookings.recent': endpoint({
    method: 'get',
    path: '/admin/bookings/recent',
    tag: 'Admin: bookings',
    summary: 'Bookings of the last 24 hours',
    access: 'staff',
    query: ZRecentBookingsQuery,
    data: ZRecentBookingsAnswer,
  }),
  'admin.bookings.upcoming': endpoint({
    method: 'get',
    path: '/admin/bookings/upcoming',
    tag: 'Admin: bookings',
    summary: 'Bookings of the next 24 hours',
    access: 'staff',
    query: ZRecentBookingsQuery,
    data: ZRecentBookingsAnswer,
  }),
  'admin.bookings.setStatus': endpoint({
    method: 'patch',
    path: '/admin/bookings/{id}/status',
    tag: 'Admin: bookings',
    summary: 'Confirm, complete or cancel a booking',
    access: 'staff',
    params: ZIdParams,
    body: ZAdminBookingStatusRequest,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'admin.bookings.remove': endpoint({
    method: 'delete',
    path: '/admin/bookings/{id}',
    tag: 'Admin: bookings',
    summary: 'Delete a booking',
    access: 'admin',
    params: ZIdParams,
    data: null,
  }),
  'admin.bookings.payments': endpoint({
    method: 'get',
    path: '/admin/bookings/{id}/payments',
    tag: 'Admin: bookings',
    summary: 'Payments taken at the desk for a booking',
    access: 'staff',
    params: ZIdParams,
    data: ZDeskPaymentListAnswer,
  }),
  'admin.bookings.takePayment': endpoint({
    method: 'post',
    path: '/admin/bookings/{id}/payments',
    tag: 'Admin: bookings',
    summary: 'Record a payment taken at the desk',
    description:
      'Cash, card terminal, bank transfer or JazzCash QR, in whole rupees. Partial payments add up; the booking is paid once they reach its total. An amount above what is due is refused with 400; a cancelled booking with 409.',
    access: 'staff',
    params: ZIdParams,
    body: ZDeskPaymentRequest,
    data: ZDeskPaymentAnswer,
    status: 201,
    headers: [DESK_PAYMENT_IDEMPOTENCY_KEY_HEADER_DOC],
    errors: [409],
  }),
  'admin.bookings.voidPayment': endpoint({
    method: 'post',
    path: '/admin/bookings/{id}/payments/{paymentId}/void',
    tag: 'Admin: bookings',
    summary: 'Void a desk payment (never deleted)',
    access: 'admin',
    params: ZDeskPaymentParams,
    body: ZVoidDeskPaymentRequest,
    data: ZDeskPaymentAnswer,
    errors: [409],
  }),
  'admin.cashUp': endpoint({
    method: 'get',
    path: '/admin/cash-up',
    tag: 'Admin: payments',
    summary: 'The till of a Karachi day: payments, refunds and voids with totals',
    description:
      'format=csv answers text/csv (a header row, one line a row) as an attachment instead of JSON.',
    access: 'admin',
    query: ZCashUpQuery,
    data: ZCashUpAnswer,
  }),
  'admin.bookings.checkIn': endpoint({
    method: 'post',
    path: '/admin/bookings/{id}/check-in',
    tag: 'Admin: bookings',
    summary: 'Check the player in (today, from an hour before the start)',
    access: 'staff',
    params: ZIdParams,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'admin.bookings.noShow': endpoint({
    method: 'post',
    path: '/admin/bookings/{id}/no-show',
    tag: 'Admin: bookings',
    summary: 'Record that the player did not come (after the start)',
    access: 'staff',
    params: ZIdParams,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'admin.bookings.clearAttendance': endpoint({
    method: 'delete',
    path: '/admin/bookings/{id}/attendance',
    tag: 'Admin: bookings',
    summary: 'Undo a check-in or a no-show recorded by mistake',
    access: 'staff',
    params: ZIdParams,
    data: ZBookingAnswer,
    errors: [409],
  }),
  'admin.availability.check': endpoint({
    method: 'get',
    path: '/admin/availability',
    tag: 'Admin: bookings',
    summary: 'Each court’s free ranges on a date',
    access: 'staff',
    query: ZAdminAvailabilityQuery,
    data: ZAdminAvailabilityAnswer,
  }),
  'admin.courts.list': endpoint({
    method: 'get',
    path: '/admin/courts',
    tag: 'Admin: courts',
    summary: 'Every court, whatever its status',
    access: 'admin',
    query: ZCourtListQuery,
    data: ZCourtListAnswer,
  }),
  'admin.courts.create': endpoint({
    method: 'post',
    path: '/admin/courts',
    tag: 'Admin: courts',
    summary: 'Create a court',
    access: 'admin',
    body: ZCreateCourtRequest,
    data: ZCourtAnswer,
    status: 201,
  }),
  'admin.courts.byId': endpoint({
    method: 'get',
    path: '/admin/courts/{id}',
    tag: 'Admin: courts',
    summary: 'One court',
    access: 'admin',
    params: ZIdParams,
    data: ZCourtAnswer,
  }),
  'admin.courts.update': endpoint({
    method: 'patch',
    path: '/admin/courts/{id}',
    tag: 'Admin: courts',
    summary: 'Change a court, or set {status} alone',
    access: 'admin',
    params: ZIdParams,
    body: ZUpdateCourtOrStatusRequest,
    data: ZCourtAnswer,
    errors: [409],
    description: CLOSURE_DESCRIPTION,
  }),
  'admin.courts.remove': endpoint({
    method: 'delete',
    path: '/admin/courts/{id}',
    tag: 'Admin: courts',
    summary: 'Delete a court',
    access: 'admin',
    params: ZIdParams,
    data: ZDeleteCourtAnswer,
    errors: [409],
  }),
  'admin.courts.uploadImage': endpoint({
    method: 'post',
    path: '/admin/courts/{id}/upload-image',
    tag: 'Admin: courts',
    summary: 'Upload a court image (multipart field image)',
    access: 'admin',
    params: ZIdParams,
    upload: 'image',
    data: ZCourtImageAnswer,
    errors: [413, 415],
  }),
  'admin.hours.list': endpoint({
    method: 'get',
    path: '/admin/operating-hours',
    tag: 'Admin: schedule',
    summary: 'The weekly hours',
    access: 'staff',
    data: ZOperatingHoursAnswer,
  }),
  'admin.hours.update': endpoint({
    method: 'patch',
    path: '/admin/operating-hours/{id}',
    tag: 'Admin: schedule',
    summary: 'Change one weekday’s hours',
    access: 'staff',
    params: ZIdParams,
    body: ZOperatingDayPatch,
    data: ZOperatingDayAnswer,
  }),
  'admin.users.list': endpoint({
    method: 'get',
    path: '/admin/users',
    tag: 'Admin: users',
    summary: 'Search and page users, by last activity',
    description:
      'Admins: every role, with stats and activity on request. Staff: only with role=customer (403 otherwise), for booking a customer at the desk; each user carries name, phone, e-mail and bookingCounts (total and upcoming), never stats (revenue, discounts), activity or the account history.',
    access: 'staff',
    query: ZAdminUserListQuery,
    data: ZAdminUserListAnswer,
    errors: [403],
  }),
  'admin.users.createTemporary': endpoint({
    method: 'post',
    path: '/admin/users/temporary',
    tag: 'Admin: users',
    summary: 'Invite a temporary user',
    access: 'staff',
    body: ZTemporaryUserRequest,
    data: ZTemporaryUserAnswer,
    status: 201,
    errors: [409],
  }),
  'admin.users.setStatus': endpoint({
    method: 'patch',
    path: '/admin/users/{id}/status',
    tag: 'Admin: users',
    summary: 'Suspend or reactivate a user',
    description:
      'A suspended user cannot sign in and every session ends at once. An admin cannot suspend themself, nor the last active admin (409). The change is recorded in the account’s history.',
    access: 'admin',
    params: ZIdParams,
    body: ZUserStatusRequest,
    data: ZUserAnswer,
    errors: [409],
  }),
  'admin.users.inviteStaff': endpoint({
    method: 'post',
    path: '/admin/users/staff',
    tag: 'Admin: users',
    summary: 'Invite a staff member or an admin',
    description:
      'Creates an invited account with the role staff or admin and mails the complete-signup link, as for a temporary user; the invited person sets a password with a code. 409 when the e-mail already has an account.',
    access: 'admin',
    body: ZStaffInviteRequest,
    data: ZTemporaryUserAnswer,
    status: 201,
    errors: [409],
  }),
  'admin.users.setRole': endpoint({
    method: 'patch',
    path: '/admin/users/{id}/role',
    tag: 'Admin: users',
    summary: 'Change a person’s role: customer (user), staff or admin',
    description:
      'The new role applies to the person’s next request. The last active admin cannot be demoted (409). The change is recorded in the account’s history.',
    access: 'admin',
    params: ZIdParams,
    body: ZUserRoleRequest,
    data: ZUserAnswer,
    errors: [409],
  }),
  'admin.users.setEmail': endpoint({
    method: 'patch',
    path: '/admin/users/{id}/email',
    tag: 'Admin: users',
    summary: 'Add an e-mail to an account that has none',
    description:
      'For a walk-in registered at the desk without an e-mail. Once set, the person can ask for a code on the complete-signup page (or Forgot password once a password is set) and sign in. 409 when another account has the e-mail or the account already has one.',
    access: 'staff',
    params: ZIdParams,
    body: ZUserEmailRequest,
    data: ZUserAnswer,
    errors: [409],
  }),
  'admin.users.changes': endpoint({
    method: 'get',
    path: '/admin/users/{id}/changes',
    tag: 'Admin: users',
    summary: 'The history of an account’s role and status changes, newest first',
    access: 'admin',
    params: ZIdParams,
    data: ZUserChangesAnswer,
  }),
  'admin.settings.get': endpoint({
    method: 'get',
    path: '/admin/settings',
    tag: 'Admin: settings',
    summary: 'Business settings',
    access: 'admin',
    data: ZBusinessAnswer,
  }),
  'admin.settings.update': endpoint({
    method: 'patch',
    path: '/admin/settings',
    tag: 'Admin: settings',
    summary: 'Change some business settings',
    access: 'admin',
    body: ZBusinessSettingsPatch,
    data: ZBusinessAnswer,
  }),
  'apiKeys.create': endpoint({
    method: 'post',
    path: '/admin/api-keys',
    tag: 'Admin: API keys',
    summary: 'Create an API key for an agent (token shown once)',
    description:
      'A name plus an existing agent (owner), or agentFirstName, agentLastName, email and phone to create the agent. The token is in this answer only; it is stored hashed.',
    access: 'admin',
    body: ZCreateApiKeyRequest,
    data: ZCreateApiKeyAnswer,
    status: 201,
    errors: [409],
  }),
  'apiKeys.list': endpoint({
    method: 'get',
    path: '/admin/api-keys',
    tag: 'Admin: API keys',
    summary: 'List API keys with their agent (never a token)',
    access: 'admin',
    data: ZApiKeyListAnswer,
  }),
  'apiKeys.revoke': endpoint({
    method: 'post',
    path: '/admin/api-keys/{id}/revoke',
    tag: 'Admin: API keys',
    summary: 'Revoke an API key',
    access: 'admin',
    params: ZIdParams,
    data: ZApiKeyAnswer,
  }),
  'admin.payments.list': endpoint({
    method: 'get',
    path: '/admin/payments/jazzcash',
    tag: 'Admin: payments',
    summary: 'JazzCash payment requests',
    access: 'admin',
    query: ZPaymentRequestListQuery,
    data: ZPaymentRequestListAnswer,
  }),
  'admin.payments.inquire': endpoint({
    method: 'post',
    path: '/admin/payments/jazzcash/{id}/inquire',
    tag: 'Admin: payments',
    summary: 'Ask JazzCash for a transaction’s status',
    access: 'admin',
    params: ZIdParams,
    data: ZTransactionAnswer,
    errors: [502],
  }),
  'admin.payments.refund': endpoint({
    method: 'post',
    path: '/admin/payments/jazzcash/{id}/refund',
    tag: 'Admin: payments',
    summary: 'Refund an amount in PKR',
    description:
      'Refunds part or all of a completed card or wallet payment. An amount above what is still refundable is refused with 400; refunds together never return more than was paid, however many arrive at once.',
    access: 'admin',
    params: ZIdParams,
    body: ZRefundRequest,
    data: ZRefundAnswer,
    headers: [REFUND_IDEMPOTENCY_KEY_HEADER_DOC],
    errors: [409, 502],
  }),
  'admin.outbox.list': endpoint({
    method: 'get',
    path: '/admin/outbox',
    tag: 'Admin: messages',
    summary: 'Outgoing messages by status (failed by default), newest first, without their content',
    description:
      'Each message’s channel, recipient, template, attempts, last error and times; never its payload, which may hold a code.',
    access: 'admin',
    query: ZOutboxListQuery,
    data: ZOutboxListAnswer,
  }),
  'admin.outbox.retry': endpoint({
    method: 'post',
    path: '/admin/outbox/{id}/retry',
    tag: 'Admin: messages',
    summary: 'Send a failed message again',
    description: `The message is queued again with its attempts reset and sent shortly. 409 (“${OUTBOX_TEXTS.notFailed}”) when it is not failed, so a second retry sends nothing more.`,
    access: 'admin',
    params: ZIdParams,
    data: ZOutboxMessageAnswer,
    errors: [409],
  }),
  'notifications.settings': endpoint({
    method: 'get',
    path: '/notifications/settings',
    tag: 'Notifications',
    summary: 'The signed-in player’s WhatsApp choice and calendar feed',
    access: 'player',
    data: ZNotificationSettingsAnswer,
  }),
  'notifications.updateSettings': endpoint({
    method: 'put',
    path: '/notifications/settings',
    tag: 'Notifications',
    summary: 'Opt in to WhatsApp messages (with a phone number) or out of them',
    description:
      'Opting in with a number not yet confirmed sends a 6-digit code to it on WhatsApp; messages go only once POST /notifications/whatsapp/confirm confirms it (429 past 5 codes an hour, 502 when WhatsApp refuses the message, 404 when the venue sends no WhatsApp).',
    access: 'player',
    body: ZUpdateNotificationSettingsRequest,
    data: ZNotificationSettingsAnswer,
    errors: [429, 502],
  }),
  'notifications.confirmWhatsApp': endpoint({
    method: 'post',
    path: '/notifications/whatsapp/confirm',
    tag: 'Notifications',
    summary: 'Confirm the WhatsApp number with the code sent to it',
    description:
      'The code lives 300 s, is single use and void after 5 wrong tries; a wrong one is 400.',
    access: 'player',
    body: ZConfirmWhatsAppRequest,
    data: ZNotificationSettingsAnswer,
  }),
  'notifications.resetCalendarFeed': endpoint({
    method: 'post',
    path: '/notifications/calendar-feed',
    tag: 'Notifications',
    summary: 'Make (or replace) the player’s private calendar feed address',
    description:
      'Answers the new secret address once; the previous address stops working. Only a hash of it is kept.',
    access: 'player',
    data: ZCalendarFeedAnswer,
    status: 201,
  }),
  'calendar.feed': endpoint({
    method: 'get',
    path: '/calendar/feeds/{token}',
    tag: 'Notifications',
    summary: 'A player’s upcoming bookings as a calendar feed (secret address)',
    access: 'public',
    params: ZCalendarFeedParams,
    raw: { contentType: 'text/calendar', description: 'An iCalendar feed (RFC 5545).' },
    errors: [404],
  }),
  'webhooks.whatsappVerify': endpoint({
    method: 'get',
    path: '/webhooks/whatsapp',
    tag: 'Notifications',
    summary: 'WhatsApp Cloud API subscription handshake',
    description: 'Answers hub.challenge when hub.verify_token is the configured one, else 403.',
    access: 'public',
    query: ZWhatsAppVerifyQuery,
    raw: { contentType: 'text/plain', description: 'The challenge, echoed.' },
    errors: [403, 404],
  }),
  'webhooks.whatsappEvents': endpoint({
    method: 'post',
    path: '/webhooks/whatsapp',
    tag: 'Notifications',
    summary: 'WhatsApp Cloud API delivery statuses and inbound messages',
    description:
      'Signed with the app secret (HMAC-SHA256 of the body in X-Hub-Signature-256); a missing or wrong signature is refused with 401. A reply of STOP opts the sender out.',
    access: 'public',
    headers: [
      {
        name: WHATSAPP_SIGNATURE_HEADER,
        required: true,
        description: 'sha256=<hex HMAC-SHA256 of the body>',
      },
    ],
    raw: { contentType: 'application/json', description: '{"received": true}' },
    errors: [401, 404],
  }),
  'admin.bookingSeries.preview': endpoint({
    method: 'post',
    path: '/admin/booking-series/preview',
    tag: 'Admin: bookings',
    summary: 'Preview a weekly series: each date, free or why not',
    description:
      'Reasons: booked, closed (the venue or the court), holiday, override, past. Nothing is booked. The last date may fall at most 52 weeks ahead.',
    access: 'staff',
    body: ZBookingSeriesRequest,
    data: ZSeriesPreviewAnswer,
  }),
  'admin.bookingSeries.create': endpoint({
    method: 'post',
    path: '/admin/booking-series',
    tag: 'Admin: bookings',
    summary: 'Book a weekly series: every free date becomes an ordinary booking',
    description:
      'Each occurrence is booked like POST /admin/bookings (prices, discounts, pay at venue, the database guarantee against overlap) and names the series; the dates not free are answered in skipped. 409 when none is free.',
    access: 'staff',
    body: ZBookingSeriesRequest,
    data: ZCreateSeriesAnswer,
    status: 201,
    errors: [409],
  }),
  'admin.bookingSeries.list': endpoint({
    method: 'get',
    path: '/admin/booking-series',
    tag: 'Admin: bookings',
    summary: 'Weekly series, newest first, with their occurrences',
    access: 'staff',
    query: ZSeriesListQuery,
    data: ZSeriesListAnswer,
  }),
  'admin.bookingSeries.get': endpoint({
    method: 'get',
    path: '/admin/booking-series/{id}',
    tag: 'Admin: bookings',
    summary: 'A weekly series with its occurrences',
    access: 'staff',
    params: ZIdParams,
    data: ZSeriesAnswer,
  }),
  'admin.bookingSeries.cancel': endpoint({
    method: 'delete',
    path: '/admin/booking-series/{id}',
    tag: 'Admin: bookings',
    summary: 'Cancel the series’ future occurrences (from a date)',
    description:
      'Cancels the pending and confirmed occurrences on or after `from` (default today) that have not started; each customer gets the usual cancellation mail. Past and completed ones are never touched.',
    access: 'staff',
    params: ZIdParams,
    query: ZSeriesCancelQuery,
    data: ZSeriesCancelAnswer,
  }),

  // Open matches
  'matches.open': endpoint({
    method: 'post',
    path: '/matches',
    tag: 'Matches',
    summary: 'Open a booking as a match',
    description:
      'The booking’s owner offers 1 to 3 seats (the others are the host’s and their friends’) to players of a level range (1.0 to 7.0 in steps of 0.5). Only an upcoming confirmed or pending booking, and only while the venue has open matches on.',
    access: 'player',
    body: ZOpenMatchRequest,
    data: ZMatchAnswer,
    status: 201,
    errors: [403, 404, 409],
  }),
  'matches.list': endpoint({
    method: 'get',
    path: '/matches',
    tag: 'Matches',
    summary: 'Open matches, soonest first',
    description:
      'Upcoming matches with seats to take. `date` (Karachi) narrows to a day; `levelMin` and `levelMax` keep the matches whose level range overlaps theirs. A signed-in caller also reads their own place in each (`viewer`).',
    access: 'optional',
    query: ZMatchListQuery,
    data: ZMatchListAnswer,
  }),
  'matches.byId': endpoint({
    method: 'get',
    path: '/matches/{id}',
    tag: 'Matches',
    summary: 'One match',
    access: 'optional',
    params: ZIdParams,
    data: ZMatchAnswer,
  }),
  'matches.join': endpoint({
    method: 'post',
    path: '/matches/{id}/join',
    tag: 'Matches',
    summary: 'Join a match and pay a share',
    description:
      'The share is the booking’s total over 4, rounded down to whole rupees. Paid as a booking is: cash at the venue, a JazzCash card (the answer carries the form to post, `jazzResp`) or wallet. A card or wallet share not paid in time frees the seat. Refused with 409 for a player outside the level range, one already in, or a full match; of two players taking the last seat at once, one gets it.',
    access: 'player',
    params: ZIdParams,
    body: ZJoinMatchRequest,
    data: ZJoinMatchAnswer,
    status: 201,
    errors: [402, 409, 503],
  }),
  'matches.leave': endpoint({
    method: 'post',
    path: '/matches/{id}/leave',
    tag: 'Matches',
    summary: 'Leave a match',
    description:
      'A joined player’s seat opens again; their share is refunded by the venue’s cancellation rules (not within 2 hours of the start). The host cannot leave: cancelling the booking cancels the match.',
    access: 'player',
    params: ZIdParams,
    data: ZMatchAnswer,
    errors: [409],
  }),
  'matches.enterResult': endpoint({
    method: 'post',
    path: '/matches/{id}/result',
    tag: 'Matches',
    summary: 'Enter a match’s result',
    description:
      'Once the match has ended, one of its four players enters the sets, naming their partner by seat (0 the host, 1 to 4 the players who joined); the other two are the other pair. Sets read from the entering player’s pair (6–0 to 6–4, 7–5 or 7–6; one to three, none after a pair has won two). Nothing changes until a player of the other pair confirms it. Refused with 409 before the end, while a result waits or once one is confirmed.',
    access: 'player',
    params: ZIdParams,
    body: ZEnterResultRequest,
    data: ZMatchAnswer,
    status: 201,
    errors: [403, 409],
  }),
  'matches.confirmResult': endpoint({
    method: 'post',
    path: '/matches/{id}/result/confirm',
    tag: 'Matches',
    summary: 'Confirm a match’s result',
    description:
      'A player of the other pair confirms the result: each of the four players’ levels moves by the rating rule (docs/levels.md) and is written to their level history. A confirmed result is final; confirming it again changes nothing.',
    access: 'player',
    params: ZIdParams,
    data: ZMatchAnswer,
    errors: [403, 409],
  }),
  'matches.rejectResult': endpoint({
    method: 'post',
    path: '/matches/{id}/result/reject',
    tag: 'Matches',
    summary: 'Reject a match’s result',
    description:
      'A player of the other pair rejects a result waiting for confirmation; any player of the match may then enter it again.',
    access: 'player',
    params: ZIdParams,
    data: ZMatchAnswer,
    errors: [403, 409],
  }),
  'auth.levelHistory': endpoint({
    method: 'get',
    path: '/auth/level-history',
    tag: 'Authentication',
    summary: 'How the signed-in player’s level moved',
    description:
      'One entry per confirmed match result, newest first: the match, the score from the player’s pair, and the level before and after.',
    access: 'player',
    data: ZLevelHistoryAnswer,
  }),
  'admin.matches.list': endpoint({
    method: 'get',
    path: '/admin/matches',
    tag: 'Admin: matches',
    summary: 'Upcoming open and full matches',
    description: 'Who is in each and what each pays or paid. `date` (Karachi) narrows to one day.',
    access: 'staff',
    query: ZAdminMatchListQuery,
    data: ZAdminMatchListAnswer,
  }),
  'admin.matches.create': endpoint({
    method: 'post',
    path: '/admin/matches',
    tag: 'Admin: matches',
    summary: 'Create a venue-hosted match on a free court',
    description:
      'A match with no host and four open seats (“Tuesday social, level 2.5–3.5”). The court’s price for the slot is shared by the four players.',
    access: 'staff',
    body: ZCreateVenueMatchRequest,
    data: ZAdminMatchAnswer,
    status: 201,
    errors: [409],
  }),
  'admin.matches.removePlayer': endpoint({
    method: 'delete',
    path: '/admin/matches/{id}/players/{userId}',
    tag: 'Admin: matches',
    summary: 'Remove a player from a match',
    description: 'Their seat opens again and what they paid online for it is refunded in full.',
    access: 'staff',
    params: ZMatchPlayerParams,
    data: ZAdminMatchAnswer,
    errors: [409],
  }),

  // The waitlist
  'waitlist.join': endpoint({
    method: 'post',
    path: '/waitlist',
    tag: 'Waitlist',
    summary: 'Wait for a taken slot',
    description:
      'A court and time, or any court at that time when `courtId` is left out. When it frees (for any reason), the first player waiting is e-mailed (and WhatsApped when opted in) a link to book it, and it is held for them for 10 minutes; then the next player is told. Asking again for the same slot answers the same entry. At most 5 live entries a player; 409 when the slot is free now.',
    access: 'player',
    body: ZJoinWaitlistRequest,
    data: ZWaitlistEntryAnswer,
    status: 201,
    errors: [404, 409, 429],
  }),
  'waitlist.mine': endpoint({
    method: 'get',
    path: '/waitlist/mine',
    tag: 'Waitlist',
    summary: 'The slots the player waits for, soonest first',
    access: 'player',
    data: ZWaitlistAnswer,
  }),
  'waitlist.remove': endpoint({
    method: 'delete',
    path: '/waitlist/{id}',
    tag: 'Waitlist',
    summary: 'Leave the waitlist for a slot',
    description: 'A slot held for the player through this entry is released for the next player.',
    access: 'player',
    params: ZIdParams,
    data: null,
    errors: [404],
  }),
  'admin.waitlist.counts': endpoint({
    method: 'get',
    path: '/admin/waitlist',
    tag: 'Waitlist',
    summary: 'How many players wait for each slot of a day',
    access: 'staff',
    query: ZWaitlistCountsQuery,
    data: ZWaitlistCountsAnswer,
  }),
  'admin.matches.takeSharePayment': endpoint({
    method: 'post',
    path: '/admin/matches/{id}/players/{userId}/payments',
    tag: 'Admin: matches',
    summary: 'Record a cash share paid at the desk',
    description:
      'A player who chose to pay at the venue pays their share at the desk: a desk payment of exactly the share on the match’s booking, shown in the cash-up like any other. Recording it again answers the payment already recorded (200) and records nothing. Refused with 400 for another amount or more than the booking owes, 409 for a share paid online or a cancelled match.',
    access: 'staff',
    params: ZMatchPlayerParams,
    body: ZMatchSharePaymentRequest,
    data: ZMatchSharePaymentAnswer,
    status: 201,
    errors: [409],
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
export type NamedEndpoint = Endpoint & { name: EndpointName };

/** Every entry with its name, in catalogue order. */
export const ENDPOINT_LIST: readonly NamedEndpoint[] = Object.entries(ENDPOINTS).map(
  ([name, entry]) => ({ ...(entry as Endpoint), name: name as EndpointName }),
);

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** The parsed path parameters, query and body of an entry. */
export type EndpointParams<E extends Endpoint> = SchemaOutput<E['params']>;
export type EndpointQuery<E extends Endpoint> = SchemaOutput<E['query']>;
export type EndpointBody<E extends Endpoint> = SchemaOutput<E['body']>;
/** What `data` holds in an entry's success answer (null for message-only answers). */
export type EndpointData<E extends Endpoint> = E['data'] extends z.ZodType
  ? z.input<E['data']>
  : null;

/** The names of a path's parameters: '/courts/{id}' gives ['id']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * Orders paths so that a literal segment comes before a parameter in the same place
 * ('/bookings/my-bookings' before '/bookings/{id}'): the order routes are matched in.
 */
export function compareEndpointPaths(a: string, b: string): number {
  const order = (path: string) => path.replace(/\{\w+\}/g, '\uffff');
  return order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0;
}

/** Every error status an entry may answer: its own, and those its access and input imply. */
export function errorStatusesOf(entry: Endpoint): number[] {
  const statuses = new Set<number>(entry.errors ?? []);
  if (entry.params || entry.query || entry.body || entry.upload) statuses.add(400);
  if (entry.access !== 'public' || entry.scope) statuses.add(401);
  if (entry.access === 'staff' || entry.access === 'admin' || entry.scope) statuses.add(403);
  if (entry.params) statuses.add(404);
  if (entry.scope) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Entries whose address is itself the key (a calendar feed's token): never logged as sent. */
const SECRET_ADDRESSES = [ENDPOINTS['calendar.feed'].path].map((path) => ({
  pattern: new RegExp(
    path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/?#]+'),
    'gi',
  ),
  redacted: path.replace(/\{\w+\}/g, '[redacted]'),
}));

/** A request's URL or path for a log line: a secret address's parameters read '[redacted]'. */
export function redactSecretPaths(url: string): string {
  return SECRET_ADDRESSES.reduce(
    (text, { pattern, redacted }) => text.replace(pattern, redacted),
    url,
  );
}
