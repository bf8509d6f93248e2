#!/usr/bin/env node
// Starts every app of the product on this machine for development: the api (PGlite by default)
// and, as they exist, the JazzCash sandbox and the gateway serving the web app. Each child's
// output is prefixed with its name; Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const apiPort = process.env.API_PORT ?? '4000';
const gatewayPort = process.env.GATEWAY_PORT ?? '3000';
const sandboxPort = process.env.JAZZCASH_SANDBOX_PORT ?? '4100';

// The gateway serves the built web app, so build it first (a few seconds).
if (existsSync(path.join(root, 'apps/web/package.json')) && !process.env.SKIP_WEB_BUILD) {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web app did not build; see above.');
    process.exit(1);
  }
}

// The api believes the client address the gateway passes on only with this shared secret; for
// a local start one is made for this run unless given.
const gatewaySecret = process.env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');

const services = [
  {
    name: 'jazzcash-sandbox',
    entry: 'infra/jazzcash-sandbox/src/main.ts',
    env: { JAZZCASH_SANDBOX_PORT: sandboxPort },
  },
  {
    name: 'api',
    entry: 'apps/api/src/main.ts',
    env: {
      API_PORT: apiPort,
      JAZZCASH_SANDBOX_PORT: sandboxPort,
      PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? `http://localhost:${gatewayPort}`,
      GATEWAY_SECRET: gatewaySecret,
    },
  },
  {
    name: 'gateway',
    entry: 'apps/gateway/src/main.ts',
    env: {
      GATEWAY_PORT: gatewayPort,
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
      GATEWAY_SECRET: gatewaySecret,
    },
  },
].filter((service) => existsSync(path.join(root, service.entry)));

const children = services.map((service) => {
  const child = spawn(tsx, [service.entry], {
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
