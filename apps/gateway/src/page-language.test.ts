import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { documentLanguage, pageLanguage } from './page-language';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;
const signedIn = (language: 'en' | 'ur') =>
  ({ 'auth.session': { user: { language } } }) as Parameters<typeof pageLanguage>[1];

describe('the language a page is sent in', () => {
  it('is this browser’s choice first, then the account’s, then Accept-Language', () => {
    expect(pageLanguage(request({ cookie: 'a=1; padel_language=ur' }), signedIn('en'))).toBe('ur');
    expect(pageLanguage(request({ cookie: 'padel_language=en' }), signedIn('ur'))).toBe('en');
    expect(pageLanguage(request({ 'accept-language': 'en' }), signedIn('ur'))).toBe('ur');
    expect(pageLanguage(request({ 'accept-language': 'ur-PK,en;q=0.8' }), {})).toBe('ur');
    expect(pageLanguage(request({ 'accept-language': 'en-GB,ur;q=0.5' }), {})).toBe('en');
    expect(pageLanguage(request({}), {})).toBe('en');
  });

  it('ignores a cookie that names no language', () => {
    expect(pageLanguage(request({ cookie: 'padel_language=fr' }), {})).toBe('en');
    expect(
      pageLanguage(request({ cookie: 'padel_language=<x>', 'accept-language': 'ur' }), {}),
    ).toBe('ur');
  });

  it('keeps the console in English', () => {
    expect(documentLanguage('/admin', 'ur')).toBe('en');
    expect(documentLanguage('/admin/bookings', 'ur')).toBe('en');
    expect(documentLanguage('/administrator', 'ur')).toBe('ur');
    expect(documentLanguage('/booking', 'ur')).toBe('ur');
  });
});
