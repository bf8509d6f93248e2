// Reusable field schemas carrying the exact messages of product doc §5. Each field gives at
// most one message, the first rule it breaks, so a form shows one text under each input and the
// api lists one error per field. Rules never abort the parse: a form's cross-field checks
// ('Passwords do not match') still run beside the fields' own errors.
import { z } from 'zod';
import {
  ADMIN_WIZARD_DURATIONS,
  CAPACITY_MAX,
  CAPACITY_MIN,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  DURATION_STEP_MINUTES,
  EARLIEST_DATE,
  LATEST_DATE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHODS,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  PHONE_PREFIX,
} from './constants';
import { IDEMPOTENCY_MESSAGES, VALIDATION_MESSAGES as V } from './messages';
import { normalizePakistaniPhone, normalizeWalletNumber } from './phone';
import {
  firstBroken,
  hasNoControlCharacters,
  LINE_BREAKS_AND_TABS,
  rule,
  type TRule,
  zText,
} from './field-rules';

export {
  containsControlCharacters,
  hasNoControlCharacters,
  messageOf,
  rule,
  type TRule,
  zText,
} from './field-rules';

const maxLength = (max: number) => rule((value: string) => value.length <= max, V.tooLong(max));

/** A required trimmed text: missing, empty or blank gives '{label} is required'. */
export function zRequiredText(label: string, max = 1000) {
  return zText(V.required(label), [maxLength(max)]);
}

/** A trimmed text that may be empty: at most `max` characters, no control characters. */
export function zPlainText(max = 1000) {
  return z
    .string()
    .trim()
    .superRefine(firstBroken([hasNoControlCharacters, maxLength(max)]));
}

/** As zPlainText, untrimmed (a browser's user agent or a URL is kept as sent). */
export function zRawText(max = 1000) {
  return z.string().superRefine(firstBroken([hasNoControlCharacters, maxLength(max)]));
}

