import { z } from 'zod';
import * as contract from '@padel/contract';
import { ENDPOINT_LIST, ENDPOINT_TAGS, errorStatusesOf, type Endpoint } from '@padel/contract';
import { defineRecordKeys, pruneUnusedSchemas, SCHEMA_PREFIX } from './openapi-schema-passes';
import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
} from './openapi-types';

export type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
} from './openapi-types';

// The OpenAPI 3.1 document is generated from the contract's zod schemas (zod 4's JSON Schema
// output is draft 2020-12, which OpenAPI 3.1 takes as it is), so it cannot drift from what the
// api validates and answers.

const REQUEST_SUFFIXES = [
  'Request',
  'Query',
  'Params',
  'Input',
  'Form',
  'Patch',
  'Body',
  'Envelope',
];

const ERROR_RESPONSES: Record<number, [string, string]> = {
  400: ['BadRequest', 'The input is not valid; `message` is the first field’s message.'],
  401: [
    'Unauthorized',
    'No credential, or one that is invalid, expired, revoked or of a suspended account.',
  ],
  403: [
    'Forbidden',
    'The role (or, for an API key, the scope: `Insufficient scope`) does not allow this.',
  ],
  404: ['NotFound', 'No such record (or not one the caller may see).'],
  409: [
    'Conflict',
    'The request conflicts with the current state (a taken slot, a used Idempotency-Key, …).',
  ],
  413: ['PayloadTooLarge', 'The body is larger than the limit (100 kb for JSON).'],
  415: ['UnsupportedMediaType', 'A body that is not JSON (or the upload’s type is not an image).'],
  429: ['TooManyRequests', 'Too many requests; try again later.'],
  502: ['BadGateway', 'The payment provider did not answer.'],
  503: ['ServiceUnavailable', 'Maintenance mode: new bookings are paused.'],
};

/** Of two names for one schema, the one that says what it is in a call ('LoginRequest', not 'LoginForm'). */
function rankName(name: string): number {
  if (name.endsWith('Form')) return 2;
  if (name.endsWith('Query') || name.endsWith('Params')) return 1;
  return 0;
}

/** Every contract schema by its export name without the Z ('Booking'). */
function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contract)) {
    if (!/^Z[A-Z]/.test(exportName) || !(value instanceof z.ZodType)) continue;
    const name = exportName.slice(1);
    const known = names.get(value);
    const isBetter =
      !known ||
      rankName(name) < rankName(known) ||
      (rankName(name) === rankName(known) && name.length < known.length);
    if (isBetter) names.set(value, name);
  }
  return names;
}

const isRequestName = (name: string) => REQUEST_SUFFIXES.some((suffix) => name.endsWith(suffix));

