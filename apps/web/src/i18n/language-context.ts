import type { I18n } from '@lingui/core';
import { createContext, use } from 'react';
import type { Language } from './languages';

export type LanguageState = {
  language: Language;
  /** The page's texts (one Lingui instance a page, or a server render). */
  i18n: I18n;
  /** Shows the app in `language` once its texts (and Urdu's font) have arrived, and keeps it. */
  setLanguage: (language: Language) => Promise<void>;
};

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it.');
  return state;
}
