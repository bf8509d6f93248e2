import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api's entry point, as a service process runs it. */
export const API_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/main.ts',
);
/** The release step that migrates and seeds (npm run db:migrate). */
export const MIGRATE_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/migrate.ts',
);

/**
 * How a service's entry point is run: its built file (`<app>/dist/<name>.js`, brought up to date
 * before the tests by scripts/test-global-setup.mjs) when there is one, else its source through tsx.
 */
export function serviceCommand(entry: string): { command: string; args: string[] } {
  const built = path.join(path.dirname(entry), '..', 'dist', path.basename(entry, '.ts') + '.js');
  if (existsSync(built)) return { command: process.execPath, args: [built] };
  return { command: process.execPath, args: ['--import', 'tsx', entry] };
}

export type StartedService = {
  child: ChildProcess;
  /** http://127.0.0.1:<port> from the service's "listening on" line. */
  url: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Ends the process if it still runs (cleanup after a test). */
  kill: () => void;
};

/** Starts a service as a child process and waits until it says where it listens. */
export async function startServiceProcess(
  entry: string,
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<StartedService> {
  const { command, args } = serviceCommand(entry);
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    );
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /listening on (https?:\/\/[^\s/]+)/i.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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

/** Runs a command-line entry point to its end; its exit code and output. */
export function runServiceProcess(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | string; output: string }> {
  const { command, args } = serviceCommand(entry);
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code: code ?? signal ?? -1, output }));
  });
}
