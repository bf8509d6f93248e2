import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AFTER_PAINT_SCREEN_ATTRIBUTE,
  BOOKABLE_COURTS_INPUT,
  EARLY_TAPS_PRELOADS_ELEMENT_ID,
  EARLY_TAPS_PRELOADS_FILE,
  EARLY_TAPS_SCRIPT,
  FIRST_DATA_ELEMENT_ID,
  LANGUAGE_PRELOADS_FILE,
  LEVEL_PROMPT_COOKIE,
  ROUTE_PRELOADS_FILE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_RENDER_FILE,
  type TEarlyDialogTexts,
  type TFirstData,
  type TLanguagePreloads,
  type TRoutePreload,
} from '@padel/contract';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';
import { createGateway } from './app';
import { loadGatewayConfig } from './config';
import { preloadLinksFor, scriptSafeJson } from './web-page';

// Every page of the web app comes with who is signed in and the venue's settings written in, and
// with its screen's files named in its head, so a phone saves the round trips of asking for them.

const INDEX_HTML = [
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body>',
  '<div id="root"><div class="app-shell">outline</div></div>',
  '</body></html>',
].join('\n');
const INDEX_CSS = 'body{margin:0}';
const PLAYER_UI_CSS = '.m_stepper{display:flex}';
// The server render's module as the web build makes it: the landing page's and the booking
// screen's markup, from the answers the page carries; a path it does not render gives undefined,
// and one path fails.
const SERVER_RENDER = `let renders = 0;
export async function renderPage(pathname, firstData) {
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/booking') return '<main>Choose a court</main>';
  if (pathname !== '/') return undefined;
  renders += 1;
  const user = firstData['auth.session']?.user;
  const greeting = user ? 'Welcome back, ' + user.firstName : 'Book a court';
  const tagline = firstData['business.public']?.business.tagline;
  return '<main data-render="' + renders + '">' + greeting + '. ' + tagline + '</main>';
}`;
const ROUTES: TRoutePreload[] = [
  {
    path: '/booking',
    prefix: false,
    js: ['assets/booking-page.js', 'assets/player-ui.js'],
    css: ['assets/player-ui.css'],
  },
  { path: '/admin', prefix: true, js: ['assets/admin-routes.js'], css: [] },
];

/** What the web build lists of the texts a page in Urdu asks for: the frame's, and a screen's. */
const TEXT_FILES: TLanguagePreloads = {
  entry: { ur: ['assets/common-ur.js'] },
  paths: { '/booking': { ur: ['assets/booking-ur.js'] } },
};

const frameTexts = (title: string, loading: string, close: string): TEarlyDialogTexts => ({
  login: { title, subtitle: `${title}.` },
  register: { title: `${title}!`, subtitle: `${title}!.` },
  loading,
  close,
});
/** What the web build writes for the early taps: the dialog's files and its frame's texts. */
const EARLY_DIALOG = {
  js: ['assets/auth-modal.js'],
  css: ['assets/auth-modal.css'],
  texts: {
    en: frameTexts('Welcome Back', 'Loading', 'Close'),
    ur: frameTexts('دوبارہ خوش آمدید', 'لوڈ ہو رہا ہے', 'بند کریں'),
  },
};

