import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import {
  AFTER_PAINT_SCREEN_ATTRIBUTE,
  BOOKABLE_COURTS_INPUT,
  BOOKING_PAGE_PATH,
  EARLY_TAPS_PRELOADS_ELEMENT_ID,
  EARLY_TAPS_PRELOADS_FILE,
  EARLY_TAPS_SCRIPT,
  FIRST_DATA_ELEMENT_ID,
  LANGUAGE_PRELOADS_FILE,
  LANGUAGES,
  LEVEL_PROMPT_COOKIE,
  levelPromptAccounts,
  ROUTE_PRELOADS_FILE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_RENDER_FILE,
  type Language,
  type TEarlyDialogTexts,
  type TFirstData,
  type TLanguagePreloads,
  type TRenderPage,
  type TRoutePreload,
} from '@padel/contract';
import { readCookie } from '@padel/http';
import { createCallerFactory, type AppRouter, type TrpcContext } from '@padel/trpc';
import { documentLanguage, pageLanguage } from './page-language';

/** The page's opening tag, whose language and direction each answer sets. */
const HTML_START = /<html(?: lang="[^"]*")?/;

// Every path of the web app answers with its index.html. On a phone's network each round trip
// before the first screen costs 150 ms or more, so the page arrives with them saved:
// - the answers every first screen needs (who is signed in, the venue's settings; on the booking
//   screen the courts too) are written into the page as JSON, so the app renders its final text at
//   once instead of asking for them after its code has loaded;
// - the entry's stylesheets are in the page, not files to fetch before anything shows;
// - the landing page's and the booking screen's markup is rendered here (the web build's server
//   render), so their text shows as soon as the page arrives (the booking screen's with its
//   stylesheets); the app takes the same markup over once its code has run;
// - any other screen's code and stylesheets are preloaded from the head, so they download beside
//   the app's entry instead of after the entry has run and asked for them;
// - a tap on a button of the server's markup before the app has taken it over is kept for the app
//   to replay (EARLY_TAPS_SCRIPT), so the first tap on a slow phone is never lost.

/** The early-taps script's hash, which the page's Content-Security-Policy allows. */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** How long the page waits for the first data; after that it goes without (the app asks itself). */
const FIRST_DATA_WAIT_MS = 1500;

/** JSON a `<script type="application/json">` can hold: no `<`, so never `</script>` or `<!--`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The screen at a path, if it has files of its own ('' for the landing page, the entry's). */
function routeOf(pathname: string, routes: TRoutePreload[]): TRoutePreload | undefined {
  return routes.find((candidate) =>
    candidate.prefix
      ? pathname === candidate.path || pathname.startsWith(`${candidate.path}/`)
      : pathname === candidate.path,
  );
}

/**
 * The page's head links for a path's screen ('' for the landing page, whose code is the entry).
 * Stylesheets are preloaded with `crossorigin`, as the links the app's loader adds have it: a
 * preload whose mode differs is not used, and the stylesheet is fetched again.
 */
