import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  normalizeError,
  toFieldErrors,
  toFieldMessages,
  ZApiErrorBody,
  ZPagination,
  zSuccess,
} from './common';
import { parseOk } from '../test/message-at';

describe('envelopes', () => {
  it('wraps data in the success envelope', () => {
    const schema = zSuccess(z.object({ n: z.number() }));
    expect(parseOk(schema, { success: true, data: { n: 1 } })).toEqual({
      success: true,
      data: { n: 1 },
    });
    expect(schema.safeParse({ success: false, data: { n: 1 } }).success).toBe(false);
  });

  it('reads the api error body with its field errors', () => {
    const body = {
      success: false,
      message: 'Bad',
      errors: [{ field: 'email', message: 'Email is invalid' }],
    };
    expect(parseOk(ZApiErrorBody, body)).toEqual(body);
  });

  it('describes a page of a list', () => {
    expect(parseOk(ZPagination, { page: 1, pages: 0, total: 0, limit: 20 })).toBeTruthy();
  });
});

describe('normalizeError', () => {
  it('keeps the server message, status and field errors', () => {
    const body = { success: false, message: 'Time slot is not available', errors: [] };
    expect(normalizeError(409, body)).toEqual({
      message: 'Time slot is not available',
      status: 409,
      errors: [],
    });
  });

  it('falls back to "An error occurred" without a message', () => {
    expect(normalizeError(500, '<html>')).toEqual({
      message: 'An error occurred',
      status: 500,
      errors: [],
    });
  });

  it('gives the network text with status 0', () => {
    expect(normalizeError(0, undefined)).toEqual({
      message: 'Network error. Please check your connection.',
      status: 0,
      errors: [],
    });
  });
});

describe('field errors', () => {
  const schema = z.object({ a: z.string().min(2, 'short'), b: z.object({ c: z.number('num') }) });

  it('names each field by its dotted path', () => {
    const result = schema.safeParse({ a: 'x', b: { c: 'y' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual([
      { field: 'a', message: 'short' },
      { field: 'b.c', message: 'num' },
    ]);
    expect(toFieldMessages(result.error)).toEqual({ a: 'short', 'b.c': 'num' });
  });
});
