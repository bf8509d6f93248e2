// Reusable field schemas carrying the exact messages of product doc §5. Each rule stops at its
// first failure (`abort`), so the first issue is the message a form shows under the field.
import { z } from 'zod';
import {
  ADMIN_WIZARD_DURATIONS,
  CAPACITY_MAX,
  CAPACITY_MIN,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  DURATION_STEP_MINUTES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  PHONE_PREFIX,
} from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

/** A required trimmed text: missing, empty or blank gives '{label} is required'. */
export function zRequiredText(label: string, max = 1000) {
  const required = V.required(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, V.tooLong(max));
}

/** An optional free text; empty input reads as absent. */
export function zOptionalText(max = 1000) {
  return z
    .string()
    .trim()
    .max(max, V.tooLong(max))
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Phone: +92 and 10 digits, 13 characters; empty or a bare '+92' counts as missing. */
export const zPhone = z
  .string({ error: V.phoneRequired })
  .trim()
  .refine((value) => value !== '' && value !== PHONE_PREFIX, { error: V.phoneRequired, abort: true })
  .regex(/^\+92\d{10}$/, V.phoneInvalid);

/** A phone that public forms may leave out: '' or a bare '+92' reads as not given. */
export const zOptionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && ['', PHONE_PREFIX].includes(value.trim()) ? undefined : value),
  zPhone.optional(),
);

/**
 * A person's name with its label ('First name'): 2 characters or more and under 50.
 * The message says "less than 50", so 50 characters are refused and 49 is the longest.
 */
export function zName(label: string) {
  const required = V.required(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(NAME_MIN_LENGTH, { error: V.nameTooShort(label), abort: true })
    .max(NAME_MAX_LENGTH, V.nameTooLong(label));
}

function emailWith(invalidMessage: string) {
  return z
    .string({ error: V.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: V.emailRequired, abort: true })
    .max(254, { error: invalidMessage, abort: true })
    .regex(z.regexes.email, invalidMessage);
}

/** Email, trimmed and lower-cased: 'Email is required', 'Email is invalid'. */
export const zEmail = emailWith(V.emailInvalid);
/** Email on the setup, forgot-password and temporary-user forms: 'Please enter a valid email address'. */
export const zEmailStrict = emailWith(V.emailInvalidStrict);

/** A new password: 6 characters or more with a lowercase letter, an uppercase letter and a digit. */
export function zPasswordWith(requiredMessage: string = V.passwordRequired) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: V.passwordTooShort, abort: true })
    .max(128, V.tooLong(128))
    .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), V.passwordWeak);
}
export const zPassword = zPasswordWith();

/** A password being checked, not set (login, deletion): only required. */
export function zPasswordEntry(requiredMessage: string = V.passwordRequired) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(128, V.tooLong(128));
}
export const zLoginPassword = zPasswordEntry();

/**
 * A 6-digit one-time code. The required text differs by screen: 'OTP is required' (setup),
 * 'Please enter the OTP' (auth modal), 'Please enter complete OTP' (booking). Fewer than 6
 * digits reads as incomplete; letters or extra characters as not 6 digits.
 */
export function zOtp(requiredMessage: string = V.otpEnter) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((value) => !/^\d+$/.test(value) || value.length >= OTP_LENGTH, {
      error: V.otpIncomplete,
      abort: true,
    })
    .regex(/^\d{6}$/, V.otpDigitsOnly);
}

/** JazzCash wallet number: 03 and 9 digits. */
export const zWalletMobile = z
  .string({ error: V.walletMobileRequired })
  .trim()
  .min(1, { error: V.walletMobileRequired, abort: true })
  .regex(/^03\d{9}$/, V.walletMobileInvalid);

/** Last 6 digits of the wallet holder's CNIC. */
export const zCnic = z
  .string({ error: V.cnicRequired })
  .trim()
  .min(1, { error: V.cnicRequired, abort: true })
  .regex(/^\d{6}$/, V.cnicInvalid);

/** Booking length: 30 to 480 minutes in 30-minute steps (product doc §5 "Custom duration"). */
export const zDurationMinutes = z
  .number({ error: V.durationStep })
  .int({ error: V.durationStep, abort: true })
  .min(DURATION_MIN_MINUTES, { error: V.durationTooShort, abort: true })
  .max(DURATION_MAX_MINUTES, { error: V.durationTooLong, abort: true })
  .multipleOf(DURATION_STEP_MINUTES, V.durationStep);

