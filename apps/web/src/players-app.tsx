// The players' app for hosts other than the browser (the native app): the same screens and
// client as the web, without the console, with the host's platform services handed in.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
// The theme's colours and fonts, which Mantine's provider would write (lib/theme-variables.ts).
import './app/theme-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './app/app';
import { trackFocusOutsideDialogs } from './lib/return-focus';

export { useBusiness } from './lib/use-business';
export { useSession } from './features/auth/use-session';
export { theme } from './lib/theme';
// The players' texts and language, for the phone app's own screens.
export { useCatalogue, useCatalogueGroup } from './i18n/catalogue';
export { defineTexts, useTexts, type Translate } from './i18n/texts';
export { LanguageProvider, useLanguage } from './i18n/language-provider';
export type { DraftStorage, PlatformServices } from './lib/platform';
export type { AppProps } from './app/app';

/** Renders the players' app into `element` with the host's services and additions. */
export function renderPlayersApp(
  element: HTMLElement,
  { platform, children }: Required<Pick<AppProps, 'platform'>> & Pick<AppProps, 'children'>,
) {
  trackFocusOutsideDialogs();
  createRoot(element).render(
    <StrictMode>
      <App platform={platform}>{children}</App>
    </StrictMode>,
  );
}
