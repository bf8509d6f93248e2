import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTxnRefNo,
  formatTxnDateTime,
  fromPaisa,
  sanitizeDescription,
  toBillReference,
  toPaisa,
} from './jazzcash-format';

describe('toPaisa and fromPaisa', () => {
  it('writes whole rupees as integer paisa without a decimal point', () => {
    expect(toPaisa(250)).toBe('25000');
    expect(toPaisa(1)).toBe('100');
    expect(toPaisa(0)).toBe('0');
    expect(toPaisa(123_456_789)).toBe('12345678900');
  });

  it('refuses fractions, negatives and non-numbers', () => {
    expect(() => toPaisa(2.5)).toThrow(RangeError);
    expect(() => toPaisa(-1)).toThrow(RangeError);
    expect(() => toPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => toPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('reads paisa back as rupees, and refuses anything but digits', () => {
    expect(fromPaisa('25000')).toBe(250);
    expect(fromPaisa('10050')).toBe(100.5);
    expect(() => fromPaisa('250.00')).toThrow(RangeError);
    expect(() => fromPaisa('')).toThrow(RangeError);
    expect(() => fromPaisa('-100')).toThrow(RangeError);
  });

  it('round-trips every whole rupee amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (rupees) => {
        expect(fromPaisa(toPaisa(rupees))).toBe(rupees);
      }),
    );
  });
});

describe('formatTxnDateTime', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('writes the Karachi wall clock, five hours ahead of UTC', () => {
    expect(formatTxnDateTime(new Date('2025-03-10T07:04:05Z'))).toBe('20250310120405');
  });

  it('moves to the next Karachi day after 19:00 UTC', () => {
    expect(formatTxnDateTime(new Date('2024-12-31T19:30:00Z'))).toBe('20250101003000');
  });

  it('gives the same answer whatever the process time zone is', () => {
    const instant = new Date('2025-06-15T21:59:59Z');
    const localHours = {
      UTC: 21,
      'America/New_York': 17,
      'Asia/Tokyo': 6,
      'Pacific/Kiritimati': 11,
    };
    for (const [zone, hours] of Object.entries(localHours)) {
      process.env.TZ = zone;
      expect(instant.getHours()).toBe(hours);
      expect(formatTxnDateTime(instant)).toBe('20250616025959');
    }
  });
});

describe('createTxnRefNo', () => {
  const now = new Date('2025-03-10T07:04:05Z');

  it('starts with T and the Karachi time and is at most 20 alphanumerics', () => {
    const ref = createTxnRefNo(now);
    expect(ref).toMatch(/^T20250310120405[0-9A-Z]{5}$/);
    expect(ref.length).toBeLessThanOrEqual(20);
  });

  it('never repeats over 10,000 references made in the same second', () => {
    const refs = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const ref = createTxnRefNo(now);
      expect(ref).toMatch(/^[A-Za-z0-9]{1,20}$/);
      refs.add(ref);
    }
    expect(refs.size).toBe(10_000);
  });
});

describe('sanitizeDescription', () => {
  it('strips the characters JazzCash refuses: <>*=%/:\'|"{}', () => {
    expect(sanitizeDescription(`Court 1: 18:00-19:00 <b>"Padel"</b> {50%} a=b|c*d 'x'`)).toBe(
      'Court 1 1800-1900 bPadelb 50 abcd x',
    );
  });

  it('flattens line breaks and extra spaces', () => {
    expect(sanitizeDescription('  Court 2\r\n  Friday\tevening  ')).toBe('Court 2 Friday evening');
  });

  it('keeps at most 200 characters', () => {
    expect(sanitizeDescription('a'.repeat(500))).toHaveLength(200);
  });

  it('never lets a forbidden character through, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const clean = sanitizeDescription(text);
        expect(clean).not.toMatch(/[<>*=%/:'|"{}]/);
        expect(Array.from(clean).length).toBeLessThanOrEqual(200);
      }),
    );
  });
});

describe('toBillReference', () => {
  it('keeps letters and digits only, at most 20', () => {
    expect(toBillReference('BK-2025-0001')).toBe('BK20250001');
    expect(toBillReference('booking/2025/03/10/court-12/slot-7')).toBe('booking20250310court');
  });

  it('refuses a reference with nothing usable in it', () => {
    expect(() => toBillReference('--/--')).toThrow(RangeError);
  });
});
