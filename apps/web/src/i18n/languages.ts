// The players' languages. The console stays English (DECISIONS.md "Languages").
// The contract's `LANGUAGES` and `isLanguageTag` come with its zod schema, which the landing page
// does not load: these two are the web's own, of the contract's type.
import { LANGUAGE_COOKIE, type Language } from '@padel/contract';

export type { Language };

export const LANGUAGES: readonly Language[] = ['en', 'ur'];

/** Each language's name as its readers write it: the switch shows these. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** Urdu reads right to left. */
export const LANGUAGE_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/**
 * Where a browser keeps a visitor's choice: a cookie, so that the gateway renders the first page
 * in it, and local storage for the app on a phone (no gateway page there).
 */
const STORAGE_KEY = 'padel.language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ur';
}

/** The first of the reader's languages that the app speaks, English when none is. */
export function languageOfBrowser(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ur') return 'ur';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language this browser chose before, if it did. */
export function readStoredLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const fromCookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isLanguage(fromCookie)) return fromCookie;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the cookie still keeps the choice.
  }
}

/** The page's language and direction, which screen readers, fonts and layouts follow. */
export function markDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_DIRECTION[language];
}
