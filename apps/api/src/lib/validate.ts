import type { z } from 'zod';
import { badRequest, type FieldError } from './errors';

function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses with a contract schema; a failure is a 400 whose message is the first field message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = toFieldErrors(result.error);
    throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
  }
  return result.data;
}
