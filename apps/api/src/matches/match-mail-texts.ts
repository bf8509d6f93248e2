// The words of the open-match mails per language (DECISIONS "Languages"). Translators edit the
// Urdu, keeping every `${...}`, 'Rs.' price and Latin digit; both languages `satisfies` one shape.
import type { Language } from '@padel/contract';

export type MatchMailTexts = {
  greeting: (firstName: string) => string;
  labels: { court: string; date: string; time: string; level: string };
  viewMatch: string;
  joined: {
    subject: (court: string) => string;
    heading: string;
    seat: (court: string) => string;
    shareAtVenue: (share: string) => string;
    share: (share: string) => string;
  };
  hostJoined: { heading: (name: string) => string; body: (name: string, court: string) => string };
  hostLeft: { heading: (name: string) => string; body: (name: string) => string };
  full: { subject: (court: string) => string; heading: string; body: string };
  cancelled: { subject: (court: string) => string; heading: string; body: string };
  reminder: {
    subject: (court: string) => string;
    heading: string;
    body: (court: string) => string;
  };
};

const en = {
  greeting: (firstName) => `Hi ${firstName},`,
  labels: { court: 'Court', date: 'Date', time: 'Time', level: 'Level' },
  viewMatch: 'View the match',
  joined: {
    subject: (court) => `You joined a match on ${court}`,
    heading: 'You are in the match',
    seat: (court) => `Your seat in the match on ${court} is yours.`,
    shareAtVenue: (share) => `Your share is ${share}, to pay at the venue.`,
    share: (share) => `Your share is ${share}.`,
  },
  hostJoined: {
    heading: (name) => `${name} joined your match`,
    body: (name, court) => `${name} took a seat in your match on ${court}.`,
  },
  hostLeft: {
    heading: (name) => `${name} left your match`,
    body: (name) => `${name} is no longer in your match; their seat is open again.`,
  },
  full: {
    subject: (court) => `Your match on ${court} is full`,
    heading: 'The match is full',
    body: 'Every seat of the match is taken. See you on court!',
  },
  cancelled: {
    subject: (court) => `Match cancelled on ${court}`,
    heading: 'The match is cancelled',
    body: 'The match has been cancelled. What you paid for it online is refunded to your payment.',
  },
  reminder: {
    subject: (court) => `Reminder: your match on ${court}`,
    heading: 'Your match is coming up',
    body: (court) => `This is a reminder of your match on ${court}.`,
  },
} satisfies MatchMailTexts;

const ur = {
  greeting: (firstName) => `السلام علیکم ${firstName}،`,
  labels: { court: 'کورٹ', date: 'تاریخ', time: 'وقت', level: 'لیول' },
  viewMatch: 'میچ دیکھیں',
  joined: {
    subject: (court) => `آپ ${court} کے میچ میں شامل ہو گئے`,
    heading: 'آپ میچ میں شامل ہیں',
    seat: (court) => `${court} کے میچ میں آپ کی جگہ پکی ہو گئی ہے۔`,
    shareAtVenue: (share) => `آپ کا حصہ ${share} ہے، جو وینیو پر ادا کرنا ہے۔`,
    share: (share) => `آپ کا حصہ ${share} ہے۔`,
  },
  hostJoined: {
    heading: (name) => `${name} آپ کے میچ میں شامل ہو گئے`,
    body: (name, court) => `${name} نے ${court} پر آپ کے میچ میں جگہ لے لی ہے۔`,
  },
  hostLeft: {
    heading: (name) => `${name} نے آپ کا میچ چھوڑ دیا`,
    body: (name) => `${name} اب آپ کے میچ میں نہیں ہیں؛ ان کی جگہ دوبارہ خالی ہے۔`,
  },
  full: {
    subject: (court) => `${court} پر آپ کا میچ مکمل ہو گیا`,
    heading: 'میچ کی تمام جگہیں بھر گئیں',
    body: 'میچ کی ہر جگہ بھر چکی ہے۔ کورٹ پر ملاقات ہو گی!',
  },
  cancelled: {
    subject: (court) => `${court} پر میچ منسوخ ہو گیا`,
    heading: 'میچ منسوخ کر دیا گیا ہے',
    body: 'یہ میچ منسوخ کر دیا گیا ہے۔ آپ نے اس کے لیے جو رقم آن لائن ادا کی تھی وہ اسی ادائیگی میں واپس کر دی جائے گی۔',
  },
  reminder: {
    subject: (court) => `یاد دہانی: ${court} پر آپ کا میچ`,
    heading: 'آپ کا میچ قریب ہے',
    body: (court) => `یاد دہانی: ${court} پر آپ کا میچ ہے۔`,
  },
} satisfies MatchMailTexts;

export const MATCH_MAIL_TEXTS: Record<Language, MatchMailTexts> = { en, ur };