/** An optional free text; empty input reads as absent. */
export function zOptionalText(max = 1000) {
  return zPlainText(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * Phone: read from any way people write a Pakistani number ('0300 1234567', '+92-300-1234567',
 * '0092 300 1234567') into the stored '+92' and 10 digits; empty or a bare '+92' counts as
 * missing. A trunk 0 kept after +92 ('+920300123456') is not a number and is refused.
 */
export const zPhone = zText(
  V.phoneRequired,
  [rule((value) => normalizePakistaniPhone(value) !== null, V.phoneInvalid)],
  (value) => value === '' || value === PHONE_PREFIX,
).transform((value) => normalizePakistaniPhone(value) ?? value);

/** A phone that public forms may leave out: '' or a bare '+92' reads as not given. */
export const zOptionalPhone = z.preprocess(
  (value) =>
    typeof value === 'string' && ['', PHONE_PREFIX].includes(value.trim()) ? undefined : value,
  zPhone.optional(),
);

/**
 * A person's name with its label ('First name'): 2 characters or more and under 50.
 * The message says "less than 50", so 50 characters are refused and 49 is the longest.
 */
export function zName(label: string) {
  return zText(V.required(label), [
    rule((value) => !LINE_BREAKS_AND_TABS.test(value), V.lineBreaks),
    rule((value) => value.length >= NAME_MIN_LENGTH, V.nameTooShort(label)),
    rule((value) => value.length <= NAME_MAX_LENGTH, V.nameTooLong(label)),
  ]);
}

function emailWith(invalidMessage: string) {
  return zText(V.emailRequired, [
    rule((value) => value.length <= 254 && z.regexes.email.test(value), invalidMessage),
  ]).transform((value) => value.toLowerCase());
}

/** Email, trimmed and lower-cased: 'Email is required', 'Email is invalid'. */
export const zEmail = emailWith(V.emailInvalid);
/** Email on the setup, forgot-password and temporary-user forms: 'Please enter a valid email address'. */
export const zEmailStrict = emailWith(V.emailInvalidStrict);
/** An e-mail a form may leave out (a walk-in at the desk): '' or blanks read as not given. */
export const zOptionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  zEmailStrict.optional(),
);

/**
 * A password, untrimmed: required, then only presence (`isNew` false: login, deletion) or the
 * rules of a new password: 6 characters or more with a lowercase letter, an uppercase letter
 * and a digit.
 */
function passwordWith(requiredMessage: string, isNew: boolean) {
  const rules: TRule<string>[] = [rule((value) => value.length <= 128, V.tooLong(128))];
  if (isNew) {
    rules.unshift(
      rule((value) => value.length >= PASSWORD_MIN_LENGTH, V.passwordTooShort),
      rule(
        (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
        V.passwordWeak,
      ),
    );
  }
  return z
    .string({ error: requiredMessage })
    .superRefine(firstBroken([rule((value: string) => value !== '', requiredMessage), ...rules]));
}

/** A new password with the screen's required text ('New password is required'). */
export function zPasswordWith(requiredMessage: string = V.passwordRequired) {
  return passwordWith(requiredMessage, true);
}
export const zPassword = zPasswordWith();

/** A password being checked, not set (login, deletion): only required. */
export function zPasswordEntry(requiredMessage: string = V.passwordRequired) {
  return passwordWith(requiredMessage, false);
}
export const zLoginPassword = zPasswordEntry();

/**
 * A 6-digit one-time code. The required text differs by screen: 'OTP is required' (setup),
 * 'Please enter the OTP' (auth modal), 'Please enter complete OTP' (booking). Fewer than 6
 * digits reads as incomplete; letters or extra characters as not 6 digits.
 */
export function zOtp(requiredMessage: string = V.otpEnter) {
  return zText(requiredMessage, [
    rule((value) => !/^\d+$/.test(value) || value.length >= OTP_LENGTH, V.otpIncomplete),
    rule((value) => /^\d{6}$/.test(value), V.otpDigitsOnly),
  ]);
}

/**
 * JazzCash wallet number, given as JazzCash takes it: '03' and 9 digits, read from the same
 * forms as a phone ('+92 300 1234567' gives '03001234567').
 */
export const zWalletMobile = zText(V.walletMobileRequired, [
  rule((value) => normalizeWalletNumber(value) !== null, V.walletMobileInvalid),
]).transform((value) => normalizeWalletNumber(value) ?? value);

/** Last 6 digits of the wallet holder's CNIC. */
export const zCnic = zText(V.cnicRequired, [rule((value) => /^\d{6}$/.test(value), V.cnicInvalid)]);

/** A number with its rules; `requiredMessage` for a missing or non-numeric value. */
export function zNumber(
  requiredMessage: string,
  rules: readonly TRule<number>[] = [],
  invalidMessage = requiredMessage,
) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .superRefine(firstBroken(rules));
}

const isWhole = (value: number) => Number.isInteger(value);

/** Booking length: 30 to 480 minutes in 30-minute steps (product doc §5 "Custom duration"). */
export const zDurationMinutes = zNumber(V.durationStep, [
  rule(isWhole, V.durationStep),
  rule((value) => value >= DURATION_MIN_MINUTES, V.durationTooShort),
  rule((value) => value <= DURATION_MAX_MINUTES, V.durationTooLong),
  rule((value) => value % DURATION_STEP_MINUTES === 0, V.durationStep),
]);

/** The admin wizard offers 60, 90, 120 and 180 minutes only. */
export const zAdminWizardDuration = z.literal(ADMIN_WIZARD_DURATIONS, {
  error: V.durationNotOffered,
});

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear reads years below 100 as written (Date.UTC would read 0001 as 1901).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const onHalfHour = rule((value: string) => /:(00|30)$/.test(value), V.timeNotHalfHour);

/**
 * A venue-local calendar date 'yyyy-MM-dd' that exists (no 2025-02-30), from EARLIEST_DATE to
 * LATEST_DATE ('9999-12-31' is a date, but no day of this venue).
 */
export const zLocalDate = zText(V.dateInvalid, [
  rule(isCalendarDate, V.dateInvalid),
  rule(
    (value) => value >= EARLIEST_DATE && value <= LATEST_DATE,
    V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE),
  ),
]);

/** A clock time 'HH:MM' from 00:00 to 23:59. */
export const zTime = zText(V.timeInvalid, [rule((value) => TIME.test(value), V.timeInvalid)]);

/** A closing time: any 'HH:MM' or '24:00' (midnight at the end of the day). */
export const zCloseTime = zText(V.timeInvalid, [
  rule((value) => CLOSE_TIME.test(value), V.timeInvalid),
]);

