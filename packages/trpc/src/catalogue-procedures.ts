import { ENDPOINTS, type EndpointName } from '@padel/contract';
import { z } from 'zod';
import { requestFor } from './endpoint-request';
import { callApi, publicProcedure, zMutationResult, type RouterOptions } from './trpc';

// Procedures that only pass a call through, made from the contract's endpoint catalogue: the
// input is the entry's path parameters joined with its query or body, the output its `data`.
// GET is a query answering the api's `data`; other methods are mutations answering
// `{message, data}` so the UI can show the api's success text.

type Entries = typeof ENDPOINTS;

const ZNoInput = z.void().or(z.object({}).strict()).optional();

type SchemaAt<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

type Join<P, R> = P extends z.ZodType
  ? R extends z.ZodType
    ? z.ZodIntersection<P, R>
    : P
  : R extends z.ZodType
    ? R
    : typeof ZNoInput;

/** A query alone may be left out (every filter then takes its default). */
type RestOf<E> =
  SchemaAt<E, 'body'> extends z.ZodType
    ? SchemaAt<E, 'body'>
    : SchemaAt<E, 'query'> extends z.ZodType
      ? SchemaAt<E, 'params'> extends z.ZodType
        ? SchemaAt<E, 'query'>
        : z.ZodOptional<SchemaAt<E, 'query'>>
      : undefined;

type AsSchema<T> = T extends z.ZodType ? T : never;

export type InputOf<E> = AsSchema<Join<SchemaAt<E, 'params'>, RestOf<E>>>;
export type OutputOf<E> = AsSchema<
  SchemaAt<E, 'data'> extends z.ZodType ? SchemaAt<E, 'data'> : z.ZodNull
>;

function inputOf(name: EndpointName): z.ZodType {
  const entry = ENDPOINTS[name];
  const params = 'params' in entry ? entry.params : undefined;
  const query = 'query' in entry ? entry.query : undefined;
  const body = 'body' in entry ? entry.body : undefined;
  const rest = body ?? (query && !params ? query.optional() : query);
  if (params && rest) return z.intersection(params, rest);
  return params ?? rest ?? ZNoInput;
}

/** The entry's `data`; an endpoint that answers only a message answers `data: null`. */
function dataOf(name: EndpointName): z.ZodType | null {
  const entry = ENDPOINTS[name];
  return 'data' in entry && entry.data ? entry.data : null;
}

/**
 * The procedure typed with its output schema either way; the schema parses the api's answers
 * only when `checkAnswers` asks for it (tests and development). In production the api's answer
 * passes as it came: the api wrote it from the same catalogue entry.
 */
export function withOutput<I extends z.ZodType, O extends z.ZodType>(
  name: EndpointName,
  input: I,
  output: O,
  options: RouterOptions,
) {
  const procedure = publicProcedure.meta({ endpoint: name }).input(input);
  if (options.checkAnswers) return procedure.output(output);
  return procedure as unknown as ReturnType<typeof procedure.output<O>>;
}

/**
 * A pass-through query's catalogue entry, input and, where answers are checked, output schema,
 * by procedure (see catalogue-reads.ts).
 */
export type PassThroughRead = { name: EndpointName; input: z.ZodType; output?: z.ZodType };
const passThroughReads = new WeakMap<object, PassThroughRead>();

/** The entry and input of a procedure made by passThrough for a GET entry, else undefined. */
export const passThroughReadOf = (procedure: object): PassThroughRead | undefined =>
  passThroughReads.get(procedure);

function buildQuery<I extends z.ZodType, O extends z.ZodType>(
  name: EndpointName,
  input: I,
  output: O,
  options: RouterOptions,
) {
  const procedure = withOutput(name, input, output, options).query(
    async ({ ctx, input: value }) => {
      // The api's JSON is unknown until the output schema parses it (where answers are checked).
      return (await callApi(ctx, requestFor(name, value))).data as never;
    },
  );
  passThroughReads.set(procedure, {
    name,
    input,
    ...(options.checkAnswers ? { output } : {}),
  });
  return procedure;
}

function buildMutation<I extends z.ZodType, O extends z.ZodType>(
  name: EndpointName,
  input: I,
  output: O,
  options: RouterOptions,
) {
  return withOutput(name, input, zMutationResult(output), options).mutation(
    async ({ ctx, input: value }) => {
      const result = await callApi(ctx, requestFor(name, value));
      const data = output instanceof z.ZodNull ? null : result.data;
      return { message: result.message, data } as never;
    },
  );
}

type QueryProcedure<I, O> = ReturnType<typeof buildQuery<AsSchema<I>, AsSchema<O>>>;
type MutationProcedure<I, O> = ReturnType<typeof buildMutation<AsSchema<I>, AsSchema<O>>>;

type ProcedureOf<E, I> = E extends { method: 'get' }
  ? QueryProcedure<I, OutputOf<E>>
  : MutationProcedure<I, OutputOf<E>>;

export type PassThroughProcedure<N extends EndpointName> = ProcedureOf<
  Entries[N],
  InputOf<Entries[N]>
>;

/**
 * The procedure of one catalogue entry. `input` replaces the entry's input where the gateway
 * reads the same request more sharply (the call still goes to the same endpoint).
 */
export function passThrough<N extends EndpointName>(
  name: N,
  options: RouterOptions,
): PassThroughProcedure<N>;
export function passThrough<N extends EndpointName, I extends z.ZodType>(
  name: N,
  options: RouterOptions & { input: I },
): ProcedureOf<Entries[N], I>;
export function passThrough(name: EndpointName, options: RouterOptions & { input?: z.ZodType }) {
  const input = options.input ?? inputOf(name);
  const output = dataOf(name) ?? z.null();
  return ENDPOINTS[name].method === 'get'
    ? buildQuery(name, input, output, options)
    : buildMutation(name, input, output, options);
}
