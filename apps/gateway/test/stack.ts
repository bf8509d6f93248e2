import { randomUUID } from 'node:crypto';
import { createLogger, loadConfig, startApi } from '@padel/api';
import { createFakeClock } from '@padel/api/testing';
import { createApiClient, type TokenStorage } from '@padel/client';
import { createServer } from 'node:http';
import { createSandboxApp } from '@padel/jazzcash-sandbox';
import pino from 'pino';
import { loadGatewayConfig } from '../src/config';
import { startGateway } from '../src/server';

export const STACK_ADMIN = { email: 'admin@stack.test', password: 'AdminPass1' };

/** A real api (PGlite, fake clock, captured outbox) behind a real gateway, on loopback ports. */
/** The secret the stack's gateway and api share, as a deployment sets GATEWAY_SECRET on both. */
export const STACK_GATEWAY_SECRET = 'stack-gateway-secret-0123456789abcdef';

export async function startStack(
  options: {
    now?: string;
    apiEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
  } = {},
) {
  const clock = createFakeClock(options.now ?? '2026-06-15T05:00:00.000Z');
  const sandboxCredentials = {
    merchantId: 'MC_GW',
    password: 'gw-password',
    integritySalt: 'gw-salt',
    mpin: '1234',
  };
  const sandbox = createServer(createSandboxApp({ ...sandboxCredentials, now: clock.now }));
  await new Promise<void>((resolve) => sandbox.listen(0, '127.0.0.1', () => resolve()));
  const sandboxAddress = sandbox.address();
  const sandboxUrl = `http://127.0.0.1:${typeof sandboxAddress === 'object' && sandboxAddress ? sandboxAddress.port : 0}`;
  const dataDir = `/tmp/padel-stack-${randomUUID()}`;
  const apiConfig = loadConfig({
    NODE_ENV: 'test',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: STACK_ADMIN.email,
    ADMIN_PASSWORD: STACK_ADMIN.password,
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    JAZZCASH_MERCHANT_ID: sandboxCredentials.merchantId,
    JAZZCASH_PASSWORD: sandboxCredentials.password,
    JAZZCASH_INTEGRITY_SALT: sandboxCredentials.integritySalt,
    JAZZCASH_MPIN: sandboxCredentials.mpin,
    JAZZCASH_API_BASE_URL: sandboxUrl,
    JAZZCASH_CARD_PAGE_URL: `${sandboxUrl}/CustomerPortal/transactionmanagement/merchantform/`,
    GATEWAY_SECRET: STACK_GATEWAY_SECRET,
    ...options.apiEnv,
  });
  const api = await startApi(apiConfig, { clock, logger: createLogger('silent') });
  const apiUrl = api.url.replace('localhost', '127.0.0.1');
  const gatewayConfig = loadGatewayConfig({
    NODE_ENV: 'test',
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    GATEWAY_SECRET: STACK_GATEWAY_SECRET,
    ...options.gatewayEnv,
  });
  const gateway = await startGateway(gatewayConfig, { logger: pino({ level: 'silent' }) });
  const gatewayUrl = gateway.url.replace('localhost', '127.0.0.1');

  const outbox = async () => {
    const res = await fetch(`${apiUrl}/api/v1/dev/outbox`);
    return ((await res.json()) as { data: Array<{ to: string; code?: string }> }).data;
  };

  return {
    api,
    apiUrl,
    gateway,
    gatewayUrl,
    /** The gateway's session secret (made in the stack's data folder), to seal test pay links. */
    sessionSecret: gatewayConfig.sessionSecret,
    clock,
    outbox,
    /** The newest code mailed to an address (waits briefly: some mails are delivered after the answer). */
    lastCodeFor: async (email: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const mail = (await outbox()).find((m) => m.to === email && m.code);
        if (mail?.code) return mail.code;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no code for ${email}`);
    },
    /** A browser-like client: a cookie jar, the CSRF header, and an unauthorised callback. */
    browser: () => createBrowser(gatewayUrl),
    /** A mobile-shell client in bearer mode with in-memory token storage. */
    mobile: () => {
      let tokens: { accessToken?: string; refreshToken?: string } = {};
      const storage: TokenStorage = {
        get: async () => tokens,
        set: async (next) => {
          tokens = next;
        },
        clear: async () => {
          tokens = {};
        },
      };
      return {
        client: createApiClient({ url: `${gatewayUrl}/trpc`, tokenStorage: storage }),
        storage,
        tokens: () => tokens,
      };
    },
    stop: async () => {
      await gateway.stop();
      await api.stop();
      await new Promise<void>((resolve) => sandbox.close(() => resolve()));
    },
  };
}

export function createBrowser(gatewayUrl: string) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  let unauthorizedCount = 0;
  const cookieFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      setCookies.push(cookie);
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const isExpired = /max-age=0|expires=thu, 01 jan 1970/i.test(cookie);
      if (isExpired || value.join('=') === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    return response;
  };
  const client = createApiClient({
    url: `${gatewayUrl}/trpc`,
    fetch: cookieFetch,
    onUnauthorized: () => {
      unauthorizedCount += 1;
    },
  });
  return { client, jar, setCookies, cookieFetch, unauthorizedCount: () => unauthorizedCount };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
