import type { TokenStorage } from '@padel/client';

// Kept apart from activity.ts so that setting it at start-up does not bring the activity
// tracking's contract schemas into the landing page's first download.
let tokenStorage: TokenStorage | undefined;

/** Where the app keeps its access token, so beacons carry it (a browser's cookie needs none). */
export function setActivityAuthorization(storage: TokenStorage | undefined): void {
  tokenStorage = storage;
}

/** The token storage beacons read their bearer token from, if the platform has one. */
export function activityTokenStorage(): TokenStorage | undefined {
  return tokenStorage;
}
