import type { z } from 'zod';

/**
 * The first message a schema gives for `input` at `path` ('' for the value itself,
 * 'timeSlot.endTime' for a nested field), or null when the input passes.
 */
export function messageAt(schema: z.ZodType, input: unknown, path = ''): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues.find(
    (candidate) => candidate.path.map(String).join('.') === path,
  );
  return issue
    ? issue.message
    : `(no issue at '${path}': ${result.error.issues.map((i) => `${i.path.join('.')}=${i.message}`).join('; ')})`;
}

/** Parses or throws with every issue, for inputs a test expects to pass. */
export function parseOk<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return result.data;
}
