// npm run bench:availability: availability and common time slots against a bare health check,
// on a fresh api over PGlite holding 8 courts and 50,000 bookings. Not part of npm test.
import os from 'node:os';
import { addDays, todayInKarachi } from '@padel/domain';
import { runLoad, summarize, type LoadSample, type LoadSummary } from './load';
import { startServer } from './process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
/** Targets take turns, round after round, so a noisy moment hits all of them alike. */
const ROUNDS = 5;
const WARMUP_REQUESTS = 300;
const MAX_SECONDS_PER_ROUND = 6;
const TARGET_P95_MS = 15;
const TARGET_RATIO_TO_HEALTH = 4;
/** BENCH_ONLY=<text> runs only the targets whose name holds it (to profile one). */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_PROFILE=<folder> writes a V8 CPU profile of the api process's serving there. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

const ms = (value: number) => value.toFixed(2).padStart(8);
const NAME_WIDTH = 52;

/** `cpu` is the api process's CPU time per request (ms): what the answer costs the server. */
function printRow(name: string, result: LoadSummary, cpu: number) {
  console.log(
    `${name.padEnd(NAME_WIDTH)}${ms(result.p50)}${ms(result.p95)}${ms(result.p99)}${ms(result.max)}` +
      `${result.requestsPerSecond.toFixed(0).padStart(9)}${ms(cpu)}` +
      `${String(result.requests).padStart(8)}${String(result.errors).padStart(7)}`,
  );
}

async function main() {
  console.log('Building the venue (8 courts, 50,000 bookings) on PGlite...');
  const { ready, readCpu, stop } = await startServer(PROFILE_DIR);
  try {
    const cpus = os.cpus();
    console.log(
      `Ready in ${ready.buildSeconds.toFixed(1)} s: ${ready.courtIds.length} courts, ` +
        `${ready.bookings} bookings over ${ready.days} days.\n` +
        `${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, node ${process.version}, ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}.`,
    );
    const date = addDays(todayInKarachi(new Date()), 3);
    const base = `${ready.url}/api/v1`;
    const allTargets = [
      {
        name: 'GET /courts/{id}/availability (1 court, 1 day)',
        url: `${base}/courts/${ready.courtIds[0]}/availability?date=${date}&duration=60`,
      },
      {
        name: 'GET /analytics/common-timeslots (8 courts, date)',
        url: `${base}/analytics/common-timeslots?date=${date}&duration=60`,
      },
      {
        name: 'GET /analytics/common-timeslots (8 courts, 7 days)',
        url: `${base}/analytics/common-timeslots?duration=60`,
      },
      { name: 'GET /health (ceiling)', url: `${base}/health` },
    ];
    const targets = allTargets.filter((t) => !ONLY || t.name.includes(ONLY));
    console.log(
      `\n${CONNECTIONS} keep-alive connections; ${REQUESTS} requests per target in ${ROUNDS} ` +
        `interleaved rounds (at most ${MAX_SECONDS_PER_ROUND} s each), after ${WARMUP_REQUESTS} ` +
        `warm-up requests; date ${date}.\n`,
    );
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    const samples = new Map<string, LoadSample[]>(targets.map((t) => [t.name, []]));
    const cpuMs = new Map<string, number>(targets.map((t) => [t.name, 0]));
    for (const target of targets) {
      await runLoad({
        url: target.url,
        connections: CONNECTIONS,
        requests: WARMUP_REQUESTS,
        maxSeconds: MAX_SECONDS_PER_ROUND,
      });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const cpuBefore = await readCpu();
        const sample = await runLoad({
          url: target.url,
          connections: CONNECTIONS,
          requests: perRound,
          maxSeconds: MAX_SECONDS_PER_ROUND,
        });
        const cpuAfter = await readCpu();
        samples.get(target.name)?.push(sample);
        cpuMs.set(target.name, (cpuMs.get(target.name) ?? 0) + cpuAfter - cpuBefore);
      }
    }

    console.log(
      `${'target'.padEnd(NAME_WIDTH)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}` +
        `${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'req/s'.padStart(9)}` +
        `${'cpu ms'.padStart(8)}${'count'.padStart(8)}${'errors'.padStart(7)}`,
    );
    const results = new Map<string, LoadSummary>();
    for (const target of targets) {
      const result = summarize(samples.get(target.name) ?? []);
      results.set(target.name, result);
      printRow(target.name, result, (cpuMs.get(target.name) ?? 0) / Math.max(1, result.requests));
    }

    const availability = results.get(allTargets[0]!.name);
    const health = results.get(allTargets[3]!.name);
    if (!availability || !health) return;
    const ratio = availability.p95 / health.p95;
    const meetsP95 = availability.p95 < TARGET_P95_MS;
    const meetsRatio = ratio <= TARGET_RATIO_TO_HEALTH;
    console.log(
      `\nAvailability p95 ${availability.p95.toFixed(2)} ms < ${TARGET_P95_MS} ms: ${meetsP95 ? 'yes' : 'NO'}` +
        `\nAvailability p95 / health p95 = ${ratio.toFixed(2)} (<= ${TARGET_RATIO_TO_HEALTH}): ${meetsRatio ? 'yes' : 'NO'}` +
        `\nLoad average after the run: ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const failed = [...results.values()].some((r) => r.errors > 0);
    if (failed) console.log('Some requests failed: see the errors column.');
    process.exitCode = meetsP95 && meetsRatio && !failed ? 0 : 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
