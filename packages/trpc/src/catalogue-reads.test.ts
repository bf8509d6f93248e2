import { describe, expect, it } from 'vitest';
import type { TrpcContext } from './context';
import { createCatalogueReads, type ReadRequest } from './catalogue-reads';
import { createAppRouter } from './root-router';
import { UpstreamError, type UpstreamRequest } from './upstream';

const COURT_ID = '3f0c8a52-1f7e-4c1a-9a51-7a1c2b3d4e5f';
const answerRead = createCatalogueReads(createAppRouter({ checkAnswers: false }));

/** A context whose api answers each path with the given text, or fails as told. */
function contextAnswering(answers: Record<string, string | UpstreamError>) {
  const sent: UpstreamRequest[] = [];
  const callText = async (request: UpstreamRequest) => {
    sent.push(request);
    const answer = answers[request.path];
    if (answer === undefined) throw new Error(`unexpected call to ${request.path}`);
    if (answer instanceof UpstreamError) throw answer;
    return answer;
  };
  const ctx = {
    upstream: { callText },
    refresher: { refresh: async () => null },
    store: { mode: 'cookie', get: () => ({}), set: async () => {}, clear: async () => {} },
    signPayLink: async () => '',
  } as unknown as TrpcContext;
  return { sent, createContext: async () => ctx };
}

const read = (path: string, input?: unknown, isBatch = false): ReadRequest => {
  const searchParams = new URLSearchParams();
  if (isBatch) searchParams.set('batch', '1');
  if (input !== undefined) searchParams.set('input', JSON.stringify(input));
  return { path: encodeURIComponent(path), searchParams, wantsStream: false };
};

describe('pass-through reads answered outside tRPC', () => {
  it('copies the api’s data into the answer as the api wrote it', async () => {
    const api = contextAnswering({
      '/courts': '{"success":true,"data":{"courts":[{"id":"x","extra":1}]}}',
    });
    const answer = await answerRead(read('courts.list'), api.createContext);
    expect(answer).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', vary: 'trpc-accept, accept' },
      body: '{"result":{"data":{"courts":[{"id":"x","extra":1}]}}}',
    });
  });

  it('reads an envelope of another shape as the checked path reads it', async () => {
    const api = contextAnswering({ '/courts': '{"success":true,"message":"Here","data":[1,2]}' });
    const answer = await answerRead(read('courts.list'), api.createContext);
    expect(JSON.parse(answer?.body ?? '')).toEqual({ result: { data: [1, 2] } });
  });

  it('sends the parsed input to the entry’s path and query', async () => {
    const api = contextAnswering({
      [`/courts/${COURT_ID}/availability`]: '{"success":true,"data":{}}',
    });
    await answerRead(
      read('courts.availability', { id: COURT_ID, date: '2026-06-18' }),
      api.createContext,
    );
    expect(api.sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/courts/${COURT_ID}/availability`,
        query: { date: '2026-06-18', duration: 60 },
      }),
    ]);
  });

  it('answers a batch in order, 207 when only some calls succeed, with tRPC’s error shape', async () => {
    const api = contextAnswering({
      '/courts': '{"success":true,"data":{"courts":[]}}',
      '/business/public': new UpstreamError(503, 'Down for maintenance'),
    });
    const answer = await answerRead(
      read('courts.list,business.public', {}, true),
      api.createContext,
    );
    expect(answer?.status).toBe(207);
    expect(JSON.parse(answer?.body ?? '')).toEqual([
      { result: { data: { courts: [] } } },
      {
        error: {
          message: 'Down for maintenance',
          code: -32603,
          data: {
            code: 'SERVICE_UNAVAILABLE',
            httpStatus: 503,
            path: 'business.public',
            status: 503,
            errors: [],
          },
        },
      },
    ]);
  });

  it.each([
    ['a mutation', read('courts.create', { name: 'A' })],
    ['a procedure of the gateway’s own', read('auth.session')],
    ['an unknown procedure', read('courts.nothing')],
    ['input that does not parse', read('courts.availability', { id: 'x' })],
    ['a batch holding one of those', read('courts.list,auth.session', {}, true)],
    ['a streamed answer', { ...read('courts.list'), wantsStream: true }],
  ])('leaves %s to tRPC, calling nothing', async (_what, request) => {
    const api = contextAnswering({});
    expect(await answerRead(request, api.createContext)).toBeUndefined();
    expect(api.sent).toEqual([]);
  });
});
