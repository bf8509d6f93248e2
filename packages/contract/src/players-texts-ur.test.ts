import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS, PAYMENT_METHOD_TEXTS } from './business';
import { LEVEL_ASSESSMENT, LEVEL_MESSAGES, LEVEL_TEXTS } from './level-texts';
import { LEVEL_ASSESSMENT_UR, LEVEL_MESSAGES_UR, LEVEL_TEXTS_UR } from './levels-ur';
import { RESULT_MESSAGES } from './match-result-texts';
import { MATCH_MESSAGES } from './match-texts';
import { MATCH_MESSAGES_UR, RESULT_MESSAGES_UR, WAITLIST_MESSAGES_UR } from './matches-ur';
import { translateMessage } from './message-language';
import { FORCED_UPDATE_TEXTS, OFFLINE_BANNER_TEXT } from './native-app';
import { WHATSAPP_SETTINGS_MESSAGES } from './notifications';
import {
  FORCED_UPDATE_TEXTS_UR,
  OFFLINE_BANNER_TEXTS_UR,
  PAYMENT_METHOD_TEXTS_UR,
  WHATSAPP_SETTINGS_MESSAGES_UR,
} from './player-app-texts-ur';
import { WAITLIST_MESSAGES } from './waitlist-texts';

const URDU_LETTER = /[\u0600-\u06FF]/;
const groups = [
  [MATCH_MESSAGES, MATCH_MESSAGES_UR],
  [WAITLIST_MESSAGES, WAITLIST_MESSAGES_UR],
  [RESULT_MESSAGES, RESULT_MESSAGES_UR],
  [LEVEL_MESSAGES, LEVEL_MESSAGES_UR],
  [LEVEL_TEXTS, LEVEL_TEXTS_UR],
  [FORCED_UPDATE_TEXTS, FORCED_UPDATE_TEXTS_UR],
  [WHATSAPP_SETTINGS_MESSAGES, WHATSAPP_SETTINGS_MESSAGES_UR],
  [PAYMENT_METHOD_TEXTS, PAYMENT_METHOD_TEXTS_UR],
] as const;

describe("the players' contract texts in Urdu", () => {
  it('has every English key, written in Urdu script', () => {
    for (const [english, urdu] of groups) {
      expect(Object.keys(urdu).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(urdu)) {
        // nameWithLevel gives back the player's name as it is.
        if (key === 'nameWithLevel') continue;
        const sample = typeof text === 'string' ? text : (text as (...v: number[]) => string)(2, 3);
        expect(sample, key).toMatch(URDU_LETTER);
      }
    }
  });

  it('keeps prices as Rs. with Latin digits and levels left to right', () => {
    expect(MATCH_MESSAGES_UR.pricePerPlayer(1800)).toBe('Rs. 1,800 فی کھلاڑی');
    expect(MATCH_MESSAGES_UR.levelRange(2.5, 3.5)).toBe('لیول \u20662.5–3.5\u2069');
  });

  it('has every question and answer of the self-assessment', () => {
    for (const question of LEVEL_ASSESSMENT.questions) {
      const urdu = LEVEL_ASSESSMENT_UR[question.id];
      expect(urdu.text).toMatch(URDU_LETTER);
      for (const answer of question.answers) {
        expect(urdu.answers[answer.id as keyof typeof urdu.answers]).toMatch(URDU_LETTER);
      }
    }
  });
});

describe('translateMessage with the players’ texts', () => {
  it('turns a match or waitlist refusal into Urdu', () => {
    expect(translateMessage(MATCH_MESSAGES.matchFull, 'ur')).toBe(
      'اس میچ کی تمام جگہیں بھر چکی ہیں',
    );
    expect(translateMessage(WAITLIST_MESSAGES.alreadyWaiting, 'ur')).toBe(
      WAITLIST_MESSAGES_UR.alreadyWaiting,
    );
    expect(translateMessage(WAITLIST_MESSAGES.tooMany, 'ur')).toBe(WAITLIST_MESSAGES_UR.tooMany);
    expect(translateMessage(RESULT_MESSAGES.notEnded, 'ur')).toBe(RESULT_MESSAGES_UR.notEnded);
    expect(translateMessage(LEVEL_MESSAGES.invalidLevel, 'ur')).toBe(
      LEVEL_MESSAGES_UR.invalidLevel,
    );
    expect(translateMessage(WHATSAPP_SETTINGS_MESSAGES.codeSent, 'ur')).toBe(
      WHATSAPP_SETTINGS_MESSAGES_UR.codeSent,
    );
  });

  it('fills templates by their words around the values', () => {
    expect(translateMessage(MATCH_MESSAGES.seatsLeft(3), 'ur')).toBe('3 جگہیں باقی ہیں');
    expect(translateMessage(WAITLIST_MESSAGES.offered('18:30'), 'ur')).toBe(
      WAITLIST_MESSAGES_UR.offered('18:30'),
    );
    expect(translateMessage(RESULT_MESSAGES.waitingConfirmation('Ali'), 'ur')).toBe(
      RESULT_MESSAGES_UR.waitingConfirmation('Ali'),
    );
    expect(translateMessage(FORCED_UPDATE_TEXTS.versions('1.0.0', '1.2.0'), 'ur')).toBe(
      'موجودہ ورژن: 1.0.0 · مطلوبہ ورژن: 1.2.0',
    );
  });

  it('translates the self-assessment, the offline banner and the default payment titles', () => {
    const [experience] = LEVEL_ASSESSMENT.questions;
    expect(translateMessage(experience.text, 'ur')).toBe(LEVEL_ASSESSMENT_UR.experience.text);
    expect(translateMessage(experience.answers[0].label, 'ur')).toBe(
      LEVEL_ASSESSMENT_UR.experience.answers.new,
    );
    expect(translateMessage(OFFLINE_BANNER_TEXT, 'ur')).toBe(OFFLINE_BANNER_TEXTS_UR.offline);
    const { payAtVenue } = DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo;
    expect(translateMessage(payAtVenue.title, 'ur')).toBe('وینیو پر ادائیگی');
    expect(translateMessage(payAtVenue.subtitle, 'ur')).toBe('پہنچنے پر نقد ادائیگی کریں');
  });

  it('leaves English in English and an Urdu text as it is', () => {
    expect(translateMessage(MATCH_MESSAGES.matchFull, 'en')).toBe('This match is full');
    expect(translateMessage(MATCH_MESSAGES_UR.matchFull, 'ur')).toBe(MATCH_MESSAGES_UR.matchFull);
    expect(translateMessage(RESULT_MESSAGES_UR.setLabel(2), 'ur')).toBe('سیٹ 2');
  });

  it('keeps a text whose values are formatted numbers in English rather than guess', () => {
    const text = MATCH_MESSAGES.outsideLevel(2.5, 3.5);
    expect(translateMessage(text, 'ur')).toBe(text);
  });
});
