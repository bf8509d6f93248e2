// What the gateway writes into the web app's page (apps/gateway/src/web-page.ts) for the app to
// read (apps/web/src/app/first-data.ts).
import type { TPublicBusinessAnswer } from './business';
import type { TCourtListAnswer } from './courts';
import type { TUser } from './entities/user';
import type { Language } from './language';

/**
 * The cookie that keeps the language a reader chose (`en` or `ur`), so that the gateway sends
 * the first page in it.
 */
export const LANGUAGE_COOKIE = 'padel_language';

/**
 * The cookie that names the accounts (their ids, `.`-separated, the latest first) whose player
 * said "Not now" to the level self-assessment card on this browser, so that the page the server
 * draws leaves the card out as the app does.
 */
export const LEVEL_PROMPT_COOKIE = 'padel_level_prompt_dismissed';

/** How many accounts the level card's cookie remembers on one browser. */
export const LEVEL_PROMPT_COOKIE_ACCOUNTS = 5;

/** The accounts a LEVEL_PROMPT_COOKIE value names. */
export function levelPromptAccounts(value: string | undefined): string[] {
  return (value ?? '').split('.').filter(Boolean);
}

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
  /** The players' language the gateway chose (the reader's cookie, account, or browser). */
  language?: Language;
  /** The signed-in player said "Not now" to the level card on this browser (LEVEL_PROMPT_COOKIE). */
  levelPromptDismissed?: true;
};

/** Where the web build lists each screen's files for the page to preload (under its dist). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Where the web build lists, by language, the files of the texts (and font) a page in that
 * language asks for as it first renders: `entry` those of the app's frame and landing page, and
 * `paths` each screen's own, beyond the entry's. English needs none: its texts are in the code.
 */
export const LANGUAGE_PRELOADS_FILE = '.vite/language-preloads.json';

export type TLanguagePreloads = {
  entry: Partial<Record<Language, string[]>>;
  paths: Record<string, Partial<Record<Language, string[]>>>;
};

/** The web build's server render of the landing page (under its dist; never served as a file). */
export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_FILE = `${SERVER_RENDER_DIR}/server-render.js`;

/** Marks `#root` when it holds the server's render of the page, for the app to hydrate. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * On `#root` of a screen the server rendered beyond the landing page (the booking screen): its
 * path, whose files the page loads once it has painted instead of preloading them from its head.
 * See EARLY_TAPS_SCRIPT.
 */
export const AFTER_PAINT_SCREEN_ATTRIBUTE = 'data-after-paint-screen';

/** What the server render module exports: the markup of `#root`, or undefined to leave it. */
export type TRenderPage = (pathname: string, firstData: TFirstData) => Promise<string | undefined>;

/** One screen's files beyond the entry's, for the paths it answers (`prefix`: the paths under it too). */
export type TRoutePreload = { path: string; prefix: boolean; js: string[]; css: string[] };

/**
 * The sign-in dialog's title and subtitle by mode and step (the web app's auth modal shows them,
 * and the early-taps script its first step's).
 */
export const AUTH_DIALOG_HEADINGS = {
  login: {
    first: { title: 'Welcome Back', subtitle: 'Login to book your court' },
    second: { title: 'Welcome Back', subtitle: 'Login to book your court' },
  },
  register: {
    first: { title: 'Create Account', subtitle: 'Sign up in a minute and start playing' },
    second: { title: 'Verify Your Email', subtitle: 'One last step' },
  },
  'forgot-password': {
    first: { title: 'Forgot Password', subtitle: 'We will email you a code' },
    second: { title: 'Reset Password', subtitle: 'Choose a new password' },
  },
} as const;

/**
 * What the early-taps frame says, in one language: the web build writes it for each language from
 * the auth catalogs (EARLY_TAPS_PRELOADS_FILE's `texts`), and the gateway puts the page's in it.
 */
export type TEarlyDialogTexts = {
  login: { title: string; subtitle: string };
  register: { title: string; subtitle: string };
  loading: string;
  close: string;
};

/**
 * A button of the server's markup that opens the sign-in dialog names its mode in this attribute
 * (`login` or `register`), so that the early-taps script can show the dialog's frame at once.
 */
export const AUTH_MODE_ATTRIBUTE = 'data-auth-mode';

/** The id of the dialog frame the early-taps script shows; the app's dialog takes its place. */
export const EARLY_DIALOG_ID = 'early-dialog';

/** Where the page's early-taps script keeps the taps it caught, for the app to replay. */
export const EARLY_TAPS_GLOBAL = '__padelEarlyTaps';

/**
 * What a tap caught early starts loading (`{ dialog, paths }`, each `{ js, css }` beyond the
 * entry's): the sign-in dialog's files, which the web build lists under its dist (with the
 * frame's `texts` by language), and each screen's, by path, from the route preloads. The page
 * names them, and the frame's texts in its language (`texts`), in an element of this id.
 */
