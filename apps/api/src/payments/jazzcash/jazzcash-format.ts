import { randomInt } from 'node:crypto';
import { formatKarachiTime } from '@padel/domain';

// JazzCash's field formats (its v1.1 page redirection and v2.0 REST fields). Amounts, times and
// references are shaped here and nowhere else.

export const TXN_REF_NO_MAX_LENGTH = 20;
export const BILL_REFERENCE_MAX_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 200;

/**
 * Whole rupees as JazzCash's pp_Amount: integer paisa with no decimal point. The one place
 * rupees become paisa (DECISIONS: time and money); a fraction or a negative is a bug upstream.
 */
export function toPaisa(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) {
    throw new RangeError(`Amount must be a whole, non-negative number of rupees (got ${rupees})`);
  }
  return (BigInt(rupees) * 100n).toString();
}

/** pp_Amount back to rupees; a paisa string that is not a plain integer throws. */
export function fromPaisa(paisa: string): number {
  if (!/^\d{1,15}$/.test(paisa)) {
    throw new RangeError(`pp_Amount must be an integer number of paisa (got '${paisa}')`);
  }
  return Number(paisa) / 100;
}

/** An instant as pp_TxnDateTime / pp_TxnExpiryDateTime: 'yyyyMMddHHmmss' on Karachi's clock. */
export function formatTxnDateTime(instant: Date): string {
  return formatKarachiTime(instant, 'yyyyMMddHHmmss');
}

const SUFFIX_LENGTH = 5;
const SUFFIX_SPACE = 36 ** SUFFIX_LENGTH;
// A counter from a random start: two references made in the same second by this process never
// collide (random suffixes would, after a few thousand), and two processes starting together
// almost surely begin far apart.
let sequence = randomInt(SUFFIX_SPACE);

/**
 * A fresh pp_TxnRefNo: 'T', the Karachi time 'yyyyMMddHHmmss', then 5 base-36 characters;
 * 20 alphanumerics, JazzCash's maximum. JazzCash refuses a reused reference.
 */
export function createTxnRefNo(now: Date): string {
  sequence = (sequence + 1) % SUFFIX_SPACE;
  const suffix = sequence.toString(36).toUpperCase().padStart(SUFFIX_LENGTH, '0');
  return `T${formatTxnDateTime(now)}${suffix}`;
}

const DESCRIPTION_FORBIDDEN = /[<>*=%/:'|"{}\\]/g;
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * pp_Description without the characters JazzCash treats as malicious (`<>*=%/:'|"{}`, and the
 * backslash for good measure), line breaks flattened, cut to 200 characters.
 */
export function sanitizeDescription(text: string): string {
  const cleaned = text
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(DESCRIPTION_FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, DESCRIPTION_MAX_LENGTH).join('').trim();
}

/**
 * pp_BillReference from one of our references (a booking id such as 'BK-2025-0001' gives
 * 'BK20250001'): letters and digits only, at most 20.
 */
export function toBillReference(reference: string): string {
  const billReference = reference.replace(/[^A-Za-z0-9]/g, '').slice(0, BILL_REFERENCE_MAX_LENGTH);
  if (!billReference) {
    throw new RangeError(`A bill reference needs letters or digits (got '${reference}')`);
  }
  return billReference;
}
