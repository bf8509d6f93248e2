// The Urdu side of the levels' texts (levels.ts): the refusal, the screens' texts and the
// self-assessment's questions and answers, each checked against the English keys and ids, so a
// text added in English without Urdu fails the typecheck.
import { LEVEL_ASSESSMENT, type LEVEL_MESSAGES, type LEVEL_TEXTS } from './level-texts';
import { ltrIsolate } from './matches-ur';
import { formatLevel } from './match-texts';
import type { UrduTexts } from './messages-ur';

export const LEVEL_MESSAGES_UR = {
  invalidLevel: 'لیول 1.0 سے 7.0 تک، 0.5 کے وقفے سے ہونا چاہیے',
} as const satisfies UrduTexts<typeof LEVEL_MESSAGES>;

export const LEVEL_TEXTS_UR = {
  assessmentTitle: 'آپ کا پیڈل لیول کیا ہے؟',
  assessmentIntro:
    'چار مختصر سوالوں کے جواب دیں تاکہ دوسرے کھلاڑی آپ کے لیول کے میچ ڈھونڈ سکیں۔ آپ اسے بعد میں سیٹنگز میں بدل سکتے ہیں۔',
  promptText: 'چار مختصر سوالوں کے جواب دیں تاکہ دوسرے کھلاڑی آپ کے لیول کے میچ ڈھونڈ سکیں۔',
  answerQuestions: 'سوالوں کے جواب دیں',
  chooseAnswer: 'براہِ کرم ایک جواب منتخب کریں',
  cancel: 'منسوخ کریں',
  yourLevel: (level: string) => `آپ کا لیول: ${ltrIsolate(level)}`,
  saveLevel: 'میرا لیول محفوظ کریں',
  notNow: 'ابھی نہیں',
  levelSaved: 'آپ کا پیڈل لیول محفوظ ہو گیا',
  saveLevelFailed: 'آپ کا لیول محفوظ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  settingsTitle: 'پیڈل لیول',
  settingsNoLevel:
    'آپ نے ابھی کوئی لیول منتخب نہیں کیا۔ مختصر جائزہ مکمل کریں، یا خود اپنا لیول چن لیں۔',
  settingsCurrent: (level: string) => `آپ کا لیول ${ltrIsolate(level)} ہے۔`,
  settingsScale: 'لیول 1.0 (پیڈل میں نئے) سے 7.0 (پروفیشنل) تک ہوتے ہیں۔',
  takeAssessment: 'جائزہ شروع کریں',
  retakeAssessment: 'جائزہ دوبارہ کریں',
  pickLevel: 'یا اپنا لیول خود چنیں',
  saveChosenLevel: 'لیول محفوظ کریں',
  nameWithLevel: (firstName: string, level: number | null) =>
    level === null ? firstName : `${firstName} · ${ltrIsolate(formatLevel(level))}`,
} as const satisfies UrduTexts<typeof LEVEL_TEXTS>;

type Question = (typeof LEVEL_ASSESSMENT.questions)[number];
/** A question's text and each answer's label, by the question's and the answer's ids. */
type AssessmentTexts = {
  [Q in Question as Q['id']]: {
    text: string;
    answers: { [A in Q['answers'][number] as A['id']]: string };
  };
};

export const LEVEL_ASSESSMENT_UR = {
  experience: {
    text: 'آپ کتنے عرصے سے پیڈل کھیل رہے ہیں؟',
    answers: {
      new: 'کبھی نہیں، یا صرف چند بار',
      'under-year': 'ایک سال سے کم',
      'one-to-three': 'ایک سے تین سال',
      'over-three': 'تین سال سے زیادہ',
    },
  },
  'racket-sports': {
    text: 'کیا آپ نے ٹینس، اسکواش یا کوئی اور ریکٹ والا کھیل کھیلا ہے؟',
    answers: {
      no: 'نہیں',
      'for-fun': 'تھوڑا بہت، شوق سے',
      regularly: 'ہاں، باقاعدگی سے یا کسی کلب میں',
    },
  },
  'net-and-walls': {
    text: 'آپ نیٹ پر اور دیواروں سے آنے والی گیند کیسے کھیلتے ہیں؟',
    answers: {
      rallies: 'زیادہ تر پیچھے رہ کر گیند کو کھیل میں رکھنا',
      'some-volleys': 'والی کر لینا، اور کبھی کبھی پچھلی دیوار سے آئی گیند واپس کرنا',
      controlled: 'قابو کے ساتھ والی، اور دیواروں سے آنے والی زیادہ تر گیندیں واپس کرنا',
      attacking: 'دیواروں کا سوچا سمجھا استعمال، اور اسمیش سے پوائنٹ ختم کرنا',
    },
  },
  competitions: {
    text: 'کیا آپ مقابلوں میں حصہ لیتے ہیں؟',
    answers: {
      never: 'نہیں، صرف شوق سے',
      social: 'کبھی کبھار کلب یا دوستانہ ٹورنامنٹ',
      league: 'باقاعدگی سے لیگ یا رینکنگ والے ٹورنامنٹ',
      national: 'قومی یا پروفیشنل ٹورنامنٹ',
    },
  },
} as const satisfies AssessmentTexts;

type Flat = Record<string, string>;
/** The assessment's texts as one group: a question by its id, an answer by 'question.answer'. */
function flattenAssessment(texts: (id: string) => { text: string; answers: Flat }): Flat {
  const flat: Flat = {};
  for (const question of LEVEL_ASSESSMENT.questions) {
    const { text, answers } = texts(question.id);
    flat[question.id] = text;
    for (const answer of question.answers)
      flat[`${question.id}.${answer.id}`] = answers[answer.id] ?? answer.label;
  }
  return flat;
}

/** The English assessment texts, flat, beside their Urdu ones (for the catalogue's pairs). */
export const LEVEL_ASSESSMENT_TEXTS: Flat = flattenAssessment((id) => {
  const question = LEVEL_ASSESSMENT.questions.find((q) => q.id === id)!;
  return {
    text: question.text,
    answers: Object.fromEntries(question.answers.map((answer) => [answer.id, answer.label])),
  };
});
export const LEVEL_ASSESSMENT_TEXTS_UR: Flat = flattenAssessment(
  (id) => LEVEL_ASSESSMENT_UR[id as keyof typeof LEVEL_ASSESSMENT_UR],
);
