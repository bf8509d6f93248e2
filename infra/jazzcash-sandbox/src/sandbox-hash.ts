import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox's own pp_SecureHash, written from JazzCash's documentation and never shared with
// the api: one implementation on both sides would let a hashing bug pass unnoticed.

type Pair = [key: string, value: string];

function isSigned(key: string): boolean {
  return key.startsWith('pp') && key !== 'pp_SecureHash';
}

function byKey([a]: Pair, [b]: Pair): number {
  // Code-unit order, as JazzCash sorts; localeCompare orders case differently
  // (pp_SubMerchantID against pp_SubMerchantId).
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** `salt&value&value...` over the non-empty pp* fields but pp_SecureHash, in key order. */
export function composeHashMessage(fields: Record<string, unknown>, integritySalt: string): string {
  const pairs: Pair[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!isSigned(key) || value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > 0) pairs.push([key, text]);
  }
  pairs.sort(byKey);
  return pairs.reduce((message, [, value]) => `${message}&${value}`, integritySalt);
}

/** HMAC-SHA256 keyed with the salt, upper-case hex, as JazzCash answers. */
export function hmacHex(message: string, integritySalt: string): string {
  const hmac = createHmac('sha256', integritySalt);
  hmac.update(Buffer.from(message, 'utf8'));
  return hmac.digest('hex').toUpperCase();
}

export function signFields(fields: Record<string, unknown>, integritySalt: string): string {
  return hmacHex(composeHashMessage(fields, integritySalt), integritySalt);
}

/** The fields with pp_SecureHash set: how every answer of the sandbox leaves. */
export function withSecureHash<T extends Record<string, string>>(
  fields: T,
  integritySalt: string,
): T & { pp_SecureHash: string } {
  return { ...fields, pp_SecureHash: signFields(fields, integritySalt) };
}

/** Whether pp_SecureHash matches, whatever its case. */
export function hasValidSecureHash(
  fields: Record<string, unknown>,
  integritySalt: string,
): boolean {
  const received = fields.pp_SecureHash;
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(signFields(fields, integritySalt).toLowerCase());
  const given = Buffer.from(received.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
