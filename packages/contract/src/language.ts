import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

// The players' languages (DECISIONS "Languages"): English and Urdu; the console stays English.

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ZLanguage = z.enum(LANGUAGES, { error: VALIDATION_MESSAGES.languageInvalid });
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale that names months and weekdays in each language (digits stay Latin: DECISIONS). */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-PK', ur: 'ur-PK' };

const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The language an `Accept-Language` header asks for. Each range stands for Urdu ('ur', 'ur-PK',
 * 'ur-IN') or English (any other range, `*` included); the range with the highest q-value wins and
 * a tie goes to the earlier one, so 'fr, ur;q=0.5' is English. No header is English.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...params] = part
      .trim()
      .split(';')
      .map((piece) => piece.trim());
    if (!range) continue;
    const language: Language = range.toLowerCase().split('-')[0] === 'ur' ? 'ur' : 'en';
    const qParam = params.find((param) => param.toLowerCase().startsWith('q='));
    const match = qParam ? QUALITY.exec(qParam.toLowerCase()) : undefined;
    if (qParam && !match) continue;
    const quality = match?.[1] ? Number(match[1]) : 1;
    if (quality > 0 && (!best || quality > best.quality)) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** Whether a value (a cookie's, a stored one) names one of the languages. */
export function isLanguageTag(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
