import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINT_LIST, errorStatusesOf, type NamedEndpoint } from '@padel/contract';
import { bearer, loginAdmin, type SignedIn } from '../test/auth';
import { createTestUser, listCourtIds } from '../test/bookings';
import {
  hostileValue,
  jsonSchemaOf,
  mutatedJson,
  pathsOf,
  probesFor,
  replaceAt,
  validArbitrary,
  valueAt,
  type FuzzPool,
} from '../test/schema-arbitrary';
import { createTestContext, type TestContext } from '../test/test-context';

// Every endpoint of the catalogue, called with inputs made from its own schemas and then
// broken (wrong types, missing fields, huge and control-laden strings, extreme numbers and
// dates, prototype keys), as an admin and as a visitor: no answer may be a 5xx other than one
// the catalogue names for that entry (502 when JazzCash does not answer, 503 in maintenance).
// Any other 5xx is the api's fault whatever the input.

const RUNS = { admin: 6, visitor: 2 } as const;
const SEED = 20260615;

let t: TestContext;
let admin: SignedIn;
let pool: FuzzPool;

beforeAll(async () => {
  t = await createTestContext({ env: { JAZZCASH_TIMEOUT_MS: '500' } });
  admin = await loginAdmin(t);
  const player = await createTestUser(t);
  const courtIds = await listCourtIds(t);
  const booking = await request(t.app)
    .post(`${API_BASE_PATH}/bookings`)
    .set(bearer(admin))
    .send({
      courtId: courtIds[0],
      date: '2026-06-16',
      startTime: '18:00',
      durationMinutes: 60,
      userId: player.id,
    })
    .expect(201);
  pool = {
    ids: [...courtIds, admin.user.id, player.id, booking.body.data.booking.id, randomUUID()],
  };
}, 60_000);
afterAll(() => t?.close());

type Part = 'params' | 'query' | 'body';
type Request = { params: Record<string, string>; query: string; body: string | undefined };

const objectOrEmpty = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const validPart = (endpoint: NamedEndpoint, part: Part): fc.Arbitrary<unknown> => {
  const schema = endpoint[part];
  return schema ? validArbitrary(jsonSchemaOf(schema), part, pool) : fc.constant({});
};

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** A query object as the text after '?': arrays repeat their key, everything else is text. */
function toQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      pairs.push(`${encodeSegment(key)}=${encodeSegment(asText(item))}`);
    }
  }
  return pairs.join('&');
}

const asParams = (value: unknown) =>
  Object.fromEntries(Object.entries(objectOrEmpty(value)).map(([k, v]) => [k, asText(v)]));

/** Valid params, query and body of an endpoint, together. */
function validRequest(endpoint: NamedEndpoint): fc.Arbitrary<Request> {
  return fc
    .tuple(validPart(endpoint, 'params'), validPart(endpoint, 'query'), validPart(endpoint, 'body'))
    .map(([params, query, body]) => ({
      params: asParams(params),
      query: toQueryString(objectOrEmpty(query)),
      body: endpoint.body ? JSON.stringify(body) : undefined,
    }));
}

/** The same request with one part broken. */
function mutatedRequest(endpoint: NamedEndpoint): fc.Arbitrary<Request> {
  return validRequest(endpoint).chain((valid) => {
    const mutations: fc.Arbitrary<Request>[] = [
      // A path parameter that is not what the route expects.
      fc
        .tuple(fc.constantFrom(...Object.keys(valid.params), '_'), hostileValue)
        .map(([key, value]) => ({ ...valid, params: { ...valid.params, [key]: asText(value) } })),
      // A query value broken, a key repeated, or an unknown or prototype key added.
      fc
        .tuple(
          fc.constantFrom('__proto__', 'constructor', 'page', 'date', 'limit', 'status'),
          hostileValue,
        )
        .map(([key, value]) => ({
          ...valid,
          query: [valid.query, `${key}=${encodeSegment(asText(value))}`, `${key}=1`]
            .filter(Boolean)
            .join('&'),
        })),
      // The JSON body broken (or one sent where none is expected).
      mutatedJson(validPart(endpoint, 'body')).map((body) => ({ ...valid, body })),
      fc
        .constantFrom('{', '[]', '"text"', '123', 'null', '{"a":', '\u0000')
        .map((body) => ({ ...valid, body })),
    ];
    return fc.oneof(...mutations);
  });
}

