import { ZCourtStatusRequest, ZIdParams, ZReplaceCourtRequest } from '@padel/contract';
import { z } from 'zod';
import { passThrough } from '../catalogue-procedures';
import type { RouterOptions } from '../trpc';

/** The api's reading of PUT /courts/{id}: a body of {status} alone is Disable/Enable. */
function isStatusOnly(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).filter((key) => key !== 'id');
  return keys.length === 1 && keys[0] === 'status';
}

/**
 * {status} alone, or the whole court form (name, description and price required), chosen the
 * way the api chooses, so a bad form is answered with the form's own field messages (the
 * catalogue's union of the two would only say 'Invalid input').
 */
const ZReplaceOrStatusRequest = z.unknown().transform((value, ctx) => {
  const result = (isStatusOnly(value) ? ZCourtStatusRequest : ZReplaceCourtRequest).safeParse(
    value,
  );
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
}) as unknown as z.ZodType<
  z.output<typeof ZReplaceCourtRequest> | z.output<typeof ZCourtStatusRequest>,
  z.input<typeof ZReplaceCourtRequest> | z.input<typeof ZCourtStatusRequest>
>;

export const courtProcedures = (options: RouterOptions) => ({
  'courts.update': passThrough('courts.update', {
    ...options,
    input: z.intersection(ZIdParams, ZReplaceOrStatusRequest),
  }),
});
