import {
  LEVEL_PROMPT_COOKIE,
  LEVEL_PROMPT_COOKIE_ACCOUNTS,
  levelPromptAccounts,
} from '@padel/contract';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookies';

// "Not now" on the level card keeps it away on this browser for this account: in a cookie, which
// the gateway reads to draw My Bookings without the card, and in local storage (the phone's app,
// and where a browser kept it before the cookie).
const keyOf = (userId: string) => `padel.levelPrompt.dismissed.${userId}`;

const isInCookie = (userId: string) =>
  levelPromptAccounts(readBrowserCookie(LEVEL_PROMPT_COOKIE)).includes(userId);

function isInStorage(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    // Storage refused (private mode, a full quota): the card shows, as for anyone new.
    return false;
  }
}

function writeCookie(userId: string): void {
  const others = levelPromptAccounts(readBrowserCookie(LEVEL_PROMPT_COOKIE)).filter(
    (id) => id !== userId,
  );
  writeBrowserCookie(
    LEVEL_PROMPT_COOKIE,
    [userId, ...others].slice(0, LEVEL_PROMPT_COOKIE_ACCOUNTS).join('.'),
  );
}

/**
 * Whether this account's player said "Not now" here. The server, which has no browser, goes by
 * what the gateway read of the cookie when the page was asked for (`saidOnServer`).
 */
export function isLevelPromptDismissed(userId: string, saidOnServer?: boolean): boolean {
  if (saidOnServer) return true;
  if (typeof document === 'undefined') return false;
  return isInCookie(userId) || isInStorage(userId);
}

export function dismissLevelPrompt(userId: string): void {
  writeCookie(userId);
  try {
    window.localStorage.setItem(keyOf(userId), '1');
  } catch {
    // Storage refused: the cookie still keeps it.
  }
}

/** A "Not now" kept only in local storage (before the cookie) goes into the cookie too. */
export function keepLevelPromptDismissal(userId: string): void {
  if (isInStorage(userId) && !isInCookie(userId)) writeCookie(userId);
}
