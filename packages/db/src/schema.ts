import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TCourtDiscount,
  TCourtPricing,
  TPaymentFlag,
  TTimeSlotDiscount,
} from '@padel/contract';

// One schema for PGlite and PostgreSQL. Money is integer rupees; instants are timestamptz and
// the venue-local date / HH:MM the spec shows are stored beside them (ARCHITECTURE: data).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isTemporary: boolean('is_temporary').notNull().default(false),
    /**
     * Padel level, 1.0 to 7.0: chosen in steps of 0.5 from a self-assessment, then moved by
     * confirmed match results. Null until the player has said.
     */
    level: real('level'),
    /** The language the player reads the app, mails and WhatsApp messages in: 'en' or 'ur'. */
    language: text('language').$type<'en' | 'ur'>().notNull().default('en'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_level_range', sql`${t.level} IS NULL OR ${t.level} BETWEEN 1 AND 7`),
    check('users_language_known', sql`${t.language} IN ('en', 'ur')`),
  ],
);

/**
 * History of an account's invitation, role and status changes: who made it, when, from what to
 * what (`from_value` is null for an invitation). The actor is kept as null once their account
 * is removed.
 */
export const userChanges = pgTable(
  'user_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: tells apart changes made at the same instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_changes_user_idx').on(t.userId, t.seq),
    check('user_changes_kind', sql`${t.kind} in ('invited', 'role', 'status')`),
  ],
);

/** One-time codes for sign-up, password reset, invited sign-up, booking and cancellation. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** What the code is bound to (a booking slot, a booking id); compared on use. */
    subject: jsonb('subject').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A social sign-in identity (the provider's subject) linked to an account. It stays when the
 * account is deleted, so the same identity is told the account is gone rather than made anew.
 */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave when the identity was linked. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject),
    index('oauth_accounts_user_idx').on(t.userId),
    check('oauth_accounts_provider', sql`${t.provider} in ('google', 'microsoft', 'apple')`),
  ],
);

/**
 * The one-time code the sign-in callback page exchanges for a session: stored hashed, bound to
 * the browser's state cookie (`binding_hash`) or to the app's PKCE challenge, used once.
 */
export const oauthExchangeCodes = pgTable(
  'oauth_exchange_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bindingHash: text('binding_hash'),
    appChallenge: text('app_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_exchange_codes_hash_key').on(t.codeHash)],
);

