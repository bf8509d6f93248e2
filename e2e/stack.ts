import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { build } from 'vite';
import { createSandboxApp } from '@padel/jazzcash-sandbox';
import { createLogger, loadConfig, startApi } from '@padel/api';
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

let built: Promise<void> | undefined;
/** Builds the web app once per run, as production serves it. */
export function buildWeb(): Promise<void> {
  built ??= build({
    root: webDir,
    logLevel: 'warn',
    configFile: path.join(webDir, 'vite.config.ts'),
  }).then(() => undefined);
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
  builtMobile ??= build({
    root: mobileDir,
    logLevel: 'warn',
    configFile: path.join(mobileDir, 'vite.config.ts'),
  }).then(() => undefined);
  return builtMobile;
}

/**
 * The whole product on loopback: JazzCash sandbox, api on PGlite, gateway serving the built web
 * (or, with `app: 'mobile'`, the native app's web layer).
 */
export async function startWholeStack({ app = 'web' }: { app?: 'web' | 'mobile' } = {}) {
  await (app === 'mobile' ? buildMobileWeb() : buildWeb());
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
    }),
    { logger: createLogger('silent') },
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
    outbox,
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
