// The Urdu texts of CLIENT_ERROR_MESSAGES, key for key: a missing or extra key is a type error.
// Translators edit the words; keep the keys, `${...}` values, 'Rs.' prices and Latin digits.
import type { CLIENT_ERROR_MESSAGES } from './client-error-messages';

export const CLIENT_ERROR_MESSAGES_UR = {
  generic: 'کوئی خرابی پیش آ گئی',
  network: 'نیٹ ورک کا مسئلہ ہے۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کریں۔',
  unexpected: 'ایک غیر متوقع خرابی پیش آ گئی',

  somethingWentWrong: 'کچھ غلط ہو گیا',
  renderFailed: 'یہ صفحہ دکھاتے ہوئے ایک غیر متوقع خرابی پیش آ گئی۔',
} as const satisfies Record<keyof typeof CLIENT_ERROR_MESSAGES, string>;
