// The Urdu texts of the answers the api words itself (outside the contract's catalogue, whose
// Urdu is packages/contract/src/messages-ur.ts). Translators edit the words; each group
// `satisfies` its English group's keys, so a new English text without Urdu fails the typecheck.
import type { TextGroupPair, UrduTexts } from '@padel/contract';
import { ACCOUNT_DELETION_MESSAGES, MESSAGES } from '../auth';
import { BOOKING_MESSAGES } from '../bookings';
import { INVALID_CODE_MESSAGE, TOO_MANY_CODES_MESSAGE } from '../one-time-codes';

const AUTH_UR = {
  invalidCredentials: 'ای میل یا پاس ورڈ درست نہیں',
  emailTaken: 'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے',
  invitedAccount:
    'اس ای میل کو وینیو نے مدعو کیا ہے۔ براہِ کرم اپنی ای میل میں دیے گئے لنک سے اپنا اکاؤنٹ مکمل کریں۔',
  suspended: 'آپ کا اکاؤنٹ معطل کر دیا گیا ہے۔ براہِ کرم وینیو سے رابطہ کریں۔',
  wrongCurrentPassword: 'موجودہ پاس ورڈ درست نہیں',
  wrongPassword: 'پاس ورڈ درست نہیں',
  samePassword: 'نیا پاس ورڈ موجودہ پاس ورڈ سے مختلف ہونا چاہیے',
  codeSent: 'تصدیقی کوڈ آپ کی ای میل پر بھیج دیا گیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔',
  resetCodeSent: 'اگر اس ای میل کا کوئی اکاؤنٹ موجود ہے تو اس پر تصدیقی کوڈ بھیج دیا گیا ہے۔',
  loggedOut: 'آپ کامیابی سے لاگ آؤٹ ہو گئے',
  profileUpdated: 'پروفائل کامیابی سے اپ ڈیٹ ہو گیا!',
  passwordChanged: 'پاس ورڈ کامیابی سے تبدیل ہو گیا!',
  passwordReset: 'پاس ورڈ کامیابی سے ری سیٹ ہو گیا! براہِ کرم نئے پاس ورڈ سے لاگ اِن کریں۔',
  setupCompleted: 'آپ کا اکاؤنٹ کامیابی سے تیار ہو گیا!',
  accountDeleted: 'آپ کا اکاؤنٹ حذف کر دیا گیا ہے',
  loginSuccess: 'آپ کامیابی سے لاگ اِن ہو گئے!',
  tooManyAttempts: 'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  tooManyRefreshes: 'سیشن بہت بار تازہ کیا گیا ہے۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
} as const satisfies UrduTexts<typeof MESSAGES>;

const ACCOUNT_DELETION_UR = {
  codeSent: 'ہم نے آپ کو ایک کوڈ ای میل کیا ہے۔ اکاؤنٹ حذف کرنے کے لیے وہ کوڈ درج کریں۔',
  hasPassword: 'آپ کے اکاؤنٹ کا پاس ورڈ موجود ہے: حذف کرنے کی تصدیق اسی سے کریں۔',
  // The three below are the console's notes on a booking; the venue reads them in English.
  refundDue: ACCOUNT_DELETION_MESSAGES.refundDue,
  refundVenue: ACCOUNT_DELETION_MESSAGES.refundVenue,
  refundFailed: ACCOUNT_DELETION_MESSAGES.refundFailed,
} as const satisfies UrduTexts<typeof ACCOUNT_DELETION_MESSAGES>;

const BOOKING_UR = {
  created: 'بکنگ کامیابی سے ہو گئی!',
  codeSent: 'تصدیقی کوڈ آپ کی ای میل پر بھیج دیا گیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔',
  cancelled: 'بکنگ کامیابی سے منسوخ ہو گئی!',
  courtNotFound: 'کورٹ نہیں ملا',
  userNotFound: 'صارف نہیں ملا',
  outsideWindow: 'بکنگ آج سے لے کر اگلے 30 دن تک کے لیے کی جا سکتی ہے',
  maintenanceFallback:
    'اس وقت مرمت کا کام جاری ہے۔ نئی بکنگز عارضی طور پر بند ہیں؛ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  customerCancelNote: 'گاہک نے منسوخ کی',
  agentNeedsCustomer: BOOKING_MESSAGES.agentNeedsCustomer,
  agentPaysAtVenue: BOOKING_MESSAGES.agentPaysAtVenue,
} as const satisfies UrduTexts<typeof BOOKING_MESSAGES>;

/** Texts the http layer and the one-time codes write as they are. */
const HTTP_TEXTS = {
  authenticationRequired: 'Authentication required',
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidCode: INVALID_CODE_MESSAGE,
  tooManyCodes: TOO_MANY_CODES_MESSAGE,
  emailVerified: 'Email verified successfully!',
  exportReady: 'Your data export is ready',
  unexpected: 'An unexpected error occurred',
  invalidValue: 'Invalid value in request',
} as const;

const HTTP_TEXTS_UR = {
  authenticationRequired: 'براہِ کرم پہلے سائن اِن کریں',
  sessionEnded: 'آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  invalidAccessToken: 'رسائی کا ٹوکن درست نہیں یا اس کی مدت ختم ہو چکی ہے',
  invalidRefreshToken: 'ریفریش ٹوکن درست نہیں یا اس کی مدت ختم ہو چکی ہے',
  forbidden: 'آپ کو یہ کرنے کی اجازت نہیں',
  notFound: 'یہ چیز نہیں ملی',
  tooManyRequests: 'بہت زیادہ درخواستیں موصول ہوئی ہیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  invalidCode: 'تصدیقی کوڈ درست نہیں یا اس کی مدت ختم ہو چکی ہے',
  tooManyCodes:
    'بہت سے تصدیقی کوڈ مانگے جا چکے ہیں۔ براہِ کرم کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',
  emailVerified: 'ای میل کی تصدیق کامیابی سے ہو گئی!',
  exportReady: 'آپ کا ڈیٹا ایکسپورٹ تیار ہے',
  unexpected: 'ایک غیر متوقع خرابی پیش آ گئی',
  invalidValue: 'درخواست میں کوئی قدر درست نہیں',
} as const satisfies UrduTexts<typeof HTTP_TEXTS>;

/** The answers' English groups with their Urdu, beside the catalogue's (contract). */
export const ANSWER_TEXT_PAIRS: readonly TextGroupPair[] = [
  [MESSAGES, AUTH_UR],
  [ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_UR],
  [BOOKING_MESSAGES, BOOKING_UR],
  [HTTP_TEXTS, HTTP_TEXTS_UR],
];
