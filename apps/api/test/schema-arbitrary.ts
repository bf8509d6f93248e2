import fc from 'fast-check';
import { z } from 'zod';
import { addDays } from '@padel/domain';
import { TEST_TODAY } from './now';

// fast-check arbitraries for the endpoint catalogue's schemas, read through their JSON Schema
// (`z.toJSONSchema`), and the mutations the fuzz test sends. The contract's text rules are zod
// refinements that JSON Schema cannot carry, so a string is shaped by its property's name
// (a `date`, a `phone`) where the schema says only "string".

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Values the generated requests may name: ids that exist, so calls reach past the lookup. */
export type FuzzPool = { ids: readonly string[] };

const DATES = Array.from({ length: 8 }, (_, n) => addDays(TEST_TODAY, n * 4));
const HALF_HOURS = Array.from({ length: 48 }, (_, n) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(n / 2))}:${n % 2 ? '30' : '00'}`;
});

let emailCounter = 0;

/** A value the contract accepts for a string property of this name, when the name says what it is. */
function stringByName(key: string): fc.Arbitrary<string> | undefined {
  const name = key.toLowerCase();
  if (/(^|[a-z])(date|start|end)$/.test(name) && !name.includes('time')) {
    return fc.constantFrom(...DATES);
  }
  if (/maintenance$/.test(name)) return fc.constantFrom(...DATES);
  if (/time$|timefrom$|^open$|^close$/.test(name)) return fc.constantFrom(...HALF_HOURS);
  if (name.includes('email')) {
    return fc.constant(null).map(() => `fuzz${(emailCounter += 1)}@example.com`);
  }
  if (name === 'mobilenumber') return fc.constant('03123456789');
  if (name === 'cnic') return fc.constant('123456');
  if (name.includes('phone')) return fc.constant('+923001234567');
  if (name.includes('password')) return fc.constant('Secret123');
  if (name === 'otp') return fc.constant('123456');
  if (name === 'confirmdeletion') return fc.constant('WRONG');
  if (name.includes('url') || name === 'website' || name === 'image') {
    return fc.constant('https://example.com/picture.png');
  }
  if (name === 'ios' || name === 'android') return fc.constant('1.0.0');
  if (name.endsWith('color')) return fc.constantFrom('orange', '#ffaa00');
  if (name.includes('name')) return fc.constantFrom('Ali', 'Sara Khan', 'Zoë');
  return undefined;
}

function numberByName(key: string): fc.Arbitrary<number> | undefined {
  const name = key.toLowerCase();
  if (name.includes('duration')) return fc.constantFrom(30, 60, 90, 120);
  if (name.includes('percentage')) return fc.integer({ min: 0, max: 100 });
  if (name === 'capacity') return fc.integer({ min: 2, max: 6 });
  if (name === 'page' || name === 'limit') return fc.integer({ min: 1, max: 5 });
  if (name === 'year') return fc.constant(Number(TEST_TODAY.slice(0, 4)));
  if (name === 'amount') return fc.integer({ min: 1, max: 2000 });
  if (/price|minutes|hour|duration/.test(name)) return fc.integer({ min: 0, max: 5000 });
  return undefined;
}

function stringArbitrary(schema: JsonSchema, key: string, pool: FuzzPool): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.constantFrom(...pool.ids);
  if (schema.format === 'date-time') {
    return fc.constantFrom(...DATES).map((date) => `${date}T05:00:00.000Z`);
  }
  const named = stringByName(key);
  if (named) return named;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern JavaScript cannot read falls through to a short text.
    }
  }
  return fc.string({
    minLength: Math.max(1, schema.minLength ?? 1),
    maxLength: Math.min(schema.maxLength ?? 20, 20),
  });
}

/** Whole numbers: every amount, count and minute in the contract is one. */
function numberArbitrary(schema: JsonSchema, key: string): fc.Arbitrary<number> {
  const named = numberByName(key);
  if (named) return named;
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = Math.min(schema.maximum ?? 1000, min + 1000);
  return fc.integer({ min, max });
}

/**
 * A value that `schema` (a JSON Schema of the contract) describes as valid. `complete` gives
 * every optional property too, so that each field can be probed.
 */
export function validArbitrary(
  schema: JsonSchema,
  key: string,
  pool: FuzzPool,
  options: { complete?: boolean } = {},
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    return fc.oneof(...choices.map((choice) => validArbitrary(choice, key, pool, options)));
  }
  if (schema.allOf?.length) {
    // An intersection of objects (a gateway procedure's path parameters and body) is one
    // object with the properties of each.
    const parts = schema.allOf;
    if (parts.every((part) => part.properties)) {
      const merged: JsonSchema = {
        type: 'object',
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => part.required ?? []),
      };
      return validArbitrary(merged, key, pool, options);
    }
    return validArbitrary(parts[0]!, key, pool, options);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nonNull = types.filter((type) => type !== 'null');
  const type = nonNull[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(schema, key, pool);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, key);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}, key, pool, options), {
        minLength: options.complete ? Math.max(1, schema.minItems ?? 0) : (schema.minItems ?? 0),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          validArbitrary(property, name, pool, options),
        ]),
      );
      if (options.complete) return fc.record(model);
      const required = (schema.required ?? []).filter((name) => name in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** The catalogue schema as JSON Schema, what a client would send (`io: 'input'`). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// Mutations ----------------------------------------------------------------------------------

/** Values that break a field: wrong types, huge and control-laden strings, extremes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER * 8,
    [],
    {},
    [1, 'two'],
    { nested: { deeper: [null] } },
    '',
    ' ',
    'x'.repeat(60_000),
    'Al\u0000i',
    '\u0007\u001b[2J',
    '\ud800',
    'ok\u202eevil',
    '😀'.repeat(30),
    '9999-12-31',
    '0000-00-00',
    '2026-02-30',
    '+275760-09-13T00:00:00.000Z',
    '24:60',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 30 }),
  fc.double(),
);

const DATE_NAME = /(^|[a-z])(date|start|end)$|maintenance$/i;
const NUMBER_NAME = /^(page|limit|duration|year|amount)$/i;

/**
 * What each field is probed with on its own: a NUL in any text, a date no venue has, numbers
 * past any range. Sent one field at a time, the rest of the request valid, so the probe
 * reaches as far into the api as that field's value can go.
 */
export function probesFor(key: string, value: unknown): unknown[] {
  if (typeof value === 'number') return [1e308, -1];
  if (typeof value !== 'string') return [];
  return [
    'Al\u0000i',
    ...(DATE_NAME.test(key) ? ['9999-12-31', '0001-01-01'] : []),
    ...(NUMBER_NAME.test(key) ? ['1e308'] : []),
  ];
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

type JsonValue = unknown;

/** Every path to a value inside `value` (objects and arrays), the root included. */
export function pathsOf(value: JsonValue, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function clone(value: JsonValue): JsonValue {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** The value at `path` inside `value`. */
export function valueAt(value: JsonValue, path: (string | number)[]): JsonValue {
  let cursor: unknown = value;
  for (const step of path) {
    if (typeof cursor !== 'object' || cursor === null) return undefined;
    cursor = (cursor as Record<string | number, unknown>)[step];
  }
  return cursor;
}

export function replaceAt(value: JsonValue, path: (string | number)[], next: JsonValue): JsonValue {
  if (path.length === 0) return next;
  const root = clone(value) as Record<string | number, unknown>;
  let cursor = root;
  for (const step of path.slice(0, -1)) cursor = cursor[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (next === undefined && !Array.isArray(cursor)) delete cursor[last];
  else cursor[last] = next;
  return root;
}

/**
 * A request part as JSON text after one mutation: a field set to a hostile value or removed,
 * prototype keys added (written as JSON text, so they arrive as own keys), or the whole part
 * replaced.
 */
export function mutatedJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return valid.chain((value) => {
    const paths = pathsOf(value);
    const inner = paths.filter((path) => path.length > 0);
    const mutations: fc.Arbitrary<string>[] = [
      fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, hostile]) => JSON.stringify(replaceAt(value, path, hostile)) ?? 'null'),
      fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('object', 'string'))
        .map(([key, kind]) => withOwnKey(value, key, kind)),
    ];
    if (inner.length > 0) {
      mutations.push(
        fc
          .constantFrom(...inner)
          .map((path) => JSON.stringify(replaceAt(value, path, undefined)) ?? 'null'),
      );
    }
    return fc.oneof(...mutations);
  });
}

function withOwnKey(value: JsonValue, key: string, kind: 'object' | 'string'): string {
  const hostile = kind === 'object' ? '{"isAdmin":true,"role":"admin","status":"active"}' : '"x"';
  const text = JSON.stringify(value ?? {}) ?? '{}';
  if (!text.startsWith('{')) return `{"${key}":${hostile},"value":${text}}`;
  return text === '{}' ? `{"${key}":${hostile}}` : `{"${key}":${hostile},${text.slice(1)}`;
}

// Whole bodies ---------------------------------------------------------------------------------

/** Request bodies that are not JSON, or JSON no parser should enjoy, sent as application/json. */
export const BROKEN_JSON_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[]',
  '"text"',
  '123',
  'null',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"a":1e999999}',
  '{"a":"\\ud800"}',
  '{"a":"Al\\u0000i"}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
  '['.repeat(5_000),
  `{"a":"${'😀'.repeat(2_000)}"}`,
];

/** An answer that shows the server's insides: a stack frame, a `stack` field, a source path. */
export const STACK_TRACE = /\bat .+\.(ts|js|mjs|cjs):\d+|"stack"\s*:|node_modules|\/src\/\S+\.ts\b/;
