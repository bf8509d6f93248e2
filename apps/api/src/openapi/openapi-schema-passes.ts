import type { JsonSchema, OpenApiDocument } from './openapi-types';

// Finishing passes over the generated document: record keys named, unused components dropped.

export const SCHEMA_PREFIX = '#/components/schemas/';

/**
 * A record keyed by an enum (the week's days, the booking statuses) comes out of zod as
 * `propertyNames` + `required` with one `additionalProperties` schema; name each key as a
 * property too, so every required property is defined.
 */
export function defineRecordKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(defineRecordKeys);
  if (!value || typeof value !== 'object') return;
  const schema = value as JsonSchema;
  const required = schema.required;
  const shared = schema.additionalProperties;
  if (Array.isArray(required) && shared && typeof shared === 'object') {
    const properties = { ...((schema.properties ?? {}) as Record<string, unknown>) };
    for (const key of required as string[]) properties[key] ??= shared;
    schema.properties = properties;
  }
  Object.values(schema).forEach(defineRecordKeys);
}

/** Only the components something in the document refers to, directly or through another. */
export function pruneUnusedSchemas(document: OpenApiDocument): void {
  const reached = new Set<string>();
  const pending: unknown[] = [document.paths, document.components.responses];
  while (pending.length > 0) {
    const refs = new Set<string>();
    collectSchemaRefs(pending.pop(), refs);
    for (const ref of refs) {
      const name = ref.slice(SCHEMA_PREFIX.length);
      if (reached.has(name)) continue;
      reached.add(name);
      pending.push(document.components.schemas[name]);
    }
  }
  for (const name of Object.keys(document.components.schemas)) {
    if (!reached.has(name)) delete document.components.schemas[name];
  }
}

function collectSchemaRefs(value: unknown, refs: Set<string>): void {
  if (Array.isArray(value)) return value.forEach((item) => collectSchemaRefs(item, refs));
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_PREFIX)) {
      refs.add(child);
    } else collectSchemaRefs(child, refs);
  }
}
