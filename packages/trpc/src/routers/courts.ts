import {
  ZCourtAnswer,
  ZCourtListAnswer,
  ZCourtListQuery,
  ZCourtStatusRequest,
  ZCreateCourtRequest,
  ZIdParams,
  ZReplaceCourtRequest,
  ZAvailability,
  ZAvailabilityQuery,
} from '@padel/contract';
import { z } from 'zod';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

/** The api's reading of PUT /courts/{id}: a body of {status} alone is Disable/Enable. */
function isStatusOnly(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).filter((key) => key !== 'id');
  return keys.length === 1 && keys[0] === 'status';
}

/**
 * {status} alone, or the whole court form (name, description and price required), chosen the
 * way the api chooses, so a bad form is answered with the form's own messages.
 */
const ZReplaceOrStatusRequest = z.unknown().transform((value, ctx) => {
  const result = (isStatusOnly(value) ? ZCourtStatusRequest : ZReplaceCourtRequest).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
}) as unknown as z.ZodType<
  z.output<typeof ZReplaceCourtRequest> | z.output<typeof ZCourtStatusRequest>,
  z.input<typeof ZReplaceCourtRequest> | z.input<typeof ZCourtStatusRequest>
>;

export const courtsRouter = router({
  list: endpoint({ method: 'GET', path: '/courts', input: ZCourtListQuery, output: ZCourtListAnswer }),
  byId: endpoint({ method: 'GET', path: '/courts/:id', input: ZIdParams, output: ZCourtAnswer }),
  availability: endpoint({
    method: 'GET',
    path: '/courts/:id/availability',
    input: withParams(ZIdParams, ZAvailabilityQuery),
    output: ZAvailability,
  }),
  create: endpoint({ method: 'POST', path: '/courts', input: ZCreateCourtRequest, output: ZCourtAnswer }),
  update: endpoint({
    method: 'PUT',
    path: '/courts/:id',
    input: withParams(ZIdParams, ZReplaceOrStatusRequest),
    output: ZCourtAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/courts/:id', input: ZIdParams }),
});
