// npx tsx bench/admin/explain.ts: the plans of the admin console's statements on the
// benchmark's venue. Builds the venue in this process, calls each target once over HTTP while
// recording the statements the database runs (after a notification that drops what the api
// keeps in memory, as a booking would), then prints EXPLAIN ANALYZE of each and the median time
// of such a first read. BENCH_ONLY=<text> picks targets; BENCH_DATABASE_URL builds the venue on
// a fresh database of that PostgreSQL server instead.
import { todayInKarachi } from '@padel/domain';
import { startBenchApi } from '../availability/bench-config';
import { buildVenue } from '../availability/venue';
import { adminTargets } from './targets';

async function main() {
  const { api, admin, drop } = await startBenchApi();
  const today = todayInKarachi(new Date());
  const venue = await buildVenue(api.ctx.db, today);
  const base = `${api.url.replace('localhost', '127.0.0.1')}/api/v1`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  // PGlite and a pg pool both answer query(text, params) with { rows }.
  type Client = {
    query: <R>(text: unknown, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: R[] }>;
  };
  const client = (api.ctx.db as unknown as { $client: Client }).$client;
  const recorded: { text: string; params: unknown[] }[] = [];
  const query = client.query.bind(client);
  let recording = false;
  client.query = (text: unknown, params?: unknown[], ...rest: unknown[]) => {
    // drizzle's pg driver passes { text } (with values or beside them), PGlite the text.
    if (recording && typeof text === 'string') recorded.push({ text, params: params ?? [] });
    else if (recording) {
      const config = text as { text: string; values?: unknown[] };
      recorded.push({ text: config.text, params: config.values ?? params ?? [] });
    }
    return query(text, params, ...rest);
  };

  // What the api keeps in memory is dropped, so the next call reads the database.
  const dropKept = () =>
    query(`select pg_notify('bookings_changed', 'explain'), pg_notify('users_changed', 'explain')`);
  const firstReads: string[] = [];

  for (const target of adminTargets(today, venue.courtIds)) {
    if (process.env.BENCH_ONLY && !target.name.includes(process.env.BENCH_ONLY)) continue;
    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${base}${target.path}`, { headers }); // warm
    // A first read after a change, one at a time: the median of 21.
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      await dropKept();
      const started = performance.now();
      await (await fetch(`${base}${target.path}`, { headers })).text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    firstReads.push(`${target.name.padEnd(50)}${(times[10] ?? 0).toFixed(2).padStart(8)} ms`);
    await dropKept();
    recorded.length = 0;
    recording = true;
    const started = performance.now();
    const answer = await fetch(`${base}${target.path}`, { headers });
    const body = await answer.text();
    const elapsed = performance.now() - started;
    recording = false;
    console.log(
      `\n=== ${target.name}: ${answer.status}, ${elapsed.toFixed(2)} ms, ${body.length} bytes, ` +
        `${recorded.length} statements`,
    );
    for (const statement of [...recorded]) {
      if (!/^\s*select/i.test(statement.text)) continue;
      console.log(
        `\n-- ${statement.text.replace(/\s+/g, ' ')}\n-- params ${JSON.stringify(statement.params)}`,
      );
      const plan = await query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${statement.text}`,
        statement.params,
      );
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  }
  console.log(`\nFirst read after a change (median of 21, one call at a time):\n`);
  for (const line of firstReads) console.log(line);
  await api.stop();
  await drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
