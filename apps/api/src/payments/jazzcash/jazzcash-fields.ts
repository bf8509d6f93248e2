import { toPaisa, fromPaisa, TXN_REF_NO_MAX_LENGTH } from './jazzcash-format';
import {
  MERCHANT_FIELD_KEYS,
  type JazzCashCallFailure,
  type MerchantFieldKey,
  type MerchantFields,
} from './jazzcash-types';

// Checks of what the client sends JazzCash and readings of what JazzCash answers.

const TXN_REF_NO = new RegExp(`^[A-Za-z0-9]{1,${TXN_REF_NO_MAX_LENGTH}}$`);

export type AnswerFields = Record<string, string>;
export type CallOutcome = { ok: true; answer: AnswerFields } | JazzCashCallFailure;

export function requireTxnRefNo(txnRefNo: string): string {
  if (!TXN_REF_NO.test(txnRefNo)) {
    throw new RangeError(`pp_TxnRefNo must be 1 to 20 letters or digits (got '${txnRefNo}')`);
  }
  return txnRefNo;
}

/** A charge or a refund of nothing is a bug upstream, never something to send. */
export function toPositivePaisa(amountRupees: number): string {
  const paisa = toPaisa(amountRupees);
  if (paisa === '0') throw new RangeError('Amount must be at least 1 rupee');
  return paisa;
}

export function requireExpiryMinutes(minutes: number): number {
  // JazzCash: the expiry is after the start and at most 3 months away.
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 90 * 24 * 60) {
    throw new RangeError(`expiresInMinutes must be 1 to 129600 (got ${minutes})`);
  }
  return minutes;
}

export function merchantFieldsOf(
  fields: MerchantFields | undefined,
): Record<MerchantFieldKey, string> {
  return Object.fromEntries(MERCHANT_FIELD_KEYS.map((key) => [key, fields?.[key] ?? ''])) as Record<
    MerchantFieldKey,
    string
  >;
}

/** JSON answers may carry numbers or nulls; the hash and the caller see strings. */
export function toAnswerFields(body: Record<string, unknown>): AnswerFields {
  const fields: AnswerFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) fields[key] = '';
    else fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return fields;
}

export function readField(answer: AnswerFields, key: string): string {
  return answer[key] ?? '';
}

/** pp_Amount in rupees, or null when it is missing or not a whole number of paisa. */
export function readAmountRupees(answer: AnswerFields): number | null {
  try {
    return fromPaisa(readField(answer, 'pp_Amount'));
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function describeFetchError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `JazzCash did not answer within ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause?.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reach JazzCash: ${typeof cause === 'string' && cause ? cause : message}`;
}
