// What the gateway writes into the web app's page (apps/gateway/src/web-page.ts) for the app to
// read (apps/web/src/app/first-data.ts).
import type { TPublicBusinessAnswer } from './business';
import type { TCourtListAnswer } from './courts';
import type { TUser } from './entities/user';

/** The id of the `<script type="application/json">` that carries the first data. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** The courts a player can book: one page holds them all for a single venue. */
export const BOOKABLE_COURTS_INPUT = { status: ['active' as const], limit: 100 };

/** The booking screen's path, whose page also carries the bookable courts. */
export const BOOKING_PAGE_PATH = '/booking';

/**
 * Answers the first screen shows, keyed by the tRPC procedure that gives them: the session and
 * the venue's settings on every page, and on the booking screen the courts of
 * `BOOKABLE_COURTS_INPUT`.
 */
export type TFirstData = {
  'auth.session'?: { user: TUser | null };
  'business.public'?: TPublicBusinessAnswer;
  'courts.list'?: TCourtListAnswer;
};

/** Where the web build lists each screen's files for the page to preload (under its dist). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The web build's server render of the landing page (under its dist; never served as a file). */
export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_FILE = `${SERVER_RENDER_DIR}/server-render.js`;

/** Marks `#root` when it holds the server's render of the page, for the app to hydrate. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** What the server render module exports: the markup of `#root`, or undefined to leave it. */
export type TRenderPage = (pathname: string, firstData: TFirstData) => Promise<string | undefined>;

/** One screen's files beyond the entry's, for the paths it answers (`prefix`: the paths under it too). */
export type TRoutePreload = { path: string; prefix: boolean; js: string[]; css: string[] };
