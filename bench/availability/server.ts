// The api under test, in its own process so the load generator does not share its event loop.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { todayInKarachi } from '@padel/domain';
import { startBenchApi } from './bench-config';
import { buildVenue } from './venue';

export type ServerReady = {
  type: 'ready';
  url: string;
  courtIds: string[];
  bookings: number;
  days: number;
  buildSeconds: number;
  /** Where the venue lives: in-memory PGlite, or a fresh database on BENCH_DATABASE_URL. */
  engine: 'pglite' | 'postgres';
  /** The seeded admin's sign-in, for the admin console's calls. */
  admin: { email: string; password: string };
};

/** The api process's CPU time so far (user + system), in microseconds. */
export type ServerCpu = { type: 'cpu'; micros: number };

async function main() {
  const started = performance.now();
  const { api, admin, drop } = await startBenchApi();
  const venue = await buildVenue(api.ctx.db, todayInKarachi(new Date()));
  const ready: ServerReady = {
    type: 'ready',
    url: api.url.replace('localhost', '127.0.0.1'),
    courtIds: venue.courtIds,
    bookings: venue.bookings,
    days: venue.days,
    buildSeconds: (performance.now() - started) / 1000,
    engine: api.ctx.engine,
    admin,
  };
  const profiler = process.env.BENCH_PROFILE ? await startProfiler() : undefined;
  process.send?.(ready);
  // The load generator went away (killed, say): no api left behind.
  process.on('disconnect', () => {
    void api
      .stop()
      .then(() => drop())
      .finally(() => process.exit(0));
  });
  // The parent waits for the exit, not for this handler.
  process.on('message', (message: { type?: string }) => void onMessage(message));
  async function onMessage(message: { type?: string }) {
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      const answer: ServerCpu = { type: 'cpu', micros: user + system };
      process.send?.(answer);
    }
    if (message.type === 'stop') {
      await profiler?.save(process.env.BENCH_PROFILE as string);
      await api.stop();
      await drop();
      process.exit(0);
    }
  }
}

/** Profiles the serving only (BENCH_PROFILE), not the building of the venue before it. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async save(folder: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      const file = path.join(folder, `api-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile of the api written to ${file}`);
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
