// Starts the api under test (server.ts) in its own process and talks to it over IPC.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerCpu, ServerReady } from './server';

export type RunningServer = {
  ready: ServerReady;
  /** The api process's CPU time so far, in milliseconds. */
  readCpu: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Forks server.ts and waits until the venue is built. */
export function startServer(profileDir?: string): Promise<RunningServer> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: profileDir ? { ...process.env, BENCH_PROFILE: profileDir } : process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`api process exited with code ${code}`)));
    child.once('message', (message: ServerReady) => {
      child.removeAllListeners('exit');
      resolve({
        ready: message,
        readCpu: () =>
          new Promise((answer) => {
            child.once('message', (cpu: ServerCpu) => answer(cpu.micros / 1000));
            child.send({ type: 'cpu' });
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send({ type: 'stop' });
          }),
      });
    });
  });
}
