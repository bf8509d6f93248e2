import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import type { TrpcContext } from './context';
import { normalizeError, toTrpcError } from './errors';
import { UpstreamError, type UpstreamRequest } from './upstream';

/** Which REST endpoint a procedure stands for: the endpoint-coverage test reads it. */
export type EndpointMeta = { method: UpstreamRequest['method']; path: string };

const t = initTRPC
  .context<TrpcContext>()
  .meta<EndpointMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const normalized = normalizeError(error);
      return {
        ...shape,
        message: normalized.message,
        data: { ...shape.data, status: normalized.status, errors: normalized.errors, stack: undefined },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/**
 * Calls the api with the session's access token. A 401 triggers one refresh (shared with every
 * concurrent request of the session) and one retry; a failed refresh ends the session.
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
  const rotated = await ctx.refresher.refresh(tokens.refreshToken);
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

type Method = EndpointMeta['method'];

/** Fills `:name` path segments from the input and returns what is left for query or body. */
export function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `${name} is required` });
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** What every mutation procedure answers: the api's success text and its data. */
export function zMutationResult<O extends z.ZodType>(data: O) {
  return z.object({ message: z.string().optional(), data });
}

const ZNoInput = z.void().or(z.object({}).strict()).optional();

type EndpointDef<I extends z.ZodType, O extends z.ZodType> = {
  method: Method;
  path: string;
  input?: I;
  output?: O;
  timeoutMs?: number;
};

function sendToApi(ctx: TrpcContext, def: EndpointDef<z.ZodType, z.ZodType>, value: unknown) {
  const { path, rest } = fillPath(def.path, value);
  const isQueryStyle = def.method === 'GET' || def.method === 'DELETE';
  return callApi(ctx, {
    method: def.method,
    path,
    ...(isQueryStyle ? { query: rest } : { body: rest }),
    ...(def.timeoutMs !== undefined ? { timeoutMs: def.timeoutMs } : {}),
  });
}

function buildQuery<I extends z.ZodType, O extends z.ZodType>(def: EndpointDef<I, O>) {
  return publicProcedure
    .meta({ method: def.method, path: def.path })
    .input((def.input ?? ZNoInput) as I)
    .output((def.output ?? z.unknown()) as O)
    .query(async ({ ctx, input }) => {
      // The api's JSON is unknown until the output schema parses it, which tRPC does next.
      return (await sendToApi(ctx, def, input)).data as never;
    });
}

function buildMutation<I extends z.ZodType, O extends z.ZodType>(def: EndpointDef<I, O>) {
  return publicProcedure
    .meta({ method: def.method, path: def.path })
    .input((def.input ?? ZNoInput) as I)
    .output(zMutationResult((def.output ?? z.unknown()) as O))
    .mutation(async ({ ctx, input }) => {
      const result = await sendToApi(ctx, def, input);
      return { message: result.message, data: result.data } as never;
    });
}

/**
 * One procedure for one REST endpoint, declared by method, path and the contract's schemas.
 * GET is a query answering the api's `data`; other methods are mutations answering
 * `{message, data}` so the UI can show the api's success text.
 */
export function endpoint<I extends z.ZodType = typeof ZNoInput, O extends z.ZodType = z.ZodUnknown>(
  def: EndpointDef<I, O> & { method: 'GET' },
): ReturnType<typeof buildQuery<I, O>>;
export function endpoint<I extends z.ZodType = typeof ZNoInput, O extends z.ZodType = z.ZodUnknown>(
  def: EndpointDef<I, O> & { method: Exclude<Method, 'GET'> },
): ReturnType<typeof buildMutation<I, O>>;
export function endpoint(def: EndpointDef<z.ZodType, z.ZodType>) {
  return def.method === 'GET' ? buildQuery(def) : buildMutation(def);
}
