import { describe, expect, it } from 'vitest';
import { formatKarachiDateTime, parseKarachiDateTime } from './karachi-time';

describe('Karachi transaction times', () => {
  it('writes an instant on the Karachi clock, UTC+5', () => {
    expect(formatKarachiDateTime(new Date('2024-12-31T19:30:05Z'))).toBe('20250101003005');
  });

  it('reads a Karachi time back to the same instant', () => {
    expect(parseKarachiDateTime('20250101003005')?.toISOString()).toBe('2024-12-31T19:30:05.000Z');
  });

  it('refuses times that do not exist or are not 14 digits', () => {
    for (const text of [
      '20250230120000',
      '20251301000000',
      '20250101246000',
      '2025010100300',
      'x',
    ]) {
      expect(parseKarachiDateTime(text)).toBeNull();
    }
  });
});
