import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPakistaniPhoneInput,
  formatWalletNumberInput,
  normalizePakistaniPhone,
  normalizeWalletNumber,
} from './phone';

/** A national number: 10 digits, never starting with the trunk 0. */
const nationalNumber = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);
/** A mobile number: 10 digits starting with 3. */
const mobileNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((rest) => `3${rest.join('')}`);

/** Every way the product accepts a national number to be written, before separators. */
const PREFIXES = ['', '0', '92', '+92', '0092', '+920', '00920'] as const;
const SEPARATORS = [' ', '-', '.', '(', ')', '  ', ' - ', '\u00A0', '/'] as const;

/** `digits` with separators sprinkled between characters (never inside the leading '+'). */
function sprinkled(text: string) {
  return fc
    .array(fc.option(fc.constantFrom(...SEPARATORS), { freq: 3 }), {
      minLength: text.length + 1,
      maxLength: text.length + 1,
    })
    .map(
      (gaps) =>
        [...text].map((character, index) => `${gaps[index] ?? ''}${character}`).join('') +
        (gaps[text.length] ?? ''),
    );
}

/** A national number written in any accepted form, with the number it stands for. */
const writtenNumber = (numbers: fc.Arbitrary<string>) =>
  fc
    .tuple(numbers, fc.constantFrom(...PREFIXES))
    .chain(([national, prefix]) =>
      sprinkled(`${prefix}${national}`).map((written) => ({ national, written })),
    );

describe('normalizePakistaniPhone', () => {
  it('reads the examples people type and paste as +92 and 10 digits', () => {
    for (const written of [
      '03001234567',
      '3001234567',
      '0300 1234567',
      '0300-1234567',
      '+92 300 1234567',
      '+92-300-1234567',
      '+92 (300) 123.4567',
      '0092 300 1234567',
      '923001234567',
      '+92 0300 1234567',
      ' +923001234567 ',
    ]) {
      expect(normalizePakistaniPhone(written), written).toBe('+923001234567');
    }
  });

  it('gives the same answer for the same 10 digits in any accepted form', () => {
    fc.assert(
      fc.property(writtenNumber(nationalNumber), ({ national, written }) => {
        expect(normalizePakistaniPhone(written)).toBe(`+92${national}`);
      }),
    );
  });

  it('answers +92 and 10 digits, or nothing, and its answer reads as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 ()-]{0,18}$/)), (text) => {
        const answer = normalizePakistaniPhone(text);
        if (answer === null) return;
        expect(answer).toMatch(/^\+92[1-9]\d{9}$/);
        expect(normalizePakistaniPhone(answer)).toBe(answer);
      }),
    );
  });

  it('accepts nothing but 10 national digits behind an accepted prefix', () => {
    // Any digit string with the separators removed: complete only in one of the accepted forms.
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{0,16}$/), (text) => {
        const answer = normalizePakistaniPhone(text);
        const isAccepted = PREFIXES.some(
          (prefix) => text.startsWith(prefix) && /^[1-9]\d{9}$/.test(text.slice(prefix.length)),
        );
        expect(answer !== null).toBe(isAccepted);
      }),
    );
  });

  it.each([
    ['+92030012345'],
    ['+920333123456'],
    ['0333123456'],
    ['+92300123456'],
    ['+9230012345678'],
    ['+443001234567'],
    ['92300123456'],
    ['+92 300 1234567 ext'],
    ['300123456a'],
    ['++923001234567'],
    ['0000000000'],
    [''],
    ['+92'],
  ])('refuses %j', (text) => {
    expect(normalizePakistaniPhone(text)).toBeNull();
  });
});

describe('normalizeWalletNumber', () => {
  it('gives the wallet number as JazzCash takes it, 03 and 9 digits', () => {
    expect(normalizeWalletNumber('+923001234567')).toBe('03001234567');
    expect(normalizeWalletNumber('0300-1234567')).toBe('03001234567');
    expect(normalizeWalletNumber('0092 300 1234567')).toBe('03001234567');
  });

  it('gives the same wallet number for a mobile number in any accepted form', () => {
    fc.assert(
      fc.property(writtenNumber(mobileNumber), ({ national, written }) => {
        const answer = normalizeWalletNumber(written);
        expect(answer).toBe(`0${national}`);
        expect(normalizeWalletNumber(answer ?? '')).toBe(answer);
      }),
    );
  });

  it('refuses a number that is not a mobile number', () => {
    fc.assert(
      fc.property(
        nationalNumber.filter((national) => !national.startsWith('3')),
        (national) => {
          expect(normalizeWalletNumber(`0${national}`)).toBeNull();
        },
      ),
    );
  });
});

describe('formatPakistaniPhoneInput', () => {
  it('never cuts a pasted number before cleaning it', () => {
    fc.assert(
      fc.property(writtenNumber(nationalNumber), ({ national, written }) => {
        expect(formatPakistaniPhoneInput(written)).toBe(`+92${national}`);
        // Pasted after the field's own '+92', too.
        expect(formatPakistaniPhoneInput(`+92${written}`)).toBe(`+92${national}`);
      }),
    );
  });

  it('shows a number typed key by key after its +92 as +92 and its 10 digits', () => {
    // The field already shows '+92': people type the local number, with or without its 0.
    const typed = fc
      .tuple(mobileNumber, fc.constantFrom('', '0'))
      .chain(([national, prefix]) =>
        sprinkled(`${prefix}${national}`).map((written) => ({ national, written })),
      );
    fc.assert(
      fc.property(typed, ({ national, written }) => {
        let value = formatPakistaniPhoneInput('');
        for (const key of written) value = formatPakistaniPhoneInput(value + key);
        expect(value).toBe(`+92${national}`);
      }),
    );
  });

  it('keeps +92 and at most 10 digits whatever is typed into it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()-]{0,30}$/), (text) => {
        const value = formatPakistaniPhoneInput(`+92${text}`);
        expect(value).toMatch(/^\+92\d{0,10}$/);
        expect(formatPakistaniPhoneInput(value)).toBe(value);
      }),
    );
  });

  it('drops the trunk 0 typed after +92 (03331234567 is not +920333123456)', () => {
    let value = '+92';
    for (const key of '03331234567') value = formatPakistaniPhoneInput(value + key);
    expect(value).toBe('+923331234567');
  });

  it('leaves another country’s number as typed, for the field to refuse', () => {
    expect(formatPakistaniPhoneInput('+44 7911 123456')).toBe('+447911123456');
  });
});

describe('formatWalletNumberInput', () => {
  it('turns a pasted number into 03 and 9 digits', () => {
    fc.assert(
      fc.property(writtenNumber(mobileNumber), ({ national, written }) => {
        expect(formatWalletNumberInput(written)).toBe(`0${national}`);
      }),
    );
    expect(formatWalletNumberInput('+923001234567')).toBe('03001234567');
  });

  it('shows a wallet number typed key by key as it is typed', () => {
    let value = '';
    const seen: string[] = [];
    for (const key of '03001234567') {
      value = formatWalletNumberInput(value + key);
      seen.push(value);
    }
    expect(seen).toEqual([
      '0',
      '03',
      '030',
      '0300',
      '03001',
      '030012',
      '0300123',
      '03001234',
      '030012345',
      '0300123456',
      '03001234567',
    ]);
    expect(formatWalletNumberInput(`${value}8`)).toBe('03001234567');
  });
});
