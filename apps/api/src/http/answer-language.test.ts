import { describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, MSG, MSG_UR, WAITLIST_MESSAGES } from '@padel/contract';
import { MESSAGES } from '../auth';
import { translateEnvelope } from './answer-language';

describe('translateEnvelope', () => {
  it('gives the message and the field messages in Urdu, the data as it is', () => {
    const body = {
      success: false,
      message: MSG.facilityClosed,
      errors: [{ field: 'date', message: MSG.facilityClosed }],
    };
    expect(translateEnvelope(body, 'ur')).toEqual({
      success: false,
      message: MSG_UR.facilityClosed,
      errors: [{ field: 'date', message: MSG_UR.facilityClosed }],
    });
    const answer = {
      success: true,
      message: MESSAGES.loginSuccess,
      data: { note: 'Login successful!' },
    };
    expect(translateEnvelope(answer, 'ur')).toEqual({
      success: true,
      message: 'آپ کامیابی سے لاگ اِن ہو گئے!',
      data: { note: 'Login successful!' },
    });
  });

  it('keeps the envelope’s keys in order, `data` last, as the gateway reads it', () => {
    const answer = { success: true, message: MSG.profileUpdated, data: { id: 1 } };
    expect(JSON.stringify(translateEnvelope(answer, 'ur'))).toMatch(
      /^\{"success":true,"message":".+","data":\{"id":1\}\}$/,
    );
  });

  it('leaves English answers and bodies that are not the envelope alone', () => {
    const body = { success: false, message: MSG.facilityClosed, errors: [] };
    expect(translateEnvelope(body, 'en')).toBe(body);
    expect(translateEnvelope('text', 'ur')).toBe('text');
    expect(translateEnvelope({ message: MSG.facilityClosed }, 'ur')).toEqual({
      message: MSG.facilityClosed,
    });
  });

  it("translates the players' match and waitlist answers, values carried over", () => {
    const refused = translateEnvelope(
      { success: false, message: MATCH_MESSAGES.outsideLevel(2, 3.5), errors: [] },
      'ur',
    );
    expect(refused).toMatchObject({
      message: 'یہ میچ 2.0–3.5 لیول کے کھلاڑیوں کے لیے ہے۔ آپ کا لیول اس حد سے باہر ہے۔',
    });
    expect(
      translateEnvelope({ success: true, message: WAITLIST_MESSAGES.added, data: null }, 'ur'),
    ).toMatchObject({ message: expect.stringMatching(/^آپ ویٹ لسٹ میں شامل ہو گئے/) });
  });

  it('leaves a text it has no Urdu for in English rather than losing it', () => {
    const body = { success: false, message: 'Court has upcoming bookings', errors: [] };
    expect(translateEnvelope(body, 'ur')).toEqual(body);
  });
});
