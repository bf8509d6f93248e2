// A catalogue text in the reader's language: by key (`messageIn`), or from the English text a
// server already wrote (`translateMessage`), so code that throws English texts need not change.
import type { Language } from './language';
import { MSG } from './messages';
import { LEVEL_MESSAGES, LEVEL_TEXTS } from './level-texts';
import {
  LEVEL_ASSESSMENT_TEXTS,
  LEVEL_ASSESSMENT_TEXTS_UR,
  LEVEL_MESSAGES_UR,
  LEVEL_TEXTS_UR,
} from './levels-ur';
import { RESULT_MESSAGES } from './match-result-texts';
import { MATCH_MESSAGES } from './match-texts';
import { MATCH_MESSAGES_UR, RESULT_MESSAGES_UR, WAITLIST_MESSAGES_UR } from './matches-ur';
import { FIELD_LABELS_UR, MSG_UR } from './messages-ur';
import { FORCED_UPDATE_TEXTS } from './native-app';
import { PAYMENT_METHOD_TEXTS, WHATSAPP_SETTINGS_MESSAGES } from './player-app-texts';
import {
  FORCED_UPDATE_TEXTS_UR,
  OFFLINE_BANNER_TEXTS,
  OFFLINE_BANNER_TEXTS_UR,
  PAYMENT_METHOD_TEXTS_UR,
  WHATSAPP_SETTINGS_MESSAGES_UR,
} from './player-app-texts-ur';
import { WAITLIST_MESSAGES } from './waitlist-texts';

type Template = (...args: never[]) => string;
type Texts = Readonly<Record<string, string | Template>>;

/** An English group and its Urdu counterpart, key for key (messages-ur.ts). */
export type TextGroupPair = readonly [english: Texts, urdu: Texts];

type ArgsOf<T> = T extends (...args: infer A) => string ? A : [];

/** A catalogue text by key, in the language: `messageIn('ur', 'required', 'First name')`. */
export function messageIn<K extends keyof typeof MSG>(
  language: Language,
  key: K,
  ...args: ArgsOf<(typeof MSG)[K]>
): string {
  const text = (language === 'ur' ? MSG_UR : MSG)[key] as string | Template;
  if (typeof text === 'string') return text;
  const template = text as (...values: unknown[]) => string;
  // A label the validation texts name is Urdu too in an Urdu text.
  const values = language === 'ur' ? args.map(translateLabel) : args;
  return template(...values);
}

const translateLabel = (value: unknown) =>
  typeof value === 'string' ? (FIELD_LABELS_UR[value] ?? value) : value;

// Private-use characters: no text of ours contains them.
const marker = (index: number) => `\uE000${index}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Pattern = { pattern: RegExp; order: number[]; urdu: (...values: unknown[]) => string };

/**
 * A template as a pattern over its English text: the template is called with markers for its
 * values, and the text around them must match word for word. A template whose values do not all
 * reach its text as given (a price it formats, a count it spells) has no pattern: its texts stay
 * English unless the caller translates by key.
 */
function patternOf(english: Template, urdu: Template): Pattern | undefined {
  const arity = english.length;
  if (arity === 0) return undefined;
  const markers = Array.from({ length: arity }, (_, index) => marker(index));
  let text: string;
  try {
    text = (english as (...values: string[]) => string)(...markers);
  } catch {
    // A value it formats as a number ('2.5–3.5'): no pattern.
    return undefined;
  }
  const order: number[] = [];
  let source = '';
  let rest = text;
  for (;;) {
    const found = /\uE000(\d+)\uE001/.exec(rest);
    if (!found) break;
    source += `${escapeRegExp(rest.slice(0, found.index))}(.+?)`;
    order.push(Number(found[1]));
    rest = rest.slice(found.index + found[0].length);
  }
  source += escapeRegExp(rest);
  if (new Set(order).size !== arity) return undefined;
  return {
    pattern: new RegExp(`^${source}$`, 's'),
    order,
    urdu: urdu as (...values: unknown[]) => string,
  };
}

/** Turns English texts of the given groups into the reader's language. */
export function createMessageTranslator(
  pairs: readonly TextGroupPair[],
): (text: string, language: Language) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, urdu] of pairs) {
    for (const [key, text] of Object.entries(english)) {
      const translated = urdu[key];
      if (translated === undefined) continue;
      if (typeof text === 'string' && typeof translated === 'string') {
        if (!exact.has(text)) exact.set(text, translated);
      } else if (typeof text === 'function' && typeof translated === 'function') {
        const pattern = patternOf(text, translated);
        if (pattern) patterns.push(pattern);
      }
    }
  }
  return (text, language) => {
    if (language === 'en') return text;
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { pattern, order, urdu } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values: unknown[] = [];
      order.forEach((index, position) => {
        values[index] = translateLabel(match[position + 1]);
      });
      return urdu(...values);
    }
    return text;
  };
}

/**
 * The catalogue's groups (messages.ts) and the players' other contract texts, with their Urdu
 * texts. The console's groups (ADMIN_*, SERIES_*, DESK_PAYMENT_*, CLOSURE_*, ...) stay English.
 * An English text two groups share takes the first group's Urdu.
 */
export const CATALOGUE_TEXT_PAIRS: readonly TextGroupPair[] = [
  [MSG, MSG_UR],
  [MATCH_MESSAGES, MATCH_MESSAGES_UR],
  [WAITLIST_MESSAGES, WAITLIST_MESSAGES_UR],
  [RESULT_MESSAGES, RESULT_MESSAGES_UR],
  [LEVEL_MESSAGES, LEVEL_MESSAGES_UR],
  [LEVEL_TEXTS, LEVEL_TEXTS_UR],
  [LEVEL_ASSESSMENT_TEXTS, LEVEL_ASSESSMENT_TEXTS_UR],
  [FORCED_UPDATE_TEXTS, FORCED_UPDATE_TEXTS_UR],
  [OFFLINE_BANNER_TEXTS, OFFLINE_BANNER_TEXTS_UR],
  [WHATSAPP_SETTINGS_MESSAGES, WHATSAPP_SETTINGS_MESSAGES_UR],
  [PAYMENT_METHOD_TEXTS, PAYMENT_METHOD_TEXTS_UR],
];

/**
 * A catalogue text the servers wrote in English, in the language; a text outside the catalogue
 * stays as it is. Templates are recognised by their words around the values.
 */
export const translateMessage = createMessageTranslator(CATALOGUE_TEXT_PAIRS);
