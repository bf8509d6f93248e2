import { ENDPOINTS, pathParamNames, type EndpointName } from '@padel/contract';
import { TRPCError } from '@trpc/server';
import type { UpstreamRequest } from './upstream';

type Request = Pick<UpstreamRequest, 'method' | 'path' | 'query' | 'body'>;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

/**
 * The api request for a catalogue entry: the entry's path parameters are taken from `input`, and
 * what is left goes in the query or the body, whichever the entry declares.
 */
/** Each entry's path parameters, read from its path once. */
const paramsByEntry = new Map<EndpointName, readonly string[]>();
function paramsOf(name: EndpointName): readonly string[] {
  let params = paramsByEntry.get(name);
  if (!params) {
    params = pathParamNames(ENDPOINTS[name].path);
    paramsByEntry.set(name, params);
  }
  return params;
}

export function requestFor(name: EndpointName, input?: unknown): Request {
  const entry = ENDPOINTS[name];
  const rest = asRecord(input);
  let path: string = entry.path;
  for (const param of paramsOf(name)) {
    const value = rest[param];
    delete rest[param];
    if (value === undefined || value === null || value === '') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `${param} is required` });
    }
    path = path.replace(
      `{${param}}`,
      encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)),
    );
  }
  const method = entry.method.toUpperCase() as Request['method'];
  if ('body' in entry) return { method, path, body: rest };
  if ('query' in entry) return { method, path, query: rest };
  return { method, path };
}
