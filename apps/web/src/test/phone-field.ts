import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** One number, as people paste it. */
export const PASTED_PHONES = [
  '+92 300 1234567',
  '+92-300-1234567',
  '0092 300 1234567',
  '0300-1234567',
  '923001234567',
] as const;

/**
 * Checks a phone field as a person uses it: typing a local number after the field's +92 (the
 * trunk 0 goes, no digit is lost), and pasting each form both after the +92 and over the whole
 * text (nothing is cut before it is cleaned). `field` finds the input again after each render.
 */
export async function expectPhoneFieldCleans(field: () => HTMLElement): Promise<void> {
  const user = userEvent.setup();
  await user.clear(field());
  expect(field()).toHaveValue('+92');
  await user.type(field(), '03331234567');
  expect(field()).toHaveValue('+923331234567');
  for (const pasted of PASTED_PHONES) {
    await user.clear(field());
    await user.paste(pasted);
    expect(field(), `${pasted} pasted after +92`).toHaveValue('+923001234567');
    await user.tripleClick(field());
    await user.paste(pasted);
    expect(field(), `${pasted} pasted over the text`).toHaveValue('+923001234567');
  }
}

/** Types a number into a cleared phone field, as a person would after the +92. */
export async function typePhone(field: HTMLElement, text: string): Promise<void> {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, text);
}
