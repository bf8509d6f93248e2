import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The services as the operating system runs them: each a process of its own with only the
// environment given here (nothing of the test runner's leaks in), started from its built file
// (`dist/<name>.js`, brought up to date before the tests by scripts/test-global-setup.mjs), or
// from its TypeScript source through tsx where there is no build.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every entry point a test can start, by the source file it is built from. */
const ENTRIES = {
  api: 'apps/api/src/main.ts',
  /** The release step that migrates and seeds (npm run db:migrate). */
  migrate: 'apps/api/src/migrate.ts',
  gateway: 'apps/gateway/src/main.ts',
  'jazzcash-sandbox': 'infra/jazzcash-sandbox/src/main.ts',
} as const;

export type Service = keyof typeof ENTRIES;

/** How a process ended: its exit code, or the signal that ended it. */
export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServiceProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port> where it listens ('' until it says so). */
  url: string;
  /** Whether it runs the built file (else the source through tsx). */
  isBuilt: boolean;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<ProcessExit>;
  /** Sends a signal (SIGTERM unless told) if it still runs, and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<ProcessExit>;
};

/** The built file of an entry point when there is one, else its source through tsx. */
function commandOf(service: Service): { args: string[]; isBuilt: boolean } {
  const source = path.join(root, ENTRIES[service]);
  const built = path.join(source, '../../dist', path.basename(source, '.ts') + '.js');
  if (existsSync(built)) return { args: [built], isBuilt: true };
  return { args: ['--import', 'tsx', source], isBuilt: false };
}

/** Starts an entry point of this repository as a child process with exactly `env` (and PATH). */
export function spawnService(service: Service, env: Record<string, string>): ServiceProcess {
  const { args, isBuilt } = commandOf(service);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    url: '',
    isBuilt,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a service and waits until it says where it listens. */
export async function startService(
  service: Service,
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServiceProcess> {
  const started = spawnService(service, env);
  const timeoutMs = options.timeoutMs ?? 60_000;
  let hasExited = false;
  void started.exited.then(() => (hasExited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const url = /listening on (https?:\/\/[^\s/]+)/i.exec(started.output())?.[1];
    if (url) return { ...started, url: url.replace('localhost', '127.0.0.1') };
    if (hasExited) throw new Error(`${service} exited before listening:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await started.stop('SIGKILL');
  throw new Error(`${service} did not start within ${timeoutMs} ms:\n${started.output()}`);
}

/** Runs an entry point expected to end by itself (a release step, a refused start) to its end. */
export async function runService(
  service: Service,
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ProcessExit & { output: string }> {
  const started = spawnService(service, env);
  const timer = setTimeout(() => void started.stop('SIGKILL'), options.timeoutMs ?? 60_000);
  const exit = await started.exited;
  clearTimeout(timer);
  return { ...exit, output: started.output() };
}

/** Resolves once `url` answers 2xx; fails if the process ends first or the time runs out. */
async function waitUntilAnswering(url: string, service: ServiceProcess, timeoutMs: number) {
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

export const PROCESS_ADMIN = { email: 'admin@processes.test', password: 'AdminPass1' };
/** Shared by every instance: a token one signs is accepted by the others. */
const JWT_SECRET = 'multi-instance-test-secret-0123456789abcdef';

/** An api process on PostgreSQL, answering on its health endpoint before this resolves. */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const service = await startService(
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
    { timeoutMs: 90_000 },
  );
  await waitUntilAnswering(`${url}/api/v1/health`, service, 90_000);
  return service;
}

/** An api process on PGlite in a fresh data folder, `admin` its admin, sign-ins not limited. */
export function startPgliteApiProcess(admin: { email: string; password: string }) {
  return startService('api', {
    NODE_ENV: 'test',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: `/tmp/padel-process-${randomUUID()}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
  });
}

/** A gateway process in front of the api at `apiUrl`, answering on its health endpoint. */
export async function startGatewayProcess(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startService(
    'gateway',
    {
      NODE_ENV: 'test',
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      API_URL: apiUrl,
      ALLOWED_ORIGINS: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    { timeoutMs: 90_000 },
  );
  await waitUntilAnswering(`${url}/health`, service, 90_000);
  return service;
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
  pool.on('error', () => {
    // A client still closing when the database is dropped (WITH FORCE) is cut off; nothing to do.
  });
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

/**
 * Sends `count` requests at once, each on its own connection. `sent` resolves once every request
 * has left in full; `answers` with each status (0 when the connection failed without one).
 */
export function sendBurst(
  url: string,
  count: number,
  request: { method: string; path: string; body?: unknown; headers?: Record<string, string> },
): { sent: Promise<void>; answers: Promise<number[]> } {
  const target = new URL(url);
  const sent: Promise<void>[] = [];
  const answers: Promise<number>[] = [];
  for (let i = 0; i < count; i++) {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    let onSent!: () => void;
    sent.push(new Promise<void>((resolve) => (onSent = resolve)));
    answers.push(
      new Promise<number>((resolve) => {
        const req = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            path: request.path,
            method: request.method,
            agent: false,
            headers: {
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...request.headers,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', () => resolve(0));
          },
        );
        req.on('finish', onSent);
        req.on('error', () => {
          onSent();
          resolve(0);
        });
        req.end(body);
      }),
    );
  }
  return { sent: Promise.all(sent).then(() => undefined), answers: Promise.all(answers) };
}
