import { createHash } from 'node:crypto';

/**
 * How a random secret (refresh token, API key token, exchange code, calendar feed token) is kept:
 * its SHA-256 in hex. The secrets are long and random, so a fast hash is enough; passwords and
 * short codes are not hashed with it.
 */
export const hashSecret = (value: string): string =>
  createHash('sha256').update(value).digest('hex');