/** The admin wizard offers 60, 90, 120 and 180 minutes only. */
export const zAdminWizardDuration = z.literal(ADMIN_WIZARD_DURATIONS, { error: V.durationNotOffered });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A venue-local calendar date 'yyyy-MM-dd' that exists (no 2025-02-30). */
export const zLocalDate = z
  .string({ error: V.dateInvalid })
  .trim()
  .refine(isCalendarDate, V.dateInvalid);

/** A clock time 'HH:MM' from 00:00 to 23:59. */
export const zTime = z
  .string({ error: V.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.timeInvalid);

/** A closing time: any 'HH:MM' or '24:00' (midnight at the end of the day). */
export const zCloseTime = z
  .string({ error: V.timeInvalid })
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, V.timeInvalid);

/** An opening time on the 30-minute grid, 00:00 to 23:30. */
export const zHalfHourTime = zTime.refine((value) => /:(00|30)$/.test(value), V.timeNotHalfHour);

/** A closing time on the 30-minute grid, 00:00 to 24:00 (shown as Midnight). */
export const zHalfHourCloseTime = zCloseTime.refine((value) => /:(00|30)$/.test(value), V.timeNotHalfHour);

/** Minutes since midnight of 'HH:MM' ('24:00' gives 1440). */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Ids are UUID strings. Any 8-4-4-4-12 hex form is accepted, not only RFC 9562 versions,
 * so fixed ids in seeds and fixtures parse too.
 */
export const zUuid = z.guid({ error: V.idInvalid });

/** A discount percentage, 0 to 100. */
export const zPercentage = z
  .number({ error: V.percentageRange })
  .min(PERCENTAGE_MIN, V.percentageRange)
  .max(PERCENTAGE_MAX, V.percentageRange);

/** A price in whole rupees, 0 or more (DECISIONS: amounts are integers). */
export const zPrice = z
  .number({ error: (issue) => (issue.input === undefined ? V.required('Price') : V.priceInvalid) })
  .int(V.priceInvalid)
  .min(0, V.priceInvalid);

/** Court capacity (max players), 2 to 6. */
export const zCapacity = z
  .number({
    error: (issue) => (issue.input === undefined ? V.required('Capacity') : V.capacityRange),
  })
  .int(V.capacityRange)
  .min(CAPACITY_MIN, V.capacityRange)
  .max(CAPACITY_MAX, V.capacityRange);

export const zPaymentMethod = z.enum(PAYMENT_METHODS, { error: V.paymentMethodInvalid });

/** An http(s) address. */
export const zUrl = z
  .string({ error: V.urlRequired })
  .trim()
  .min(1, { error: V.urlRequired, abort: true })
  .max(2048, { error: V.tooLong(2048), abort: true })
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, V.urlInvalid);

/** An instant as ISO 8601 with a zone ('2025-01-31T10:00:00.000Z' or '+05:00'). */
export const zIsoDateTime = z.iso.datetime({ offset: true });

// Query strings arrive as text: the helpers below read them into typed values.

/**
 * Reads a query value as a number before `schema` checks it. '' and absent both arrive as
 * undefined, so `schema` says what absence means (`.optional()` or `.default(n)`).
 */
export function zQueryNumber<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  }, schema);
}

function readQueryBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return text === '' ? undefined : value;
}

/** 'true'/'false' (also '1'/'0') from a query string, or a real boolean; absent or '' stays absent. */
export const zQueryBoolean = z.preprocess(readQueryBoolean, z.boolean({ error: V.booleanInvalid }).optional());

/** As zQueryBoolean, with a value when absent. */
export function zQueryBooleanDefault(defaultValue: boolean) {
  return z.preprocess(readQueryBoolean, z.boolean({ error: V.booleanInvalid }).default(defaultValue));
}

/** Page number from a query, 1 when absent. */
export const zQueryPage = zQueryNumber(
  z.number({ error: V.pageInvalid }).int(V.pageInvalid).min(1, V.pageInvalid).default(1),
);

/** Page size from a query, bounded, with its default. */
export function zQueryLimit(defaultLimit: number, max = 100) {
  const message = V.limitInvalid(max);
  return zQueryNumber(z.number({ error: message }).int(message).min(1, message).max(max, message).default(defaultLimit));
}

/** A query value given once, repeated (?a=x&a=y) or comma-separated (?a=x,y), as a list. */
export function zQueryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return parts
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
  }, z.array(item));
}
