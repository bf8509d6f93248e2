// The native app's own texts and rules (product doc §2 "Forced-update modal", §4 "Forced update";
// calls doc §2 /payment/close and /my-bookings).

export const FORCED_UPDATE_TEXTS = {
  title: 'Update Required',
  message: 'A new version of the app is available. Please update to continue.',
  appStoreButton: 'Update from App Store',
  playStoreButton: 'Update from Play Store',
  versions: (current: string, required: string) =>
    `Current version: ${current} · Required version: ${required}`,
} as const;

export const OFFLINE_BANNER_TEXT =
  "You're offline. We'll reconnect as soon as the network is back.";

/** The native platforms the app is built for. */
export const NATIVE_PLATFORMS = ['android', 'ios'] as const;
export type TNativePlatform = (typeof NATIVE_PLATFORMS)[number];

/**
 * Screens a link may open inside the app (Android intent filters and iOS associated domains
 * name the same prefixes): account setup, the sign-in callback and the payment results.
 */
export const APP_LINK_PATH_PREFIXES = ['/complete-signup', '/auth/callback', '/payment/'] as const;

/** Where the card payment's in-app browser ends (calls doc §2). */
export const PAYMENT_CLOSE_ROUTE = '/payment/close';
/** Where the app goes after a card payment (calls doc §2: /my-bookings after 3 s). */
export const AFTER_CARD_PAYMENT_ROUTE = '/my-bookings';
