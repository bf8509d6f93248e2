import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '@padel/contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { Validator } from '@seriousme/openapi-schema-validator';
import { lintOpenApi } from '../../scripts/lint-openapi';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument } from './openapi-document';
import { referenceBundlePath } from './reference-page';

/** `/courts/{id}` and `/courts/{courtId}` are the same path. */
const shapeOf = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

function collectRefs(value: unknown, refs: Set<string>) {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') refs.add(child);
      else collectRefs(child, refs);
    }
  }
}

describe('OpenAPI document', () => {
  let t: TestContext;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestContext();
    const res = await request(t.app)
      .get('/api/v1/openapi.json')
      .expect(200)
      .expect('Content-Type', /json/);
    doc = res.body;
  });
  afterAll(() => t.close());

  const operation = (method: string, p: string) => {
    const found = Object.entries(doc.paths).find(([docPath]) => shapeOf(docPath) === shapeOf(p));
    return found?.[1][method];
  };

  it('is OpenAPI 3.1 with the api’s security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('/api/v1');
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKeyBearer: { type: 'http', scheme: 'bearer' },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
  });

  it('documents every call of the endpoint catalogue, /health and the admin availability check', () => {
    const calls = Object.values(ENDPOINTS).map((entry) => ({
      method: entry.method,
      path: entry.path,
    }));
    // The catalogue holds over a hundred calls; one that lists few has lost its entries.
    expect(calls.length).toBeGreaterThan(90);
    expect(calls).toContainEqual({ method: 'get', path: '/auth/{provider}/request' });
    expect(calls).toContainEqual({ method: 'delete', path: '/admin/courts/{id}' });
    const missing = [
      ...calls,
      { method: 'get', path: '/health' },
      { method: 'get', path: '/admin/availability' },
    ].filter((call) => !operation(call.method, call.path));
    expect(missing).toEqual([]);
  });

  it('gives each call its parameters, body, envelope and errors', () => {
    const availability = operation('get', '/courts/{id}/availability');
    expect(availability?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['date', 'query', true],
      ['duration', 'query', false],
    ]);
    expect(availability?.security).toEqual([
      {},
      { bearerAuth: [] },
      { apiKeyBearer: ['availability:read'] },
      { apiKeyHeader: ['availability:read'] },
    ]);

    const createKey = operation('post', '/admin/api-keys');
    expect(createKey?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CreateApiKeyRequest',
    });
    const created = createKey?.responses['201'] as {
      content: Record<string, { schema: JsonSchema }>;
    };
    expect(created.content['application/json']?.schema).toMatchObject({
      required: ['success', 'data'],
      properties: {
        success: { const: true },
        data: { $ref: '#/components/schemas/CreateApiKeyAnswer' },
      },
    });
    expect(createKey?.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(createKey?.security).toEqual([{ bearerAuth: [] }]);

    const createBooking = operation('post', '/bookings');
    expect(createBooking?.parameters?.find((p) => p.name === 'Idempotency-Key')?.in).toBe('header');
    expect(createBooking?.['x-api-key-scope']).toBe('bookings:write');
    expect(
      operation('post', '/admin/courts/{id}/upload-image')?.requestBody?.content,
    ).toHaveProperty('multipart/form-data');
    expect(doc.components.schemas.ApiErrorBody).toMatchObject({
      properties: { success: { const: false }, message: { type: 'string' } },
    });
  });

  it('has a schema behind every reference and unique operation ids', () => {
    const refs = new Set<string>();
    collectRefs(doc, refs);
    const dangling = [...refs].filter((ref) => {
      const [, kind, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      const table =
        kind === 'schemas'
          ? doc.components.schemas
          : kind === 'responses'
            ? doc.components.responses
            : {};
      return !name || !(name in table);
    });
    expect(dangling).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the OpenAPI document’s quality', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(JSON.stringify(buildOpenApiDocument())) as Record<string, unknown>,
    );
    expect(validator.version).toBe('3.1');
    expect(result).toEqual({ valid: true });
  });

  it('has no error and no warning under Redocly’s recommended rules', () => {
    expect(lintOpenApi()).toEqual([]);
  }, 60_000);
});

describe('GET /api/v1/docs', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is Scalar’s reference reading this api’s document, with nothing from another host', async () => {
    const res = await request(t.app)
      .get('/api/v1/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text).toContain('data-url="/api/v1/openapi.json"');
    expect(res.text).toContain('<script src="/api/v1/docs/reference.js"></script>');
    expect(res.text).not.toMatch(/(src|href|url)="(https?:)?\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });

  it('serves the renderer’s bundle from the installed package', async () => {
    const res = await request(t.app)
      .get('/api/v1/docs/reference.js')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', /javascript/);
    expect((res.body as Buffer).equals(readFileSync(referenceBundlePath()))).toBe(true);
  });
});
