// The Urdu side of the open matches' texts (matches.ts, waitlist.ts, match-results.ts), key for
// key; each group `satisfies` the English one, so an English text added without Urdu fails the
// typecheck. Keep the `${...}` values, 'Rs.' prices and Latin digits as they are. Levels and
// scores ('2.5–3.5', '6–4') are wrapped in U+2066…U+2069 so they read left to right in a line
// of Urdu (DECISIONS "Languages (web)").
import { formatPrice } from './format';
import type { RESULT_MESSAGES } from './match-result-texts';
import {
  LEVEL_MAX,
  LEVEL_MIN,
  LEVEL_STEP,
  MATCH_OPEN_SEATS_MAX,
  MATCH_OPEN_SEATS_MIN,
  formatLevel,
  formatLevelRange,
  type MATCH_MESSAGES,
} from './match-texts';
import type { UrduTexts } from './messages-ur';
import { RESULT_SETS_MAX } from './match-result-texts';
import { WAITLIST_MAX_ENTRIES, type WAITLIST_MESSAGES } from './waitlist-texts';

/** A number run (a level, a range, a score) kept left to right inside Urdu text. */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

export const MATCH_MESSAGES_UR = {
  levelInvalid: `لیول ${formatLevel(LEVEL_MIN)} سے ${formatLevel(LEVEL_MAX)} تک، ${LEVEL_STEP} کے وقفے سے ہونا چاہیے`,
  levelRangeOrder: 'کم سے کم لیول زیادہ سے زیادہ لیول سے اوپر نہیں ہو سکتا',
  openSeatsInvalid: `خالی جگہیں ${MATCH_OPEN_SEATS_MIN} سے ${MATCH_OPEN_SEATS_MAX} تک ہونی چاہئیں`,
  matchesDisabled: 'اس وینیو پر اوپن میچ دستیاب نہیں',
  matchNotFound: 'میچ نہیں ملا',
  bookingNotFound: 'بکنگ نہیں ملی',
  notBookingOwner: 'صرف بکنگ کرنے والا کھلاڑی ہی اسے میچ کے لیے کھول سکتا ہے',
  bookingNotOpenable: 'صرف آنے والی تصدیق شدہ یا زیرِ التوا بکنگ ہی میچ کے لیے کھولی جا سکتی ہے',
  alreadyOpen: 'یہ بکنگ پہلے ہی اوپن میچ ہے',
  outsideLevel: (min: number, max: number) =>
    `یہ میچ ${ltrIsolate(formatLevelRange(min, max))} لیول کے کھلاڑیوں کے لیے ہے۔ آپ کا لیول اس حد سے باہر ہے۔`,
  alreadyJoined: 'آپ پہلے ہی اس میچ میں شامل ہیں',
  hostCannotJoin: 'یہ میچ آپ کا ہے؛ آپ کی جگہ پہلے سے پکی ہے',
  matchFull: 'اس میچ کی تمام جگہیں بھر چکی ہیں',
  matchNotOpen: 'یہ میچ اب شمولیت کے لیے کھلا نہیں',
  matchStarted: 'یہ میچ شروع ہو چکا ہے',
  notJoined: 'آپ اس میچ میں شامل نہیں',
  hostCannotLeave: 'میزبان میچ نہیں چھوڑ سکتا۔ میچ ختم کرنے کے لیے بکنگ منسوخ کریں۔',
  leaveTooLate: 'میچ شروع ہونے میں کم از کم 2 گھنٹے باقی ہوں تب ہی آپ اسے چھوڑ سکتے ہیں',
  courtTaken: 'اس وقت یہ کورٹ خالی نہیں',
  opened: 'آپ کی بکنگ اب اوپن میچ ہے',
  joined: 'آپ میچ میں شامل ہو گئے',
  joinedPayOnline: 'ادائیگی مکمل ہونے تک آپ کی جگہ آپ کے لیے رکھی گئی ہے',
  left: 'آپ نے میچ چھوڑ دیا',
  playerRemoved: 'کھلاڑی کو میچ سے ہٹا دیا گیا',
  venueMatchCreated: 'میچ بن گیا',
  sharePaidAtDesk: 'حصہ کاؤنٹر پر ادا ہو گیا',
  shareAmountMismatch: (share: number) => `حصہ ${formatPrice(share)} ہے: بالکل یہی رقم درج کریں`,
  shareNotCash: 'صرف وینیو پر ادا ہونے والا حصہ ہی کاؤنٹر پر ادا کیا جا سکتا ہے',
  shareAlreadyPaid: 'یہ حصہ پہلے ہی ادا ہو چکا ہے',
  shareMatchCancelled: 'منسوخ شدہ میچ کی ادائیگی نہیں لی جا سکتی',
  pricePerPlayer: (amount: number) => `${formatPrice(amount)} فی کھلاڑی`,
  seatsLeft: (seats: number) => (seats === 1 ? '1 جگہ باقی ہے' : `${seats} جگہیں باقی ہیں`),
  levelRange: (min: number, max: number) => `لیول ${ltrIsolate(formatLevelRange(min, max))}`,
  hostedByVenue: 'میزبان: وینیو',
  noLevel: 'ابھی کوئی لیول نہیں',
  noMatches: 'ان فلٹرز کے مطابق کوئی اوپن میچ نہیں',
  loginToJoin: 'اس میچ میں شامل ہونے کے لیے براہِ کرم لاگ اِن کریں',
  youAreIn: (share: number) => `آپ اس میچ میں شامل ہیں۔ آپ کا حصہ: ${formatPrice(share)}`,
  openToPlayers: 'دوسرے کھلاڑیوں کے لیے کھلا ہے',
} as const satisfies UrduTexts<typeof MATCH_MESSAGES>;

