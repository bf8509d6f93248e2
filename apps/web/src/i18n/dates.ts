import { formatKarachiDate, karachiInstant, VENUE_TIME_ZONE, type LocalDate } from '@padel/domain';
import { useLanguage } from './language-context';
import type { Language } from './languages';

/**
 * Dates in the reader's language. English keeps the app's date-fns patterns ('EEE, d MMM yyyy');
 * Urdu reads the same pattern's parts from `Intl` with `ur-PK` month and weekday names and Latin
 * digits (DECISIONS.md "Languages"), in the order Urdu writes them. Times stay 24-hour `18:00`.
 */
function urduOptions(pattern: string): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = {};
  if (pattern.includes('EEEE')) options.weekday = 'long';
  else if (pattern.includes('EEE')) options.weekday = 'short';
  if (/(^|[^d])d([^d]|$)/.test(pattern) || pattern.includes('dd')) options.day = 'numeric';
  if (pattern.includes('MMMM') || pattern.includes('MMM')) options.month = 'long';
  else if (pattern.includes('MM')) options.month = '2-digit';
  if (pattern.includes('yyyy')) options.year = 'numeric';
  return options;
}

/** An instant as a venue-local date in `language`, with a date-fns pattern's parts. */
export function formatInstantIn(
  language: Language,
  instant: Date,
  pattern = 'EEE, d MMM yyyy',
): string {
  if (language === 'en') return formatKarachiDate(instant, pattern);
  return new Intl.DateTimeFormat('ur-PK', {
    ...urduOptions(pattern),
    numberingSystem: 'latn',
    timeZone: VENUE_TIME_ZONE,
  }).format(instant);
}

/** A venue-local date in `language` (noon of the day, so no zone shifts it). */
export function formatDateIn(language: Language, date: LocalDate, pattern = 'EEE, d MMM yyyy') {
  return formatInstantIn(language, karachiInstant(date, '12:00'), pattern);
}

/** The page's date formats: `formatDate('2026-12-01', 'EEEE, d MMM')`. */
export function useDates() {
  const { language } = useLanguage();
  return {
    formatDate: (date: LocalDate, pattern?: string) => formatDateIn(language, date, pattern),
    formatInstant: (instant: Date, pattern?: string) => formatInstantIn(language, instant, pattern),
  };
}
