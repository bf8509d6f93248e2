import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createSandboxApp, type SandboxApp } from '@padel/whatsapp-sandbox';
import type { TestUser } from './bookings';
import type { TestContext } from './test-context';

/** The sandbox's constant test secrets, as the api's environment names them. */
export const WHATSAPP_TEST_ENV = {
  WHATSAPP_ACCESS_TOKEN: 'sandbox-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: 'sandbox-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
};

/** The WhatsApp sandbox on a free port (webhooks to `webhookUrl` when given). */
export async function startWhatsAppSandbox(webhookUrl?: string): Promise<{
  app: SandboxApp;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const app = createSandboxApp({
    port: 0,
    host: '127.0.0.1',
    accessToken: WHATSAPP_TEST_ENV.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET,
    webhookUrl,
    statusDelayMs: 10,
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    env: { ...WHATSAPP_TEST_ENV, WHATSAPP_API_BASE_URL: `http://127.0.0.1:${port}/v21.0` },
    close: async () => {
      await app.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Opts `player` in to WhatsApp at `phone` and confirms the number with the code the sandbox
 * received, as the player would in their settings.
 */
export async function optInToWhatsApp(
  t: TestContext,
  sandbox: { app: SandboxApp },
  player: TestUser,
  phone: string,
) {
  await request(t.app)
    .put('/api/v1/notifications/settings')
    .set(player.headers)
    .send({ whatsappOptIn: true, whatsappPhone: phone })
    .expect(200);
  await t.outboxWorker.drain();
  const message = sandbox.app
    .messages()
    .find((m) => m.to === phone.replace('+', '') && m.template === 'number_confirmation_code');
  await request(t.app)
    .post('/api/v1/notifications/whatsapp/confirm')
    .set(player.headers)
    .send({ code: message?.parameters[0] })
    .expect(200);
}
