import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { requestFor } from './endpoint-request';
import type { TrpcContext } from './context';
import { toTrpcError } from './errors';
import { passThroughReadOf, type PassThroughRead } from './catalogue-procedures';
import type { AppRouter } from './root-router';
import { callApiForText } from './trpc';

// Most calls a player makes are reads that the gateway only passes on (courts, availability,
// bookings). These are answered here rather than by tRPC's request handler, in every
// configuration, so tests, development and production take the same road: the api's `data` is
// copied into tRPC's answer as the api wrote it, never parsed and serialised again. Where answers
// are checked (tests, development) it is first parsed with the procedure's output schema, as
// tRPC's `.output()` would, and the parsed value answered. The wire format is tRPC's own
// (`{"result":{"data":…}}`, a JSON array for a batch, errors shaped by the router's error
// formatter), so the typed client cannot tell the two apart; tests compare them call by call.
// Anything else (a mutation, a hand-written procedure, a streaming request, input that does not
// parse) is left to tRPC.

/** How the api's envelope starts when `data` is all it carries (apps/api writes `data` last). */
const DATA_ENVELOPE_START = '{"success":true,"data":';
const ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

export type ReadRequest = {
  /** What follows /trpc/: one procedure, or a batch's comma-separated procedures (URL-encoded). */
  path: string;
  /** The request's query string (batch=1, input). */
  searchParams: URLSearchParams;
  /** Whether the client asked for a streamed answer (trpc-accept, or accept application/jsonl). */
  wantsStream: boolean;
};

export type ReadAnswer = { status: number; headers: Record<string, string>; body: string };

type Call = { path: string; read: PassThroughRead; input: unknown };

/** The procedures' `data` text of the api's answer; any other shape is read as callJson reads it. */
function dataTextOf(text: string): string {
  if (text.startsWith(DATA_ENVELOPE_START) && text.endsWith('}')) {
    return text.slice(DATA_ENVELOPE_START.length, -1);
  }
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
  return JSON.stringify(data) ?? 'null';
}

/**
 * The answer's `data` text: the api's as it came, or, where answers are checked, the value the
 * output schema parsed from it (a mismatch fails as tRPC's output validation does).
 */
function answerTextOf(text: string, output: PassThroughRead['output']): string {
  const dataText = dataTextOf(text);
  if (!output) return dataText;
  const parsed = output.safeParse(JSON.parse(dataText));
  if (!parsed.success) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      cause: parsed.error,
    });
  }
  return JSON.stringify(parsed.data) ?? 'null';
}

/** The calls of a request if every one is a pass-through read with valid input, else undefined. */
function callsOf(request: ReadRequest, procedures: Record<string, unknown>): Call[] | undefined {
  if (request.wantsStream) return undefined;
  const isBatch = request.searchParams.get('batch') === '1';
  let path: string;
  let inputs: unknown;
  try {
    path = decodeURIComponent(request.path);
    const inputText = request.searchParams.get('input');
    inputs = inputText ? JSON.parse(inputText) : undefined;
  } catch {
    return undefined;
  }
  const paths = isBatch ? path.split(',') : [path];
  if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null)) {
    return undefined;
  }
  const calls: Call[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    const read =
      procedure && typeof procedure === 'function' ? passThroughReadOf(procedure) : undefined;
    if (!read) return undefined;
    const raw = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    const parsed = read.input.safeParse(raw);
    if (!parsed.success) return undefined;
    calls.push({ path: name, read, input: parsed.data });
  }
  return calls;
}

/**
 * Answers a GET of pass-through reads as tRPC would, or gives undefined for tRPC to answer.
 * `createContext` is the context tRPC's handler would make; `onError` hears each failed call.
 */
export function createCatalogueReads(router: AppRouter) {
  const procedures = router._def.procedures as Record<string, unknown>;
  const config = router._def._config;

  return async function answerRead(
    request: ReadRequest,
    createContext: () => Promise<TrpcContext>,
    onError?: (failure: { error: TRPCError; path: string }) => void,
  ): Promise<ReadAnswer | undefined> {
    const calls = callsOf(request, procedures);
    if (!calls) return undefined;
    const ctx = await createContext();
    const entries = await Promise.all(
      calls.map(async ({ path, read, input }) => {
        try {
          const text = await callApiForText(ctx, requestFor(read.name, input));
          return { status: 200, json: `{"result":{"data":${answerTextOf(text, read.output)}}}` };
        } catch (cause) {
          const error = toTrpcError(cause);
          onError?.({ error, path });
          const shape = getTRPCErrorShape({ config, error, type: 'query', path, input, ctx });
          return { status: shape.data.httpStatus, json: JSON.stringify({ error: shape }) };
        }
      }),
    );
    const statuses = new Set(entries.map((entry) => entry.status));
    const status = statuses.size === 1 ? (entries[0]?.status ?? 200) : 207;
    const isBatch = request.searchParams.get('batch') === '1';
    const body = isBatch
      ? `[${entries.map((entry) => entry.json).join(',')}]`
      : (entries[0]?.json ?? '');
    return { status, headers: ANSWER_HEADERS, body };
  };
}
