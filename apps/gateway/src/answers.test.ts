import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, ENDPOINT_LIST, pathParamNames, type NamedEndpoint } from '@padel/contract';
import { WITHOUT_PROCEDURE } from '@padel/trpc';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { startGateway } from './server';
import { STACK_ADMIN, STACK_GATEWAY_SECRET, startStack, type Stack } from '../test/stack';

// Production passes the api's answers on without parsing them again (CHECK_ANSWERS off, and reads
// answered outside tRPC's handler); tests and development parse them with the catalogue's schemas.
// These tests hold both ends: development and tests really check, and what production answers is
// exactly what the checking gateway answers, call by call.

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'padel-gateway-answers-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const silent = pino({ level: 'silent' });

describe('an answer that does not match the catalogue', () => {
  /** An api that answers every call with a court list that is not one (and a key the contract lacks). */
  const malformed = { success: true, data: { courts: 'not a list', secret: 'internal' } };
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    api = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(malformed));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const address = api.address();
    apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  async function courtsListThrough(env: Record<string, string | undefined>) {
    const gateway = await startGateway(
      loadGatewayConfig({
        DATA_DIR: newDataDir(),
        ...env,
        GATEWAY_PORT: '0',
        GATEWAY_HOST: '127.0.0.1',
        API_URL: apiUrl,
        SESSION_SECRET: 'answers-test-session-secret-0123456789abcdef',
        WEB_DIST_DIR: '/nonexistent',
      }),
      { logger: silent },
    );
    try {
      const res = await fetch(`${gateway.url}/trpc/courts.list`);
      const body: unknown = await res.json();
      return { status: res.status, body };
    } finally {
      await gateway.stop();
    }
  }

  it.each([
    ['the test runner’s own environment', { ...process.env }],
    ['development', { NODE_ENV: 'development' }],
    ['tests', { NODE_ENV: 'test' }],
    ['production with CHECK_ANSWERS=true', { NODE_ENV: 'production', CHECK_ANSWERS: 'true' }],
  ])('is refused with a 500 in %s', async (_where, env) => {
    const { status, body } = await courtsListThrough(env);
    expect(status).toBe(500);
    expect(body).toMatchObject({
      error: { message: 'An unexpected error occurred', data: { code: 'INTERNAL_SERVER_ERROR' } },
    });
    expect(JSON.stringify(body)).not.toContain('internal');
  });

  it('is passed on as the api wrote it in production, unparsed', async () => {
    const { status, body } = await courtsListThrough({ NODE_ENV: 'production' });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { data: malformed.data } });
  });
});

