#!/usr/bin/env node
// Starts every app of the product on this machine for development: the JazzCash sandbox, the
// sign-in sandbox (standing in for Google, Microsoft and Apple), the api
// (PGlite by default) and the gateway serving the web app. They run the same built files as
// production (`dist/main.js`, plain node); whatever is stale is built first. Each child's output
// is prefixed with its name; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, TARGETS } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const apiPort = process.env.API_PORT ?? '4000';
const gatewayPort = process.env.GATEWAY_PORT ?? '3000';
const sandboxPort = process.env.JAZZCASH_SANDBOX_PORT ?? '4100';
const whatsappSandboxPort = process.env.WHATSAPP_SANDBOX_PORT ?? '4200';
const oidcSandboxPort = process.env.OIDC_SANDBOX_PORT ?? '4300';

console.log(`Node ${process.version}`);
try {
  const targets = Object.keys(TARGETS).filter(
    (name) => name !== 'web' || !process.env.SKIP_WEB_BUILD,
  );
  await build({ targets, ifStale: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Production talks to JazzCash itself; the sandbox is for development only.
const isProduction = process.env.NODE_ENV === 'production';

// The api believes the client address the gateway passes on only with this shared secret; for
// a local start one is made for this run unless given.
const gatewaySecret = process.env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');

// Development talks WhatsApp with the local sandbox (its constant secrets, which the api refuses
// in production) unless a real Cloud API account is configured.
const whatsappSandbox = {
  WHATSAPP_ACCESS_TOKEN: 'sandbox-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: 'sandbox-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'sandbox-verify-token',
  WHATSAPP_API_BASE_URL: `http://127.0.0.1:${whatsappSandboxPort}/v21.0`,
};
const usesWhatsAppSandbox = !isProduction && !process.env.WHATSAPP_ACCESS_TOKEN;
// Social sign-in: with no provider's credentials given, the local sign-in sandbox stands in for
// Google, Microsoft and Apple, with credentials made for this run (the api and the sandbox share
// them). Given real credentials, the api talks to the real providers and the sandbox stays off.
const SOCIAL_SIGN_IN_VARIABLES = [
  'GOOGLE_CLIENT_ID',
  'MICROSOFT_CLIENT_ID',
  'APPLE_CLIENT_ID',
  'OIDC_SANDBOX_URL',
];
const usesOidcSandbox =
  !isProduction && !SOCIAL_SIGN_IN_VARIABLES.some((name) => process.env[name]);
const oidcSandboxEnv = usesOidcSandbox
  ? {
      OIDC_SANDBOX_URL: `http://localhost:${oidcSandboxPort}`,
      GOOGLE_CLIENT_ID: 'local-google-client',
      GOOGLE_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      MICROSOFT_CLIENT_ID: 'local-microsoft-client',
      MICROSOFT_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      APPLE_CLIENT_ID: 'local.padel.signin',
      APPLE_TEAM_ID: 'LOCALTEAM1',
      APPLE_KEY_ID: 'LOCALKEY01',
      APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    }
  : {};

const services = [
  {
    name: 'jazzcash-sandbox',
    isDevelopmentOnly: true,
    entry: TARGETS['jazzcash-sandbox'].output,
    env: { JAZZCASH_SANDBOX_PORT: sandboxPort },
  },
  ...(usesOidcSandbox
    ? [
        {
          name: 'oidc-sandbox',
          isDevelopmentOnly: true,
          entry: TARGETS['oidc-sandbox'].output,
          env: { OIDC_SANDBOX_PORT: oidcSandboxPort, ...oidcSandboxEnv },
        },
      ]
    : []),
  {
    name: 'whatsapp-sandbox',
    isDevelopmentOnly: true,
    entry: TARGETS['whatsapp-sandbox'].output,
    env: {
      ...whatsappSandbox,
      WHATSAPP_SANDBOX_PORT: whatsappSandboxPort,
      WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/v1/webhooks/whatsapp`,
    },
  },
  {
    name: 'api',
    entry: TARGETS.api.output,
    env: {
      ...oidcSandboxEnv,
      API_PORT: apiPort,
      JAZZCASH_SANDBOX_PORT: sandboxPort,
      PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? `http://localhost:${gatewayPort}`,
      GATEWAY_SECRET: gatewaySecret,
      ...(usesWhatsAppSandbox ? whatsappSandbox : {}),
    },
  },
  {
    name: 'gateway',
    entry: TARGETS.gateway.output,
    env: {
      GATEWAY_PORT: gatewayPort,
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
      GATEWAY_SECRET: gatewaySecret,
    },
  },
].filter((service) => !(isProduction && service.isDevelopmentOnly));

const children = services.map((service) => {
  const child = spawn(process.execPath, ['--enable-source-maps', service.entry], {
    cwd: root,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}]`;
  const relay = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix} ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
