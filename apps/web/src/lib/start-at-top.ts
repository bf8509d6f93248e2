import type { AroundNavHandler } from 'wouter';

/**
 * The router's wrapper around every navigation made by a link or `navigate` (wouter's
 * `aroundNav`): a new page opens at its top. Back and forward do not pass through it, so the
 * browser's own scroll restoration (`history.scrollRestoration`, 'auto') puts the player back
 * where they were. A change of the query alone (a filter) stays where it is.
 */
export const startNewPageAtTop: AroundNavHandler = (navigate, to, options) => {
  const fromPath = window.location.pathname;
  navigate(to, options);
  if (window.location.pathname !== fromPath) window.scrollTo(0, 0);
};