let stack: Stack;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(os.tmpdir(), 'padel-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'index.css'), INDEX_CSS);
  writeFileSync(path.join(webDistDir, 'assets', 'player-ui.css'), PLAYER_UI_CSS);
  mkdirSync(path.join(webDistDir, path.dirname(SERVER_RENDER_FILE)));
  writeFileSync(path.join(webDistDir, SERVER_RENDER_FILE), SERVER_RENDER);
  mkdirSync(path.join(webDistDir, '.vite'));
  writeFileSync(path.join(webDistDir, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTES));
  writeFileSync(path.join(webDistDir, EARLY_TAPS_PRELOADS_FILE), JSON.stringify(EARLY_DIALOG));
  writeFileSync(path.join(webDistDir, LANGUAGE_PRELOADS_FILE), JSON.stringify(TEXT_FILES));
  stack = await startStack({ gatewayEnv: { WEB_DIST_DIR: webDistDir } });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** The page at a path, and the first data written into it. */
async function page(pathname: string, fetcher: typeof fetch = fetch) {
  const response = await fetcher(`${stack.gatewayUrl}${pathname}`);
  const html = await response.text();
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return {
    response,
    html,
    firstData: match ? (JSON.parse(match[1] ?? '') as TFirstData) : undefined,
  };
}

/** Changes some of the venue's settings, as the admin. */
async function updateSettings(change: { tagline?: string; description?: string }) {
  const admin = stack.browser();
  await admin.client.auth.login.mutate({
    email: STACK_ADMIN.email,
    password: STACK_ADMIN.password,
  });
  const { business } = await admin.client.business.settings.query();
  const { updatedAt: _updatedAt, ...settings } = business;
  await admin.client.business.updateSettings.mutate({ ...settings, ...change });
}

describe('the web app page', () => {
  it("carries a visitor's empty session and the venue's public settings", async () => {
    const { response, html, firstData } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // The page holds a session's user: no shared cache may keep it.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(firstData?.['auth.session']).toEqual({ user: null });
    const { business } = await stack.browser().client.business.public.query();
    expect(firstData?.['business.public']?.business).toEqual(business);
    // The landing page's code is the entry's: nothing more to preload.
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it("renders the landing page's markup with the page's answers, and leaves other paths to the app", async () => {
    const visitor = await page('/');
    const { business } = await stack.browser().client.business.public.query();
    expect(visitor.html).toMatch(
      new RegExp(
        `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}><main data-render="\\d+">Book a court. ${business.tagline}</main></div>`,
      ),
    );
    expect(visitor.html).not.toContain('outline');
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { user } = await browser.client.auth.session.query();
    const signedIn = await page('/', browser.cookieFetch);
    expect(signedIn.html).toContain(`Welcome back, ${user?.firstName}. ${business.tagline}</main>`);
    // Their landing page leads to the booking screen: its files download beside the app's, so a
    // tap on Book a Court Now, however early, is answered soon. The landing page's own code is
    // the entry, asked for at once.
    expect(signedIn.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/booking-page.js">',
    );
    expect(signedIn.html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
    expect(signedIn.html).not.toContain(`${AFTER_PAINT_SCREEN_ATTRIBUTE}="`);
    expect(signedIn.html).not.toContain(PLAYER_UI_CSS);
    expect(signedIn.html).toContain('<script type="module" src="/assets/index.js">');
    // Another screen keeps the header's outline until the app renders it, unmarked: nothing to
    // hydrate.
    const other = (await page('/my-bookings')).html;
    expect(other).toContain('<div id="root"><div class="app-shell">outline</div>');
    expect(other).not.toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}`);
    // Its code is what draws it: fetched as soon as can be.
    expect(other).toContain('<script type="module" src="/assets/index.js">');
    // A render that fails leaves the page as the app renders it by itself.
    const broken = await page('/broken');
    expect(broken.response.status).toBe(200);
    expect(broken.html).toContain('<div class="app-shell">outline</div>');
  });

  it("carries the signed-in player and the booking screen's markup, styles and files", async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { html, firstData } = await page('/booking', browser.cookieFetch);
    expect(firstData?.['auth.session']?.user?.email).toBe(STACK_ADMIN.email);
    // The booking screen's page carries the courts it offers, as the screen asks for them.
    expect(firstData?.['courts.list']).toEqual(
      await browser.client.courts.list.query(BOOKABLE_COURTS_INPUT),
    );
    expect((await page('/my-bookings', browser.cookieFetch)).firstData).not.toHaveProperty(
      'courts.list',
    );
    expect(html).toContain(
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} ${AFTER_PAINT_SCREEN_ATTRIBUTE}="/booking"><main>Choose a court</main>`,
    );
    // The screen arrived drawn, with its stylesheets: files a phone keeps between visits, linked
    // as the screen's code looks for them, so that it does not fetch them again.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/player-ui.css">');
    expect(head).not.toContain(PLAYER_UI_CSS);
    expect(head).not.toContain('<link rel="preload" as="style"');
    // Its code only takes the page over: the entry comes after what the first paint needs, and
    // the screen's files are asked for once the page has painted (the root names the screen).
    expect(head).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
    expect(head).not.toContain('<link rel="modulepreload"');
  });

  it('preloads the console under every path of it, and nothing for a path of no screen', async () => {
    expect(preloadLinksFor('/admin/bookings', ROUTES)).toContain('/assets/admin-routes.js');
    expect(preloadLinksFor('/admin', ROUTES)).toContain('/assets/admin-routes.js');
    expect(preloadLinksFor('/administrator', ROUTES)).toBe('');
    expect(preloadLinksFor('/booking/extra', ROUTES)).toBe('');
  });

  it("renders the visitors' landing page once until the venue's settings change", async () => {
    const renderOf = async () => /data-render="(\d+)"/.exec((await page('/')).html)?.[1];
    const first = await renderOf();
    expect(first).toBeDefined();
    expect(await renderOf()).toBe(first);
    await updateSettings({ tagline: 'Open all night' });
    const { html } = await page('/');
    expect(html).toContain('Book a court. Open all night</main>');
    expect(/data-render="(\d+)"/.exec(html)?.[1]).not.toBe(first);
  });

  it("carries the venue's text as written, `$` patterns included", async () => {
    // In a replacement string these would write in the matched text and what follows it.
    const description = "Two for one: $& and $' and $` on Mondays";
    await updateSettings({ description });
    const { html, firstData } = await page('/about');
    expect(firstData?.['business.public']?.business.description).toBe(description);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("writes the app's stylesheets into the page, each still named by a link that loads nothing", async () => {
    const { html } = await page('/about');
    expect(html).toContain(
      `<style>${INDEX_CSS}</style><link rel="stylesheet" href="/assets/index.css" disabled>`,
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('catches taps made before the app takes over, with a script its policy allows', async () => {
    const { response, html } = await page('/');
    const script = `<script>${EARLY_TAPS_SCRIPT}</script>`;
    // In the head, so it runs before any of the page's buttons shows.
    expect(html.indexOf(script)).toBeGreaterThan(-1);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(response.headers.get('content-security-policy')).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    // What a tap starts loading: each screen's files by path (the console's, under a prefix, not).
    const preloads = new RegExp(
      `<script type="application/json" id="${EARLY_TAPS_PRELOADS_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(preloads ?? 'null')).toEqual({
      dialog: { js: EARLY_DIALOG.js, css: EARLY_DIALOG.css },
      paths: { '/booking': { js: ROUTES[0]?.js, css: ROUTES[0]?.css } },
      texts: EARLY_DIALOG.texts.en,
    });
  });

  it("gives the early dialog's frame the page's language", async () => {
    const html = await (
      await fetch(`${stack.gatewayUrl}/`, { headers: { cookie: 'padel_language=ur' } })
    ).text();
    const preloads = new RegExp(
      `<script type="application/json" id="${EARLY_TAPS_PRELOADS_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(preloads ?? 'null')).toMatchObject({ texts: EARLY_DIALOG.texts.ur });
  });

  it("names a screen's Urdu texts with its files on a page in Urdu, and none in English", async () => {
    const preloadsIn = async (language: string) => {
      const html = await (
        await fetch(`${stack.gatewayUrl}/booking`, {
          headers: { cookie: `padel_language=${language}` },
        })
      ).text();
      const preloads = new RegExp(
        `<script type="application/json" id="${EARLY_TAPS_PRELOADS_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html)?.[1];
      return (JSON.parse(preloads ?? 'null') as { paths: Record<string, { js: string[] }> }).paths[
        '/booking'
      ]?.js;
    };
    // Asked for once the screen has painted, with its code: not one catalog after another.
    expect(await preloadsIn('ur')).toEqual([
      ...(ROUTES[0]?.js ?? []),
      'assets/common-ur.js',
      'assets/booking-ur.js',
    ]);
    expect(await preloadsIn('en')).toEqual(ROUTES[0]?.js);
  });

  it('tells the app that the signed-in player said "Not now" to the level card on this browser', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { firstData } = await page('/my-bookings', browser.cookieFetch);
    const userId = firstData?.['auth.session']?.user?.id ?? '';
    expect(userId).not.toBe('');
    expect(firstData).not.toHaveProperty('levelPromptDismissed');

    // Another account's "Not now" on the same browser is not this one's.
    browser.jar.set(LEVEL_PROMPT_COOKIE, 'another-account');
    expect((await page('/my-bookings', browser.cookieFetch)).firstData).not.toHaveProperty(
      'levelPromptDismissed',
    );
    browser.jar.set(LEVEL_PROMPT_COOKIE, `another-account.${userId}`);
    expect((await page('/my-bookings', browser.cookieFetch)).firstData?.levelPromptDismissed).toBe(
      true,
    );
  });

  it('writes any text of the settings so that it cannot end the script element', async () => {
    const hostile = { description: '</script><script>alert(1)</script><!--' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('leaves the calls the app makes to the api and tRPC alone', async () => {
    const answer = await fetch(`${stack.gatewayUrl}/api/v1/nothing-here`);
    expect(await answer.text()).not.toContain(FIRST_DATA_ELEMENT_ID);
  });

  it('sends a page in the reader’s language, right to left in Urdu, and the console in English', async () => {
    const page = await fetch(`${stack.gatewayUrl}/booking`, {
      headers: { cookie: 'padel_language=ur' },
    });
    const html = await page.text();
    expect(html).toMatch(/<html lang="ur" dir="rtl"/);
    expect(page.headers.get('content-language')).toBe('ur');
    const firstData = JSON.parse(
      /id="first-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as TFirstData;
    expect(firstData.language).toBe('ur');

    const visitor = await fetch(`${stack.gatewayUrl}/`, {
      headers: { 'accept-language': 'ur-PK' },
    });
    expect(await visitor.text()).toMatch(/<html lang="ur" dir="rtl"/);

    const console = await fetch(`${stack.gatewayUrl}/admin`, {
      headers: { cookie: 'padel_language=ur' },
    });
    expect(await console.text()).toMatch(/<html lang="en" dir="ltr"/);
  });

  it("still serves the page, without the api's answers, when the api cannot answer", async () => {
    const gateway = createGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        API_URL: 'http://127.0.0.1:9',
        SESSION_SECRET: 'a'.repeat(32),
        WEB_DIST_DIR: webDistDir,
      }),
      pino({ level: 'silent' }),
    );
    const answer = await request(gateway.app).get('/my-bookings').expect(200);
    await gateway.upstream.close();
    const firstData = JSON.parse(
      /id="first-data">(.*?)<\/script>/.exec(answer.text)?.[1] ?? 'null',
    ) as TFirstData;
    // A visitor's session needs no api; the settings are left for the app to ask for.
    expect(firstData).toEqual({ 'auth.session': { user: null }, language: 'en' });
  });
});
