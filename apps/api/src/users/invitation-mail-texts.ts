// The words of the mail that invites a person the venue registered, per language (DECISIONS
// "Languages"). Translators edit the Urdu, keeping every `${...}` as it is.
import type { Language } from '@padel/contract';

export type InvitationMailTexts = {
  subject: string;
  heading: string;
  greeting: (firstName: string) => string;
  staffAccount: (role: 'admin' | 'staff') => string;
  playerAccount: string;
  howTo: string;
  action: string;
};

const en = {
  subject: 'Complete your account setup',
  heading: 'Your account is ready to set up',
  greeting: (firstName) => `Hi ${firstName},`,
  staffAccount: (role) =>
    `The venue has created ${role === 'admin' ? 'an admin' : 'a staff'} account for you to work in its console.`,
  playerAccount:
    'The venue has created an account for you so you can see and manage your court bookings.',
  howTo:
    'Open the link below, ask for a verification code and choose your password to finish setting it up.',
  action: 'Complete account setup',
} satisfies InvitationMailTexts;

const ur = {
  subject: 'اپنا اکاؤنٹ مکمل کریں',
  heading: 'آپ کا اکاؤنٹ بن گیا ہے، بس اسے مکمل کرنا باقی ہے',
  greeting: (firstName) => `السلام علیکم ${firstName}،`,
  staffAccount: (role) =>
    `وینیو نے اپنے کنسول میں کام کے لیے آپ کا ${role === 'admin' ? 'ایڈمن' : 'عملے کا'} اکاؤنٹ بنایا ہے۔`,
  playerAccount: 'وینیو نے آپ کے لیے اکاؤنٹ بنایا ہے تاکہ آپ اپنی کورٹ بکنگز دیکھ اور سنبھال سکیں۔',
  howTo:
    'نیچے دیا گیا لنک کھولیں، تصدیقی کوڈ منگوائیں اور اپنا پاس ورڈ منتخب کر کے اکاؤنٹ کی تیاری مکمل کریں۔',
  action: 'اکاؤنٹ کی تیاری مکمل کریں',
} satisfies InvitationMailTexts;

export const INVITATION_MAIL_TEXTS: Record<Language, InvitationMailTexts> = { en, ur };