export const EARLY_TAPS_PRELOADS_FILE = '.vite/early-tap-preloads.json';
export const EARLY_TAPS_PRELOADS_ELEMENT_ID = 'early-tap-preloads';

/** How many files the early-taps script asks for in one task (the rest in the tasks after). */
export const EARLY_TAPS_FILES_PER_TASK = 4;

/** How long a link tap caught early waits for the app before the browser follows the link. */
export const EARLY_TAPS_LINK_WAIT_MS = 5000;

/**
 * The script the gateway writes into the head of every page, before the markup. A page the
 * server drew shows its controls a few seconds before the app's code has arrived and taken them
 * over on a slow phone; a tap in that time would do nothing. Until the app says it has taken over
 * (`done`), this catches a tap on a button of the server's markup, or on a link to a screen of the
 * app (one of `paths`), and keeps it for the app to replay: the app calls `finish()`, which ends the
 * catching and answers the taps (`[{ control, index, text, opensDialog }]`; index and text find a
 * control that hydration replaced). A tap again on the same control is kept once. A tap caught
 * starts loading what answering it needs: a link its screen's files; a button the sign-in dialog's
 * (most buttons of the landing page open it), unless it only opens or closes a part of the page
 * (`aria-expanded`, the menu) or is on a screen whose files the page loads anyway
 * (AFTER_PAINT_SCREEN_ATTRIBUTE, the booking screen's courts) and is no sign-in button. A button
 * that opens the sign-in dialog
 * (AUTH_MODE_ATTRIBUTE) shows the dialog's frame at once, its title and a loader, in the looks of
 * the app's (the page's Mantine variables); the app's dialog replaces it. The app shows it too
 * (`showDialog(mode)`) for a tap whose dialog's code has not arrived yet. The frame closes as the
 * app's does (its Close button, Escape, a tap outside): the taps that would open the dialog are
 * dropped and `dismissed` tells the app not to open the one it was waiting to show. A caught link the app has not taken over within
 * EARLY_TAPS_LINK_WAIT_MS is followed by the browser. Other links are left to the browser.
 * A screen the server rendered beyond the landing page shows without the app's code: the files of
 * the screen its root names (AFTER_PAINT_SCREEN_ATTRIBUTE) are asked for once it has painted (its
 * first contentful paint, or its load where paints are not reported), so that on a slow network
 * they do not take the page's own bytes' share of it. A file the page already names is not asked
 * for again. Plain ES5, since it runs before anything else; allowed by its hash.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var state = { taps: [], done: false };
  var loading = {};
  window.${EARLY_TAPS_GLOBAL} = state;
  function load(key, files) {
    if (!files || loading[key]) return;
    loading[key] = true;
    var add = function (rel, file, as) {
      if (document.querySelector('link[href="/' + file + '"]')) return;
      var link = document.createElement('link');
      link.rel = rel;
      link.href = '/' + file;
      link.crossOrigin = '';
      if (as) link.as = as;
      document.head.appendChild(link);
    };
    var queue = [];
    (files.css || []).forEach(function (file) { queue.push(['preload', file, 'style']); });
    (files.js || []).forEach(function (file) { queue.push(['modulepreload', file]); });
    // A few requests a task: each costs the page a moment, and twenty at once hold a slow
    // phone's page for longer than a tap should wait.
    (function next() {
      queue.splice(0, ${EARLY_TAPS_FILES_PER_TASK}).forEach(function (item) {
        add(item[0], item[1], item[2]);
      });
      if (queue.length) setTimeout(next, 0);
    })();
  }
  var english = ${JSON.stringify({
    login: AUTH_DIALOG_HEADINGS.login.first,
    register: AUTH_DIALOG_HEADINGS.register.first,
    loading: 'Loading',
    close: 'Close',
  } satisfies TEarlyDialogTexts)};
  function showDialog(mode) {
    var texts = preloads().texts || english;
    var heading = texts[mode] || english[mode];
    if (!heading || document.getElementById('${EARLY_DIALOG_ID}')) return;
    var overlay = document.createElement('div');
    overlay.id = '${EARLY_DIALOG_ID}';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:200;display:flex;align-items:center;' +
      'justify-content:center;padding:var(--mantine-spacing-md);background:rgba(0,0,0,.6)';
    overlay.innerHTML = '<style>@keyframes early-dialog-spin{to{transform:rotate(360deg)}}</style>' +
      '<div role="dialog" aria-modal="true" aria-busy="true" aria-labelledby="${EARLY_DIALOG_ID}-title" ' +
      'style="box-sizing:border-box;width:min(440px,100%);padding:var(--mantine-spacing-md);' +
      'border-radius:var(--mantine-radius-default);background:var(--mantine-color-body);' +
      'box-shadow:var(--mantine-shadow-xl)"><span id="${EARLY_DIALOG_ID}-title">' +
      '<span style="display:block;font-size:var(--mantine-h3-font-size);' +
      'font-weight:var(--mantine-h3-font-weight);line-height:var(--mantine-h3-line-height)"></span>' +
      '<span style="display:block;font-size:var(--mantine-font-size-sm);' +
      'color:var(--mantine-color-dimmed)"></span></span>' +
      '<div style="display:flex;justify-content:center;padding-block:var(--mantine-spacing-xl)">' +
      '<span role="status" style="box-sizing:border-box;width:2.25rem;' +
      'height:2.25rem;border:.28rem solid var(--mantine-primary-color-filled);' +
      'border-left-color:transparent;border-radius:50%;' +
      'animation:early-dialog-spin 1.2s linear infinite"></span></div></div>';
    var lines = overlay.querySelectorAll('#${EARLY_DIALOG_ID}-title > span');
    lines[0].textContent = heading.title;
    lines[1].textContent = heading.subtitle;
    overlay.querySelector('[role=status]').setAttribute('aria-label', texts.loading || english.loading);
    var close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', texts.close || english.close);
    close.textContent = '\\u00d7';
    close.style.cssText = 'position:absolute;top:var(--mantine-spacing-xs);' +
      'inset-inline-end:var(--mantine-spacing-xs);width:2.75rem;height:2.75rem;border:0;' +
      'border-radius:var(--mantine-radius-default);background:transparent;' +
      'color:var(--mantine-color-dimmed);font-size:1.5rem;line-height:1;cursor:pointer';
    var box = overlay.querySelector('[role=dialog]');
    box.style.position = 'relative';
    box.appendChild(close);
    close.addEventListener('click', dismissDialog);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) dismissDialog();
    });
    state.dismissed = false;
    document.body.appendChild(overlay);
    close.focus();
  }
  function dismissDialog() {
    var overlay = document.getElementById('${EARLY_DIALOG_ID}');
    if (!overlay) return;
    overlay.remove();
    state.dismissed = true;
    state.taps = state.taps.filter(function (tap) {
      return !tap.opensDialog;
    });
  }
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismissDialog();
  });
  function preloads() {
    var element = document.getElementById('${EARLY_TAPS_PRELOADS_ELEMENT_ID}');
    return element ? JSON.parse(element.textContent || '{}') : {};
  }
  var isPainted = false;
  function afterPaint() {
    if (isPainted) return;
    isPainted = true;
    var root = document.getElementById('root');
    var screen = root && root.getAttribute('${AFTER_PAINT_SCREEN_ATTRIBUTE}');
    if (screen) load(screen, (preloads().paths || {})[screen]);
  }
  // Once the page's first content is on screen (a hidden tab paints when it is shown). A browser
  // that reports no paints loads them at the page's load.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.addEventListener('load', function () {
      setTimeout(afterPaint, 0);
    });
  }
  state.showDialog = showDialog;
  state.finish = function () {
    state.done = true;
    return state.taps.splice(0);
  };
  document.addEventListener('click', function (event) {
    var root = document.getElementById('root');
    if (state.done || !root || !root.hasAttribute('${SERVER_RENDERED_ATTRIBUTE}')) return;
    if (!event.target || !event.target.closest) return;
    var control = event.target.closest('button, a[href]');
    if (!control || control.disabled || !root.contains(control)) return;
    var files = preloads();
    var paths = files.paths || {};
    var opensDialog = control.tagName !== 'A' && !control.hasAttribute('aria-expanded') &&
      (control.hasAttribute('${AUTH_MODE_ATTRIBUTE}') ||
        !root.hasAttribute('${AFTER_PAINT_SCREEN_ATTRIBUTE}'));
    if (control.tagName === 'A') {
      if (control.origin !== location.origin || control.target || !paths[control.pathname]) return;
      load(control.pathname, paths[control.pathname]);
      setTimeout(function () {
        if (!state.done) location.assign(control.href);
      }, ${EARLY_TAPS_LINK_WAIT_MS});
    } else if (opensDialog) {
      load('dialog', files.dialog);
      showDialog(control.getAttribute('${AUTH_MODE_ATTRIBUTE}'));
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    var last = state.taps[state.taps.length - 1];
    if (last && last.control === control) return;
    var all = root.querySelectorAll('button, a[href]');
    state.taps.push({
      control: control,
      index: Array.prototype.indexOf.call(all, control),
      text: control.textContent || '',
      opensDialog: opensDialog,
    });
  }, true);
})();`;
