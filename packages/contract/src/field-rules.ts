import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from './messages';

// The rules every field schema of fields.ts is made of: one message per field, the first rule
// it breaks.

/** A rule answers the message for a value that breaks it, or null. */
export type TRule<T> = (value: T) => string | null;

/** Adds the message of the first rule `value` breaks. */
export function firstBroken<T>(rules: readonly TRule<T>[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== null) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  };
}

/** A rule that holds when `test` does. */
export function rule<T>(test: (value: T) => boolean, message: string): TRule<T> {
  return (value) => (test(value) ? null : message);
}

/**
 * Control characters other than tab and line breaks (C0, DEL and C1). NUL cannot be stored in
 * PostgreSQL text at all, and the others are never typed by a person.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** Text a person typed: no control characters (tab and line breaks allowed). */
export const hasNoControlCharacters = rule(
  (value: string) => !CONTROL_CHARACTERS.test(value),
  V.controlCharacters,
);

/** Whether any string or key inside `value` (a parsed JSON value) holds a control character. */
export function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) => CONTROL_CHARACTERS.test(key) || containsControlCharacters(item),
    );
  }
  return false;
}

/**
 * A trimmed text: missing or blank gives `requiredMessage`, then control characters are
 * refused, otherwise the first broken rule.
 * Other blank-like values (a bare '+92') can be declared empty with `isEmpty`.
 */
export function zText(
  requiredMessage: string,
  rules: readonly TRule<string>[] = [],
  isEmpty: (value: string) => boolean = (value) => value === '',
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine(
      firstBroken([
        rule((value: string) => !isEmpty(value), requiredMessage),
        hasNoControlCharacters,
        ...rules,
      ]),
    );
}

/** The message `schema` gives `value`, or null: lets one field's rule reuse another's. */
export function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? V.requiredFields);
}
