// Gateway overhead benchmark: the same reads straight to the api and through the gateway's
// tRPC procedures, in one run, with autocannon on loopback. Run: npm run bench:gateway
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../../apps/api/src/config';
import { createLogger } from '../../apps/api/src/lib/logger';
import { startApi } from '../../apps/api/src/server';
import { loadGatewayConfig } from '../../apps/gateway/src/config';
import { startGateway } from '../../apps/gateway/src/server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { label: string; rps: number; p50: number; p95: number; p99: number; errors: number };

async function measure(label: string, url: string): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function tomorrowInKarachi(): string {
  const karachiNow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000);
  return karachiNow.toISOString().slice(0, 10);
}

async function main() {
  const api = await startApi(
    loadConfig({
      NODE_ENV: 'test',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: `/tmp/padel-bench-gateway-${randomUUID()}`,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'BenchAdmin1',
    }),
    { logger: createLogger('silent') },
  );
  const apiUrl = api.url.replace('localhost', '127.0.0.1');
  const gateway = await startGateway(
    loadGatewayConfig({ NODE_ENV: 'test', GATEWAY_PORT: '0', GATEWAY_HOST: '127.0.0.1', API_URL: apiUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    { logger: pino({ level: 'silent' }) },
  );
  const gatewayUrl = gateway.url.replace('localhost', '127.0.0.1');

  const courts = (await (await fetch(`${apiUrl}/api/v1/courts`)).json()) as { data: { courts: Array<{ id: string }> } };
  const courtId = courts.data.courts[0]?.id;
  if (!courtId) throw new Error('no court to measure');
  const date = tomorrowInKarachi();
  const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

  const pairs = [
    {
      name: 'courts list',
      direct: `${apiUrl}/api/v1/courts`,
      viaGateway: `${gatewayUrl}/trpc/courts.list?input=${trpcInput({})}`,
    },
    {
      name: 'court availability',
      direct: `${apiUrl}/api/v1/courts/${courtId}/availability?date=${date}&duration=60`,
      viaGateway: `${gatewayUrl}/trpc/courts.availability?input=${trpcInput({ id: courtId, date, duration: 60 })}`,
    },
  ];

  // Warm both paths (connection pools, JIT) before measuring.
  for (const pair of pairs) {
    for (const url of [pair.direct, pair.viaGateway]) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    }
  }

  console.log(`Gateway benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback`);
  const rows: string[] = [];
  for (const pair of pairs) {
    const direct = await measure(`${pair.name} (api)`, pair.direct);
    const through = await measure(`${pair.name} (gateway)`, pair.viaGateway);
    const ratio = through.rps / direct.rps;
    const addedP50 = through.p50 - direct.p50;
    for (const r of [direct, through]) {
      console.log(
        `${r.label.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p97.5 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}`,
      );
    }
    const verdict = ratio >= 0.6 && addedP50 < 2 ? 'meets' : 'misses';
    console.log(
      `  -> gateway/api throughput ${(ratio * 100).toFixed(0)} %, added p50 ${addedP50.toFixed(1)} ms (${verdict} the target: >= 60 %, < 2 ms)`,
    );
    rows.push(
      `| ${pair.name} | ${direct.rps.toFixed(0)} | ${through.rps.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | ${direct.p50} | ${through.p50} | ${addedP50.toFixed(1)} |`,
    );
  }
  console.log('\n| read | api req/s | gateway req/s | ratio | api p50 ms | gateway p50 ms | added p50 ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  await gateway.stop();
  await api.stop();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