export const WAITLIST_MESSAGES_UR = {
  added: 'آپ ویٹ لسٹ میں شامل ہو گئے۔ یہ وقت خالی ہوا تو ہم آپ کو ای میل کر دیں گے۔',
  alreadyWaiting: 'آپ پہلے ہی اس وقت کی ویٹ لسٹ میں ہیں۔',
  removed: 'ویٹ لسٹ سے نکال دیا گیا',
  notFound: 'ویٹ لسٹ میں یہ اندراج نہیں ملا',
  courtNotFound: 'کورٹ نہیں ملا',
  tooMany: `آپ ایک وقت میں زیادہ سے زیادہ ${WAITLIST_MAX_ENTRIES} اوقات کا انتظار کر سکتے ہیں۔ پہلے کوئی ایک ہٹا دیں۔`,
  tooManyFromAddress:
    'اس نیٹ ورک سے ویٹ لسٹ کے بہت زیادہ اندراج ہو چکے ہیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  slotFree: 'یہ وقت خالی ہے: ابھی بک کریں۔',
  slotStarted: 'یہ وقت شروع ہو چکا ہے',
  notifyMe: 'مجھے اطلاع دیں',
  notifyMeSignIn: 'یہ وقت خالی ہونے پر اطلاع پانے کے لیے سائن اِن کریں',
  onWaitlist: 'ویٹ لسٹ میں',
  anyCourt: 'کوئی بھی کورٹ',
  myWaitlist: 'میری ویٹ لسٹ',
  emptyWaitlist: 'آپ کسی وقت کے انتظار میں نہیں ہیں۔',
  remove: 'ہٹائیں',
  waiting: (position: number) =>
    position === 1 ? 'آپ قطار میں پہلے نمبر پر ہیں' : `قطار میں آپ کا نمبر ${position} ہے`,
  offered: (time: string) => `اب خالی ہے اور ${time} تک آپ کے لیے محفوظ ہے: بک کر لیں`,
  waitingBadge: (count: number) => `${count} منتظر`,
  mailSubject: (court: string, date: string, time: string) =>
    `${court} ${date} کو ${time} بجے خالی ہے: آپ کے لیے محفوظ رکھا گیا ہے`,
} as const satisfies UrduTexts<typeof WAITLIST_MESSAGES>;

