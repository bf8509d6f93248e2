// Mantine's base styles; each component's own stylesheet is imported where the component is used
// (mantine-component-styles.ts), so it loads with the chunk that shows it. All of Mantine's styles
// sit in its `mantine` cascade layer, so the app's own rules win over them whatever order the
// chunks' stylesheets arrive in (a screen loaded later brings Mantine's rules again).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's colours and fonts, which Mantine's provider would write (lib/theme-variables.ts).
import './app/theme-variables.css';
import { lazy, startTransition, StrictMode } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '@padel/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readFirstData } from './app/first-data';
import { preloadScreen } from './app/routes';
import { trackFocusOutsideDialogs } from './lib/return-focus';

// The console is never part of what a player's pages load (and not in the players' app at all).
const AdminRoutes = lazy(() => import('./features/admin/admin-routes'));

// Dialogs send focus back to what opened them.
trackFocusOutsideDialogs();

// The screen's code runs before the first render (the page has preloaded it), so the screen shows
// at once instead of behind a loading fallback. A page the server rendered (the landing page) is
// hydrated: React takes over the markup already on screen instead of drawing it again.
const root = document.getElementById('root');
if (root) {
  void preloadScreen(window.location.pathname).then(() => {
    const app = (
      <StrictMode>
        <App consoleRoutes={<AdminRoutes />} firstData={readFirstData()} />
      </StrictMode>
    );
    if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
      hydrateRoot(root, app);
      return;
    }
    // Any other screen is drawn as a transition: React renders it in slices of a few milliseconds
    // and lets the browser in between, instead of one task that holds a phone's page (and its
    // first tap) for the whole screen.
    const created = createRoot(root);
    startTransition(() => created.render(app));
  });
}
