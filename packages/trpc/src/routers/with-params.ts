import { z } from 'zod';

/** A procedure input made of path parameters plus a body or query schema. */
export function withParams<P extends z.ZodType, B extends z.ZodType>(params: P, body: B) {
  return z.intersection(params, body);
}
