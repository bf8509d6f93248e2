import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, ZLanguage } from './language';

describe('languageOfAcceptLanguage', () => {
  it('reads Urdu from ur and its regional ranges', () => {
    expect(languageOfAcceptLanguage('ur')).toBe('ur');
    expect(languageOfAcceptLanguage('ur-PK')).toBe('ur');
    expect(languageOfAcceptLanguage('UR-in,en;q=0.5')).toBe('ur');
  });

  it('reads English from a missing header, English and any other language', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR')).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
  });

  it('honours q-values, the earlier range winning a tie', () => {
    expect(languageOfAcceptLanguage('en;q=0.4, ur;q=0.8')).toBe('ur');
    expect(languageOfAcceptLanguage('ur;q=0.3, en-GB;q=0.7')).toBe('en');
    expect(languageOfAcceptLanguage('fr, ur;q=0.5')).toBe('en');
    expect(languageOfAcceptLanguage('ur;q=0.5, en;q=0.5')).toBe('ur');
  });

  it('skips ranges refused with q=0 and ranges with an unreadable q-value', () => {
    expect(languageOfAcceptLanguage('ur;q=0, en;q=0.1')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=abc, ur;q=0.2')).toBe('ur');
    expect(languageOfAcceptLanguage('en;q=0')).toBe('en');
  });

  it('accepts only the two languages as a saved choice', () => {
    expect(ZLanguage.safeParse('ur').success).toBe(true);
    expect(ZLanguage.safeParse('fr').success).toBe(false);
  });
});
