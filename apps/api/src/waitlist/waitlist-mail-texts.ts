// The words of the mail that tells a waiting player their slot is free, per language (DECISIONS
// "Languages"). Translators edit the Urdu, keeping every `${...}` and Latin digit.
import { WAITLIST_MESSAGES, type Language } from '@padel/contract';

type Slot = { court: string; date: string; time: string };

export type WaitlistMailTexts = {
  subject: (court: string, date: string, startTime: string) => string;
  heading: string;
  greeting: (firstName: string) => string;
  free: (slot: Slot & { until: string }) => string;
  bookBefore: string;
  labels: { court: string; date: string; time: string; heldUntil: string };
  action: string;
};

const en = {
  subject: WAITLIST_MESSAGES.mailSubject,
  heading: 'The slot you waited for is free',
  greeting: (firstName) => `Hi ${firstName},`,
  free: ({ court, date, time, until }) =>
    `${court} is free on ${date} at ${time}, and it is held for you until ${until}.`,
  bookBefore: 'Book it before then; after that it goes to the next player waiting.',
  labels: { court: 'Court', date: 'Date', time: 'Time', heldUntil: 'Held until' },
  action: 'Book this slot',
} satisfies WaitlistMailTexts;

const ur = {
  subject: (court, date, startTime) =>
    `${date} کو ${startTime} بجے ${court} خالی ہے: یہ آپ کے لیے رکھا گیا ہے`,
  heading: 'جس وقت کا آپ انتظار کر رہے تھے وہ خالی ہو گیا ہے',
  greeting: (firstName) => `السلام علیکم ${firstName}،`,
  free: ({ court, date, time, until }) =>
    `${date} کو ${time} بجے ${court} خالی ہے، اور ${until} تک آپ کے لیے رکھا گیا ہے۔`,
  bookBefore: 'اس سے پہلے بک کر لیں؛ اس کے بعد یہ انتظار کرنے والے اگلے کھلاڑی کو مل جائے گا۔',
  labels: { court: 'کورٹ', date: 'تاریخ', time: 'وقت', heldUntil: 'کب تک رکھا گیا' },
  action: 'یہ وقت بک کریں',
} satisfies WaitlistMailTexts;

export const WAITLIST_MAIL_TEXTS: Record<Language, WaitlistMailTexts> = { en, ur };
