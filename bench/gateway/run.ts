// Gateway overhead benchmark: the same reads straight to the api and through the gateway's tRPC
// procedures, in one run. The api and the gateway run as separate processes from their built
// files, as deployed, and the load comes from this process over loopback. Run: npm run bench:gateway
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, ENDPOINTS, ZCourtListAnswer } from '@padel/contract';
import autocannon from 'autocannon';
import {
  createProcessDatabase,
  startApiProcess,
  startGatewayProcess,
  type ServiceProcess,
} from '@padel/api/testing';
import { runLoad, summarize, type LoadSample } from '../availability/load';
import { summarizeProfile } from './profile-summary';

/** Seconds of each throughput burst; every read gets ROUNDS bursts each way. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Requests per read and way at one connection, where queueing does not hide added latency. */
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 3_000);
/** BENCH_PROFILE=<folder>: a V8 CPU profile of the gateway process, summarised at the end. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

const TARGET_RATIO = 0.6;
const TARGET_ADDED_P50_MS = 1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The api and the gateway as production runs them: their built files, rebuilt when stale. */
function buildServices() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--if-stale', 'api', 'gateway'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the api or the gateway did not build');
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** A process's CPU time so far (user + system, ms), from /proc; NaN where there is none. */
function cpuMsOf(service: ServiceProcess): number {
  try {
    const stat = readFileSync(`/proc/${service.child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** An api path from the endpoint catalogue, its `{param}`s filled in. */
function apiPath(name: keyof typeof ENDPOINTS, params: Record<string, string> = {}): string {
  const filled = ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs ${key}`);
    return encodeURIComponent(value);
  });
  return `${API_BASE_PATH}${filled}`;
}

