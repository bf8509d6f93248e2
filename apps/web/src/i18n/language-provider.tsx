import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { LANGUAGE_DIRECTION, markDocument, storeLanguage, type Language } from './languages';
import { loadShownTexts } from './texts';

type LanguageState = {
  language: Language;
  /** Shows the app in `language` once its texts (and Urdu's font) have arrived, and keeps it. */
  setLanguage: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageState | null>(null);

/** Urdu's font (Noto Nastaliq Urdu, its Arabic-script subset): fetched only by a page in Urdu. */
function loadFont(language: Language): Promise<unknown> {
  return language === 'ur' ? import('./urdu-font') : Promise.resolve();
}

/** Mantine's components read the direction from its provider: it follows the language. */
function FollowDirection({ language }: { language: Language }) {
  const { dir, setDirection } = useDirection();
  useEffect(() => {
    if (dir !== LANGUAGE_DIRECTION[language]) setDirection(LANGUAGE_DIRECTION[language]);
  }, [dir, language, setDirection]);
  return null;
}

/**
 * The page's language: its texts (Lingui), its direction (Mantine's and the document's) and the
 * switch between English and Urdu. `initial` is what the page came with (the gateway's choice
 * from the reader's cookie, account or browser) or what this device chose before.
 */
export function LanguageProvider({
  initial,
  onChange,
  children,
}: {
  initial: Language;
  /** Told after a switch, to keep the choice beyond this browser (a signed-in player's account). */
  onChange?: (language: Language) => void;
  children: ReactNode;
}) {
  const [i18n] = useState<I18n>(() => setupI18n({ locale: initial, messages: { [initial]: {} } }));
  const [language, setShown] = useState<Language>(initial);
  if (language === 'ur') void loadFont('ur');

  const setLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      await Promise.all([loadShownTexts(i18n, next), loadFont(next)]);
      i18n.activate(next);
      markDocument(next);
      setShown(next);
      onChange?.(next);
    },
    [i18n, onChange],
  );

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext value={state}>
      <DirectionProvider initialDirection={LANGUAGE_DIRECTION[initial]} detectDirection={false}>
        <FollowDirection language={language} />
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </DirectionProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it.');
  return state;
}
