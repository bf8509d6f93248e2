// Pakistani phone numbers as people type and paste them, read into the one form the product
// stores: '+92' and the 10 digits of the national number (product doc §5 "Phone"). The same
// reading gives the JazzCash wallet number, '03' and 9 digits (pp_MobileNumber, 03XXXXXXXXX).
// Pure, and here rather than in packages/domain because the contract's zod fields normalise
// with it (the contract imports nothing of ours); packages/domain re-exports it.
import { PHONE_PREFIX } from './constants';

const COUNTRY_CODE = '92';
const NATIONAL_DIGITS = 10;
/** Characters people put between digits: spaces (also no-break), dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\u00A0\u2000-\u200B\u2010-\u2015\u2212.()[\]/_-]/g;
/** A national number never starts with the trunk 0. */
const NATIONAL_NUMBER = /^[1-9]\d{9}$/;
/** '+' and at most 15 digits (E.164). */
const E164_MAX_LENGTH = 16;

/** The text without separators, or null when anything but digits and one leading '+' is left. */
function compact(raw: string): string | null {
  const text = raw.replace(SEPARATORS, '');
  return /^\+?\d*$/.test(text) ? text : null;
}

/**
 * The national number's digits a complete entry holds: after '+92' or '0092' (a trunk 0 typed
 * after the country code is dropped: '+92 0300…'), after the trunk 0 ('0300…'), after '92'
 * ('92300…', 12 digits), or the 10 digits alone ('300…'). Null for anything else.
 */
function nationalNumberOf(raw: string): string | null {
  const text = compact(raw);
  if (text === null) return null;
  let rest: string;
  if (text.startsWith('+') || text.startsWith('00')) {
    const afterPlus = text.startsWith('+') ? text.slice(1) : text.slice(2);
    if (!afterPlus.startsWith(COUNTRY_CODE)) return null;
    rest = afterPlus.slice(COUNTRY_CODE.length);
    if (rest.length === NATIONAL_DIGITS + 1 && rest.startsWith('0')) rest = rest.slice(1);
  } else if (text.startsWith('0')) {
    rest = text.slice(1);
  } else if (text.length === COUNTRY_CODE.length + NATIONAL_DIGITS) {
    if (!text.startsWith(COUNTRY_CODE)) return null;
    rest = text.slice(COUNTRY_CODE.length);
  } else {
    rest = text;
  }
  return NATIONAL_NUMBER.test(rest) ? rest : null;
}

/**
 * A Pakistani phone number in the stored form, '+923001234567', from any way people write it
 * ('03001234567', '3001234567', '+92 300 1234567', '+92-300-1234567', '0092 300 1234567',
 * '923001234567', '(0300) 123.4567'); null when it is not a complete Pakistani number.
 */
export function normalizePakistaniPhone(raw: string): string | null {
  const national = nationalNumberOf(raw);
  return national === null ? null : `${PHONE_PREFIX}${national}`;
}

/**
 * A JazzCash wallet number as JazzCash takes it, '03' and 9 digits ('03001234567'), from the
 * same forms as normalizePakistaniPhone; null when it is not a complete Pakistani mobile number.
 */
export function normalizeWalletNumber(raw: string): string | null {
  const national = nationalNumberOf(raw);
  return national?.startsWith('3') ? `0${national}` : null;
}

/**
 * Digits with their leading '+', letters and other marks dropped (a field keeps only what can
 * be part of a number); null when no digit or '+' is left to read.
 */
function typedDigits(raw: string): string | null {
  const text = raw.trim().replace(/[^\d+]/g, '');
  if (text === '') return raw.trim() === '' ? '' : null;
  return text.startsWith('+') ? `+${text.slice(1).replace(/\+/g, '')}` : text.replace(/\+/g, '');
}

/**
 * What an unfinished entry already says of the national number: the digits after the country
 * code or trunk 0, at most 10 (cleaned first, then limited). `prefix` is true while the entry
 * is still only (part of) '+92', '0092', '92' or '0'. Null for a '+' followed by another
 * country's code, or for text that is not a phone number.
 */
