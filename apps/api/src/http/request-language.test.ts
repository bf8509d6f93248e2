import { describe, expect, it } from 'vitest';
import type { UserRow } from '@padel/db';
import { languageOf } from './request-language';

const player = (language: 'en' | 'ur') => ({ language }) as UserRow;

describe('languageOf', () => {
  it('follows Accept-Language for a visitor, q-values honoured', () => {
    expect(languageOf({ headers: { 'accept-language': 'ur' } })).toBe('ur');
    expect(languageOf({ headers: { 'accept-language': 'ur-IN' } })).toBe('ur');
    expect(languageOf({ headers: { 'accept-language': 'en;q=0.3, ur-PK;q=0.9' } })).toBe('ur');
    expect(languageOf({ headers: { 'accept-language': 'ur;q=0.2, de' } })).toBe('en');
    expect(languageOf({ headers: {} })).toBe('en');
  });

  it("takes a signed-in player's saved language over the header", () => {
    const headers = { 'accept-language': 'en' };
    expect(languageOf({ headers, auth: { via: 'session', user: player('ur') } })).toBe('ur');
    expect(
      languageOf({
        headers: { 'accept-language': 'ur' },
        auth: { via: 'session', user: player('en') },
      }),
    ).toBe('en');
  });

  it("reads a partner agent's request by its header: the key's account has no say", () => {
    const auth = { via: 'apiKey' as const, user: player('en') };
    expect(languageOf({ headers: { 'accept-language': 'ur' }, auth })).toBe('ur');
  });
});
