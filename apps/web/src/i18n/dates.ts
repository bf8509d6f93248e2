import {
  formatKarachiDate,
  formatLocalDate,
  isLocalDate,
  karachiInstant,
  VENUE_TIME_ZONE,
  type LocalDate,
} from '@padel/domain';
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

/** Urdu's formats, one per zone and pattern: making one costs far more than using it. */
const urduFormats = new Map<string, Intl.DateTimeFormat>();

function urduFormat(pattern: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone} ${pattern}`;
  let made = urduFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('ur-PK', {
      ...urduOptions(pattern),
      numberingSystem: 'latn',
      timeZone,
    });
    urduFormats.set(key, made);
  }
  return made;
}

/** An instant as a venue-local date in `language`, with a date-fns pattern's parts. */
export function formatInstantIn(
  language: Language,
  instant: Date,
  pattern = 'EEE, d MMM yyyy',
): string {
  if (language === 'en') return formatKarachiDate(instant, pattern);
  return urduFormat(pattern, VENUE_TIME_ZONE).format(instant);
}

/**
 * A venue-local date in `language`. A calendar date needs no zone: it is read at noon of that
 * day in the browser's own zone (English) or in UTC (Urdu), so no zone data is loaded for it and
 * no change of clocks moves it to another day.
 */
export function formatDateIn(language: Language, date: LocalDate, pattern = 'EEE, d MMM yyyy') {
  if (language === 'en') return formatLocalDate(date, pattern);
  // A date that is not one throws, as in English.
  if (!isLocalDate(date)) return formatInstantIn(language, karachiInstant(date, '12:00'), pattern);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return urduFormat(pattern, 'UTC').format(Date.UTC(year, month - 1, day, 12));
}

/** The page's date formats: `formatDate('2026-12-01', 'EEEE, d MMM')`. */
export function useDates() {
  const { language } = useLanguage();
  return {
    formatDate: (date: LocalDate, pattern?: string) => formatDateIn(language, date, pattern),
    formatInstant: (instant: Date, pattern?: string) => formatInstantIn(language, instant, pattern),
  };
}