describe('the answers of production and of a checking gateway', () => {
  let stack: Stack;
  let production: Awaited<ReturnType<typeof startGateway>>;
  let productionUrl: string;
  let cookie: string;
  let courtId: string;
  const date = '2026-06-18';

  beforeAll(async () => {
    stack = await startStack();
    // The production read path with the stack's cookie name and session secret, so one session
    // cookie is good on both gateways.
    production = await startGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        CHECK_ANSWERS: 'false',
        GATEWAY_PORT: '0',
        GATEWAY_HOST: '127.0.0.1',
        API_URL: stack.apiUrl,
        SESSION_SECRET: stack.sessionSecret,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        GATEWAY_SECRET: STACK_GATEWAY_SECRET,
      }),
      { logger: silent },
    );
    productionUrl = production.url.replace('localhost', '127.0.0.1');
    const browser = stack.browser();
    await browser.client.auth.login.mutate(STACK_ADMIN);
    cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const courts = await browser.client.courts.list.query();
    courtId = courts.courts[0]?.id ?? '';
    expect(courtId).not.toBe('');
  });
  afterAll(async () => {
    await production?.stop();
    await stack?.stop();
  });

  /** The same request to both gateways: status, content type, vary and body must be equal. */
  async function expectSameAnswer(pathAndQuery: string, headers: Record<string, string> = {}) {
    const [checked, passed] = await Promise.all(
      [stack.gatewayUrl, productionUrl].map(async (base) => {
        const res = await fetch(`${base}${pathAndQuery}`, {
          headers: { [CSRF_HEADER]: '1', ...headers },
        });
        const text = await res.text();
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          vary: res.headers.get('vary'),
          body: JSON.parse(text) as unknown,
        };
      }),
    );
    expect.soft(passed, pathAndQuery).toEqual(checked);
    return checked!;
  }

  /** Path parameters for a catalogue entry: the stack's court where one is meant, else an unknown id. */
  function inputFor(entry: NamedEndpoint): Record<string, unknown> | undefined {
    const values: Record<string, unknown> = {
      id: entry.name.includes('courts') ? courtId : randomUUID(),
      courtId,
      date,
      day: 'monday',
      bookingId: randomUUID(),
      transactionId: randomUUID(),
    };
    const params = pathParamNames(entry.path);
    if (entry.name === 'courts.availability' || entry.name === 'hours.daySlots') {
      return {
        ...Object.fromEntries(params.map((name) => [name, values[name]])),
        date,
        duration: 60,
      };
    }
    return params.length
      ? Object.fromEntries(params.map((name) => [name, values[name]]))
      : undefined;
  }

  const reads = ENDPOINT_LIST.filter(
    (entry) => entry.method === 'get' && !entry.raw && !(entry.name in WITHOUT_PROCEDURE),
  );
  const url = (name: string, input: unknown) =>
    `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

  it('are the same for every read of the catalogue, signed in as an admin and anonymous', async () => {
    expect(reads.length).toBeGreaterThan(30);
    const statuses = new Set<number>();
    for (const entry of reads) {
      const input = inputFor(entry);
      statuses.add((await expectSameAnswer(url(entry.name, input), { cookie })).status);
      statuses.add((await expectSameAnswer(url(entry.name, input))).status);
    }
    // Answers and refusals both: data, 401 anonymous, 404 unknown ids.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 404]));
  });

  it('are the same for a court’s availability, with no input, empty input and input that does not parse', async () => {
    const answer = await expectSameAnswer(
      url('courts.availability', { id: courtId, date, duration: 60 }),
    );
    expect(answer).toMatchObject({
      status: 200,
      type: 'application/json',
      body: {
        result: {
          data: { timeSlots: expect.arrayContaining([expect.objectContaining({ date })]) },
        },
      },
    });
    await expectSameAnswer('/trpc/courts.list');
    await expectSameAnswer(url('courts.list', {}));
    expect(
      (await expectSameAnswer(url('courts.availability', { id: courtId, date: 'soon' }))).status,
    ).toBe(400);
    expect((await expectSameAnswer('/trpc/courts.list?input=%7Bnot-json')).status).toBe(400);
    expect((await expectSameAnswer('/trpc/courts.nothing')).status).toBe(404);
    // A mutation asked for with GET is tRPC's to refuse, on both.
    expect((await expectSameAnswer('/trpc/courts.create')).status).toBe(405);
  });

  it('are the same for batches: all answered, and answered in part (207)', async () => {
    const names = ['courts.list', 'courts.availability', 'business.public', 'auth.profile'];
    const inputs = { 1: { id: courtId, date, duration: 60 } };
    const batch = `/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
    const signedIn = await expectSameAnswer(batch, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveLength(4);
    const anonymous = await expectSameAnswer(batch);
    expect(anonymous.status).toBe(207);
    const unknownCourt = { 0: { id: randomUUID(), date, duration: 60 } };
    const missing = await expectSameAnswer(
      `/trpc/courts.availability?batch=1&input=${encodeURIComponent(JSON.stringify(unknownCourt))}`,
    );
    expect(missing.status).toBe(404);
    // A batch with a procedure of the gateway's own goes to tRPC whole, on both.
    await expectSameAnswer(`/trpc/courts.list,auth.session?batch=1&input=%7B%7D`, { cookie });
  });

  it('a signed-in read through the production path refreshes an expired session once and sets the new cookie', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate(STACK_ADMIN);
    const sessionCookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    stack.clock.advance(16 * 60_000);
    const before = production.refresher.refreshCallCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${productionUrl}/trpc/auth.profile`, { headers: { cookie: sessionCookie } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(production.refresher.refreshCallCount() - before).toBe(1);
    expect(answers[0]?.headers.getSetCookie().some((c) => c.startsWith('padel_session='))).toBe(
      true,
    );
    expect(await answers[0]?.json()).toMatchObject({
      result: { data: { user: { email: STACK_ADMIN.email } } },
    });
  });
});
