import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language-provider';
import { LANGUAGE_DIRECTION, type Language } from '../i18n/languages';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Mantine's components read the direction from its provider: it follows the language. */
function FollowDirection({ language }: { language: Language }) {
  const { dir, setDirection } = useDirection();
  useEffect(() => {
    if (dir !== LANGUAGE_DIRECTION[language]) setDirection(LANGUAGE_DIRECTION[language]);
  }, [dir, language, setDirection]);
  return null;
}

/**
 * Mantine's theme and direction for what is drawn with its components (the screens after the
 * landing page, dialogs, toasts). The theme's CSS variables are the app's stylesheet
 * (theme-variables.css), so the provider writes none.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <DirectionProvider initialDirection={LANGUAGE_DIRECTION[language]} detectDirection={false}>
      <FollowDirection language={language} />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

export default MantineScope;
