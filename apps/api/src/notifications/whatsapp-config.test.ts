import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, WHATSAPP_SANDBOX_CREDENTIALS } from '../lib/config';
import { createDevRouter } from '../dev/dev-routes';
import { createTestContext } from '../../test/test-context';

const folder = mkdtempSync(path.join(tmpdir(), 'padel-whatsapp-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: folder,
  DATABASE_URL: 'postgres://padel:db-password-4f1c@db.internal:5432/padel',
  JWT_SECRET: 'jwt-secret-of-the-venue-0123456789abcdef',
  SMTP_URL: 'smtp://mailer:smtp-password-9a2e@smtp.internal:587',
  PUBLIC_WEB_URL: 'https://padel.example.pk',
  PUBLIC_API_URL: 'https://api.padel.example.pk',
  JAZZCASH_MERCHANT_ID: 'MC_VENUE_7',
  JAZZCASH_PASSWORD: 'merchant-password-77aa',
  JAZZCASH_INTEGRITY_SALT: 'integrity-salt-of-the-venue',
  JAZZCASH_MPIN: '9087',
  JAZZCASH_CARD_PAGE_URL: 'https://payments.jazzcash.com.pk/merchantform/',
  JAZZCASH_API_BASE_URL: 'https://payments.jazzcash.com.pk',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
};

describe('WhatsApp configuration', () => {
  it('is off unless configured', () => {
    expect(loadConfig(PRODUCTION).whatsapp).toBeUndefined();
    expect(loadConfig({ DATA_DIR: folder }).whatsapp).toBeUndefined();
  });

  it('takes the access token, phone number id and app secret, and the Graph API by default', () => {
    const config = loadConfig({
      ...PRODUCTION,
      WHATSAPP_ACCESS_TOKEN: 'EAAG-venue-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'venue-app-secret',
    });
    expect(config.whatsapp).toMatchObject({
      accessToken: 'EAAG-venue-token',
      phoneNumberId: '106540352242922',
      appSecret: 'venue-app-secret',
    });
    expect(config.whatsapp?.apiBaseUrl).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/);
  });

  it('refuses half a configuration', () => {
    const problems = problemsOf({ ...PRODUCTION, WHATSAPP_ACCESS_TOKEN: 'EAAG-venue-token' });
    expect(problems).toContain('WHATSAPP_PHONE_NUMBER_ID is required when WhatsApp is configured');
    expect(problems).toContain('WHATSAPP_APP_SECRET is required when WhatsApp is configured');
  });

  it("refuses the local sandbox's secrets in production", () => {
    const problems = problemsOf({
      ...PRODUCTION,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_SANDBOX_CREDENTIALS.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_APP_SECRET: WHATSAPP_SANDBOX_CREDENTIALS.appSecret,
    });
    expect(problems).toContain("WHATSAPP_ACCESS_TOKEN is the local sandbox's");
    expect(problems).toContain("WHATSAPP_APP_SECRET is the local sandbox's");
  });
});

describe('the development outbox of WhatsApp messages', () => {
  it('lists the messages sent, beside the mails, and only on this machine', async () => {
    const t = await createTestContext();
    try {
      const { whatsappMessages } = await import('@padel/db');
      await t.db.insert(whatsappMessages).values({
        id: 'wamid.outbox-1',
        phone: '+923001234567',
        template: 'booking_confirmed',
        body: 'Hi Sara, your booking PB-1 is confirmed.',
      });
      const res = await request(t.app).get('/api/v1/dev/outbox/whatsapp').expect(200);
      expect(res.body.data[0]).toMatchObject({
        id: 'wamid.outbox-1',
        to: '+923001234567',
        template: 'booking_confirmed',
        status: 'sent',
      });
      const relayed = await request(t.app)
        .get('/api/v1/dev/outbox/whatsapp')
        .set('X-Forwarded-For', '203.0.113.9');
      expect(relayed.status).toBe(403);
      const remote = express()
        .use((req, _res, next) => {
          Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.9' });
          next();
        })
        .use('/dev', createDevRouter(t))
        .use(
          (
            error: { status?: number },
            _req: express.Request,
            res: express.Response,
            _next: express.NextFunction,
          ) => {
            res.status(error.status ?? 500).end();
          },
        );
      expect((await request(remote).get('/dev/outbox/whatsapp')).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
