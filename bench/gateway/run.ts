// Gateway overhead benchmark: the same reads straight to the api and through the gateway's tRPC
// procedures, in one run. The api and the gateway run as separate processes, as deployed, and the
// load comes from this process with autocannon over loopback. Run: npm run bench:gateway
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, ENDPOINTS, ZCourtListAnswer } from '@padel/contract';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { rps: number; p50: number; p97: number; p99: number; errors: number };

async function measure(url: string, connections: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration: DURATION_S, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A workspace started by its own `start` script, in a process group of its own to stop as one. */
function startWorkspace(name: string, env: Record<string, string>): ChildProcess {
  return spawn('npm', ['start', '--silent', '-w', name], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
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

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function tomorrowInKarachi(): string {
  return new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

async function main() {
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const api = startWorkspace('@padel/api', {
    NODE_ENV: 'production',
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: `/tmp/padel-bench-gateway-${process.pid}`,
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'BenchAdmin1',
  });
  const gateway = startWorkspace('@padel/gateway', {
    NODE_ENV: 'production',
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_HOST: '127.0.0.1',
    API_URL: apiUrl,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: '/nonexistent',
  });
  try {
    await waitFor(`${apiUrl}${apiPath('service.health')}`);
    await waitFor(`${gatewayUrl}/health`);
    const courtsAnswer = (await (await fetch(`${apiUrl}${apiPath('courts.list')}`)).json()) as {
      data: unknown;
    };
    const courtId = ZCourtListAnswer.parse(courtsAnswer.data).courts[0]?.id;
    if (!courtId) throw new Error('no court to measure');
    const date = tomorrowInKarachi();
    const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
    const pairs = [
      {
        name: 'courts list',
        direct: `${apiUrl}${apiPath('courts.list')}`,
        via: `${gatewayUrl}/trpc/courts.list?input=${input({})}`,
      },
      {
        name: 'court availability',
        direct: `${apiUrl}${apiPath('courts.availability', { id: courtId })}?date=${date}&duration=60`,
        via: `${gatewayUrl}/trpc/courts.availability?input=${input({ id: courtId, date, duration: 60 })}`,
      },
    ];
    for (const pair of pairs) {
      for (const url of [pair.direct, pair.via]) {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      }
      await measure(pair.direct, 2);
      await measure(pair.via, 2);
    }

    console.log(
      `Gateway benchmark: throughput at ${CONNECTIONS} connections, latency at 1 connection, ${DURATION_S} s each`,
    );
    console.log(
      '| read | api req/s | gateway req/s | ratio | api p50 ms (1 conn) | gateway p50 ms (1 conn) | added p50 ms |',
    );
    console.log('|---|---|---|---|---|---|---|');
    let isMet = true;
    for (const pair of pairs) {
      const directLoad = await measure(pair.direct, CONNECTIONS);
      const viaLoad = await measure(pair.via, CONNECTIONS);
      const directOne = await measure(pair.direct, 1);
      const viaOne = await measure(pair.via, 1);
      const ratio = viaLoad.rps / directLoad.rps;
      const added = viaOne.p50 - directOne.p50;
      isMet &&= ratio >= 0.6 && added < 2;
      console.log(
        `| ${pair.name} | ${directLoad.rps.toFixed(0)} | ${viaLoad.rps.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | ${directOne.p50} | ${viaOne.p50} | ${added.toFixed(1)} |`,
      );
    }
    console.log(
      `\nTarget (gateway throughput >= 60 % of direct, added p50 < 2 ms): ${isMet ? 'met' : 'missed'}`,
    );
  } finally {
    stop(api);
    stop(gateway);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