export function preloadLinksFor(pathname: string, routes: TRoutePreload[]): string {
  const route = routeOf(pathname, routes);
  if (!route) return '';
  return [
    ...route.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The stylesheets of a screen the server rendered, as the page's own: it paints with them. They
 * are files, not text in the page: a player's phone keeps them from one visit to the next, and the
 * page itself stays small. `crossorigin`, as the links the app's loader looks for have it, so the
 * screen's code does not fetch them again.
 */
export function stylesheetLinksOf(pathname: string, routes: TRoutePreload[]): string {
  return (routeOf(pathname, routes)?.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
const ROOT_LINE = /<div id="root">.*$/m;
const ENTRY_SCRIPT = /<script type="module"/;

/**
 * index.html with the entry's stylesheets written in: nothing to fetch before the page can show.
 * Each stays named by a disabled link, which the browser does not fetch, so that a screen's chunk,
 * whose loader asks for the entry's stylesheets unless a link names them, does not fetch them
 * again. A stylesheet that could end its element stays a plain link.
 */
export function inlineStylesheets(html: string, readAsset: (file: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

function readRoutePreloads(webDistDir: string, logger: Logger): TRoutePreload[] {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) {
    logger.warn({ file }, 'the web build lists no screen files: screens load without preloads');
    return [];
  }
  return JSON.parse(readFileSync(file, 'utf8')) as TRoutePreload[];
}

function readLanguagePreloads(webDistDir: string): TLanguagePreloads {
  const file = path.join(webDistDir, LANGUAGE_PRELOADS_FILE);
  if (!existsSync(file)) return { entry: {}, paths: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as TLanguagePreloads;
}

/**
 * The files of a page's texts in its language (none in English): the app's frame's, and the
 * screen's at `pathname` (if it has its own).
 */
export function textFilesFor(
  pathname: string,
  language: Language,
  texts: TLanguagePreloads,
): string[] {
  return [
    ...new Set([...(texts.entry[language] ?? []), ...(texts.paths[pathname]?.[language] ?? [])]),
  ];
}

/**
 * The early-taps script, and what a tap it catches starts loading: the sign-in dialog's files
 * (from the web build) and each screen's (from its route preloads), with the dialog's frame's
 * texts in the page's language (the web build writes them for each).
 */
function earlyTapsHeads(
  webDistDir: string,
  routes: TRoutePreload[],
  texts: TLanguagePreloads,
): (language: Language) => string {
  const file = path.join(webDistDir, EARLY_TAPS_PRELOADS_FILE);
  const built = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as {
        js: string[];
        css: string[];
        texts?: Partial<Record<Language, TEarlyDialogTexts>>;
      })
    : undefined;
  const dialog = built && { js: built.js, css: built.css };
  // A screen's files in a language come with its texts in that language.
  const pathsIn = (language: Language) =>
    Object.fromEntries(
      routes
        .filter((route) => !route.prefix)
        .map(({ path: at, js, css }) => [
          at,
          { js: [...new Set([...js, ...textFilesFor(at, language, texts)])], css },
        ]),
    );
  const heads = new Map(
    LANGUAGES.map((language) => [
      language,
      `<script type="application/json" id="${EARLY_TAPS_PRELOADS_ELEMENT_ID}">` +
        `${scriptSafeJson({ dialog, paths: pathsIn(language), texts: built?.texts?.[language] })}</script>` +
        `<script>${EARLY_TAPS_SCRIPT}</script>`,
    ]),
  );
  return (language) => heads.get(language) ?? '';
}

/** The web build's server render, if it made one (a development build of the web may not). */
function loadServerRender(webDistDir: string, logger: Logger): Promise<TRenderPage | undefined> {
  const file = path.join(webDistDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return Promise.resolve(undefined);
  return import(pathToFileURL(file).href).then(
    (module: { renderPage: TRenderPage }) => module.renderPage,
    (error: unknown) => {
      logger.error({ err: error, file }, 'the server render could not be loaded');
      return undefined;
    },
  );
}

type FirstDataCaller = {
  auth: { session: () => Promise<TFirstData['auth.session']> };
  business: { public: () => Promise<TFirstData['business.public']> };
  courts: { list: (input: typeof BOOKABLE_COURTS_INPUT) => Promise<TFirstData['courts.list']> };
};

/**
 * The first data for this request's session. A failed or slow answer is left out: the app then
 * asks for it as it would without this page (and shows the same errors it always does).
 */
async function readFirstData(caller: FirstDataCaller, pathname: string): Promise<TFirstData> {
  const settled = <T>(promise: Promise<T>) =>
    new Promise<T | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), FIRST_DATA_WAIT_MS);
      promise.then(resolve, () => resolve(undefined)).finally(() => clearTimeout(timer));
    });
  const [session, business, courts] = await Promise.all([
    settled(caller.auth.session()),
    settled(caller.business.public()),
    pathname === BOOKING_PAGE_PATH ? settled(caller.courts.list(BOOKABLE_COURTS_INPUT)) : undefined,
  ]);
  const data: TFirstData = {};
  if (session) data['auth.session'] = session;
  if (business) data['business.public'] = business;
  if (courts) data['courts.list'] = courts;
  return data;
}

/** The handler that answers every page of the web app (GET; /trpc and /api/ are not pages). */
export function webPageHandler(options: {
  webDistDir: string;
  router: AppRouter;
  createContext: (req: Request, res: Response) => Promise<TrpcContext>;
  logger: Logger;
}): RequestHandler {
  const { webDistDir, logger } = options;
  const template = inlineStylesheets(
    readFileSync(path.join(webDistDir, 'index.html'), 'utf8'),
    (file) => readFileSync(path.join(webDistDir, file), 'utf8'),
  );
  const routes = readRoutePreloads(webDistDir, logger);
  const texts = readLanguagePreloads(webDistDir);
  const earlyTaps = earlyTapsHeads(webDistDir, routes, texts);
  const serverRender = loadServerRender(webDistDir, logger);
  const createCaller = createCallerFactory(options.router);

  // Visitors all see the same page at a path until the venue's settings (or courts) change: the
  // last one's render of each path is kept (a signed-in player's page greets them by name and is
  // rendered for them).
  const visitorPages = new Map<string, { key: string; markup: string | undefined }>();
  const renderRoot = async (pathname: string, firstData: TFirstData) => {
    const renderPage = await serverRender;
    if (!renderPage) return undefined;
    const key = firstData['auth.session']?.user ? undefined : JSON.stringify(firstData);
    const kept = visitorPages.get(pathname);
    if (key !== undefined && kept?.key === key) return kept.markup;
    try {
      const markup = await renderPage(pathname, firstData);
      if (key !== undefined && markup !== undefined) visitorPages.set(pathname, { key, markup });
      return markup;
    } catch (error) {
      // The app renders the page by itself, as it does every other one.
      logger.error({ err: error, path: pathname }, 'the server render failed');
      return undefined;
    }
  };

  return (req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/trpc') || req.path.startsWith('/api/'))
      return next();
    options
      .createContext(req, res)
      .then((ctx) => readFirstData(createCaller(ctx) as unknown as FirstDataCaller, req.path))
      .then(async (firstData) => {
        const language = pageLanguage(req, firstData);
        firstData.language = language;
        const user = firstData['auth.session']?.user;
        if (user && levelPromptAccounts(readCookie(req, LEVEL_PROMPT_COOKIE)).includes(user.id))
          firstData.levelPromptDismissed = true;
        const markup = await renderRoot(req.path, firstData);
        // The landing page the server rendered preloads from its head the files of the screen it
        // leads to (a signed-in player's: the booking screen, Book a Court Now), so a tap on it,
        // however early, is answered soon. Another page the server rendered (the booking screen)
        // paints with its stylesheets and markup and asks for its screen's code once it has painted
        // (EARLY_TAPS_SCRIPT), the app's entry at low priority: on a slow network the code does not
        // take the page's own bytes' share of it. Any other page preloads its screen's files from
        // the head, beside the app's entry.
        const isRendered = markup !== undefined;
        const paintsFirst = isRendered && req.path !== '/';
        const preloadsOf =
          isRendered && firstData['auth.session']?.user ? BOOKING_PAGE_PATH : req.path;
        const shown = documentLanguage(req.path, language);
        const screenHead = paintsFirst
          ? stylesheetLinksOf(req.path, routes)
          : preloadLinksFor(preloadsOf, routes);
        const afterPaint =
          paintsFirst && routeOf(req.path, routes)
            ? ` ${AFTER_PAINT_SCREEN_ATTRIBUTE}="${req.path}"`
            : '';
        let html = template
          .replace(
            HTML_START,
            () => `<html lang="${shown}" dir="${shown === 'ur' ? 'rtl' : 'ltr'}"`,
          )
          // Replaced by functions: a `$` in an answer (the venue's text) is no replacement pattern.
          .replace('</head>', () => `${earlyTaps(shown)}${screenHead}</head>`)
          .replace(
            '</body>',
            () =>
              `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(firstData)}</script></body>`,
          );
        // The page shows without the app's code, which only takes it over: fetched after what
        // the first paint needs (on a phone's network, the page and the screen's images).
        if (paintsFirst) html = html.replace(ENTRY_SCRIPT, '$& fetchpriority="low"');
        if (isRendered)
          html = html.replace(
            ROOT_LINE,
            () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}${afterPaint}>${markup}</div>`,
          );
        // The page carries this session's user: never kept by a shared cache, never reused.
        res
          .set('Cache-Control', 'private, no-cache')
          .set('Vary', 'Cookie, Accept-Language')
          .set('Content-Language', shown)
          .type('html')
          .send(html);
      })
      .catch(next);
  };
}
