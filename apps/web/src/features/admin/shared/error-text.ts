import { toNormalizedError } from '@padel/client';

/** The server's message of a failed call (normalised by the client), for the console's alerts. */
export function errorText(error: unknown): string {
  return toNormalizedError(error).message;
}
