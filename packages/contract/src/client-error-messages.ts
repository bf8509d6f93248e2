// The texts a client shows on its own, when no server answer carries one: the normalisation
// fallbacks (calls doc §8 "Normalisation") and the error screen. ERROR_MESSAGES includes them;
// they live in their own module so the web's landing page, which needs only these, does not carry
// the whole catalogue (a bundler keeps or drops a module's object whole, not key by key).
export const CLIENT_ERROR_MESSAGES = {
  generic: 'An error occurred',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred',

  somethingWentWrong: 'Something went wrong',
  renderFailed: 'An unexpected error occurred while rendering this page.',
} as const;
