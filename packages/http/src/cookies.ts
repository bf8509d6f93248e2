import type { IncomingMessage } from 'node:http';

/** One cookie's value from a request's Cookie header, percent-decoded; undefined if absent or malformed. */
export function readCookie(
  req: Pick<IncomingMessage, 'headers'>,
  name: string,
): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
