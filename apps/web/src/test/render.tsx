import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MantineScope } from '../components/mantine-scope';
import { LanguageProvider } from '../i18n/language-provider';
import type { Language } from '../i18n/languages';

/** Renders a component inside the app's theme and language, as screens are rendered. */
export function renderWithTheme(
  ui: ReactElement,
  { language = 'en', ...options }: RenderOptions & { language?: Language } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initial={language}>
      <MantineScope>{children}</MantineScope>
    </LanguageProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
