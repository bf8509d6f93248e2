import { CSRF_HEADER, MSG, MSG_UR } from '@padel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack';

// tRPC answers in the reader's language (Accept-Language): the api's own texts, passed on, and
// the gateway's input refusals alike; English stays as it was.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const login = (body: object, language?: string) =>
  fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify(body),
  });

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; data: { errors: { message: string }[] } } })
    .error;

describe('tRPC answers in Urdu', () => {
  it("gives the api's refusal in Urdu", async () => {
    const res = await login({ email: 'nobody@example.com', password: 'Wrong123' }, 'ur-PK');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('ای میل یا پاس ورڈ درست نہیں');
  });

  it("gives the gateway's input refusal in Urdu, field messages included", async () => {
    const res = await login({ email: 'not-an-email', password: 'x' }, 'ur');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(error.data.errors.map((e) => e.message)).toContain(MSG_UR.emailInvalid);
  });

  it('keeps English for an English browser', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'Wrong123' }, 'en-GB');
    expect((await errorOf(res)).message).toBe('Invalid email or password');
    const refused = await login({ email: 'not-an-email', password: 'x' });
    expect((await errorOf(refused)).data.errors.map((e) => e.message)).toContain(MSG.emailInvalid);
  });
});
