import type { EndpointName } from '@padel/contract';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import type { TrpcContext } from './context';
import { normalizeError, toTrpcError } from './errors';
import { UpstreamError, type UpstreamRequest } from './upstream';

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
    errorFormatter({ shape, error }) {
      const normalized = normalizeError(error);
      return {
        ...shape,
        message: normalized.message,
        data: {
          ...shape.data,
          status: normalized.status,
          errors: normalized.errors,
          stack: undefined,
        },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/**
 * Calls the api with the session's access token. A 401 triggers one refresh (shared with every
 * concurrent request of the session) and one retry; a refused refresh ends the session, a
 * refresh the api could not answer (429, 5xx) fails this call and keeps the session.
 */
async function withSession<T>(
  ctx: TrpcContext,
  send: (accessToken: string | undefined) => Promise<T>,
): Promise<T> {
  const tokens = ctx.store.get();
  try {
    return await send(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 401 || !tokens.refreshToken) {
      if (error instanceof UpstreamError && error.status === 401 && tokens.accessToken) {
        await ctx.store.clear();
      }
      throw toTrpcError(error);
    }
  }
  let rotated;
  try {
    rotated = await ctx.refresher.refresh(ctx.store);
  } catch (error) {
    throw toTrpcError(error);
  }
  if (!rotated) {
    await ctx.store.clear();
    throw toTrpcError(new UpstreamError(401, 'Authentication failed: Missing tokens'));
  }
  await ctx.store.set(rotated, tokens.user);
  try {
    return await send(rotated.accessToken);
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
