// The words of the booking mails, WhatsApp-free, per language (DECISIONS "Languages"). English
// is the spec's; translators edit the Urdu, keeping every `${...}`, 'Rs.' price and Latin digit.
// Each language `satisfies` the same shape, so a text without its Urdu fails the typecheck.
import type { Language, TPaymentMethod } from '@padel/contract';

type Slot = { court: string; date: string; time: string };

export type BookingMailTexts = {
  paymentMethods: Record<TPaymentMethod, string>;
  labels: {
    bookingNumber: string;
    court: string;
    date: string;
    time: string;
    price: string;
    priceBeforeDiscount: string;
    discount: string;
    totalPrice: string;
    payment: string;
  };
  viewMyBookings: string;
  greeting: (firstName: string) => string;
  ignoreIfNotYou: string;
  bookingCode: {
    subject: string;
    heading: string;
    intro: (slot: Slot) => string;
  };
  received: {
    subject: (bookingNumber: string) => string;
    heading: string;
    pending: (court: string) => string;
    payAtVenue: (price: string) => string;
    confirmAfterPayment: string;
  };
  arriveEarly: (minutes: number) => string;
  confirmed: {
    subject: (bookingNumber: string) => string;
    heading: string;
    body: (court: string) => string;
  };
  completed: {
    subject: string;
    heading: string;
    body: (court: string) => string;
    bookNext: string;
  };
  cancelled: {
    subject: (bookingNumber: string) => string;
    heading: string;
    body: (court: string) => string;
    reason: (reason: string) => string;
    refundPolicy: string;
  };
  reminder: {
    subject: (court: string, startTime: string) => string;
    heading: string;
    body: (slot: Slot) => string;
    arriveOrCancel: (minutes: number) => string;
  };
  cancellationCode: {
    subject: string;
    heading: string;
    intro: (bookingNumber: string, slot: Slot) => string;
    ignore: string;
  };
  calendar: {
    title: (court: string, venue: string) => string;
    booking: (bookingNumber: string) => string;
    court: (court: string) => string;
    address: (address: string) => string;
    map: (url: string) => string;
  };
};

const en = {
  paymentMethods: {
    cash: 'Pay at venue',
    jazzcash_card: 'Card (JazzCash)',
    jazzcash_mwallet: 'JazzCash wallet',
  },
  labels: {
    bookingNumber: 'Booking number',
    court: 'Court',
    date: 'Date',
    time: 'Time',
    price: 'Price',
    priceBeforeDiscount: 'Price before discount',
    discount: 'Discount',
    totalPrice: 'Total price',
    payment: 'Payment',
  },
  viewMyBookings: 'View my bookings',
  greeting: (firstName) => `Hi ${firstName},`,
  ignoreIfNotYou: 'If you did not ask for this, you can ignore this email.',
  bookingCode: {
    subject: 'Your booking verification code',
    heading: 'Confirm your court booking',
    intro: ({ court, date, time }) =>
      `Use this code to confirm your booking of ${court} on ${date} at ${time}. It only works for this court and time.`,
  },
  received: {
    subject: (bookingNumber) => `Booking received: ${bookingNumber}`,
    heading: 'We have received your booking',
    pending: (court) => `Your booking of ${court} is pending.`,
    payAtVenue: (price) => `Please pay ${price} at the venue when you arrive.`,
    confirmAfterPayment: 'We will confirm it as soon as your payment goes through.',
  },
  arriveEarly: (minutes) => `Please arrive ${minutes} minutes before your booking time.`,
  confirmed: {
    subject: (bookingNumber) => `Booking confirmed: ${bookingNumber}`,
    heading: 'Your booking is confirmed',
    body: (court) => `Your booking of ${court} is confirmed. See you on court!`,
  },
  completed: {
    subject: 'Thank you for playing with us',
    heading: 'Thank you for playing with us!',
    body: (court) =>
      `Thank you for your game on ${court}. We hope you enjoyed it and look forward to seeing you again soon.`,
    bookNext: 'Book your next game',
  },
  cancelled: {
    subject: (bookingNumber) => `Booking cancelled: ${bookingNumber}`,
    heading: 'Your booking has been cancelled',
    body: (court) =>
      `Your booking of ${court} has been cancelled and the time slot has been released.`,
    reason: (reason) => `Reason: ${reason}`,
    refundPolicy:
      'Any refund follows our refund policy. If you have questions, please contact the venue.',
  },
  reminder: {
    subject: (court, startTime) => `Reminder: ${court} today at ${startTime}`,
    heading: 'See you on court soon',
    body: ({ court, date, time }) =>
      `This is a reminder of your booking of ${court} on ${date} at ${time}.`,
    arriveOrCancel: (minutes) =>
      `Please arrive ${minutes} minutes before your booking time. If you cannot come, please cancel at least 2 hours before the start.`,
  },
  cancellationCode: {
    subject: 'Your cancellation verification code',
    heading: 'Confirm your cancellation',
    intro: (bookingNumber, { court, date, time }) =>
      `Use this code to cancel your booking ${bookingNumber} of ${court} on ${date} at ${time}.`,
    ignore:
      'If you did not ask for this, you can ignore this email and your booking stays as it is.',
  },
  calendar: {
    title: (court, venue) => `Padel: ${court} at ${venue}`,
    booking: (bookingNumber) => `Booking ${bookingNumber}`,
    court: (court) => `Court: ${court}`,
    address: (address) => `Address: ${address}`,
    map: (url) => `Map: ${url}`,
  },
} satisfies BookingMailTexts;

