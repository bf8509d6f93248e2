// Gateway overhead benchmark: the same reads straight to the api and through the gateway's tRPC
// procedures, in one run. The api and the gateway run as separate processes, as deployed, and the
// load comes from this process with autocannon over loopback. Run: npm run bench:gateway
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, ENDPOINTS, ZCourtListAnswer } from '@padel/contract';
import autocannon from 'autocannon';
import { createProcessDatabase, startApiProcess, startGatewayProcess } from '@padel/api/testing';

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

async function main() {
  // Both run as production runs them (built files, NODE_ENV=production, answers not re-checked
  // against the catalogue), the api on a fresh PostgreSQL database of its own.
  const database = await createProcessDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const api = await startApiProcess(database.url, {
    NODE_ENV: 'production',
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
  const gateway = await startGatewayProcess(api.url, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: '/nonexistent',
  });
  const apiUrl = api.url;
  const gatewayUrl = gateway.url;
  try {
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
    await gateway.stop();
    await api.stop();
    await database.drop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
