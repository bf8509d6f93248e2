// The Urdu side of the catalogue (messages.ts), key for key. Each group `satisfies` the English
// group's keys and shapes, so a text added in English without its Urdu text fails the typecheck.
// Translators edit the words here; keep the keys, the `${...}` values, 'Rs.' prices, Latin digits
// and product names (JazzCash, WhatsApp, OTP) as they are (DECISIONS "Languages").
// The console's texts (ADMIN_ALERTS, IDEMPOTENCY_MESSAGES, admin-screens-texts) stay English.
import { CLIENT_ERROR_MESSAGES_UR } from './client-error-messages-ur';
import { TRPC_BATCH_MAX_CALLS } from './constants';
import { formatPrice } from './format';
import type { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from './messages';

/** The Urdu shape of an English group: the same keys; a template takes the same values. */
export type UrduTexts<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const ERROR_MESSAGES_UR = {
  ...CLIENT_ERROR_MESSAGES_UR,
  requestTooLarge: 'درخواست کا مواد بہت بڑا ہے',
  imageTooLarge: 'تصویر 5 MB یا اس سے چھوٹی ہونی چاہیے',
  uploadUnreadable:
    'اپ لوڈ پڑھا نہیں جا سکا۔ براہِ کرم ایک ہی تصویر multipart/form-data کے طور پر بھیجیں۔',
  invalidJson: 'درخواست میں بھیجا گیا JSON درست نہیں',
  batchTooLarge: `ایک درخواست میں زیادہ سے زیادہ ${TRPC_BATCH_MAX_CALLS} کالز اکٹھی بھیجی جا سکتی ہیں`,

  updateProfileFailed: 'پروفائل اپ ڈیٹ نہیں ہو سکا',
  updateProfileError: 'پروفائل اپ ڈیٹ کرتے ہوئے خرابی پیش آ گئی',
  changePasswordFailed: 'پاس ورڈ تبدیل نہیں ہو سکا',
  changePasswordError: 'پاس ورڈ تبدیل کرتے ہوئے خرابی پیش آ گئی',
  deleteAccountFailed: 'اکاؤنٹ حذف نہیں ہو سکا',
  deleteAccountRetry: 'اکاؤنٹ حذف نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  exportDataRetry: 'آپ کا ڈیٹا ایکسپورٹ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',

  createBookingFailed: 'بکنگ نہیں ہو سکی',
  createBookingRetry: 'بکنگ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  loginToBook: 'بکنگ کے لیے براہِ کرم لاگ اِن کریں',
  socialSignInUnavailable:
    'سائن اِن کا یہ طریقہ دستیاب نہیں۔ براہِ کرم اپنی ای میل اور پاس ورڈ سے سائن اِن کریں۔',
  socialSignInNotConfirmed:
    'اس براؤزر میں آپ کے سائن اِن کی تصدیق نہیں ہو سکی۔ براہِ کرم سائن اِن کے خانے سے دوبارہ شروع کریں۔',
  socialSignInCancelled: 'سائن اِن فراہم کنندہ کی ویب سائٹ پر منسوخ کر دیا گیا۔',
  socialSignInNotVerified: 'فراہم کنندہ کے جواب کی تصدیق نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  socialSignInNoEmail:
    'فراہم کنندہ نے آپ کا ای میل ایڈریس نہیں بتایا۔ براہِ کرم اپنی ای میل سے سائن اپ کریں۔',
  socialSignInEmailUnverified:
    'فراہم کنندہ نے آپ کے ای میل ایڈریس کی تصدیق نہیں کی۔ براہِ کرم وہاں تصدیق کریں، یا اپنی ای میل سے سائن اپ کریں۔',
  socialSignInExistingAccount:
    'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے اور فراہم کنندہ نے ای میل کی تصدیق نہیں کی، اس لیے دونوں کو جوڑا نہیں گیا۔ براہِ کرم اپنے پاس ورڈ سے سائن اِن کریں۔',
  socialSignInAccountDeleted:
    'یہ اکاؤنٹ حذف کیا جا چکا ہے۔ آپ اپنی ای میل سے دوبارہ سائن اپ کر سکتے ہیں۔',
  socialSignInSuspended: 'آپ کا اکاؤنٹ معطل کر دیا گیا ہے۔ براہِ کرم وینیو سے رابطہ کریں۔',
  socialSignInNotAllowed: 'یہ اکاؤنٹ یہاں سائن اِن نہیں کر سکتا۔ براہِ کرم وینیو سے رابطہ کریں۔',
  socialSignInExpired:
    'اس سائن اِن کی مدت ختم ہو چکی ہے یا یہ پہلے ہی استعمال ہو چکا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  phoneRequiredToBook: 'بکنگ سے پہلے براہِ کرم اپنا فون نمبر شامل کریں۔',
  sendVerificationEmailFailed: 'تصدیقی ای میل نہیں بھیجی جا سکی',
  sendVerificationEmailRetry: 'تصدیقی ای میل نہیں بھیجی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',

  paymentProcessingRetry: 'ادائیگی مکمل نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  paymentForCancelledBookingTitle: 'بکنگ منسوخ ہو چکی ہے',
  paymentForCancelledBooking:
    'آپ کی ادائیگی پہنچنے سے پہلے یہ بکنگ منسوخ ہو چکی تھی۔ آپ کی ادائیگی درج کر لی گئی ہے اور وینیو یہ رقم آپ کو واپس کر دے گا۔',
  processPaymentRetry: 'ادائیگی پر کارروائی نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',

  sendCancellationOtpFailed: 'منسوخی کا OTP نہیں بھیجا جا سکا',
  sendCancellationOtpRetry: 'منسوخی کا OTP نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  cancelBookingFailed: 'بکنگ منسوخ نہیں ہو سکی',
  cancelBookingRetry: 'بکنگ منسوخ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',

  loadCommonTimesFailed: 'عام اوقات لوڈ نہیں ہو سکے',
  loadPreferredTimesFailed: 'پسندیدہ اوقات لوڈ نہیں ہو سکے',
  loadTimesFailed: 'اوقات لوڈ نہیں ہو سکے۔',

  missingTokens: 'ٹوکن موجود نہیں',
  authenticationFailedMissingTokens: 'تصدیق نہیں ہو سکی: ٹوکن موجود نہیں',
  missingAuthenticationTokens: 'تصدیق کے ٹوکن موجود نہیں',
  authenticationFailed: 'تصدیق نہیں ہو سکی',

  timeSlotNotAvailable: 'یہ وقت دستیاب نہیں',
  slotBeingBooked: (time: string) =>
    `اس وقت کوئی اور یہ سلاٹ بک کر رہا ہے۔ براہِ کرم ${time} کے بعد دوبارہ دیکھیں۔`,
  tooManyLapsedHolds: 'بہت سے سلاٹ بکنگ کے بغیر روکے گئے۔ براہِ کرم ایک گھنٹے بعد دوبارہ کوشش کریں۔',
  tooManyHoldsFromAddress:
    'اس وقت آپ کے کنکشن سے بہت سے سلاٹ روکے ہوئے ہیں۔ براہِ کرم کوئی بکنگ مکمل کریں یا چھوڑ دیں، یا چند منٹ بعد دوبارہ کوشش کریں۔',
  tooManyBookingCodesFromAddress:
    'پچھلے ایک گھنٹے میں آپ کے کنکشن سے بہت سے بکنگ کوڈ مانگے گئے ہیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  facilityClosed: 'اس دن وینیو بند ہے',
  outsideOperatingHours: 'یہ وقت اوقاتِ کار سے باہر ہے',

  accountSetupRetry: 'ایک غیر متوقع خرابی پیش آ گئی۔ براہِ کرم دوبارہ کوشش کریں۔',
  resendCodeRetry: 'تصدیقی کوڈ دوبارہ نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  submitRequestRetry: 'آپ کی درخواست جمع نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',

  walletPaymentsDisabled: 'JazzCash والیٹ سے ادائیگی فی الحال بند ہے',
  cardPaymentsDisabled: 'کارڈ سے ادائیگی فی الحال بند ہے',
  payAtVenueDisabled: 'وینیو پر ادائیگی فی الحال بند ہے',

  loadingBookingsTitle: 'بکنگز لوڈ کرنے میں خرابی',
  loadingDashboardTitle: 'ڈیش بورڈ لوڈ کرنے میں خرابی',
  inquiryFailed: 'ادائیگی کی صورتحال معلوم نہیں ہو سکی',
  refundFailed: 'رقم واپس نہیں ہو سکی',
  refundExceedsRefundable: (refundable: number) =>
    `واپسی کی رقم اس ادائیگی میں باقی ${formatPrice(refundable)} سے زیادہ ہے`,
  createTemporaryUserRetry: 'عارضی صارف نہیں بن سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  createApiKeyFailed: 'API key نہیں بن سکی',
  revokeApiKeyFailed: 'منسوخ نہیں ہو سکی',
  noActivity: 'کوئی سرگرمی دستیاب نہیں، یا یہ سہولت ترتیب نہیں دی گئی۔',
  lastActiveAdmin:
    'یہ آخری فعال ایڈمن ہیں: ان کا عہدہ کم کرنے یا انہیں معطل کرنے سے پہلے کسی اور کو ایڈمن بنائیں۔',
  lastActiveAdminDeletion:
    'یہ آخری فعال ایڈمن ہیں: یہ اکاؤنٹ حذف کرنے سے پہلے کسی اور کو ایڈمن بنائیں۔',
  userNotFound: 'صارف نہیں ملا',
  staffSearchCustomersOnly: 'عملہ صرف گاہکوں کو تلاش کر سکتا ہے (role=customer)',
  temporaryUserEmailTaken:
    'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے، اس لیے ای میل کے ذریعے اس کی بکنگ نہیں ہو سکتی۔ اس شخص کو Existing customer میں سے منتخب کریں۔',
  cannotSuspendSelf: 'آپ اپنا ہی اکاؤنٹ معطل نہیں کر سکتے',
  userEmailTaken: 'یہ ای میل کسی اور اکاؤنٹ میں استعمال ہو رہی ہے',
  userEmailAlreadySet: 'اس اکاؤنٹ کی ای میل پہلے سے موجود ہے',
  accountHasNoEmail:
    'اس اکاؤنٹ کی ابھی کوئی ای میل نہیں: وینیو سے ای میل شامل کرنے کی درخواست کریں',
} as const satisfies UrduTexts<typeof ERROR_MESSAGES>;

export const SUCCESS_MESSAGES_UR = {
  verificationCodeSent: 'تصدیقی کوڈ آپ کی ای میل پر بھیج دیا گیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔',
  verificationCodeResent: 'نیا تصدیقی کوڈ آپ کی ای میل پر بھیج دیا گیا ہے۔',
  slotReleased: 'یہ سلاٹ اب دوسروں کے لیے دوبارہ دستیاب ہے۔',
  accountSetupCompleted: 'آپ کا اکاؤنٹ کامیابی سے تیار ہو گیا!',
  loginSuccessful: 'آپ کامیابی سے لاگ اِن ہو گئے!',
  profileUpdated: 'پروفائل کامیابی سے اپ ڈیٹ ہو گیا!',
  passwordChanged: 'پاس ورڈ کامیابی سے تبدیل ہو گیا!',
  passwordReset: 'پاس ورڈ کامیابی سے ری سیٹ ہو گیا! براہِ کرم نئے پاس ورڈ سے لاگ اِن کریں۔',
  bookingCancelled: 'بکنگ کامیابی سے منسوخ ہو گئی!',
  inquiryCompleted: 'ادائیگی کی صورتحال معلوم ہو گئی',
  refundRecorded: 'رقم کی واپسی درج کر لی گئی',
  bookingStatusChanged: (status: string) =>
    `بکنگ کی حالت کامیابی سے ${status} کر دی گئی! گاہک کو ای میل بھیج دی گئی ہے۔`,
  operatingHoursSaved: 'اوقاتِ کار کامیابی سے محفوظ ہو گئے!',
  businessSettingsSaved: 'کاروبار کی ترتیبات کامیابی سے محفوظ ہو گئیں!',
  temporaryUserCreated: (link: string) =>
    `عارضی صارف کامیابی سے بن گیا! وہ اپنا اکاؤنٹ یہاں مکمل کر سکتے ہیں: ${link}`,
  staffInvited: (link: string) =>
    `دعوت نامہ بھیج دیا گیا۔ وہ اپنا اکاؤنٹ یہاں مکمل کر سکتے ہیں: ${link}`,
  roleChanged: 'کردار تبدیل ہو گیا',
  emailAdded: 'ای میل شامل ہو گئی: اب یہ شخص complete-signup صفحے پر پاس ورڈ بنا سکتا ہے',
  userSuspended: 'صارف معطل کر دیا گیا۔ اس کے تمام سیشن ختم کر دیے گئے ہیں۔',
  userActivated: 'صارف بحال کر دیا گیا',
} as const satisfies UrduTexts<typeof SUCCESS_MESSAGES>;

export const VALIDATION_MESSAGES_UR = {
  required: (label: string) => `${label} لازمی ہے`,
  nameTooShort: (label: string) => `${label} کم از کم 2 حروف کا ہونا چاہیے`,
  nameTooLong: (label: string) => `${label} 50 حروف سے کم ہونا چاہیے`,

  phoneRequired: 'فون نمبر لازمی ہے',
  phoneInvalid: 'براہِ کرم درست پاکستانی فون نمبر درج کریں (+92 کے بعد 10 ہندسے)',

  emailRequired: 'ای میل لازمی ہے',
  emailInvalid: 'ای میل درست نہیں',
  emailInvalidStrict: 'براہِ کرم درست ای میل ایڈریس درج کریں',

  passwordRequired: 'پاس ورڈ لازمی ہے',
  passwordTooShort: 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
  passwordWeak: 'پاس ورڈ میں کم از کم ایک چھوٹا حرف، ایک بڑا حرف اور ایک ہندسہ ہونا چاہیے',
  passwordsDoNotMatch: 'دونوں پاس ورڈ ایک جیسے نہیں',
  currentPasswordRequired: 'موجودہ پاس ورڈ لازمی ہے',
  newPasswordRequired: 'نیا پاس ورڈ لازمی ہے',
  confirmNewPassword: 'براہِ کرم اپنا نیا پاس ورڈ دوبارہ لکھ کر تصدیق کریں',

  otpRequired: 'OTP لازمی ہے',
  otpEnter: 'براہِ کرم OTP درج کریں',
  otpIncomplete: 'براہِ کرم پورا OTP درج کریں',
  otpDigitsOnly: 'OTP بالکل 6 ہندسوں کا ہونا چاہیے',

  walletMobileRequired: 'JazzCash موبائل نمبر لازمی ہے',
  walletMobileInvalid: 'موبائل نمبر 03XXXXXXXXX کی شکل میں ہونا چاہیے',
  cnicRequired: 'شناختی کارڈ (CNIC) کے آخری 6 ہندسے لازمی ہیں',
  cnicInvalid: 'CNIC کے بالکل 6 ہندسے ہونے چاہئیں',

  confirmDeletion: 'تصدیق کے لیے براہِ کرم "DELETE_MY_ACCOUNT" لکھیں',
  deletionPasswordRequired: 'براہِ کرم اپنا پاس ورڈ درج کریں',
  deletionCodeRequired: 'براہِ کرم وہ کوڈ درج کریں جو ہم نے آپ کو ای میل کیا ہے',

  requiredFields: 'براہِ کرم تمام لازمی خانے پُر کریں',
  temporaryUserDetailsRequired: 'براہِ کرم عارضی صارف کی تمام تفصیلات درج کریں',
  startAndEndTimesRequired: 'براہِ کرم شروع اور ختم ہونے کا وقت درج کریں',

  apiKeyNameRequired: 'براہِ کرم API key کے لیے کاروبار کا نام درج کریں',
  apiKeyAgentIncomplete:
    'نیا ایجنٹ بنانے کے لیے براہِ کرم ایجنٹ کا firstName، lastName، email اور phone درج کریں',
  apiKeyOwnerRequired: 'براہِ کرم کوئی موجودہ ایجنٹ منتخب کریں یا نئے ایجنٹ کی تفصیلات درج کریں',

  urlRequired: 'URL لازمی ہے',

  durationHint: 'کم از کم: 30 منٹ، زیادہ سے زیادہ: 8 گھنٹے',
  durationTooShort: 'دورانیہ کم از کم 30 منٹ ہونا چاہیے',
  durationTooLong: 'دورانیہ زیادہ سے زیادہ 8 گھنٹے (480 منٹ) ہو سکتا ہے',
  durationStep: 'دورانیہ 30 منٹ کے وقفوں میں ہونا چاہیے',
  durationNotOffered: 'دورانیہ 60، 90، 120 یا 180 منٹ ہونا چاہیے',
  dateInvalid: 'تاریخ YYYY-MM-DD کی شکل میں درست تاریخ ہونی چاہیے',
  dateOutOfRange: (earliest: string, latest: string) =>
    `تاریخ ${earliest} اور ${latest} کے درمیان ہونی چاہیے`,
  controlCharacters: 'متن میں کنٹرول کریکٹر نہیں ہونے چاہئیں',
  lineBreaks: 'متن ایک ہی سطر میں ہونا چاہیے',
  dateRangeOrder: 'آخری تاریخ شروع کی تاریخ سے پہلے نہیں ہو سکتی',
  timeInvalid: 'وقت HH:MM کی شکل میں ہونا چاہیے',
  timeNotHalfHour: 'وقت پورے یا ساڑھے گھنٹے پر ہونا چاہیے',
  closeAfterOpen: 'بند ہونے کا وقت کھلنے کے وقت کے بعد ہونا چاہیے',
  endAfterStart: 'ختم ہونے کا وقت شروع ہونے کے وقت کے بعد ہونا چاہیے',
  durationMismatch: 'دورانیہ منتخب کیے گئے وقت سے مطابقت نہیں رکھتا',
  endsAfterMidnight: 'بکنگ آدھی رات تک ختم ہو جانی چاہیے',
  timeRangesOverlap: 'اوقات ایک دوسرے سے ٹکرانے نہیں چاہئیں',
  openDayNeedsRange: 'کھلے دن کے لیے کم از کم ایک وقت درج ہونا چاہیے',
  customHoursRequired: 'چھٹی پورے دن کی نہ ہو تو کھلنے اور بند ہونے کے اوقات لازمی ہیں',
  idInvalid: 'شناخت (id) درست نہیں',
  urlInvalid: 'براہِ کرم درست URL درج کریں',
  versionInvalid: 'ورژن 1.0.0 کی طرح لکھا ہونا چاہیے',
  percentageRange: 'فیصد 0 اور 100 کے درمیان ہونا چاہیے',
  priceInvalid: 'قیمت پورے روپوں میں ہونی چاہیے، 0 یا اس سے زیادہ',
  capacityRange: 'گنجائش 2 سے 6 کھلاڑیوں تک ہونی چاہیے',
  refundAmountInvalid: 'واپسی کی رقم پورے روپوں میں اور 0 سے زیادہ ہونی چاہیے',
  pageInvalid: 'صفحہ نمبر 1 یا اس سے بڑا پورا عدد ہونا چاہیے',
  limitInvalid: (max: number) => `حد 1 سے ${max} تک کا پورا عدد ہونی چاہیے`,
  booleanInvalid: 'یہ true یا false ہونا چاہیے',
  paymentMethodInvalid: 'براہِ کرم نقد، کارڈ یا JazzCash والیٹ میں سے انتخاب کریں',
  statusInvalid: 'حالت درست نہیں',
  roleInvalid: 'کردار منتخب کریں: customer، staff یا admin',
  staffRoleInvalid: 'کردار منتخب کریں: staff یا admin',
  tooLong: (max: number) => `زیادہ سے زیادہ ${max} حروف لکھے جا سکتے ہیں`,
  languageInvalid: 'زبان en (انگریزی) یا ur (اردو) ہونی چاہیے',
} as const satisfies UrduTexts<typeof VALIDATION_MESSAGES>;

/** The field labels the validation texts name ('{label} is required'), in Urdu. */
export const FIELD_LABELS_UR: Readonly<Record<string, string>> = {
  'First name': 'پہلا نام',
  'Last name': 'آخری نام',
  Name: 'نام',
  Message: 'پیغام',
  Subject: 'موضوع',
  Reason: 'وجہ',
  Description: 'تفصیل',
  'Business name': 'کاروبار کا نام',
  Capacity: 'گنجائش',
  Price: 'قیمت',
  'Tiered pricing': 'درجہ وار قیمتیں',
  User: 'صارف',
  'Refresh token': 'ریفریش ٹوکن',
};

/** One flat view of the Urdu texts, key for key with MSG. */
export const MSG_UR = {
  ...ERROR_MESSAGES_UR,
  ...SUCCESS_MESSAGES_UR,
  ...VALIDATION_MESSAGES_UR,
} as const;
