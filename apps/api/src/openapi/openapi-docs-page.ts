import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
} from './openapi-document';

// The partner developers' reference: one self-contained HTML page rendered on the server from
// the OpenAPI document (no script, no outside stylesheet or font), grouped by tag.

const MAX_SAFE = 9007199254740991;
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Escapes, then shows `code` spans and paragraph breaks. */
const prose = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const schemaLink = (name: string) => `<a href="#schema-${slug(name)}">${escapeHtml(name)}</a>`;

function constraintsOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const add = (label: string, value: unknown) =>
    notes.push(`${label} ${escapeHtml(String(value))}`);
  if (typeof schema.format === 'string') add('format', schema.format);
  if (typeof schema.minLength === 'number') add('min length', schema.minLength);
  if (typeof schema.maxLength === 'number') add('max length', schema.maxLength);
  if (typeof schema.minimum === 'number' && Math.abs(schema.minimum) !== MAX_SAFE)
    add('min', schema.minimum);
  if (typeof schema.maximum === 'number' && Math.abs(schema.maximum) !== MAX_SAFE)
    add('max', schema.maximum);
  if (typeof schema.exclusiveMinimum === 'number') add('greater than', schema.exclusiveMinimum);
  if (typeof schema.minItems === 'number') add('min items', schema.minItems);
  if (typeof schema.maxItems === 'number') add('max items', schema.maxItems);
  if (typeof schema.pattern === 'string' && schema.format === undefined)
    add('pattern', schema.pattern);
  if (schema.default !== undefined) add('default', JSON.stringify(schema.default));
  return notes;
}

/** A short type: 'string', 'array of Booking', 'one of: a, b', 'Court or null'. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schemaLink(refName(schema.$ref));
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return `one of ${schema.enum.map((v) => `<code>${escapeHtml(String(v))}</code>`).join(', ')}`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeOf).join(' or ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(typeOf).join(' and ');
  if (Array.isArray(schema.type)) return (schema.type as string[]).map(escapeHtml).join(' or ');
  if (schema.type === 'array') {
    return `array of ${schema.items ? typeOf(schema.items as JsonSchema) : 'anything'}`;
  }
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return `map of ${typeOf(schema.additionalProperties as JsonSchema)}`;
  }
  if (typeof schema.type === 'string') return escapeHtml(schema.type);
  return 'any';
}

/** The object a schema describes, when it has properties of its own (or its items do). */
function propertiesOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return propertiesOf(schema.items as JsonSchema);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const objects = variants?.filter((v) => v.properties);
  return objects?.length === 1 ? objects[0] : undefined;
}

/** A table of an object's fields; nested inline objects open below their field, to a depth. */
function renderFields(schema: JsonSchema, depth = 0): string {
  const object = propertiesOf(schema);
  if (!object) return '';
  const required = new Set((object.required ?? []) as string[]);
  const rows = Object.entries((object.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, field]) => {
      const notes = constraintsOf(field);
      const nested = depth < 3 && !field.$ref ? renderFields(field, depth + 1) : '';
      return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(field)}${notes.length ? `<div class="notes">${notes.join(' · ')}</div>` : ''}${typeof field.description === 'string' ? `<div class="notes">${escapeHtml(field.description)}</div>` : ''}${nested}</td></tr>`;
    },
  );
  return `<table class="fields"><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A schema as a type line and, for a component, its fields. */
function renderSchemaBlock(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    const target = components[name];
    return `<div class="type">${schemaLink(name)}</div>${target ? renderFields(target) : ''}`;
  }
  return `<div class="type">${typeOf(schema)}</div>${renderFields(schema)}`;
}

