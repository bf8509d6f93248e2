import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { markDocument, storeLanguage, type Language } from './languages';
import { LanguageContext, useLanguage as useLanguageOfPage } from './language-context';
import { loadShownTexts } from './texts';

export { useLanguage } from './language-context';

/** Urdu's font (Noto Nastaliq Urdu, its Arabic-script subset): fetched only by a page in Urdu. */
function loadFont(language: Language): Promise<unknown> {
  return language === 'ur' ? import('./urdu-font') : Promise.resolve();
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

  // The gateway's page already names its language; the app's own pages (the phone's) do here.
  useEffect(() => markDocument(language), [language]);

  // Lingui's `Trans` reads this; it changes with the language, not with each area loaded (its own
  // provider re-renders on every load, which a screen's first render would set off).
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, language]);

  const state = useMemo(() => ({ language, i18n, setLanguage }), [language, i18n, setLanguage]);
  return (
    <LanguageContext value={state}>
      <LinguiContext value={lingui}>
        {/* A page that starts in Urdu waits here for its texts (the server's markup stays). */}
        <Suspense fallback={null}>{children}</Suspense>
      </LinguiContext>
    </LanguageContext>
  );
}

/**
 * A part of the app that stays English whatever the reader chose (the console): its own texts,
 * direction and document language, given back to the reader's when it closes.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  const { language } = useLanguageOfPage();
  useEffect(() => () => markDocument(language), [language]);
  return <LanguageProvider initial="en">{children}</LanguageProvider>;
}
