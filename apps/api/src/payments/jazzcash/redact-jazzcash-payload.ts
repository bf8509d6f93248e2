// What leaves the JazzCash client for logs or the transactions table never carries a secret:
// passwords, the MPIN, the salt and the hash are replaced and the CNIC is masked.

export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set(
  [
    'pp_Password',
    'pp_SecureHash',
    'pp_MerchantMPIN',
    'integritySalt',
    'pp_IntegritySalt',
    'salt',
    'password',
    'mpin',
  ].map((key) => key.toLowerCase()),
);
const MASKED_KEYS = new Set(['pp_cnic', 'cnic']);

/** '345678' -> '****78': enough to tell two wallets apart on an admin screen, no more. */
export function maskCnic(value: unknown): string {
  const text =
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (text === '') return '';
  return text.length > 2 ? `****${text.slice(-2)}` : '****';
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return redactJazzCashPayload(value as Record<string, unknown>);
  }
  return value;
}

/**
 * A copy of a JazzCash request or answer safe to store or log. Keys match case-insensitively
 * because JazzCash is not consistent about case (pp_SubMerchantID / pp_SubMerchantId).
 */
export function redactJazzCashPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const lowerKey = key.toLowerCase();
    if (SECRET_KEYS.has(lowerKey)) copy[key] = REDACTED;
    else if (MASKED_KEYS.has(lowerKey)) copy[key] = maskCnic(value);
    else copy[key] = redactValue(value);
  }
  return copy;
}