export const courts = pgTable('courts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  capacity: smallint('capacity').notNull().default(4),
  pricePerHour: integer('price_per_hour').notNull().default(0),
  rating: integer('rating').notNull().default(0),
  status: text('status').notNull().default('active'),
  image: text('image'),
  amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
  specifications: jsonb('specifications').$type<Record<string, unknown>>().notNull().default({}),
  pricingMode: text('pricing_mode').notNull().default('tiered'),
  pricing: jsonb('pricing').$type<TCourtPricing>().notNull(),
  discount: jsonb('discount').$type<TCourtDiscount>().notNull(),
  timeSlotDiscounts: jsonb('time_slot_discounts')
    .$type<TTimeSlotDiscount[]>()
    .notNull()
    .default([]),
  lastMaintenance: date('last_maintenance'),
  nextMaintenance: date('next_maintenance'),
  maintenanceSchedule: jsonb('maintenance_schedule').$type<unknown[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type TimeRange = { openTime: string; closeTime: string };

/** Weekly hours: one row per weekday, 0 = Sunday. */
export const operatingHours = pgTable('operating_hours', {
  id: uuid('id').primaryKey().defaultRandom(),
  dayOfWeek: smallint('day_of_week').notNull().unique(),
  isOpen: boolean('is_open').notNull().default(true),
  timeRanges: jsonb('time_ranges').$type<TimeRange[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    date: date('date').notNull(),
    isFullDay: boolean('is_full_day').notNull().default(true),
    customOpenTime: text('custom_open_time'),
    customCloseTime: text('custom_close_time'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_date_key').on(t.date)],
);

export type OverrideRange = { startTime: string; endTime: string };

export const courtOverrides = pgTable(
  'court_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    reason: text('reason').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(false),
    isFullDay: boolean('is_full_day').notNull().default(true),
    timeRanges: jsonb('time_ranges').$type<OverrideRange[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('court_overrides_court_date_idx').on(t.courtId, t.date)],
);

/**
 * A counter the database raises, by trigger, with every change to what slots are computed from:
 * courts, weekly hours, holidays and overrides (migration 0002). Availability reads it in the
 * same statement as the bookings, so a schedule it keeps in memory is never used after a
 * change, whichever process, connection or tool made it.
 */
export const scheduleRevision = pgTable(
  'schedule_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('schedule_revision_one_row', sql`${t.id} = 1`)],
);

/** The venue's settings: a single row holding the spec's Business settings object. */
export const businessSettings = pgTable('business_settings', {
  id: smallint('id').primaryKey().default(1),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** The person a partner agent booked for, as the agent named them. */
export type GuestCustomer = { firstName: string; lastName: string; email: string; phone: string };

export type BookingDiscount = {
  applied: boolean;
  percentage: number;
  originalPrice: number;
  amount: number;
  reason: string;
};

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNumber: text('booking_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    totalPrice: integer('total_price').notNull(),
    discount: jsonb('discount').$type<BookingDiscount>(),
    players: smallint('players').notNull().default(4),
    specialRequests: text('special_requests'),
    notes: text('notes'),
    cancellationReason: text('cancellation_reason'),
    source: text('source').notNull().default('web'),
    createdBy: uuid('created_by').references(() => users.id),
    apiKeyId: uuid('api_key_id'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    mobileApp: boolean('mobile_app').notNull().default(false),
    /**
     * A partner agent's booking names its customer here: the booking belongs to the agent
     * (`user_id`) and never to an account that has the same e-mail.
     */
    guestCustomer: jsonb('guest_customer').$type<GuestCustomer>(),
    /** Attendance, a fact beside the status (DECISIONS): when the player was checked in, and by whom. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the desk recorded that the player did not come. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** A completed booking's thank-you message waits for this instant (completed before it ended). */
    thanksDueAt: timestamp('thanks_due_at', { withTimezone: true }),
    /** The weekly series this booking is an occurrence of (DECISIONS: series), if any. */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_series_idx')
      .on(t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    check('bookings_attendance_one', sql`${t.checkedInAt} is null or ${t.noShowAt} is null`),
    index('bookings_no_show_user_idx')
      .on(t.userId)
      .where(sql`${t.noShowAt} is not null`),
    index('bookings_thanks_due_idx')
      .on(t.thanksDueAt)
      .where(sql`${t.thanksDueAt} is not null`),
    uniqueIndex('bookings_number_key').on(t.bookingNumber),
    index('bookings_court_date_idx').on(t.courtId, t.date),
    index('bookings_user_idx').on(t.userId, t.startsAt),
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_status_idx').on(t.status),
    index('bookings_date_idx').on(t.date),
    index('bookings_status_date_idx').on(t.status, t.date),
  ],
);

/**
 * A weekly series booked at the desk: the same court and time on `weeks` consecutive weeks from
 * `first_date`. Each occurrence is an ordinary booking that names its series (bookings.series_id).
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    firstDate: date('first_date').notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    weeks: smallint('weeks').notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_series_weeks', sql`${t.weeks} between 1 and 52`),
    index('booking_series_created_idx').on(t.createdAt),
  ],
);

/**
 * What keeps a court's time taken: every live booking (kept here by a trigger on bookings,
 * migration 0009) and every hold a player has while typing a booking code. One exclusion
 * constraint over this table (`slot_claims_no_overlap`) lets no two claims of a court overlap, so
 * two players asking for the same slot at once get one hold between them, and a booking cannot
 * land on another player's hold. A hold has its holder, the address it was asked from and the
 * instant it lapses; an expired hold stays until a writer deletes it (the api's clock decides
 * what has expired, so the constraint cannot).
 */
export const slotClaims = pgTable(
  'slot_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The live booking this claim mirrors; null for a hold. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The player holding the slot; null for a booking's claim. */
    holderId: uuid('holder_id').references(() => users.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A hold offered to a waiting player (migration 0023): its lapse is no fault of theirs. */
    waitlistEntryId: uuid('waitlist_entry_id').references(() => waitlistEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slot_claims_booking_key').on(t.bookingId),
    // One hold per player at a time.
    uniqueIndex('slot_claims_holder_key').on(t.holderId),
    index('slot_claims_court_date_idx').on(t.courtId, t.date),
    index('slot_claims_expires_idx').on(t.expiresAt),
    check(
      'slot_claims_kind',
      sql`(${t.bookingId} is not null and ${t.holderId} is null and ${t.expiresAt} is null)
        or (${t.bookingId} is null and ${t.holderId} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * Each court's figures per venue-local date, kept by triggers on bookings (migration
 * 0004_booking_day_totals) in the writer's transaction, so a year's figures read a few thousand
 * rows instead of every booking: bookings and booked minutes of those not cancelled, and the
 * revenue of those paid or completed.
 */
export const bookingDayTotals = pgTable(
  'booking_day_totals',
  {
    date: date('date').notNull(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull().default(0),
    bookedMinutes: integer('booked_minutes').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.courtId] })],
);

/** Audit trail of a booking's status changes: who, when, from what to what. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export type StatusInquiry = { at: string; request: unknown; response: unknown };

/**
 * Why a payment waits for an admin: `mismatch` when an answer from JazzCash (a status inquiry)
 * named another amount, currency or reference than the booking; `refund` when money arrived
 * for a booking that had been cancelled. Such a payment is recorded, never settled silently.
 */
export type PaymentFlag = TPaymentFlag;

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    responseCode: text('response_code'),
    responseMessage: text('response_message'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id),
    requestPayload: jsonb('request_payload').$type<Record<string, unknown>>(),
    responsePayload: jsonb('response_payload').$type<Record<string, unknown>>(),
    statusInquiries: jsonb('status_inquiries').$type<StatusInquiry[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    flag: text('flag').$type<PaymentFlag>(),
    flagReason: text('flag_reason'),
    /** A match share's payment: the seat it pays for (its booking is the match's). */
    matchPlayerId: uuid('match_player_id').references(() => matchPlayers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_transactions_flag', sql`${t.flag} in ('mismatch', 'refund')`),
    uniqueIndex('payment_transactions_txn_key').on(t.transactionId),
    index('payment_transactions_booking_idx').on(t.bookingId),
    index('payment_transactions_created_idx').on(t.createdAt),
    index('payment_transactions_match_player_idx').on(t.matchPlayerId),
  ],
);

/**
 * Money taken at the desk (DECISIONS: desk payments). A payment is voided, never deleted; it
 * keeps a copy of the booking number so the cash-up reads it even after the booking is deleted.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingNumber: text('booking_number').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** The match seat whose share this pays (a share paid at the desk), else null. */
    matchPlayerId: uuid('match_player_id').references(() => matchPlayers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check(
      'booking_payments_method',
      sql`${t.method} in ('cash', 'card_terminal', 'bank_transfer', 'jazzcash_qr')`,
    ),
    check('booking_payments_amount', sql`${t.amount} > 0`),
    check('booking_payments_void', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    index('booking_payments_created_idx').on(t.createdAt),
    index('booking_payments_booking_idx').on(t.bookingId),
    uniqueIndex('booking_payments_match_player_key')
      .on(t.matchPlayerId)
      .where(sql`${t.matchPlayerId} is not null and ${t.voidedAt} is null`),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKey: text('api_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_api_key_key').on(t.apiKey),
    uniqueIndex('api_keys_token_hash_key').on(t.tokenHash),
  ],
);

/**
 * Idempotency-Key records of partner agents' bookings (by API key) and admins' refunds (by
 * user): the same key and body replay the first answer. Each key belongs to one of the two.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.apiKeyId, t.key),
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    check('idempotency_keys_owner', sql`num_nonnulls(${t.apiKeyId}, ${t.userId}) = 1`),
  ],
);

export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    userAgent: text('user_agent'),
    url: text('url'),
    referrer: text('referrer'),
    screenResolution: text('screen_resolution'),
    viewport: text('viewport'),
    timezone: text('timezone'),
    language: text('language'),
    platform: text('platform'),
    bookingCompleted: boolean('booking_completed').notNull().default(false),
    bookingAbandoned: boolean('booking_abandoned').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_sessions_session_key').on(t.sessionId),
    index('activity_sessions_user_idx').on(t.userId, t.lastActivityAt),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('activities_session_idx').on(t.sessionId, t.timestamp)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (court pictures, the logo, the favicon), kept in the database so that every
 * api instance serves what any of them stored. `path` is the public path, `/uploads/<folder>/<name>`.
 */
export const uploadedImages = pgTable('uploaded_images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  /** A strong validator of the bytes (their SHA-256), answered as the ETag. */
  etag: text('etag').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every api instance (rate-limiter-flexible's PostgreSQL store;
 * its own column names). `expire` is milliseconds since the epoch.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * A player's notification choices: WhatsApp messages go to `whatsapp_phone` only while
 * `whatsapp_opted_in` (off by default; replying STOP or the settings page turns it off) and
 * `whatsapp_confirmed_phone` is that same number: the one whose owner entered the code sent to
 * it. STOP clears the confirmation, so only a new code turns the messages back on.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whatsappPhone: text('whatsapp_phone'),
  whatsappOptedIn: boolean('whatsapp_opted_in').notNull().default(false),
  whatsappConfirmedPhone: text('whatsapp_confirmed_phone'),
  updatedAt: updatedAt(),
});

/**
 * A player's private calendar feed. Only the SHA-256 of the feed's secret token is kept: the
 * address is shown once, when it is made; resetting it makes the old address stop working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

/**
 * One row per reminder sent, per booking and channel: the primary key is what makes a reminder
 * go out once, whichever api instance claims it first.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.channel] })],
);

/** WhatsApp messages sent, with the last delivery status the Cloud API reported for each. */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    /** The Cloud API's message id (wamid). */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    /** The message as the player reads it (the template filled in), for the development outbox. */
    body: text('body').notNull().default(''),
    status: text('status').notNull().default('sent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('whatsapp_messages_booking_idx').on(t.bookingId)],
);

/**
 * Every message the venue sends (mail, WhatsApp), written with the change that causes it and
 * delivered afterwards by the outbox worker. `key` names the message's cause: a second write of
 * the same message is refused, and a mail's Message-ID is derived from it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    /** 'email' | 'whatsapp' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** What the message is (a subject or a template's name), for people reading the list. */
    template: text('template').notNull(),
    /** The rendered message, as the channel's transport takes it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'queued' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * When its hour of retries began: when it was written, or when an admin sent it again.
     * A message still failing an hour after this is marked failed.
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_key_key').on(t.key),
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * An open match (DECISIONS: open matches): a booking whose host offers `open_seats` of its four
 * places to players of a level range. A venue-hosted match has no host and four open seats.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null for a venue-hosted match. */
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    openSeats: smallint('open_seats').notNull(),
    levelMin: real('level_min').notNull(),
    levelMax: real('level_max').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When everyone was told the match is full (once). */
    notifiedFullAt: timestamp('notified_full_at', { withTimezone: true }),
    /** When it was closed or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('matches_booking_key').on(t.bookingId),
    index('matches_status_idx').on(t.status),
    check('matches_open_seats', sql`${t.openSeats} BETWEEN 1 AND 4`),
    check(
      'matches_levels',
      sql`${t.levelMin} BETWEEN 1 AND 7 AND ${t.levelMax} BETWEEN 1 AND 7 AND ${t.levelMin} <= ${t.levelMax}`,
    ),
    check('matches_status', sql`${t.status} in ('open', 'full', 'closed', 'cancelled')`),
  ],
);

/**
 * A player's seat in a match and their share. Seats 1..open_seats; the partial unique indexes
 * over the joined seats are what let only one of two players take the last seat.
 */
export const matchPlayers = pgTable(
  'match_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seat: smallint('seat').notNull(),
    /** joined, or how the seat was given up: left, expired (unpaid), removed (staff), cancelled. */
    status: text('status').notNull().default('joined'),
    share: integer('share').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** A card or wallet share not paid by then frees the seat. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the share paid online was refunded to the host who had paid the whole court. */
    hostRefundedAt: timestamp('host_refunded_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('match_players_seat_key')
      .on(t.matchId, t.seat)
      .where(sql`${t.status} = 'joined'`),
    uniqueIndex('match_players_player_key')
      .on(t.matchId, t.userId)
      .where(sql`${t.status} = 'joined'`),
    index('match_players_user_idx').on(t.userId),
    check('match_players_seat', sql`${t.seat} BETWEEN 1 AND 4`),
    check(
      'match_players_status',
      sql`${t.status} in ('joined', 'left', 'expired', 'removed', 'cancelled')`,
    ),
  ],
);

/**
 * A match's result: the pairs (A is the entering player's), the sets from pair A's side, and
 * whether a player of pair B confirmed or rejected it. One live (pending or confirmed) a match.
 */
export const matchResults = pgTable(
  'match_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** pending, confirmed (final; levels moved) or rejected (may be entered again). */
    status: text('status').notNull().default('pending'),
    pairAFirst: uuid('pair_a_first').notNull(),
    pairASecond: uuid('pair_a_second').notNull(),
    pairBFirst: uuid('pair_b_first').notNull(),
    pairBSecond: uuid('pair_b_second').notNull(),
    /** Each set's games, pair A's first: [[6, 4], [3, 6], [7, 5]]. */
    sets: jsonb('sets').$type<[number, number][]>().notNull(),
    enteredBy: uuid('entered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('match_results_live_key')
      .on(t.matchId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    check('match_results_status', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/** A player's level moved by a confirmed result: once a match and player. */
export const levelHistory = pgTable(
  'level_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => matchResults.id, { onDelete: 'cascade' }),
    /** Null when the player had no level yet. */
    levelBefore: real('level_before'),
    levelAfter: real('level_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('level_history_match_player_key').on(t.matchId, t.userId),
    index('level_history_user_idx').on(t.userId, t.createdAt),
    check('level_history_level_after', sql`${t.levelAfter} BETWEEN 1 AND 7`),
  ],
);

/**
 * A player waiting for a taken slot: a court, or any court (null) at that time. Live while
 * waiting or offered (told, the slot held for them); then booked, passed (the time came),
 * lapsed (told and not booked in time, or moved on), or removed. One live entry a player per
 * slot: asking twice is one entry.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of arrival (first come, first served), as the database numbered the inserts. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courtId: uuid('court_id').references(() => courts.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('waiting'),
    clientAddress: text('client_address'),
    /** The court held for the player when told (the one that freed, for an any-court entry). */
    offeredCourtId: uuid('offered_court_id').references(() => courts.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_live_key')
      .on(
        t.userId,
        t.startsAt,
        t.endsAt,
        sql`coalesce(${t.courtId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_status_starts_idx').on(t.status, t.startsAt),
    index('waitlist_entries_user_idx').on(t.userId, t.status),
    check(
      'waitlist_entries_status',
      sql`${t.status} in ('waiting', 'offered', 'booked', 'passed', 'lapsed', 'removed')`,
    ),
  ],
);
