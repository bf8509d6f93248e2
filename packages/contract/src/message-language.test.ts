import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGES } from './client-error-messages';
import { CLIENT_ERROR_MESSAGES_UR } from './client-error-messages-ur';
import { formatPrice } from './format';
import { createMessageTranslator, messageIn, translateMessage } from './message-language';
import { ERROR_MESSAGES, MSG, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from './messages';
import {
  ERROR_MESSAGES_UR,
  MSG_UR,
  SUCCESS_MESSAGES_UR,
  VALIDATION_MESSAGES_UR,
} from './messages-ur';

const URDU_LETTER = /[\u0600-\u06FF]/;
const pairs = [
  [CLIENT_ERROR_MESSAGES, CLIENT_ERROR_MESSAGES_UR],
  [ERROR_MESSAGES, ERROR_MESSAGES_UR],
  [SUCCESS_MESSAGES, SUCCESS_MESSAGES_UR],
  [VALIDATION_MESSAGES, VALIDATION_MESSAGES_UR],
] as const;

describe('Urdu catalogue', () => {
  it('has the same keys as the English groups', () => {
    for (const [english, urdu] of pairs) {
      expect(Object.keys(urdu).sort()).toEqual(Object.keys(english).sort());
    }
  });

  it('writes every text in Urdu script, never the English left in place', () => {
    for (const [key, text] of Object.entries(MSG_UR)) {
      const sample = typeof text === 'string' ? text : (text as (v: string) => string)('1');
      expect(sample, key).toMatch(URDU_LETTER);
    }
  });

  it('keeps prices as Rs. with Latin digits', () => {
    expect(ERROR_MESSAGES_UR.refundExceedsRefundable(1800)).toContain(formatPrice(1800));
    expect(ERROR_MESSAGES_UR.refundExceedsRefundable(1800)).toContain('Rs. 1,800');
  });
});

describe('messageIn', () => {
  it('gives the English text in English and the Urdu one in Urdu', () => {
    expect(messageIn('en', 'timeSlotNotAvailable')).toBe('Time slot is not available');
    expect(messageIn('ur', 'timeSlotNotAvailable')).toBe('یہ وقت دستیاب نہیں');
  });

  it('fills templates, naming a known field label in Urdu', () => {
    expect(messageIn('en', 'required', 'First name')).toBe('First name is required');
    expect(messageIn('ur', 'required', 'First name')).toBe('پہلا نام لازمی ہے');
    expect(messageIn('ur', 'slotBeingBooked', '18:30')).toContain('18:30');
  });
});

describe('translateMessage', () => {
  it('leaves English texts as they are', () => {
    expect(translateMessage(MSG.facilityClosed, 'en')).toBe('Facility is closed on this day');
  });

  it('turns a constant English text into its Urdu text', () => {
    expect(translateMessage(MSG.facilityClosed, 'ur')).toBe(MSG_UR.facilityClosed);
    expect(translateMessage(MSG.network, 'ur')).toBe(MSG_UR.network);
  });

  it('recognises templated texts by their words and carries their values over', () => {
    expect(translateMessage('Last name must be at least 2 characters long', 'ur')).toBe(
      'آخری نام کم از کم 2 حروف کا ہونا چاہیے',
    );
    expect(
      translateMessage(VALIDATION_MESSAGES.dateOutOfRange('2026-11-27', '2026-12-27'), 'ur'),
    ).toBe(VALIDATION_MESSAGES_UR.dateOutOfRange('2026-11-27', '2026-12-27'));
    expect(translateMessage(VALIDATION_MESSAGES.limitInvalid(100), 'ur')).toBe(
      VALIDATION_MESSAGES_UR.limitInvalid(100),
    );
    expect(translateMessage(ERROR_MESSAGES.slotBeingBooked('19:05'), 'ur')).toBe(
      ERROR_MESSAGES_UR.slotBeingBooked('19:05'),
    );
  });

  it('leaves a text outside the catalogue as it is', () => {
    expect(translateMessage('Something only the api says', 'ur')).toBe(
      'Something only the api says',
    );
  });

  it('takes further groups, as the api adds its own', () => {
    const translate = createMessageTranslator([
      [
        { hello: 'Hello', greet: (name: string) => `Hi ${name}!` },
        { hello: 'سلام', greet: (name: string) => `${name}، السلام علیکم!` },
      ],
    ]);
    expect(translate('Hello', 'ur')).toBe('سلام');
    expect(translate('Hi Ali!', 'ur')).toBe('Ali، السلام علیکم!');
  });
});