function tomorrowInKarachi(): string {
  return new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Way = {
  url: string;
  requests: number;
  seconds: number;
  errors: number;
  latency: LoadSample[];
};
type CpuUse = { api: number; gateway: number };

async function main() {
  buildServices();
  // The api on a fresh PostgreSQL database of its own (production refuses PGlite).
  const database = await createProcessDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  let api: ServiceProcess | undefined;
  let gateway: ServiceProcess | undefined;
  try {
    // As a deployment runs them: the api believes the client address the gateway passes on.
    const gatewaySecret = randomBytes(32).toString('hex');
    api = await startApiProcess(database.url, {
      NODE_ENV: 'production',
      GATEWAY_SECRET: gatewaySecret,
      MIGRATE_ON_START: 'true',
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_WEB_URL: 'http://127.0.0.1:3000',
      JAZZCASH_MERCHANT_ID: 'MC_BENCH',
      JAZZCASH_PASSWORD: randomBytes(8).toString('hex'),
      JAZZCASH_INTEGRITY_SALT: randomBytes(8).toString('hex'),
      JAZZCASH_MPIN: '0000',
      JAZZCASH_CARD_PAGE_URL: 'http://127.0.0.1:9/card',
      JAZZCASH_API_BASE_URL: 'http://127.0.0.1:9',
    });
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    // The gateway logs at production's default level (the api, measured on its own elsewhere, not).
    gateway = await startGatewayProcess(api.url, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      GATEWAY_SECRET: gatewaySecret,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
      ...(PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
    });
    await measureAll(api, gateway);
  } finally {
    await gateway?.stop();
    await api?.stop();
    await database.drop();
  }
  if (PROFILE_DIR) {
    const newest = readdirSync(PROFILE_DIR)
      .filter((file) => file.endsWith('.cpuprofile'))
      .sort()
      .at(-1);
    if (newest) {
      console.log(`\nGateway CPU profile: ${path.join(PROFILE_DIR, newest)}\n`);
      console.log(summarizeProfile(path.join(PROFILE_DIR, newest)));
    }
  }
}

async function measureAll(api: ServiceProcess, gateway: ServiceProcess) {
  const courtsAnswer = (await (await fetch(`${api.url}${apiPath('courts.list')}`)).json()) as {
    data: unknown;
  };
  const courtId = ZCourtListAnswer.parse(courtsAnswer.data).courts[0]?.id;
  if (!courtId) throw new Error('no court to measure');
  const date = tomorrowInKarachi();
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const reads = [
    {
      name: 'courts list',
      direct: `${api.url}${apiPath('courts.list')}`,
      via: `${gateway.url}/trpc/courts.list?input=${input({})}`,
    },
    {
      name: 'court availability',
      direct: `${api.url}${apiPath('courts.availability', { id: courtId })}?date=${date}&duration=60`,
      via: `${gateway.url}/trpc/courts.availability?input=${input({ id: courtId, date, duration: 60 })}`,
    },
  ];
  const fresh = (url: string): Way => ({ url, requests: 0, seconds: 0, errors: 0, latency: [] });
  const ways = reads.map((read) => ({
    ...read,
    api: fresh(read.direct),
    gateway: fresh(read.via),
  }));
  const cpu = new Map<Way, CpuUse>();

  for (const way of ways.flatMap((w) => [w.api, w.gateway])) {
    const res = await fetch(way.url);
    if (!res.ok) throw new Error(`${way.url} answered ${res.status}`);
    await autocannon({ url: way.url, connections: 2, duration: 2 });
  }

  console.log(
    `Gateway benchmark: ${cpuSummary()}, node ${process.version}; load average ${loadAverage()} before.\n` +
      `Throughput: ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds of ${SECONDS} s per read and way, ` +
      `taking turns. Latency: 1 connection, ${LATENCY_REQUESTS} requests per read and way.\n`,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const read of ways) {
      // Which way goes first alternates, so neither always follows the other.
      const order = round % 2 === 0 ? [read.api, read.gateway] : [read.gateway, read.api];
      for (const way of order) {
        const before = { api: cpuMsOf(api), gateway: cpuMsOf(gateway) };
        const result = await autocannon({
          url: way.url,
          connections: CONNECTIONS,
          duration: SECONDS,
        });
        const used = cpu.get(way) ?? { api: 0, gateway: 0 };
        cpu.set(way, {
          api: used.api + cpuMsOf(api) - before.api,
          gateway: used.gateway + cpuMsOf(gateway) - before.gateway,
        });
        way.requests += result.requests.total;
        way.seconds += result.duration;
        way.errors += result.errors + result.non2xx;
      }
    }
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const read of ways) {
      for (const way of round % 2 === 0 ? [read.api, read.gateway] : [read.gateway, read.api]) {
        const sample = await runLoad({
          url: way.url,
          connections: 1,
          requests: Math.ceil(LATENCY_REQUESTS / ROUNDS),
          maxSeconds: 20,
        });
        way.latency.push(sample);
        way.errors += sample.errors;
      }
    }
  }

  const rows: string[][] = [];
  let isMet = true;
  for (const read of ways) {
    const apiRate = read.api.requests / read.api.seconds;
    const gatewayRate = read.gateway.requests / read.gateway.seconds;
    const ratio = gatewayRate / apiRate;
    const apiLatency = summarize(read.api.latency);
    const gatewayLatency = summarize(read.gateway.latency);
    const added = gatewayLatency.p50 - apiLatency.p50;
    const perRequest = (way: Way, of: keyof CpuUse) =>
      (cpu.get(way)?.[of] ?? Number.NaN) / way.requests;
    const errors = read.api.errors + read.gateway.errors;
    const isReadMet = ratio >= TARGET_RATIO && added < TARGET_ADDED_P50_MS && errors === 0;
    isMet &&= isReadMet;
    rows.push([
      read.name,
      apiRate.toFixed(0),
      gatewayRate.toFixed(0),
      `${(ratio * 100).toFixed(0)} %`,
      apiLatency.p50.toFixed(2),
      gatewayLatency.p50.toFixed(2),
      added.toFixed(2),
      perRequest(read.api, 'api').toFixed(3),
      perRequest(read.gateway, 'gateway').toFixed(3),
      String(errors),
      isReadMet ? 'met' : 'MISSED',
    ]);
  }
  printTable(
    [
      'read',
      'api req/s',
      'gateway req/s',
      'ratio',
      'api p50 ms',
      'gateway p50 ms',
      'added p50 ms',
      'api CPU ms/req',
      'gateway CPU ms/req',
      'errors',
      'target',
    ],
    rows,
  );
  console.log(
    `\nTarget: gateway throughput >= ${TARGET_RATIO * 100} % of the api's and added p50 < ${TARGET_ADDED_P50_MS} ms ` +
      `for every read, no errors: ${isMet ? 'met' : 'MISSED'}.\nLoad average after: ${loadAverage()}.`,
  );
  process.exitCode = isMet ? 0 : 1;
}

function cpuSummary() {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}`;
}

function printTable(header: string[], rows: string[][]) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
