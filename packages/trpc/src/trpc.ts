import type { EndpointName } from '@padel/contract';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import type { TrpcContext } from './context';
import { normalizeError, toTrpcError } from './errors';
import { UpstreamError, type UpstreamRequest } from './upstream';

/** The catalogue entry a procedure stands for; gateway-only procedures have none. */
export type ProcedureMeta = { endpoint?: EndpointName };

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
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
export async function callApi(ctx: TrpcContext, request: UpstreamRequest) {
  const tokens = ctx.store.get();
  try {
    return await ctx.upstream.callJson({ ...request, accessToken: tokens.accessToken });
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
    return await ctx.upstream.callJson({ ...request, accessToken: rotated.accessToken });
  } catch (error) {
    throw toTrpcError(error);
  }
}

/** What every mutation procedure answers: the api's success text and its data. */
export function zMutationResult<O extends z.ZodType>(data: O) {
  return z.object({ message: z.string().optional(), data });
}