/** Percent-encoded; a lone surrogate, which has no UTF-8 form, as the bytes of one (invalid UTF-8). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathOf(endpoint: NamedEndpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeSegment(params[name] ?? 'x'),
  );
}

async function send(endpoint: NamedEndpoint, input: Request, asAdmin: boolean) {
  const url = `${API_BASE_PATH}${pathOf(endpoint, input.params)}${input.query ? `?${input.query}` : ''}`;
  let call = request(t.app)[endpoint.method](url);
  if (asAdmin) call = call.set(bearer(admin));
  if (input.body !== undefined && endpoint.method !== 'get') {
    call = call.set('Content-Type', 'application/json').send(input.body);
  }
  return call;
}

/** A valid request with every optional field present, then one request per field and probe. */
function probeRequests(endpoint: NamedEndpoint): Request[] {
  const complete = (part: Part) => {
    const schema = endpoint[part];
    return schema
      ? validArbitrary(jsonSchemaOf(schema), part, pool, { complete: true })
      : fc.constant({});
  };
  const [sample] = fc.sample(fc.tuple(complete('params'), complete('query'), complete('body')), {
    seed: SEED,
    numRuns: 1,
  });
  const [params, query, body] = sample ?? [{}, {}, {}];
  const base = { params: asParams(params), query: objectOrEmpty(query), body };
  const build = (next: { params?: Record<string, string>; query?: object; body?: unknown }) => ({
    params: next.params ?? base.params,
    query: toQueryString(objectOrEmpty(next.query ?? base.query)),
    body: endpoint.body ? JSON.stringify(next.body ?? base.body) : undefined,
  });
  const requests: Request[] = [];
  for (const [key, value] of Object.entries(base.params)) {
    for (const probe of probesFor(key, value)) {
      requests.push(build({ params: { ...base.params, [key]: asText(probe) } }));
    }
  }
  for (const [key, value] of Object.entries(base.query)) {
    for (const probe of probesFor(key, asText(value))) {
      requests.push(build({ query: { ...base.query, [key]: probe } }));
    }
  }
  for (const path of pathsOf(base.body)) {
    const key = String(path.at(-1) ?? '');
    for (const probe of probesFor(key, valueAt(base.body, path))) {
      requests.push(build({ body: replaceAt(base.body, path, probe) }));
    }
  }
  return requests;
}

describe('every field of every endpoint refuses a NUL, an impossible date or a huge number without a 5xx', () => {
  it.each(ENDPOINT_LIST.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const declared = new Set(errorStatusesOf(endpoint).filter((status) => status >= 500));
      for (const input of probeRequests(endpoint)) {
        const res = await send(endpoint, input, true);
        if (declared.has(res.status)) continue;
        expect(
          res.status,
          `${endpoint.method.toUpperCase()} ${endpoint.path} ${JSON.stringify(input).slice(0, 600)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
        ).toBeLessThan(500);
      }
    },
  );
});

describe('every endpoint of the catalogue answers hostile input without a 5xx', () => {
  it.each(ENDPOINT_LIST.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const declared = new Set(errorStatusesOf(endpoint).filter((status) => status >= 500));
      for (const [who, runs] of [
        ['admin', RUNS.admin],
        ['visitor', RUNS.visitor],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              { weight: 1, arbitrary: validRequest(endpoint) },
              { weight: 3, arbitrary: mutatedRequest(endpoint) },
            ),
            async (input) => {
              const res = await send(endpoint, input, who === 'admin');
              if (declared.has(res.status)) return;
              expect(
                res.status,
                `${who} ${endpoint.method.toUpperCase()} ${endpoint.path} ${JSON.stringify(input).slice(0, 600)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
              ).toBeLessThan(500);
            },
          ),
          { numRuns: runs, seed: SEED, endOnFailure: true },
        );
      }
    },
  );
});
