import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The api (and the gateway) as the operating system runs them: separate processes, started
// from their built files (apps/*/dist/main.js) when those exist and from their TypeScript
// sources otherwise, talking to one PostgreSQL database. Used by whole-stack tests and benches.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The command line that runs an app: its build if there is one, else its source through tsx. */
function entryOf(app: 'api' | 'gateway'): string[] {
  const built = path.join(root, 'apps', app, 'dist', 'main.js');
  if (existsSync(built)) return [built];
  return ['--import', 'tsx', path.join(root, 'apps', app, 'src', 'main.ts')];
}

export const PROCESS_ADMIN = { email: 'admin@processes.test', password: 'AdminPass1' };
/** Shared by every instance: a token one signs is accepted by the others. */
const JWT_SECRET = 'multi-instance-test-secret-0123456789abcdef';

/** A free port on loopback, for a process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped by `drop`. */
export async function createProcessDatabase(adminUrl: string) {
  const name = `padel_proc_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  return {
    url: url.toString(),
    /** Runs SQL on the database, as an operator would. */
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<T>(text, values)).rows,
    drop: async () => {
      await pool.end();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type ServiceProcess = {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** How it ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal and waits for the exit. */
  stop: (
    signal?: NodeJS.Signals,
  ) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Resolves once `url` answers 2xx; fails if the process ends first or the time runs out. */
export async function waitUntilAnswering(url: string, service: ServiceProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void service.exited.then(() => (hasExited = true));
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the process ended before answering:\n${service.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${service.output()}`);
}

/** Starts an app of this repository as a child process with exactly `env` (and PATH). */
export function spawnService(
  app: 'api' | 'gateway',
  env: Record<string, string>,
  url: string,
): ServiceProcess {
  const child = spawn(process.execPath, entryOf(app), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** An api process on PostgreSQL, answering on its health endpoint before this resolves. */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const service = spawnService(
    'api',
    {
      NODE_ENV: 'test',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: '10',
      DATA_DIR: `/tmp/padel-process-${randomUUID()}`,
      JWT_SECRET,
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      PUBLIC_API_URL: url,
      LOG_LEVEL: 'info',
      ...env,
    },
    url,
  );
  await waitUntilAnswering(`${url}/api/v1/health`, service, 90_000);
  return service;
}
