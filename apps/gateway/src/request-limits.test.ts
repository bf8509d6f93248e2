import {
  CSRF_HEADER,
  ERROR_MESSAGES,
  IMAGE_UPLOAD_LIMIT_BYTES,
  REQUEST_BODY_LIMIT_BYTES,
  TRPC_BATCH_MAX_CALLS,
} from '@padel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A body sent in chunks with no Content-Length, so only the reader's own limit can stop it. */
function chunkedBody(
  totalBytes: number,
  chunk = '{"x":"' + 'a'.repeat(64 * 1024),
): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(chunk);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(bytes);
      sent += bytes.length;
    },
  });
}

async function expectJsonError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/<html|<pre|\bat .+\.(ts|js):\d+/i);
  return JSON.parse(text) as unknown;
}

describe('body limits on every gateway route', () => {
  const tooLarge = 'x'.repeat(REQUEST_BODY_LIMIT_BYTES + 1);

  it('answers 413 as JSON to a tRPC call whose body is over the api limit, without reading it', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ email: STACK_ADMIN.email, password: tooLarge }),
    });
    expect(await expectJsonError(res, 413)).toMatchObject({
      error: { message: 'Request body is too large', data: { status: 413 } },
    });
  });

  it('cuts a chunked tRPC body with no length at the same limit', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: chunkedBody(4 * REQUEST_BODY_LIMIT_BYTES),
      duplex: 'half',
    });
    await expectJsonError(res, 413);
  });

  it('still takes an ordinary call', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify(STACK_ADMIN),
    });
    expect(res.status).toBe(200);
  });

  it('answers 413 as JSON to a passthrough body over the limit, declared or chunked', async () => {
    const declared = await fetch(`${stack.gatewayUrl}/api/v1/analytics/track-activity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activities: [{ note: tooLarge }] }),
    });
    expect(await expectJsonError(declared, 413)).toEqual({
      message: 'Request body is too large',
      status: 413,
      errors: [],
    });
    const chunked = await fetch(`${stack.gatewayUrl}/api/v1/analytics/track-activity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(4 * REQUEST_BODY_LIMIT_BYTES),
      duplex: 'half',
    });
    await expectJsonError(chunked, 413);
  });

  it('answers 413 to a body sent to a path that takes none', async () => {
    const res = await fetch(`${stack.gatewayUrl}/no-such-page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tooLarge,
    });
    await expectJsonError(res, 413);
  });

  it('keeps the image limit for uploads: an image over 5 MB is 413 JSON, declared or chunked', async () => {
    const form = new FormData();
    form.append(
      'logo',
      new Blob([Buffer.alloc(IMAGE_UPLOAD_LIMIT_BYTES + 200 * 1024)], { type: 'image/png' }),
      'big.png',
    );
    const declared = await fetch(`${stack.gatewayUrl}/upload/logo`, {
      method: 'POST',
      body: form,
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(await expectJsonError(declared, 413)).toEqual({
      message: 'Image must be 5 MB or smaller',
      status: 413,
      errors: [],
    });
    const chunked = await fetch(`${stack.gatewayUrl}/upload/logo`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', [CSRF_HEADER]: '1' },
      body: chunkedBody(IMAGE_UPLOAD_LIMIT_BYTES + 512 * 1024),
      duplex: 'half',
    });
    expect(await expectJsonError(chunked, 413)).toMatchObject({
      message: 'Image must be 5 MB or smaller',
    });
  });
});

describe('batch limit', () => {
  /** A GET batching `count` calls of courts.list (which takes no input). */
  const batchOf = (count: number, separator = ',') =>
    `${stack.gatewayUrl}/trpc/${Array(count).fill('courts.list').join(separator)}?batch=1`;

  it(`answers a batch of ${TRPC_BATCH_MAX_CALLS} calls`, async () => {
    const res = await fetch(batchOf(TRPC_BATCH_MAX_CALLS));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(TRPC_BATCH_MAX_CALLS);
  });

  it('refuses a longer batch with 400, its commas encoded or not', async () => {
    for (const url of [batchOf(1000), batchOf(TRPC_BATCH_MAX_CALLS + 1, '%2C')]) {
      const res = await fetch(url);
      expect(await expectJsonError(res, 400)).toEqual({
        error: { message: ERROR_MESSAGES.batchTooLarge, data: { status: 400, errors: [] } },
      });
    }
  });
});

describe('one JSON error handler', () => {
  it('answers a malformed body to the passthrough with 400 JSON, never an HTML stack trace', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/v1/analytics/track-activity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"activities": [',
    });
    expect(await expectJsonError(res, 400)).toEqual({
      message: 'Invalid JSON in request body',
      status: 400,
      errors: [],
    });
  });

  it('has no tRPC call for the API reference’s script (the page loads it from the api)', async () => {
    const res = await fetch(`${stack.gatewayUrl}/trpc/service.docsScript`);
    expect(await expectJsonError(res, 404)).toMatchObject({ error: { data: { status: 404 } } });
  });

  it('answers an unknown path with 404 JSON', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/v1/no-such-call`, { method: 'DELETE' });
    expect(await expectJsonError(res, 404)).toEqual({
      message: 'Not found',
      status: 404,
      errors: [],
    });
  });
});
