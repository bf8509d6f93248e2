import type { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '@padel/contract';
import { createApiRouter } from './app';
import { toExpressPath } from './http/endpoint-route';
import type { OpenApiDocument } from './openapi/openapi-document';
import { createTestContext, type TestContext } from '../test/test-context';

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> } };

/** Every METHOD path the api router defines, read from the router itself. */
function listRoutes(router: Router): string[] {
  return (router.stack as RouteLayer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method} ${layer.route!.path}`)
      : [],
  );
}

const count = (items: string[]) =>
  items.reduce(
    (counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1),
    new Map<string, number>(),
  );

describe('the endpoint catalogue', () => {
  let t: TestContext;
  let routes: string[];
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestContext();
    routes = listRoutes(createApiRouter(t, t.services));
    doc = (await request(t.app).get('/api/v1/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('names each endpoint once', () => {
    const calls = ENDPOINT_LIST.map((entry) => `${entry.method} ${entry.path}`);
    expect([...count(calls)].filter(([, n]) => n > 1)).toEqual([]);
    expect(ENDPOINT_LIST.length).toBeGreaterThan(90);
  });

  it('gives every entry exactly one route, and the api no route outside it', () => {
    const mounted = count(routes);
    const expected = ENDPOINT_LIST.map((entry) => `${entry.method} ${toExpressPath(entry.path)}`);
    expect(expected.filter((call) => mounted.get(call) !== 1)).toEqual([]);
    expect(routes.filter((call) => !expected.includes(call))).toEqual([]);
    expect(routes).toHaveLength(ENDPOINT_LIST.length);
  });

  it('gives every entry exactly one OpenAPI operation, and the document no other', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    const expected = ENDPOINT_LIST.map((entry) => `${entry.method} ${entry.path}`);
    expect(expected.filter((call) => !operations.includes(call))).toEqual([]);
    expect(operations.filter((call) => !expected.includes(call))).toEqual([]);
    expect(operations).toHaveLength(ENDPOINT_LIST.length);
  });

  it('declares every path parameter the path names, and no other', () => {
    const mismatched = ENDPOINT_LIST.filter((entry) => {
      const inPath = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared =
        entry.params && 'shape' in entry.params
          ? Object.keys((entry.params as unknown as { shape: object }).shape).sort()
          : [];
      return inPath.join(',') !== declared.join(',');
    }).map((entry) => entry.name);
    expect(mismatched).toEqual([]);
  });
});
