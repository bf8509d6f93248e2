import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { build } from 'vite';
import { createSandboxApp } from '@padel/jazzcash-sandbox';
import {
  createSandboxApp as createWhatsAppSandboxApp,
  type SandboxMessage,
} from '@padel/whatsapp-sandbox';
import { createLogger, loadConfig, startApi } from '@padel/api';
import { openTestDatabase, socialSignInEnv, startOidcSandbox } from '@padel/api/testing';
import { loadGatewayConfig, startGateway } from '@padel/gateway';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const mobileDir = path.join(root, 'apps/mobile');

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'AdminPass1' };
const SANDBOX = {
  merchantId: 'MC_E2E',
  password: 'e2e-password',
  integritySalt: 'e2e-salt',
  mpin: '1234',
};
const WHATSAPP = {
  accessToken: 'e2e-whatsapp-token',
  phoneNumberId: '100000000000042',
  appSecret: 'e2e-whatsapp-secret',
};

/**
 * A Vite build as production makes it, whatever NODE_ENV the test runner set (under `test` Vite
 * would build React's development code).
 */
async function buildForProduction(root: string, configFiles = ['vite.config.ts']): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const configFile of configFiles) {
      await build({ root, logLevel: 'warn', configFile: path.join(root, configFile) });
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

let built: Promise<void> | undefined;
/**
 * Brings the web app's production build (`apps/web/dist`, as `npm start` and production serve it)
 * up to date: the project's own build, only when a source changed since the last one, so the
 * browser test files after the first one in a run reuse it.
 */
export function buildWeb(): Promise<void> {
  built ??= new Promise<void>((resolve, reject) => {
    const builder = spawn(
      process.execPath,
      [path.join(root, 'scripts/build.mjs'), 'web', '--if-stale'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    builder.on('error', reject);
    builder.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web app did not build (exit ${code})`)),
    );
  });
  return built;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

let builtMobile: Promise<void> | undefined;
/** Builds the native app's web layer once per run (calls go to the gateway that serves it). */
export function buildMobileWeb(): Promise<void> {
  builtMobile ??= buildForProduction(mobileDir);
  return builtMobile;
}

/**
 * The whole product on loopback: JazzCash sandbox, the sign-in sandbox standing in for Google,
 * Microsoft and Apple, api on PGlite, gateway serving the built web (or, with `app: 'mobile'`,
 * the native app's web layer).
 */
export async function startWholeStack({ app = 'web' }: { app?: 'web' | 'mobile' } = {}) {
  await (app === 'mobile' ? buildMobileWeb() : buildWeb());
  const socialEnv = await socialSignInEnv();
  const signInSandbox = await startOidcSandbox(socialEnv);
  const sandbox = createServer(createSandboxApp(SANDBOX));
  const sandboxPort = await listen(sandbox);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

  // The gateway's port must be known before the api starts (mail links and payment redirects name it).
  const probe = createServer();
  const gatewayPort = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

  const apiProbe = createServer();
  const apiPort = await listen(apiProbe);
  await new Promise<void>((resolve) => apiProbe.close(() => resolve()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  // The WhatsApp sandbox posts its signed delivery statuses to the api's webhook.
  const whatsapp = createServer(
    createWhatsAppSandboxApp({
      port: 0,
      host: '127.0.0.1',
      ...WHATSAPP,
      webhookUrl: `${apiUrl}/api/v1/webhooks/whatsapp`,
      statusDelayMs: 100,
    }),
  );
  const whatsappUrl = `http://127.0.0.1:${await listen(whatsapp)}`;

  const dataDir = `/tmp/padel-e2e-${randomUUID()}`;
  const api = await startApi(
    loadConfig({
      NODE_ENV: 'test',
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
      PUBLIC_WEB_URL: gatewayUrl,
      PUBLIC_API_URL: apiUrl,
      CORS_ORIGINS: gatewayUrl,
      JAZZCASH_MERCHANT_ID: SANDBOX.merchantId,
      JAZZCASH_PASSWORD: SANDBOX.password,
      JAZZCASH_INTEGRITY_SALT: SANDBOX.integritySalt,
      JAZZCASH_MPIN: SANDBOX.mpin,
      JAZZCASH_API_BASE_URL: sandboxUrl,
      JAZZCASH_CARD_PAGE_URL: `${sandboxUrl}/CustomerPortal/transactionmanagement/merchantform/`,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_API_BASE_URL: `${whatsappUrl}/v21.0`,
      ...socialEnv,
      OIDC_SANDBOX_URL: signInSandbox.url,
    }),
    // A migrated PGlite in memory, copied from the run's image (the api seeds it as it starts).
    { logger: createLogger('silent'), database: await openTestDatabase({ migrated: true }) },
  );
  const gateway = await startGateway(
    loadGatewayConfig({
      NODE_ENV: 'test',
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ALLOWED_ORIGINS: gatewayUrl,
      WEB_DIST_DIR: path.join(app === 'mobile' ? mobileDir : webDir, 'dist'),
    }),
    { logger: pino({ level: 'silent' }) },
  );

  const outbox = async () =>
    (
      (await (await fetch(`${apiUrl}/api/v1/dev/outbox`)).json()) as {
        data: Array<{ to: string; subject: string; code?: string }>;
      }
    ).data;

  return {
    api,
    gateway,
    apiUrl,
    gatewayUrl,
    sandboxUrl,
    whatsappUrl,
    signInSandboxUrl: signInSandbox.url,
    outbox,
    /** The messages the WhatsApp sandbox accepted, newest first. */
    whatsappMessages: async () =>
      (
        (await (await fetch(`${whatsappUrl}/sandbox/messages`)).json()) as {
          messages: SandboxMessage[];
        }
      ).messages,
    /** The WhatsApp messages as the api's development outbox shows them, with their delivery status. */
    whatsappOutbox: async () =>
      (
        (await (await fetch(`${apiUrl}/api/v1/dev/outbox/whatsapp`)).json()) as {
          data: Array<{ id: string; to: string; template: string; body: string; status: string }>;
        }
      ).data,
    /** The newest code mailed to an address (waits briefly for the mail to arrive). */
    lastCodeFor: async (email: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const mail = (await outbox()).find((m) => m.to === email.toLowerCase() && m.code);
        if (mail?.code) return mail.code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code mailed to ${email}`);
    },
    stop: async () => {
      await gateway.stop();
      await api.stop();
      await new Promise<void>((resolve) => sandbox.close(() => resolve()));
      whatsapp.closeAllConnections();
      await new Promise<void>((resolve) => whatsapp.close(() => resolve()));
      await signInSandbox.close();
    },
  };
}

export type WholeStack = Awaited<ReturnType<typeof startWholeStack>>;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
