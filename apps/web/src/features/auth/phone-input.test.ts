import { describe, expect, it } from 'vitest';
import { toPakistaniPhone } from './phone-input';

describe('phone formatter', () => {
  it('keeps the +92 prefix and caps the number at 13 characters', () => {
    expect(toPakistaniPhone('')).toBe('+92');
    expect(toPakistaniPhone('+9')).toBe('+92');
    expect(toPakistaniPhone('+923')).toBe('+923');
    expect(toPakistaniPhone('+92300123456789')).toBe('+923001234567');
  });

  it('reads local and spaced numbers', () => {
    expect(toPakistaniPhone('03001234567')).toBe('+923001234567');
    expect(toPakistaniPhone('+9203001234567')).toBe('+923001234567');
    expect(toPakistaniPhone('+92 300 123-4567')).toBe('+923001234567');
    expect(toPakistaniPhone('923001234567')).toBe('+923001234567');
    expect(toPakistaniPhone('+92abc')).toBe('+92');
  });
});