function partialNationalOf(raw: string): { digits: string; prefix: boolean } | null {
  const text = typedDigits(raw);
  if (text === null) return null;
  let digits: string;
  if (text.startsWith('+') || text.startsWith('00')) {
    const afterPlus = text.startsWith('+') ? text.slice(1) : text.slice(2);
    if (COUNTRY_CODE.startsWith(afterPlus)) return { digits: '', prefix: true };
    if (!afterPlus.startsWith(COUNTRY_CODE)) return null;
    digits = afterPlus.slice(COUNTRY_CODE.length);
  } else if (COUNTRY_CODE.startsWith(text)) {
    return { digits: '', prefix: true };
  } else if (
    text.startsWith(COUNTRY_CODE) &&
    (text.length > NATIONAL_DIGITS || /^92[03]/.test(text))
  ) {
    // '923…' is the country code before a mobile number, '920…' before a trunk 0.
    digits = text.slice(COUNTRY_CODE.length);
  } else {
    digits = text;
  }
  digits = digits.replace(/^0+/, '');
  return { digits: digits.slice(0, NATIONAL_DIGITS), prefix: digits === '' };
}

/**
 * What a phone field holds after an edit: '+92' and at most 10 digits (spec: the formatter
 * keeps a +92 prefix and caps the length at 13). The whole text is cleaned before anything is
 * cut, so a pasted '+92 300 1234567' or '0300-1234567' arrives whole. A paste after the field's
 * own '+92' counts on its own ('+92' + '+92 300…'). Letters are dropped; a number with another
 * country's code stays as typed (digits only, at most E.164's 15), so the field's message tells
 * the person rather than the field making up a Pakistani number.
 */
export function formatPakistaniPhoneInput(raw: string): string {
  const complete =
    normalizePakistaniPhone(raw) ??
    (raw.startsWith(PHONE_PREFIX) ? normalizePakistaniPhone(raw.slice(PHONE_PREFIX.length)) : null);
  if (complete !== null) return complete;
  const partial = partialNationalOf(raw);
  if (partial === null) return (typedDigits(raw) ?? PHONE_PREFIX).slice(0, E164_MAX_LENGTH);
  return `${PHONE_PREFIX}${partial.digits}`;
}

/**
 * What a JazzCash wallet number field holds after an edit: '03' and at most 9 digits once the
 * digits begin; while only a prefix ('0', '+92', '0092') is typed, that prefix. Cleaned before
 * it is limited, so a pasted '+92 300 1234567' becomes '03001234567', not '9230012345'.
 */
export function formatWalletNumberInput(raw: string): string {
  const complete = normalizeWalletNumber(raw);
  if (complete !== null) return complete;
  const partial = partialNationalOf(raw);
  if (partial === null) return (typedDigits(raw) ?? '').slice(0, E164_MAX_LENGTH);
  if (partial.prefix) return typedDigits(raw) ?? '';
  return `0${partial.digits}`;
}

/** A phone search as the stored digits ('92' and the national number) are compared with it. */
export type TPhoneSearch = { digits: string; match: 'prefix' | 'contains' };

/** Fewer digits than this are not read as a phone search (a '1' would match every number). */
const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * How a search box's text finds a stored phone ('+923001234567'), whatever form it was typed
 * in: '+923001234567', '0092 300…', '923001234567', '03001234567', '0300 1234567' and
 * '0300-1234567' (and their beginnings, '0300…') name the start of the national number, so the
 * stored digits must begin with '92' and them; other digits ('4567', the last digits) may sit
 * anywhere. Null when the text is not a number (letters) or has fewer than 3 digits.
 */
export function readPhoneSearch(raw: string): TPhoneSearch | null {
  const text = compact(raw.trim());
  if (text === null) return null;
  let rest = text.replace(/^\+/, '');
  let isAnchored = false;
  if (text.startsWith('+') || rest.startsWith('00')) {
    rest = rest.replace(/^00/, '');
    if (!rest.startsWith(COUNTRY_CODE)) return null;
    rest = rest.slice(COUNTRY_CODE.length);
    isAnchored = true;
  } else if (rest.length === COUNTRY_CODE.length + NATIONAL_DIGITS && rest.startsWith('92')) {
    rest = rest.slice(COUNTRY_CODE.length);
    isAnchored = true;
  }
  if (rest.startsWith('0')) {
    rest = rest.replace(/^0+/, '');
    isAnchored = true;
  }
  if (rest.length < PHONE_SEARCH_MIN_DIGITS && !(isAnchored && rest.length > 0)) return null;
  return isAnchored
    ? { digits: `${COUNTRY_CODE}${rest}`, match: 'prefix' }
    : { digits: rest, match: 'contains' };
}
