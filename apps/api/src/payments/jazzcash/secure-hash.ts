import { createHmac, timingSafeEqual } from 'node:crypto';

/** Request or answer fields as JazzCash names them; only the `pp*` ones are signed. */
export type JazzCashFields = Record<string, string | number | undefined | null>;

const HASH_FIELD = 'pp_SecureHash';
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * The string JazzCash signs: the salt, then the values of every non-empty `pp*` field
 * (ppmpf_*, ppmbf_* and pp_Password included) but pp_SecureHash, in ordinal key order, joined
 * with '&'. Ordinal `.sort()` on purpose: JazzCash sorts by code unit, and a locale-aware
 * sort orders case differently (pp_SubMerchantID against pp_SubMerchantId).
 */
export function buildSecureHashMessage(fields: JazzCashFields, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((key) => key.startsWith('pp') && key !== HASH_FIELD)
    .sort()
    .map((key) => fields[key])
    .filter((value) => value !== undefined && value !== null && String(value) !== '')
    .map(String);
  return [integritySalt, ...values].join('&');
}

/** HMAC-SHA256 of a message keyed with the integrity salt, in JazzCash's upper-case hex. */
export function signSecureHashMessage(message: string, integritySalt: string): string {
  return createHmac('sha256', Buffer.from(integritySalt, 'utf8'))
    .update(message, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** pp_SecureHash of a request or an answer, as JazzCash computes it. */
export function computeSecureHash(fields: JazzCashFields, integritySalt: string): string {
  return signSecureHashMessage(buildSecureHashMessage(fields, integritySalt), integritySalt);
}

/**
 * Whether the fields carry a pp_SecureHash that matches their content. Case-insensitive
 * because JazzCash answers in upper case while some senders use lower case; constant-time so
 * the comparison does not leak how much of a forged hash was right.
 */
export function verifySecureHash(fields: JazzCashFields, integritySalt: string): boolean {
  const received = fields[HASH_FIELD];
  if (typeof received !== 'string' || !HEX_SHA256.test(received)) return false;
  const expected = Buffer.from(computeSecureHash(fields, integritySalt), 'utf8');
  return timingSafeEqual(expected, Buffer.from(received.toUpperCase(), 'utf8'));
}