function renderParameters(parameters: ParameterObject[] | undefined): string {
  if (!parameters?.length) return '';
  const rows = parameters.map((p) => {
    const notes = constraintsOf(p.schema);
    return `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${p.in}</td><td>${typeOf(p.schema)}${notes.length ? `<div class="notes">${notes.join(' · ')}</div>` : ''}${p.description ? `<div class="notes">${escapeHtml(p.description)}</div>` : ''}</td></tr>`;
  });
  return `<h4>Parameters</h4><table class="fields"><thead><tr><th>Name</th><th>In</th><th>Type</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function accessText(operation: OperationObject): string {
  const who: Record<string, string> = {
    public: 'anyone',
    optional: 'anyone (a signed-in caller may see more)',
    player: 'a signed-in user',
    staff: 'staff and admins',
    admin: 'admins',
  };
  const scope = operation['x-api-key-scope'];
  return `Access: ${who[operation['x-access']] ?? operation['x-access']}${scope ? `; partner agents with scope <code>${escapeHtml(scope)}</code>` : ''}`;
}

function renderOperation(
  path: string,
  method: string,
  operation: OperationObject,
  components: Record<string, JsonSchema>,
): string {
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(
          ([type, media]) =>
            `<h4>Request body <span class="muted">${escapeHtml(type)}</span></h4>${renderSchemaBlock(media.schema, components)}`,
        )
        .join('')
    : '';
  const responses = Object.entries(operation.responses)
    .filter(([status]) => /^[23]/.test(status))
    .map(([status, response]) => {
      const content = (response.content ?? {}) as Record<string, { schema: JsonSchema }>;
      const [type, media] = Object.entries(content)[0] ?? [];
      const envelope = media?.schema.properties as Record<string, JsonSchema> | undefined;
      const data = envelope?.data;
      const shown = data
        ? `<p class="muted">Envelope <code>{success: true, message?, data}</code>; <code>data</code>:</p>${renderSchemaBlock(data, components)}`
        : media
          ? renderSchemaBlock(media.schema, components)
          : '';
      return `<h4>Answer ${escapeHtml(status)} <span class="muted">${escapeHtml(type ?? '')}</span></h4>${shown}`;
    })
    .join('');
  const errors = Object.keys(operation.responses).filter((status) => /^[45]/.test(status));
  return `<article class="op" id="op-${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)}</p>
${operation.description ? prose(operation.description) : ''}
<p class="access">${accessText(operation)}</p>
${renderParameters(operation.parameters)}${body}${responses}
${errors.length ? `<p class="muted">Errors: ${errors.join(', ')} <code>{success: false, message, errors[]}</code></p>` : ''}
</article>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2433;background:#fafbfc}
main{max-width:1100px;margin:0 auto;padding:24px}
header{background:#1d2433;color:#fff;padding:24px}header h1{margin:0 auto;max-width:1100px}
h2{border-bottom:2px solid #e66a00;padding-bottom:4px;margin-top:40px}
nav ul{columns:2;padding-left:18px}nav li{margin:2px 0}
.op{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:12px 16px;margin:14px 0}
.op h3{margin:0 0 4px;font-size:16px}.summary{margin:0 0 6px;font-weight:600}
.method{display:inline-block;min-width:58px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2b7bb9}.post{background:#2e8540}.put{background:#b36b00}.patch{background:#7a4fb3}.delete{background:#c0392b}
code{background:#f0f2f5;border-radius:3px;padding:0 3px;font-size:13px}.path{background:none;font-size:15px}
table.fields{border-collapse:collapse;width:100%;margin:6px 0}table.fields td,table.fields th{border-top:1px solid #eceff3;padding:4px 6px;vertical-align:top;text-align:left}
table.fields table.fields{margin-left:8px;width:calc(100% - 8px)}
.req{color:#c0392b;font-size:12px}.notes,.muted{color:#5c6675;font-size:13px}.access{font-size:13px;margin:4px 0}
h4{margin:12px 0 2px;font-size:14px}.schema{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:8px 16px;margin:10px 0}
`;

/** GET /api/v1/docs. */
export function renderDocsPage(document: OpenApiDocument): string {
  const components = document.components.schemas;
  const byTag = new Map<string, string[]>();
  const navByTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const methods = Object.keys(operations).sort(
      (a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b),
    );
    for (const method of methods) {
      const operation = operations[method] as OperationObject;
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        renderOperation(path, method, operation, components),
      ]);
      navByTag.set(tag, [
        ...(navByTag.get(tag) ?? []),
        `<li><a href="#op-${escapeHtml(operation.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></a></li>`,
      ]);
    }
  }
  const schemes = Object.entries(document.components.securitySchemes)
    .map(
      ([name, scheme]) =>
        `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(String(scheme.description ?? ''))}</li>`,
    )
    .join('');
  const sections = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<section id="tag-${slug(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>${tag.description ? `<p>${escapeHtml(tag.description)}</p>` : ''}${(byTag.get(tag.name) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  const nav = document.tags
    .filter((tag) => navByTag.has(tag.name))
    .map(
      (tag) =>
        `<h3><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a></h3><ul>${(navByTag.get(tag.name) ?? []).join('')}</ul>`,
    )
    .join('');
  const schemaSections = Object.entries(components)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `<div class="schema" id="schema-${slug(name)}"><h3>${escapeHtml(name)}</h3><div class="type">${typeOf({ ...schema, $ref: undefined })}</div>${renderFields(schema)}</div>`,
    )
    .join('\n');
  const info = document.info as { title: string; version: string; description?: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <span class="muted">v${escapeHtml(info.version)}</span></h1></header>
<main>
${info.description ? prose(info.description) : ''}
<p>The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<h2 id="authentication">Authentication</h2><ul>${schemes}</ul>
<p>Partner agents: the key’s token is shown once, when an admin creates the key. A revoked key, or an agent who is suspended, gets 401; a call the key’s scopes do not allow gets 403 <code>Insufficient scope</code>; more than 300 calls a minute per key get 429. New bookings need an <code>Idempotency-Key</code> header.</p>
<h2 id="endpoints">Endpoints</h2><nav>${nav}</nav>
${sections}
<h2 id="schemas">Schemas</h2>
${schemaSections}
</main></body></html>`;
}
