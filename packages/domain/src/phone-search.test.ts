import { describe, expect, it } from 'vitest';
import { readPhoneSearch, type TPhoneSearch } from './phone';

/** What the database does with the answer: compare on the stored phone's digits. */
function finds(stored: string, search: TPhoneSearch | null): boolean {
  if (!search) return false;
  const digits = stored.replace(/\D/g, '');
  return search.match === 'prefix'
    ? digits.startsWith(search.digits)
    : digits.includes(search.digits);
}

const STORED = '+923001234567';

describe('readPhoneSearch', () => {
  it.each([
    '+923001234567',
    '03001234567',
    '0300 1234567',
    '0300-1234567',
    '923001234567',
    '+92 300 1234567',
    '0092 300 1234567',
    '(0300) 123.4567',
    '4567',
    '1234567',
    '0300',
    '0300 12',
    '+92300',
  ])('finds the stored number from %s', (typed) => {
    expect(finds(STORED, readPhoneSearch(typed))).toBe(true);
  });

  it.each(['03011234567', '0301', '+923111234567', '9999', '0092 301'])(
    'does not find the stored number from %s',
    (typed) => {
      expect(finds(STORED, readPhoneSearch(typed))).toBe(false);
    },
  );

  it('anchors a number typed with its trunk 0 or country code at the national number', () => {
    expect(readPhoneSearch('0300')).toEqual({ digits: '92300', match: 'prefix' });
    expect(readPhoneSearch('+92 300')).toEqual({ digits: '92300', match: 'prefix' });
    expect(readPhoneSearch('923001234567')).toEqual({ digits: '923001234567', match: 'prefix' });
    expect(readPhoneSearch('4567')).toEqual({ digits: '4567', match: 'contains' });
  });

  it('does not read names, e-mails, booking numbers or too few digits as a phone', () => {
    for (const text of ['Ali', 'ali@example.com', 'BK-12', '45', '', '+1 212 555', '0']) {
      expect(readPhoneSearch(text)).toBeNull();
    }
  });
});
