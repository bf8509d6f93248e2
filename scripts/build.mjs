#!/usr/bin/env node
// Builds what production runs. The api, the gateway and the local sandboxes become one
// JavaScript file each (`dist/main.js`, run with plain `node`): our workspace packages are bundled
// in, npm packages stay in node_modules (native code, WebAssembly and Scalar's browser bundle are
// found there at run time). The api's migrations are copied beside its bundle. The web app is
// built by Vite into apps/web/dist, which the gateway serves.
//
//   node scripts/build.mjs                 every target
//   node scripts/build.mjs api gateway     those targets
//   node scripts/build.mjs --if-stale      only targets whose sources changed since their build
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLandingBudget } from './web-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Each target: what it reads (folders and files, relative to the root) and how it is built. */
export const TARGETS = {
  api: {
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'packages/contract/src',
      'packages/domain/src',
      'packages/db/src',
      'packages/db/migrations',
      'packages/http/src',
    ],
    output: 'apps/api/dist/main.js',
    build: () =>
      bundleService({
        entries: { main: 'apps/api/src/main.ts', migrate: 'apps/api/src/migrate.ts' },
        outDir: 'apps/api/dist',
        copy: [['packages/db/migrations', 'migrations']],
      }),
  },
  gateway: {
    sources: [
      'apps/gateway/src',
      'apps/gateway/package.json',
      'packages/contract/src',
      'packages/trpc/src',
      'packages/http/src',
    ],
    output: 'apps/gateway/dist/main.js',
    build: () =>
      bundleService({ entries: { main: 'apps/gateway/src/main.ts' }, outDir: 'apps/gateway/dist' }),
  },
  'jazzcash-sandbox': {
    sources: [
      'infra/jazzcash-sandbox/src',
      'infra/jazzcash-sandbox/package.json',
      'packages/contract/src',
    ],
    output: 'infra/jazzcash-sandbox/dist/main.js',
    build: () =>
      bundleService({
        entries: { main: 'infra/jazzcash-sandbox/src/main.ts' },
        outDir: 'infra/jazzcash-sandbox/dist',
      }),
  },
  'whatsapp-sandbox': {
    sources: [
      'infra/whatsapp-sandbox/src',
      'infra/whatsapp-sandbox/package.json',
      'packages/contract/src',
    ],
    output: 'infra/whatsapp-sandbox/dist/main.js',
    build: () =>
      bundleService({
        entries: { main: 'infra/whatsapp-sandbox/src/main.ts' },
        outDir: 'infra/whatsapp-sandbox/dist',
      }),
  },
  'oidc-sandbox': {
    sources: ['infra/oidc-sandbox/src', 'infra/oidc-sandbox/package.json'],
    output: 'infra/oidc-sandbox/dist/main.js',
    build: () =>
      bundleService({
        entries: { main: 'infra/oidc-sandbox/src/main.ts' },
        outDir: 'infra/oidc-sandbox/dist',
      }),
  },
  web: {
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.server.config.ts',
      'apps/web/route-preloads.ts',
      'apps/web/mantine-component-styles.ts',
      'apps/web/package.json',
      'packages/contract/src',
      'packages/domain/src',
      'packages/client/src',
      'packages/trpc/src',
      'package-lock.json',
    ],
    output: 'apps/web/dist/index.html',
    build: () => buildWeb(),
  },
};

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The newest modification time among a target's sources (tests excluded: they are not built). */
function newestSource(sources) {
  let newest = 0;
  const visit = (full) => {
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full)) visit(path.join(full, entry));
    } else if (!isTest(full)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const source of sources) visit(at(source));
  return newest;
}

/** True when the target was never built or a source changed after its last build. */
export function isStale(name) {
  const target = TARGETS[name];
  const built = statSync(at(target.output), { throwIfNoEntry: false });
  return !built || newestSource(target.sources) > built.mtimeMs;
}

/** `entries` names each output file (`main` becomes `dist/main.js`) after its source. */
async function bundleService({ entries, outDir, copy = [] }) {
  const esbuild = await import('esbuild');
  const out = at(outDir);
  rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, at(file)]),
    ),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [workspacePackagesOnly],
  });
  for (const [from, to] of copy) cpSync(at(from), path.join(out, to), { recursive: true });
  // The bundle is ESM whatever the nearest package.json says.
  writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
}

/** Bundles our own `@padel/*` packages (TypeScript sources); every other package stays external. */
const workspacePackagesOnly = {
  name: 'workspace-packages-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@padel/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Builds the web app with Vite (into apps/web/dist, or `outDir`) for production whatever
 * NODE_ENV the caller runs under (a test runner sets `test`, which would build React's
 * development code), then prints the landing page's sizes and fails above their budget.
 */
export function buildWeb({ outDir = at('apps/web/dist') } = {}) {
  const vite = (args) => {
    const result = spawnSync(
      process.execPath,
      [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      {
        cwd: at('apps/web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', WEB_OUT_DIR: outDir },
      },
    );
    if (result.status !== 0) throw new Error('The web app did not build; see above.');
  };
  vite(['--outDir', outDir, '--emptyOutDir']);
  // The landing page's server render, for the gateway, inside the same folder.
  vite(['-c', 'vite.server.config.ts']);
  const { lines, over } = checkLandingBudget(outDir);
  console.log(lines.join('\n'));
  if (over.length) {
    throw new Error(`The landing page is over its size budget: ${over.join(', ')}.`);
  }
}

/** Builds the named targets (all by default); with `ifStale`, only those whose sources changed. */
export async function build({
  targets = Object.keys(TARGETS),
  ifStale = false,
  log = console.log,
} = {}) {
  const built = [];
  for (const name of targets) {
    const target = TARGETS[name];
    if (!target)
      throw new Error(`Unknown build target '${name}' (${Object.keys(TARGETS).join(', ')})`);
    if (ifStale && !isStale(name)) continue;
    const started = Date.now();
    mkdirSync(path.dirname(at(target.output)), { recursive: true });
    await target.build();
    log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const targets = args.filter((arg) => !arg.startsWith('--'));
  try {
    await build({
      targets: targets.length ? targets : undefined,
      ifStale: args.includes('--if-stale'),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
