let serverOrigin = '';

/**
 * Where the gateway is when the pages are not served by it (the native app's web layer runs
 * from the phone): server paths such as /uploads/..., /pay/... and /api/v1/... are prefixed
 * with it. Empty in the browser, where they stay relative.
 */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

/** A server path as the page must ask for it. */
export function toServerUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${serverOrigin}${path}` : path;
}

/** Whether server paths leave the page's own origin (the native app). */
export function isServerElsewhere(): boolean {
  return serverOrigin !== '';
}
