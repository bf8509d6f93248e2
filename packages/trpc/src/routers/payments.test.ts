import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@padel/contract';
import { describe, expect, it } from 'vitest';
import type { TrpcContext } from '../context';
import { createAppRouter } from '../root-router';
import { createCallerFactory } from '../trpc';
import type { UpstreamRequest } from '../upstream';

const PAYMENT_ID = '3f0c8a52-1f7e-4c1a-9a51-7a1c2b3d4e5f';
const createCaller = createCallerFactory(createAppRouter({ checkAnswers: false }));

/** A caller whose api records each request and answers a recorded refund. */
function callerWithApi() {
  const sent: UpstreamRequest[] = [];
  const ctx = {
    upstream: {
      callJson: async (request: UpstreamRequest) => {
        sent.push(request);
        return { message: 'Refund recorded', data: { refund: {} } };
      },
    },
    refresher: { refresh: async () => null },
    store: { mode: 'cookie', get: () => ({}), set: async () => {}, clear: async () => {} },
    signPayLink: async () => '',
  } as unknown as TrpcContext;
  return { sent, caller: createCaller(ctx) };
}

describe('the refund procedure', () => {
  it('sends the Idempotency-Key to the api as the header, and only the amount as the body', async () => {
    const { sent, caller } = callerWithApi();
    const answer = await caller.admin.payments.refund({
      id: PAYMENT_ID,
      amount: 1800,
      idempotencyKey: 'refund-7f3a',
    });
    expect(answer.message).toBe('Refund recorded');
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/admin/payments/jazzcash/${PAYMENT_ID}/refund`,
        body: { amount: 1800 },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'refund-7f3a' },
      }),
    ]);
  });

  it('refuses a refund without a usable key before calling the api', async () => {
    const { sent, caller } = callerWithApi();
    await expect(
      caller.admin.payments.refund({ id: PAYMENT_ID, amount: 1800, idempotencyKey: 'two words' }),
    ).rejects.toThrow(IDEMPOTENCY_MESSAGES.invalid);
    expect(sent).toEqual([]);
  });
});