/** An opening time on the 30-minute grid, 00:00 to 23:30. */
export const zHalfHourTime = zText(V.timeInvalid, [
  rule((value) => TIME.test(value), V.timeInvalid),
  onHalfHour,
]);

/** A closing time on the 30-minute grid, 00:00 to 24:00 (shown as Midnight). */
export const zHalfHourCloseTime = zText(V.timeInvalid, [
  rule((value) => CLOSE_TIME.test(value), V.timeInvalid),
  onHalfHour,
]);

/** Minutes since midnight of 'HH:MM' ('24:00' gives 1440); NaN for anything else. */
export function toMinutes(time: string): number {
  if (!CLOSE_TIME.test(time)) return Number.NaN;
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Whether `end` is after `start`. Unreadable times count as in order: their own fields already
 * report them, and a second message about the order would only repeat it.
 */
export function isAfter(end: string, start: string): boolean {
  const [e, s] = [toMinutes(end), toMinutes(start)];
  return Number.isNaN(e) || Number.isNaN(s) || e > s;
}

/**
 * Ids are UUID strings. Any 8-4-4-4-12 hex form is accepted, not only RFC 9562 versions,
 * so fixed ids in seeds and fixtures parse too.
 */
export const zUuid = z.guid({ error: V.idInvalid });

/** An Idempotency-Key header's value: 1 to 255 visible ASCII characters. */
export const zIdempotencyKey = z
  .string({ error: IDEMPOTENCY_MESSAGES.required })
  .trim()
  .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalid);

/** A discount percentage, 0 to 100. */
export const zPercentage = zNumber(V.percentageRange, [
  rule((value) => value >= PERCENTAGE_MIN && value <= PERCENTAGE_MAX, V.percentageRange),
]);

/** A price in whole rupees, 0 or more (DECISIONS: amounts are integers). */
export const zPrice = zNumber(
  V.required('Price'),
  [rule((value) => isWhole(value) && value >= 0, V.priceInvalid)],
  V.priceInvalid,
);

/** Court capacity (max players), 2 to 6. */
export const zCapacity = zNumber(
  V.required('Capacity'),
  [
    rule(
      (value) => isWhole(value) && value >= CAPACITY_MIN && value <= CAPACITY_MAX,
      V.capacityRange,
    ),
  ],
  V.capacityRange,
);

export const zPaymentMethod = z.enum(PAYMENT_METHODS, { error: V.paymentMethodInvalid });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An http(s) address. */
export const zUrl = zText(V.urlRequired, [maxLength(2048), rule(isHttpUrl, V.urlInvalid)]);

/** An instant as ISO 8601 with a zone ('2025-01-31T10:00:00.000Z' or '+05:00'). */
export const zIsoDateTime = z.iso.datetime({ offset: true });

// Query strings arrive as text: the helpers below read them into typed values.

/**
 * Reads a query value as a number before `schema` checks it. '' and absent both arrive as
 * undefined, so `schema` says what absence means (`.optional()` or `.default(n)`).
 */
export function zQueryNumber<T extends z.ZodType<number | undefined>>(schema: T) {
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
export const zQueryBoolean = z.preprocess(
  readQueryBoolean,
  z.boolean({ error: V.booleanInvalid }).optional(),
);

/** As zQueryBoolean, with a value when absent. */
export function zQueryBooleanDefault(defaultValue: boolean) {
  return z.preprocess(
    readQueryBoolean,
    z.boolean({ error: V.booleanInvalid }).default(defaultValue),
  );
}

function zWhole(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return zNumber(message, [
    rule((value) => isWhole(value) && value >= min && value <= max, message),
  ]);
}

/** Page number from a query, 1 when absent. */
export const zQueryPage = zQueryNumber(zWhole(V.pageInvalid, 1).default(1));

/** Page size from a query, bounded, with its default. */
export function zQueryLimit(defaultLimit: number, max = 100) {
  return zQueryNumber(zWhole(V.limitInvalid(max), 1, max).default(defaultLimit));
}

/** A query value given once, repeated (?a=x&a=y) or comma-separated (?a=x,y), as a list. */
export function zQueryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const parts: unknown[] = Array.isArray(value)
      ? (value as unknown[])
      : value === undefined
        ? []
        : [value];
    return parts
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
  }, z.array(item));
}
