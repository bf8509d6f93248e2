import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The services as production runs them: `node <app>/dist/main.js` in a process of its own, with
// only the environment given here (nothing of the test runner's leaks in).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BuiltService = 'api' | 'gateway' | 'jazzcash-sandbox';

const SERVICES: Record<BuiltService, { entry: string; ready: RegExp }> = {
  api: { entry: 'apps/api/dist/main.js', ready: /API listening on (\S+)\/api\/v1/ },
  gateway: { entry: 'apps/gateway/dist/main.js', ready: /Gateway listening on (\S+)/ },
  'jazzcash-sandbox': {
    entry: 'infra/jazzcash-sandbox/dist/main.js',
    ready: /JazzCash sandbox listening on (\S+)/,
  },
};

/** `npm run build` for the services (not the web app), skipping what is already up to date. */
export function buildServices(): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--if-stale', ...Object.keys(SERVICES)],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}${result.stderr}`);
}

export type RunningService = {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

export type ExitedService = { code: number | null; output: string };

function launch(name: BuiltService, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, SERVICES[name].entry)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts a built service and waits until it says where it listens. */
export async function startBuiltService(
  name: BuiltService,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningService> {
  const { child, output, exited } = launch(name, env);
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const url = SERVICES[name].ready.exec(output())?.[1];
    if (url) {
      return {
        url,
        output,
        stop: async () => {
          if (!hasExited) child.kill('SIGTERM');
          return exited;
        },
      };
    }
    if (hasExited) throw new Error(`${name} exited before listening:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not start within ${timeoutMs} ms:\n${output()}`);
}

/** Runs a built service that is expected to stop by itself (a refused start) and answers how. */
export async function runBuiltServiceToExit(
  name: BuiltService,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ExitedService> {
  const { child, output, exited } = launch(name, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
