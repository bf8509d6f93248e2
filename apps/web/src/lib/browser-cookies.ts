// The few cookies the app keeps for the gateway to read when it draws the first page (the
// language, the level card's "Not now"). None is secret: the session's cookie is the gateway's own.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value on this page, if it has one (never on the server). */
export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Keeps a value for a year, for every path of the site. */
export function writeBrowserCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
