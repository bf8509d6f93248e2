import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './sandbox-app';
import { SANDBOX_DEFAULTS, loadSandboxConfig } from './config';

// A stand-in api that records the webhooks the sandbox posts, with their signatures.
const received: Array<{ body: string; signature: string | undefined }> = [];
const hook = express();
hook.post('/webhook', express.text({ type: '*/*' }), (req, res) => {
  received.push({ body: String(req.body), signature: req.get('x-hub-signature-256') });
  res.json({ received: true });
});
const hookServer = createServer(hook);
let sandbox: ReturnType<typeof createSandboxApp>;

beforeAll(async () => {
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const { port } = hookServer.address() as AddressInfo;
  sandbox = createSandboxApp({
    ...loadSandboxConfig({}),
    webhookUrl: `http://127.0.0.1:${port}/webhook`,
    statusDelayMs: 5,
  });
});
afterAll(async () => {
  await sandbox.settled();
  await new Promise<void>((resolve) => hookServer.close(() => resolve()));
});

const templateSend = (to = '923001234567') => ({
  messaging_product: 'whatsapp',
  to,
  type: 'template',
  template: {
    name: 'booking_confirmed',
    language: { code: 'en' },
    components: [
      {
        type: 'body',
        parameters: ['Sara', 'BK-1', 'Court 1', 'Tue, 16 Jun 2026', '18:00 - 19:00'].map(
          (text) => ({
            type: 'text',
            text,
          }),
        ),
      },
    ],
  },
});

describe('the WhatsApp sandbox', () => {
  const path = `/v21.0/${SANDBOX_DEFAULTS.phoneNumberId}/messages`;
  const auth = { authorization: `Bearer ${SANDBOX_DEFAULTS.accessToken}` };

  it('accepts a template message, records it and posts signed statuses', async () => {
    const res = await request(sandbox).post(path).set(auth).send(templateSend());
    expect(res.status).toBe(200);
    const id = res.body.messages[0].id as string;
    expect(id).toMatch(/^wamid\./);
    expect(sandbox.messages()[0]).toMatchObject({
      id,
      to: '923001234567',
      template: 'booking_confirmed',
    });
    expect(sandbox.messages()[0]!.body).toContain('Hi Sara, your booking BK-1 of Court 1');
    await sandbox.settled();
    const statuses = received.map(
      (hookCall) => JSON.parse(hookCall.body).entry[0].changes[0].value.statuses[0].status,
    );
    expect(statuses).toEqual(['sent', 'delivered']);
    for (const call of received) {
      const expected = `sha256=${createHmac('sha256', SANDBOX_DEFAULTS.appSecret).update(call.body).digest('hex')}`;
      expect(call.signature).toBe(expected);
    }
    const listed = await request(sandbox).get('/sandbox/messages');
    expect(listed.body.messages[0].status).toBe('delivered');
  });

  it('refuses a wrong token, another phone number id and a message that is not a template', async () => {
    expect((await request(sandbox).post(path).send(templateSend())).status).toBe(401);
    expect(
      (await request(sandbox).post('/v21.0/999/messages').set(auth).send(templateSend())).status,
    ).toBe(400);
    const text = {
      messaging_product: 'whatsapp',
      to: '923001234567',
      type: 'text',
      text: { body: 'hi' },
    };
    expect((await request(sandbox).post(path).set(auth).send(text)).status).toBe(400);
  });
});
