import { WHATSAPP_NAME_LEFT_OUT } from '@padel/contract';

// What of a person's own text may stand in a WhatsApp template. A template is a sentence of the
// venue's ('Hi {{1}}, your booking ...'); a parameter a player or a provider wrote must never
// turn it into another sentence of ours ('Hi Pay Rs500 to 0300..., your booking ...'), carry a
// link the player would trust because it came from the venue's number, or break the layout.

/** Said in place of a name that cannot be used as given: 'Hi there, your booking ...'. */
export const NAME_LEFT_OUT = WHATSAPP_NAME_LEFT_OUT.en;

/** A first name as a salutation: short, at most two words (a longer one reads as a sentence). */
const NAME_MAX_LENGTH = 24;
const NAME_MAX_WORDS = 2;

/**
 * Letters of any script and the marks that join them, with apostrophes, hyphens, dots and single
 * spaces between: no digits, symbols, control or invisible characters.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:\.? |['’.-])\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** Control, format (bidi overrides, zero-width), private-use and unassigned characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu;

/** A web address or something WhatsApp would make one of ('pay.example.pk', 'http:'). */
const LINK = /[a-z][\w+.-]*:\/\/|www\.|\b[\w-]+\.(?:[a-z]{2,})(?:\b|\/)/iu;

/**
 * Any text of ours that carries someone's words (a court's name): invisible characters removed,
 * every run of spaces, tabs or new lines made one space (the Cloud API refuses new lines, tabs
 * and more than 4 spaces in a parameter), and cut to `max` characters.
 */
export function toTemplateText(text: string, max = 60): string {
  const clean = text.normalize('NFKC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, max).join('').trim();
}

/**
 * A first name as a template's salutation, or NAME_LEFT_OUT when it is not plainly a name:
 * no digits (no amounts, numbers to call or codes), no links, no punctuation beyond a name's
 * own, no more than two words or 24 characters. Refused names are left out, never trimmed into
 * something else.
 */
export function toTemplateName(firstName: string, leftOut: string = NAME_LEFT_OUT): string {
  const name = firstName.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (
    name === '' ||
    LINK.test(name) ||
    !NAME_PATTERN.test(name) ||
    [...name].length > NAME_MAX_LENGTH ||
    name.split(' ').length > NAME_MAX_WORDS
  ) {
    return leftOut;
  }
  return name;
}
