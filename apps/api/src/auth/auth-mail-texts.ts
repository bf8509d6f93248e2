// The words of the account mails (codes, a second sign-up, deletion) per language
// (DECISIONS "Languages"). Translators edit the Urdu, keeping every `${...}` as it is; both
// languages `satisfies` one shape, so a text without its Urdu fails the typecheck.
import type { Language } from '@padel/contract';

type CodeMailTexts = { heading: string; intro: string };

export type AuthMailTexts = {
  ignoreIfNotYou: string;
  signup: CodeMailTexts;
  passwordReset: CodeMailTexts;
  accountSetup: CodeMailTexts;
  deletion: CodeMailTexts & { ignore: string };
  alreadyRegistered: {
    heading: string;
    invited: [string, string, string];
    invitedAction: string;
    existing: string;
    forgotPassword: (link: string) => string;
    ignore: string;
    signIn: string;
  };
};

const en = {
  ignoreIfNotYou: 'If you did not ask for this, you can ignore this email.',
  signup: {
    heading: 'Verify your email',
    intro: 'Use this code to finish creating your account.',
  },
  passwordReset: {
    heading: 'Reset your password',
    intro: 'Use this code to choose a new password.',
  },
  accountSetup: {
    heading: 'Set up your account',
    intro: 'Use this code to set your password and finish your account setup.',
  },
  deletion: {
    heading: 'Confirm deleting your account',
    intro: 'Use this code to confirm that your account should be deleted. This cannot be undone.',
    ignore: 'If you did not ask for this, you can ignore this email: your account stays as it is.',
  },
  alreadyRegistered: {
    heading: 'Someone tried to register with your email',
    invited: [
      'Someone, perhaps you, tried to create a new account with this email address. The venue has already set up an account for you, so no new account was made.',
      'To start using it, choose your password from the link below.',
      'If this was not you, you can ignore this email.',
    ],
    invitedAction: 'Complete your account setup',
    existing:
      'Someone, perhaps you, tried to create a new account with this email address. You already have an account, so no new account was made and your account is unchanged.',
    forgotPassword: (link) => `Forgot your password? Reset it here: ${link}`,
    ignore: 'If this was not you, you can ignore this email.',
    signIn: 'Sign in',
  },
} satisfies AuthMailTexts;

const ur = {
  ignoreIfNotYou: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
  signup: {
    heading: 'اپنی ای میل کی تصدیق کریں',
    intro: 'اپنا اکاؤنٹ بنانے کا عمل مکمل کرنے کے لیے یہ کوڈ درج کریں۔',
  },
  passwordReset: {
    heading: 'اپنا پاس ورڈ ری سیٹ کریں',
    intro: 'نیا پاس ورڈ منتخب کرنے کے لیے یہ کوڈ درج کریں۔',
  },
  accountSetup: {
    heading: 'اپنا اکاؤنٹ تیار کریں',
    intro: 'اپنا پاس ورڈ بنانے اور اکاؤنٹ کی تیاری مکمل کرنے کے لیے یہ کوڈ درج کریں۔',
  },
  deletion: {
    heading: 'اکاؤنٹ حذف کرنے کی تصدیق کریں',
    intro:
      'اپنا اکاؤنٹ حذف کرنے کی تصدیق کے لیے یہ کوڈ درج کریں۔ حذف ہونے کے بعد اکاؤنٹ واپس نہیں آ سکتا۔',
    ignore:
      'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں، آپ کا اکاؤنٹ برقرار رہے گا۔',
  },
  alreadyRegistered: {
    heading: 'کسی نے آپ کی ای میل سے رجسٹر ہونے کی کوشش کی',
    invited: [
      'کسی نے، شاید آپ نے، اس ای میل ایڈریس سے نیا اکاؤنٹ بنانے کی کوشش کی۔ وینیو آپ کے لیے پہلے ہی اکاؤنٹ بنا چکا ہے، اس لیے کوئی نیا اکاؤنٹ نہیں بنایا گیا۔',
      'اسے استعمال کرنا شروع کرنے کے لیے نیچے دیے گئے لنک سے اپنا پاس ورڈ منتخب کریں۔',
      'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
    ],
    invitedAction: 'اپنا اکاؤنٹ مکمل کریں',
    existing:
      'کسی نے، شاید آپ نے، اس ای میل ایڈریس سے نیا اکاؤنٹ بنانے کی کوشش کی۔ آپ کا اکاؤنٹ پہلے سے موجود ہے، اس لیے کوئی نیا اکاؤنٹ نہیں بنایا گیا اور آپ کا اکاؤنٹ جوں کا توں ہے۔',
    forgotPassword: (link) => `پاس ورڈ بھول گئے؟ یہاں سے ری سیٹ کریں: ${link}`,
    ignore: 'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کر دیں۔',
    signIn: 'سائن اِن کریں',
  },
} satisfies AuthMailTexts;

export const AUTH_MAIL_TEXTS: Record<Language, AuthMailTexts> = { en, ur };
