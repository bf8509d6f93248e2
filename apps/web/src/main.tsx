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
import { AFTER_PAINT_SCREEN_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@padel/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readFirstData } from './app/first-data';
import { preloadScreen } from './app/routes';
import { trackFocusOutsideDialogs } from './lib/return-focus';
import { afterFirstPaint } from './lib/when-idle';

// The console is never part of what a player's pages load (and not in the players' app at all).
const AdminRoutes = lazy(() => import('./features/admin/admin-routes'));

// Dialogs send focus back to what opened them.
trackFocusOutsideDialogs();

// The screen's code runs before the first render (the page has preloaded it), so the screen shows
// at once instead of behind a loading fallback. A page the server rendered (the landing page, the
// booking screen) is hydrated: React takes over the markup already on screen instead of drawing it
// again. A tap on the server's markup meanwhile is kept and replayed (lib/early-taps.ts).
// The booking screen the server rendered shows without the app: its screen's code is asked for
// once it has painted (AFTER_PAINT_SCREEN_ATTRIBUTE), so that it does not take from the page's own
// bytes on a slow network, and it is hydrated as a transition. A screen the app draws itself is a
// transition too: React works in slices of a few milliseconds and lets the browser in between,
// instead of one task that holds a phone's page (and its first tap) for the whole screen.
const root = document.getElementById('root');
if (root) {
  const isRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  const paintsFirst = root.hasAttribute(AFTER_PAINT_SCREEN_ATTRIBUTE);
  void (paintsFirst ? afterFirstPaint() : Promise.resolve())
    .then(() => preloadScreen(window.location.pathname))
    .then(() => {
      const app = (
        <StrictMode>
          <App consoleRoutes={<AdminRoutes />} firstData={readFirstData()} />
        </StrictMode>
      );
      if (paintsFirst) {
        startTransition(() => {
          hydrateRoot(root, app);
        });
        return;
      }
      if (isRendered) {
        hydrateRoot(root, app);
        return;
      }
      const created = createRoot(root);
      startTransition(() => created.render(app));
    });
}
