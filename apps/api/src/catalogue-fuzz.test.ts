import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINT_LIST, errorStatusesOf, type NamedEndpoint } from '@padel/contract';
import { bearer, loginAdmin, type SignedIn } from '../test/auth';
import { createTestUser, listCourtIds } from '../test/bookings';
import {
  BROKEN_JSON_BODIES,
  hostileValue,
  jsonSchemaOf,
  mutatedJson,
  pathsOf,
  probesFor,
  replaceAt,
  STACK_TRACE,
  validArbitrary,
  valueAt,
  type FuzzPool,
} from '../test/schema-arbitrary';
import { createTestContext, type TestContext } from '../test/test-context';

// Every endpoint of the catalogue, called with inputs made from its own schemas and then
// broken (wrong types, missing fields, huge and control-laden strings, extreme numbers and
// dates, prototype keys), with bodies that are not JSON and broken multipart bodies, as an
// admin and as a visitor: no answer may be a 5xx other than one the catalogue names for that
// entry (502 when JazzCash does not answer, 503 in maintenance), and none may show a stack
// trace. Any other 5xx is the api's fault whatever the input.

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
      for (const input of probeRequests(endpoint)) {
        const res = await send(endpoint, input, true);
        expectSafeAnswer(endpoint, res, JSON.stringify(input).slice(0, 600));
      }
    },
  );
});

describe('every endpoint of the catalogue answers hostile input without a 5xx', () => {
  it.each(ENDPOINT_LIST.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
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
              expectSafeAnswer(endpoint, res, `${who} ${JSON.stringify(input).slice(0, 600)}`);
            },
          ),
          { numRuns: runs, seed: SEED, endOnFailure: true },
        );
      }
    },
  );
});

/** What must never come back, whatever was sent: an undeclared 5xx, or the server's insides. */
function expectSafeAnswer(
  endpoint: NamedEndpoint,
  res: { status: number; text: string },
  what: string,
) {
  const declared = new Set(errorStatusesOf(endpoint).filter((status) => status >= 500));
  const detail = `${endpoint.method.toUpperCase()} ${endpoint.path} ${what} -> ${res.status} ${res.text.slice(0, 300)}`;
  // A document the entry answers (the reference page's script) is not read for stack frames.
  const isDocument = Boolean(endpoint.raw) && res.status < 400;
  if (!isDocument) expect(res.text, detail).not.toMatch(STACK_TRACE);
  if (!declared.has(res.status)) expect(res.status, detail).toBeLessThan(500);
}

/** Every entry that reads a body (a JSON body, a form post or an upload). */
const WITH_BODY = ENDPOINT_LIST.filter((endpoint) => endpoint.method !== 'get');

/** An endpoint's path with its parameters filled by ids that exist. */
const filledPath = (endpoint: NamedEndpoint) =>
  `${API_BASE_PATH}${endpoint.path.replace(/\{\w+\}/g, () => pool.ids[0] ?? randomUUID())}`;

/** A body sent as it is, with the Content-Type given, as the admin. */
function sendRaw(endpoint: NamedEndpoint, contentType: string, body: string) {
  const call = request(t.app)[endpoint.method](filledPath(endpoint));
  return call.set(bearer(admin)).set('Content-Type', contentType).send(body);
}

describe('every endpoint that reads a body refuses one that is not JSON without a 5xx', () => {
  it.each(WITH_BODY.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      for (const body of BROKEN_JSON_BODIES) {
        const res = await sendRaw(endpoint, 'application/json', body);
        expectSafeAnswer(endpoint, res, JSON.stringify(body).slice(0, 80));
      }
    },
  );
});

const BOUNDARY = 'fuzzboundary';
const part = (headers: string, content: string) =>
  `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;

/** Multipart bodies a browser would never send, with the Content-Type each comes with. */
function brokenMultipartBodies(field: string): { what: string; type: string; body: string }[] {
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = (name: string, filename: string, type = 'image/png') =>
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`;
  return [
    { what: 'no boundary', type: 'multipart/form-data', body: 'x' },
    { what: 'empty', type: typed, body: '' },
    { what: 'another boundary', type: typed, body: '--other\r\n\r\nx\r\n--other--' },
    { what: 'cut off in a file', type: typed, body: part(file(field, 'a.png'), '\x89PNG') },
    {
      what: 'cut off in a header',
      type: typed,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
    },
    { what: 'a part without headers', type: typed, body: `${part('', 'x')}--${BOUNDARY}--` },
    {
      what: 'a hostile file name',
      type: typed,
      body: `${part(file(field, '../../x\u0000\u202e.png'), 'x')}--${BOUNDARY}--`,
    },
    {
      what: 'a text file',
      type: typed,
      body: `${part(file(field, 'a.txt', 'text/plain'), 'x')}--${BOUNDARY}--`,
    },
    {
      what: 'two files',
      type: typed,
      body: `${part(file(field, 'a.png'), 'x')}${part(file(field, 'b.png'), 'y')}--${BOUNDARY}--`,
    },
    {
      what: 'the wrong field',
      type: typed,
      body: `${part(file('other', 'a.png'), 'x')}--${BOUNDARY}--`,
    },
    {
      what: '500 text fields',
      type: typed,
      body: `${Array.from({ length: 500 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'v')).join('')}--${BOUNDARY}--`,
    },
  ];
}

describe('every endpoint that reads a body refuses a broken multipart body without a 5xx', () => {
  it.each(WITH_BODY.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      for (const { what, type, body } of brokenMultipartBodies(endpoint.upload ?? 'file')) {
        const res = await sendRaw(endpoint, type, body);
        expectSafeAnswer(endpoint, res, what);
      }
    },
  );
});
