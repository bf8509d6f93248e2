// The landing page, the booking screen and a signed-in player's My Bookings rendered on the
// server, with the answers the page carries: a phone on a slow network shows the venue's text,
// the courts, or My Bookings' frame (its title, the level card, the tabs; the bookings follow
// from the app) as soon as the page (and its styles) arrive, before any of the app's code has
// downloaded. The app then hydrates the same screen. Built by
// `vite build -c vite.server.config.ts` into one file the gateway loads (scripts/build.mjs).
import type { TFirstData, TRenderPage } from '@padel/contract';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';

/** The paths rendered on the server: the landing page and the booking screen, where players arrive. */
export const SERVER_RENDERED_PATHS = ['/', '/booking'];

/** The paths rendered on the server for a signed-in player only (a visitor is sent away from them). */
export const SIGNED_IN_RENDERED_PATHS = ['/my-bookings'];

const isRenderedFor = (pathname: string, firstData: TFirstData) =>
  SERVER_RENDERED_PATHS.includes(pathname) ||
  (SIGNED_IN_RENDERED_PATHS.includes(pathname) && Boolean(firstData['auth.session']?.user));

/**
 * The markup of `#root` for a path, or undefined for a path the app renders by itself and when
 * anything fails to render (the page then goes as it would without: the app renders it all).
 */
export const renderPage: TRenderPage = async (pathname, firstData) => {
  if (!isRenderedFor(pathname, firstData)) return undefined;
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