export const RESULT_MESSAGES_UR = {
  setsRequired: 'کم از کم ایک سیٹ کے گیمز درج کریں',
  tooManySets: `ایک میچ میں زیادہ سے زیادہ ${RESULT_SETS_MAX} سیٹ ہوتے ہیں`,
  setInvalid: `سیٹ ${ltrIsolate('6–0')} سے ${ltrIsolate('6–4')}، ${ltrIsolate('7–5')} یا ${ltrIsolate('7–6')} سے جیتا جاتا ہے`,
  gamesInvalid: 'گیمز 0 سے 7 تک کے پورے عدد ہونے چاہئیں',
  setAfterWin: 'کسی جوڑی کے دو سیٹ جیتنے کے بعد کوئی سیٹ نہیں کھیلا جاتا',
  partnerRequired: 'اپنا ساتھی منتخب کریں',
  partnerInvalid: 'آپ کا ساتھی اسی میچ کا کوئی اور کھلاڑی ہونا چاہیے',
  notPlayer: 'صرف اس میچ کا کھلاڑی ہی اس کا نتیجہ درج یا تصدیق کر سکتا ہے',
  notEnded: 'میچ ختم ہونے کے بعد ہی نتیجہ درج کیا جا سکتا ہے',
  matchCancelled: 'یہ میچ منسوخ ہو چکا ہے',
  needsFourPlayers: 'نتیجہ تب ہی درج ہو سکتا ہے جب میچ کے چاروں کھلاڑی ایپ میں موجود ہوں',
  resultPending: 'نتیجہ پہلے ہی درج ہو چکا ہے اور تصدیق کا منتظر ہے',
  resultConfirmed: 'نتیجے کی تصدیق ہو چکی ہے، اب اسے بدلا نہیں جا سکتا',
  noResult: 'اس میچ کا کوئی نتیجہ درج نہیں ہوا',
  ownResult: 'آپ کا درج کیا ہوا نتیجہ دوسری جوڑی کا کوئی کھلاڑی تصدیق کرے گا',
  partnerCannotConfirm: 'اس نتیجے کی تصدیق دوسری جوڑی کا کوئی کھلاڑی کرے گا',
  entered: 'نتیجہ درج ہو گیا۔ دوسری جوڑی کا کوئی کھلاڑی اس کی تصدیق کرے گا۔',
  confirmed: 'نتیجے کی تصدیق ہو گئی۔ لیول اپ ڈیٹ کر دیے گئے ہیں۔',
  alreadyConfirmed: 'نتیجے کی تصدیق پہلے ہی ہو چکی ہے',
  rejected: 'نتیجہ مسترد کر دیا گیا۔ اسے دوبارہ درج کیا جا سکتا ہے۔',
  enterResult: 'نتیجہ درج کریں',
  confirmResult: 'نتیجے کی تصدیق کریں',
  rejectResult: 'مسترد کریں',
  resultTitle: 'نتیجہ',
  waitingConfirmation: (firstName: string) =>
    `${firstName} نے درج کیا، دوسری جوڑی کے کسی کھلاڑی کی تصدیق کا انتظار ہے`,
  resultIsConfirmed: 'تصدیق شدہ',
  yourPartner: 'آپ کا ساتھی',
  yourPair: 'آپ کی جوڑی',
  otherPair: 'دوسری جوڑی',
  setLabel: (n: number) => `سیٹ ${n}`,
  addSet: 'سیٹ شامل کریں',
  removeSet: 'آخری سیٹ ہٹائیں',
  submitResult: 'نتیجہ محفوظ کریں',
  cancel: 'منسوخ کریں',
  startedBadge: 'شروع ہو چکا',
  playedBadge: 'کھیلا جا چکا',
  started: 'یہ میچ شروع ہو چکا ہے',
  played: 'یہ میچ کھیلا جا چکا ہے',
  historyTitle: 'لیول کا ریکارڈ',
  historyEmpty: 'میچ کے نتیجے کی تصدیق ہونے پر آپ کے لیول کی تبدیلیاں یہاں نظر آئیں گی۔',
  noLevel: 'کوئی لیول نہیں',
  won: 'جیت',
  lost: 'ہار',
  drawn: 'سیٹ برابر',
} as const satisfies UrduTexts<typeof RESULT_MESSAGES>;