function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function operationIdOf(endpoint: Endpoint): string {
  const words = endpoint.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By ${segment.slice(1, -1)}` : segment));
  const id = pascalCase(words.join(' '));
  return `${endpoint.method}${id}`;
}

function stripDialect(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

function toStandalone(schema: z.ZodType): JsonSchema {
  return stripDialect(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }),
  );
}

/** Path, query or header parameters from an object schema's properties. */
function toParameters(
  schema: z.ZodType | undefined,
  location: 'path' | 'query',
): ParameterObject[] {
  if (!schema) return [];
  const json = toStandalone(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  const agent: Record<string, string[]>[] = endpoint.scope
    ? [{ apiKeyBearer: [endpoint.scope] }, { apiKeyHeader: [endpoint.scope] }]
    : [];
  switch (endpoint.access) {
    case 'public':
      return endpoint.scope ? [{}, ...agent] : [];
    case 'optional':
      return [{}, { bearerAuth: [] }, ...agent];
    default:
      return [{ bearerAuth: [] }, ...agent];
  }
}

/** Builds the whole document from the contract's endpoint catalogue. */
export function buildOpenApiDocument(): OpenApiDocument {
  const names = contractSchemaNames();
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const inputIds = new Map<z.ZodType, string>();
  const outputIds = new Map<z.ZodType, string>();
  const register = (
    registry: typeof inputs,
    ids: Map<z.ZodType, string>,
    schema: z.ZodType,
    fallback: string,
  ) => {
    const known = ids.get(schema);
    if (known) return known;
    const id = names.get(schema) ?? fallback;
    registry.add(schema, { id });
    ids.set(schema, id);
    return id;
  };

  // Answers and the entities they are made of share component names (Booking, Court, User, …).
  for (const [schema, name] of names) {
    if (!isRequestName(name)) register(outputs, outputIds, schema, name);
  }
  const errorBodyId = register(outputs, outputIds, contract.ZApiErrorBody, 'ApiErrorBody');
  const plans = ENDPOINT_LIST.map((endpoint) => {
    const base = pascalCase(`${endpoint.method} ${endpoint.path}`);
    return {
      endpoint,
      bodyId: endpoint.body
        ? register(inputs, inputIds, endpoint.body, `${base}Request`)
        : undefined,
      answerId: endpoint.data
        ? register(outputs, outputIds, endpoint.data, `${base}Answer`)
        : endpoint.raw?.schema
          ? register(outputs, outputIds, endpoint.raw.schema, `${base}Answer`)
          : undefined,
    };
  });

  const generate = (registry: typeof inputs, io: 'input' | 'output') => {
    const { schemas } = z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      uri: (id) => `${SCHEMA_PREFIX}${id}`,
    }) as { schemas: Record<string, JsonSchema> };
    return Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => [id, stripDialect(schema)]),
    );
  };
  const schemas = { ...generate(outputs, 'output'), ...generate(inputs, 'input') };
  defineRecordKeys(schemas);

  const paths: OpenApiDocument['paths'] = {};
  for (const { endpoint, bodyId, answerId } of plans) {
    const status = String(endpoint.status ?? 200);
    const ref = (id: string) => ({ $ref: `${SCHEMA_PREFIX}${id}` });
    const success = endpoint.raw
      ? {
          description: endpoint.raw.description,
          content: { [endpoint.raw.contentType]: { schema: answerId ? ref(answerId) : {} } },
        }
      : {
          description: 'Success: the api’s envelope `{success: true, message?, data}`.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'data'],
                properties: {
                  success: { const: true },
                  message: { type: 'string' },
                  data: answerId ? ref(answerId) : { type: 'null' },
                },
              },
            },
          },
        };
    const responses: Record<string, JsonSchema> = { [status]: success };
    // Any call may be refused 401: a credential that is sent is checked even on public calls.
    for (const code of new Set([...errorStatusesOf(endpoint), 401].sort((a, b) => a - b))) {
      responses[String(code)] = {
        $ref: `#/components/responses/${ERROR_RESPONSES[code]?.[0] ?? 'Error'}`,
      };
    }
    responses.default = { $ref: '#/components/responses/Error' };

    const parameters = [
      ...toParameters(endpoint.params, 'path'),
      ...toParameters(endpoint.query, 'query'),
      ...(endpoint.headers ?? []).map((header) => ({
        name: header.name,
        in: 'header' as const,
        required: header.required,
        description: header.description,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
      })),
    ];
    const requestBody = endpoint.upload
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: [endpoint.upload],
                properties: { [endpoint.upload]: { type: 'string', contentMediaType: 'image/*' } },
              },
            },
          },
        }
      : bodyId
        ? {
            required: true,
            content: {
              [endpoint.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: { $ref: `${SCHEMA_PREFIX}${bodyId}` },
              },
            },
          }
        : undefined;
    const operation: OperationObject = {
      operationId: operationIdOf(endpoint),
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [endpoint.tag],
      security: securityOf(endpoint),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      'x-access': endpoint.access,
      ...(endpoint.scope ? { 'x-api-key-scope': endpoint.scope } : {}),
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation };
  }

  const tags = Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description }));
  const errorRef = { $ref: `${SCHEMA_PREFIX}${errorBodyId}` };
  const responses: Record<string, JsonSchema> = {
    Error: {
      description: 'A failure: `{success: false, message, errors[]}`.',
      content: { 'application/json': { schema: errorRef } },
    },
  };
  for (const [name, description] of Object.values(ERROR_RESPONSES)) {
    responses[name] = { description, content: { 'application/json': { schema: errorRef } } };
  }

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Padel court booking API',
      version: '1.0.0',
      // Not open source: use of the api is governed by the venue's terms, on the product host.
      license: { name: 'Proprietary (the venue’s terms of use)', url: '/terms' },
      description: [
        'The REST api of the venue’s court booking platform, under the base path /api/v1.',
        'Every success answers `{success: true, message?, data}`; every failure `{success: false, message, errors: [{field, message}]}` with an HTTP status.',
        'Dates are venue-local (Asia/Karachi, UTC+5) `yyyy-MM-dd`, times `HH:MM`; amounts are whole Pakistani rupees.',
        'Messages (`message`, `errors[].message`) are English or Urdu: a signed-in player’s saved `language`, else what `Accept-Language` asks for (`ur`, `ur-PK`, `ur-IN`: Urdu; anything else: English). Admin calls answer in English.',
        'Players and staff send `Authorization: Bearer <access token>` (a JWT from /auth/login). Partner agents send their API key token as `Authorization: Bearer <token>` or `X-API-Key: <token>`; each call an agent may make names the scope it needs (x-api-key-scope).',
        'Partner agents: the key’s token is shown once, when an admin creates the key. A revoked key, or an agent who is suspended, gets 401; a call the key’s scopes do not allow gets 403 `Insufficient scope`; more than 300 calls a minute per key get 429. New bookings need an `Idempotency-Key` header.',
      ].join('\n\n'),
    },
    servers: [{ url: contract.API_BASE_PATH, description: 'This host' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Players, staff and admins: the access token from sign-in (15 minutes; refresh with /auth/refresh-token).',
        },
        apiKeyBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Partner agents: the API key token (sk_…) as a bearer token.',
        },
        apiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'Partner agents: the API key token (sk_…) in the X-API-Key header.',
        },
      },
      responses,
    },
  };
  pruneUnusedSchemas(document);
  return document;
}