const ur = {
  paymentMethods: {
    cash: 'وینیو پر ادائیگی',
    jazzcash_card: 'کارڈ (JazzCash)',
    jazzcash_mwallet: 'JazzCash والیٹ',
  },
  labels: {
    bookingNumber: 'بکنگ نمبر',
    court: 'کورٹ',
    date: 'تاریخ',
    time: 'وقت',
    price: 'قیمت',
    priceBeforeDiscount: 'رعایت سے پہلے قیمت',
    discount: 'رعایت',
    totalPrice: 'کل قیمت',
    payment: 'ادائیگی',
  },
  viewMyBookings: 'میری بکنگز دیکھیں',
  greeting: (firstName) => `السلام علیکم ${firstName}،`,
  ignoreIfNotYou: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
  bookingCode: {
    subject: 'آپ کی بکنگ کا تصدیقی کوڈ',
    heading: 'اپنی کورٹ بکنگ کی تصدیق کریں',
    intro: ({ court, date, time }) =>
      `${date} کو ${time} بجے ${court} کی بکنگ کی تصدیق کے لیے یہ کوڈ درج کریں۔ یہ کوڈ صرف اسی کورٹ اور وقت کے لیے ہے۔`,
  },
  received: {
    subject: (bookingNumber) => `بکنگ موصول ہو گئی: ${bookingNumber}`,
    heading: 'ہمیں آپ کی بکنگ موصول ہو گئی ہے',
    pending: (court) => `${court} کی آپ کی بکنگ ابھی زیرِ التوا ہے۔`,
    payAtVenue: (price) => `براہِ کرم وینیو پہنچ کر ${price} ادا کریں۔`,
    confirmAfterPayment: 'آپ کی ادائیگی موصول ہوتے ہی ہم بکنگ کی تصدیق کر دیں گے۔',
  },
  arriveEarly: (minutes) => `براہِ کرم بکنگ کے وقت سے ${minutes} منٹ پہلے پہنچ جائیں۔`,
  confirmed: {
    subject: (bookingNumber) => `بکنگ کی تصدیق ہو گئی: ${bookingNumber}`,
    heading: 'آپ کی بکنگ کی تصدیق ہو گئی ہے',
    body: (court) => `${court} کی آپ کی بکنگ کی تصدیق ہو گئی ہے۔ کورٹ پر ملاقات ہو گی!`,
  },
  completed: {
    subject: 'ہمارے ساتھ کھیلنے کا شکریہ',
    heading: 'ہمارے ساتھ کھیلنے کا بہت شکریہ!',
    body: (court) =>
      `${court} پر کھیلنے کا شکریہ۔ امید ہے آپ کو کھیل میں مزہ آیا ہو گا، اور ہم جلد دوبارہ آپ کے منتظر ہیں۔`,
    bookNext: 'اگلے کھیل کی بکنگ کریں',
  },
  cancelled: {
    subject: (bookingNumber) => `بکنگ منسوخ ہو گئی: ${bookingNumber}`,
    heading: 'آپ کی بکنگ منسوخ کر دی گئی ہے',
    body: (court) =>
      `${court} کی آپ کی بکنگ منسوخ کر دی گئی ہے اور یہ وقت دوسروں کے لیے کھول دیا گیا ہے۔`,
    reason: (reason) => `وجہ: ${reason}`,
    refundPolicy:
      'رقم کی واپسی ہماری ریفنڈ پالیسی کے مطابق ہو گی۔ کوئی سوال ہو تو براہِ کرم وینیو سے رابطہ کریں۔',
  },
  reminder: {
    subject: (court, startTime) => `یاد دہانی: آج ${startTime} بجے ${court}`,
    heading: 'جلد کورٹ پر ملاقات ہو گی',
    body: ({ court, date, time }) => `یاد دہانی: ${date} کو ${time} بجے ${court} پر آپ کی بکنگ ہے۔`,
    arriveOrCancel: (minutes) =>
      `براہِ کرم بکنگ کے وقت سے ${minutes} منٹ پہلے پہنچ جائیں۔ اگر آپ نہ آ سکیں تو براہِ کرم شروع ہونے سے کم از کم 2 گھنٹے پہلے بکنگ منسوخ کر دیں۔`,
  },
  cancellationCode: {
    subject: 'آپ کی منسوخی کا تصدیقی کوڈ',
    heading: 'منسوخی کی تصدیق کریں',
    intro: (bookingNumber, { court, date, time }) =>
      `${date} کو ${time} بجے ${court} کی آپ کی بکنگ ${bookingNumber} منسوخ کرنے کے لیے یہ کوڈ درج کریں۔`,
    ignore:
      'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں، آپ کی بکنگ برقرار رہے گی۔',
  },
  calendar: {
    title: (court, venue) => `پیڈل: ${venue} میں ${court}`,
    booking: (bookingNumber) => `بکنگ ${bookingNumber}`,
    court: (court) => `کورٹ: ${court}`,
    address: (address) => `پتا: ${address}`,
    map: (url) => `نقشہ: ${url}`,
  },
} satisfies BookingMailTexts;

export const BOOKING_MAIL_TEXTS: Record<Language, BookingMailTexts> = { en, ur };
