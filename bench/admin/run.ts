// npm run bench:admin: the admin console's server figures (dashboard stats, the heatmap's daily
// revenue, the bookings list with its filters) against a bare health call, on the availability
// benchmark's venue (8 courts, 50,000 bookings; PGlite, or PostgreSQL with BENCH_DATABASE_URL,
// e.g. postgres://postgres@127.0.0.1:5432/postgres, where a fresh database is made and dropped
// for the run). Signs in as the seeded admin and calls the real endpoints over HTTP. Not part
// of npm test.
import os from 'node:os';
import { todayInKarachi } from '@padel/domain';
import { runLoad, summarize, type LoadSample, type LoadSummary } from '../availability/load';
import { startServer } from '../availability/process';
import { adminTargets } from './targets';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const ROUNDS = 5;
const WARMUP_REQUESTS = 100;
const MAX_SECONDS_PER_ROUND = 4;
/** Every gated target's p95 must be within this many times health's p95. */
const TARGET_RATIO_TO_HEALTH = 5;
const ONLY = process.env.BENCH_ONLY;
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Access tokens live 15 minutes; sign-ins are rate limited, so one is kept for 10. */
const TOKEN_REUSE_MS = 10 * 60_000;

async function signIn(base: string, admin: { email: string; password: string }) {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (answer.status !== 200) throw new Error(`admin sign-in answered ${answer.status}`);
  const body = (await answer.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${body.data.accessToken}` };
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const NAME_WIDTH = 50;

async function main() {
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite';
  console.log(`Building the venue (8 courts, 50,000 bookings) on ${engine}...`);
  const { ready, readCpu, stop } = await startServer(PROFILE_DIR);
  try {
    const cpus = os.cpus();
    const loadAverage = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `Ready in ${ready.buildSeconds.toFixed(1)} s: ${ready.courtIds.length} courts, ` +
        `${ready.bookings} bookings over ${ready.days} days.\n` +
        `${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, node ${process.version}, ` +
        `load average ${loadAverage()}.`,
    );
    const base = `${ready.url}/api/v1`;
    const allTargets = adminTargets(todayInKarachi(new Date()), ready.courtIds);
    const health = allTargets.find((t) => t.bare);
    const targets = allTargets.filter((t) => !ONLY || t.bare || t.name.includes(ONLY));
    console.log(
      `\n${CONNECTIONS} keep-alive connections; ${REQUESTS} requests per target in ${ROUNDS} ` +
        `interleaved rounds (at most ${MAX_SECONDS_PER_ROUND} s each), after ${WARMUP_REQUESTS} ` +
        `warm-up requests.\n`,
    );
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    const samples = new Map<string, LoadSample[]>(targets.map((t) => [t.name, []]));
    const cpuMs = new Map<string, number>(targets.map((t) => [t.name, 0]));
    let token = { headers: await signIn(base, ready.admin), at: Date.now() };
    const load = async (target: (typeof targets)[number], requests: number) => {
      if (Date.now() - token.at > TOKEN_REUSE_MS) {
        token = { headers: await signIn(base, ready.admin), at: Date.now() };
      }
      const headers = target.bare ? undefined : token.headers;
      return runLoad({
        url: `${base}${target.path}`,
        connections: CONNECTIONS,
        requests,
        maxSeconds: MAX_SECONDS_PER_ROUND,
        ...(headers ? { headers } : {}),
      });
    };
    for (const target of targets) await load(target, WARMUP_REQUESTS);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const cpuBefore = await readCpu();
        const sample = await load(target, perRound);
        const cpuAfter = await readCpu();
        samples.get(target.name)?.push(sample);
        cpuMs.set(target.name, (cpuMs.get(target.name) ?? 0) + cpuAfter - cpuBefore);
      }
    }

    const results = new Map<string, LoadSummary>();
    for (const target of targets)
      results.set(target.name, summarize(samples.get(target.name) ?? []));
    const healthP95 = health ? (results.get(health.name)?.p95 ?? Number.NaN) : Number.NaN;
    console.log(
      `${'target'.padEnd(NAME_WIDTH)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}` +
        `${'p99 ms'.padStart(8)}${'req/s'.padStart(8)}${'cpu ms'.padStart(8)}` +
        `${'x hlth'.padStart(8)}${'count'.padStart(7)}${'errors'.padStart(7)}  target`,
    );
    let met = true;
    for (const target of targets) {
      const result = results.get(target.name);
      if (!result) continue;
      const ratio = result.p95 / healthP95;
      // A request answered in full counts; the signed-in calls must all answer 200.
      const ok = result.errors === 0 && (!target.gated || ratio <= TARGET_RATIO_TO_HEALTH);
      if (!ok) met = false;
      const verdict = target.gated ? (ok ? 'met' : 'MISSED') : result.errors ? 'ERRORS' : '-';
      const cpu = (cpuMs.get(target.name) ?? 0) / Math.max(1, result.requests);
      console.log(
        `${target.name.padEnd(NAME_WIDTH)}${ms(result.p50)}${ms(result.p95)}${ms(result.p99)}` +
          `${result.requestsPerSecond.toFixed(0).padStart(8)}${ms(cpu)}${ms(ratio)}` +
          `${String(result.requests).padStart(7)}${String(result.errors).padStart(7)}  ${verdict}`,
      );
    }
    console.log(
      `\nTarget: every gated p95 within ${TARGET_RATIO_TO_HEALTH} x health's p95 ` +
        `(${healthP95.toFixed(2)} ms): ${met ? 'met' : 'MISSED'}.` +
        `\nLoad average after the run: ${loadAverage()}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
