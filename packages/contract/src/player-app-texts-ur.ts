// The Urdu side of the players' remaining contract texts: the phone app's forced update and
// offline banner (native-app.ts), the WhatsApp settings' answers (notifications.ts) and the
// payment methods' default titles (business.ts), each checked against the English keys.
import type { UrduTexts } from './messages-ur';
import { OFFLINE_BANNER_TEXT, type FORCED_UPDATE_TEXTS } from './native-app';
import type { PAYMENT_METHOD_TEXTS, WHATSAPP_SETTINGS_MESSAGES } from './player-app-texts';

export const FORCED_UPDATE_TEXTS_UR = {
  title: 'اپ ڈیٹ ضروری ہے',
  message: 'ایپ کا نیا ورژن دستیاب ہے۔ جاری رکھنے کے لیے براہِ کرم اپ ڈیٹ کریں۔',
  appStoreButton: 'App Store سے اپ ڈیٹ کریں',
  playStoreButton: 'Play Store سے اپ ڈیٹ کریں',
  versions: (current: string, required: string) =>
    `موجودہ ورژن: ${current} · مطلوبہ ورژن: ${required}`,
} as const satisfies UrduTexts<typeof FORCED_UPDATE_TEXTS>;

/** The offline banner as a group of one, so the catalogue's pairs can carry it. */
export const OFFLINE_BANNER_TEXTS = { offline: OFFLINE_BANNER_TEXT } as const;
export const OFFLINE_BANNER_TEXTS_UR = {
  offline: 'آپ آف لائن ہیں۔ نیٹ ورک بحال ہوتے ہی ہم دوبارہ جڑ جائیں گے۔',
} as const satisfies UrduTexts<typeof OFFLINE_BANNER_TEXTS>;

export const WHATSAPP_SETTINGS_MESSAGES_UR = {
  on: 'WhatsApp پیغامات آن ہیں',
  off: 'WhatsApp پیغامات بند ہیں',
  codeSent: 'ہم نے آپ کے WhatsApp پر ایک کوڈ بھیجا ہے۔ نمبر کی تصدیق کے لیے وہ کوڈ درج کریں۔',
  confirmed: 'آپ کے WhatsApp نمبر کی تصدیق ہو گئی۔ WhatsApp پیغامات آن ہیں',
  nothingToConfirm: 'پہلے اپنے نمبر کے ساتھ WhatsApp پیغامات آن کریں',
  notOffered: 'یہ وینیو WhatsApp پیغامات نہیں بھیجتا',
} as const satisfies UrduTexts<typeof WHATSAPP_SETTINGS_MESSAGES>;

export const PAYMENT_METHOD_TEXTS_UR = {
  payAtVenueTitle: 'وینیو پر ادائیگی',
  payAtVenueSubtitle: 'پہنچنے پر نقد ادائیگی کریں',
  cardTitle: 'کارڈ',
  cardSubtitle: 'ڈیبٹ یا کریڈٹ کارڈ سے آن لائن ادائیگی کریں',
  walletTitle: 'JazzCash والیٹ',
  walletSubtitle: 'اپنے JazzCash موبائل اکاؤنٹ سے ادائیگی کریں',
} as const satisfies UrduTexts<typeof PAYMENT_METHOD_TEXTS>;
