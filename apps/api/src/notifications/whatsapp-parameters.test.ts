import { describe, expect, it } from 'vitest';
import { NAME_LEFT_OUT, toTemplateName, toTemplateText } from './whatsapp-parameters';

describe('a first name in a WhatsApp template', () => {
  it.each(['Ayesha', 'Muhammad Ali', "O'Brien", 'Anne-Marie', 'عائشہ', 'José', 'St. John'])(
    'keeps the name %j',
    (name) => {
      expect(toTemplateName(name)).toBe(name);
    },
  );

  it('tidies the spaces around a name', () => {
    expect(toTemplateName('  Sara   Khan ')).toBe('Sara Khan');
  });

  it.each([
    ['digits (an amount or a number to call)', 'Pay Rs500 to 03001234567'],
    ['digits alone', '03001234567'],
    ['Arabic-Indic digits', 'Ali ٠٣٠٠'],
    ['a link', 'Visit pay.example.pk'],
    ['a scheme', 'http://x'],
    ['www', 'www.example'],
    ['a new line', 'Ali\nClick here'],
    ['a control character', 'Ali\u0007'],
    ['a right-to-left override', 'Ali\u202Eevil'],
    ['a zero-width space', 'Ali\u200Bpay'],
    ['a sentence', 'Pay the venue now'],
    ['symbols', 'Ali <b>'],
    ['a long name', 'A'.repeat(25)],
    ['nothing', '   '],
  ])('leaves out a name with %s', (_what, name) => {
    expect(toTemplateName(name)).toBe(NAME_LEFT_OUT);
  });
});

describe('other text in a WhatsApp template', () => {
  it('removes invisible characters and new lines, and cuts it short', () => {
    expect(toTemplateText('Court\n1\t\u202E  (glass)')).toBe('Court 1 (glass)');
    expect(toTemplateText('x'.repeat(100))).toHaveLength(60);
  });
});
