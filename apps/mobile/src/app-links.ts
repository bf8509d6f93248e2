import { APP_LINK_PATH_PREFIXES } from '@padel/contract';

/**
 * The in-app screen a link opens (`/complete-signup?email=...`, `/auth/callback?...`,
 * `/payment/...`), or null for a link the app does not handle. Both the product's https links
 * and the app's own scheme (`pk.padelarena.app://payment/close`) are read.
 */
export function appPathOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  // A custom scheme puts the first segment in the host: app://payment/close.
  const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
  const path = isWeb ? url.pathname : `/${url.host}${url.pathname}`.replace(/\/{2,}/g, '/');
  const isAppScreen = APP_LINK_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
  return isAppScreen ? `${path}${url.search}` : null;
}
