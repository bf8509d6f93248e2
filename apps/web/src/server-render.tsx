// The landing page and the booking screen rendered on the server, with the answers the page
// carries: a phone on a slow network shows the venue's text and courts as soon as the page (and
// its styles) arrive, before any of the app's code has downloaded. The app then hydrates the same
// screen. Built by
// `vite build -c vite.server.config.ts` into one file the gateway loads (scripts/build.mjs).
import type { TRenderPage } from '@padel/contract';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';

/** The paths rendered on the server: the landing page and the booking screen, where players arrive. */
export const SERVER_RENDERED_PATHS = ['/', '/booking'];

/**
 * The markup of `#root` for a path, or undefined for a path the app renders by itself and when
 * anything fails to render (the page then goes as it would without: the app renders it all).
 */
export const renderPage: TRenderPage = async (pathname, firstData) => {
  if (!SERVER_RENDERED_PATHS.includes(pathname)) return undefined;
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <App ssrPath={pathname} firstData={firstData} />,
    {
      // Every part inline, in order: no placeholders swapped in by scripts (the page allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    },
  );
  const markup = await text(prelude);
  return failed ? undefined : markup;
};
