import { translateMessage, type EndpointName } from '@padel/contract';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import type { TrpcContext } from './context';
import { normalizeError, toTrpcError } from './errors';
import { callWithSession } from './session-call';
import type { UpstreamRequest } from './upstream';

/** The catalogue entry a procedure stands for; gateway-only procedures have none. */
export type ProcedureMeta = { endpoint?: EndpointName };

/** How the host builds the router. */
export type RouterOptions = {
  /**
   * Parse the api's answers with the catalogue's `data` schemas before passing them on (tests
   * and development, where a drift from the contract should fail loudly); production passes
   * them as the api wrote them.
   */
  checkAnswers: boolean;
};

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    // Every input and answer is plain JSON (strings for dates), so no transformer walks them.
    errorFormatter({ shape, error, ctx }) {
      const normalized = normalizeError(error);
      const language = ctx?.language ?? 'en';
      return {
        ...shape,
        message: translateMessage(normalized.message, language),
        data: {
          ...shape.data,
          status: normalized.status,
          errors: normalized.errors.map((fieldError) => ({
            ...fieldError,
            message: translateMessage(fieldError.message, language),
          })),
          stack: undefined,
        },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** A call made with the session (see session-call.ts), its failures as tRPC errors. */
async function withSession<T>(
  ctx: TrpcContext,
  send: (accessToken: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await callWithSession(ctx, send);
  } catch (error) {
    throw toTrpcError(error);
  }
}

/** The api's `data` and message for a call made with the session (see withSession). */
export function callApi(ctx: TrpcContext, request: UpstreamRequest) {
  return withSession(ctx, (accessToken) => ctx.upstream.callJson({ ...request, accessToken }));
}

/** The api's successful answer as text, unparsed, for a call made with the session. */
export function callApiForText(ctx: TrpcContext, request: UpstreamRequest) {
  return withSession(ctx, (accessToken) => ctx.upstream.callText({ ...request, accessToken }));
}

/** What every mutation procedure answers: the api's success text and its data. */
export function zMutationResult<O extends z.ZodType>(data: O) {
  return z.object({ message: z.string().optional(), data });
}
