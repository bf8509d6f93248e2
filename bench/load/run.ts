// npm run bench:load: a mixed profile of what players do (availability reads, sign-ins,
// booking codes and verifies, my bookings) for 60 s against one api process and then against
// two, each on a fresh PostgreSQL database. A closed loop: each virtual player sends its next
// request when the previous answer is read. Not part of npm test.
//
// BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// names the server where the databases are made; BENCH_SECONDS (60), BENCH_PLAYERS (16),
// BENCH_INSTANCES ('1,2') tune the run.
import os from 'node:os';
import { createProcessDatabase, startApiProcess, type ServiceProcess } from '@padel/api/testing';
import { addDays, todayInKarachi } from '@padel/domain';
import { percentile } from '../availability/load';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 16);
const INSTANCE_COUNTS = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const WARMUP_SECONDS = 5;
/** Accounts made for the run: a booking code is limited to 5 per account an hour. */
const ACCOUNTS = 600;
const CODES_PER_ACCOUNT = 5;
const PASSWORD = 'BenchPass1';

// The profile, as shares of a player's steps.
const PROFILE = [
  { kind: 'availability', weight: 55 },
  { kind: 'signIn', weight: 15 },
  { kind: 'myBookings', weight: 20 },
  { kind: 'book', weight: 10 },
] as const;
type Kind = 'availability' | 'signIn' | 'myBookings' | 'sendCode' | 'verifyCode';

type Account = { email: string; token?: string; codesUsed: number };

function pickStep(): (typeof PROFILE)[number]['kind'] {
  let roll = Math.random() * PROFILE.reduce((sum, step) => sum + step.weight, 0);
  for (const step of PROFILE) {
    roll -= step.weight;
    if (roll < 0) return step.kind;
  }
  return 'availability';
}

type Recorder = {
  isMeasuring: boolean;
  latencies: Map<Kind, number[]>;
  errors: { kind: Kind; status: number; message: string }[];
};

async function timed(
  recorder: Recorder,
  kind: Kind,
  url: string,
  init: RequestInit,
  expected: number,
): Promise<Record<string, unknown> | undefined> {
  const started = performance.now();
  let status = 0;
  let body: { data?: Record<string, unknown>; message?: string } = {};
  try {
    const response = await fetch(url, init);
    status = response.status;
    body = (await response.json()) as typeof body;
  } catch (error) {
    body = { message: String(error) };
  }
  const elapsed = performance.now() - started;
  if (recorder.isMeasuring) {
    const list = recorder.latencies.get(kind) ?? [];
    list.push(elapsed);
    recorder.latencies.set(kind, list);
  }
  if (status !== expected) {
    // A failure during the warm-up counts too: the run must have none.
    recorder.errors.push({ kind, status, message: body.message ?? '' });
    return undefined;
  }
  return body.data ?? {};
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});
const withToken = (token: string): RequestInit => ({
  headers: { authorization: `Bearer ${token}` },
});

/** The newest code mailed to `email`, read from the instance's development outbox (not timed). */
async function codeFor(apiUrl: string, email: string): Promise<string | undefined> {
  const response = await fetch(`${apiUrl}/api/v1/dev/outbox`);
  const mails = ((await response.json()) as { data: { to: string; code?: string }[] }).data;
  return mails.find((mail) => mail.to === email && mail.code)?.code;
}

async function prepareAccounts(
  database: Awaited<ReturnType<typeof createProcessDatabase>>,
  apiUrl: string,
) {
  // One account made the way players make theirs, then cloned with its password hash.
  const email = 'bench-0@bench.test';
  const player = {
    firstName: 'Bench',
    lastName: 'Player',
    email,
    phone: '+923001234567',
    password: PASSWORD,
  };
  await fetch(`${apiUrl}/api/v1/auth/register`, json(player));
  const otp = await codeFor(apiUrl, email);
  const verified = await fetch(`${apiUrl}/api/v1/auth/verify-email`, json({ ...player, otp }));
  if (verified.status !== 201)
    throw new Error(`could not register the bench account: ${await verified.text()}`);
  await database.query(
    `insert into users (first_name, last_name, email, phone, password_hash, role, status, is_email_verified)
     select 'Bench', 'Player ' || n, 'bench-' || n || '@bench.test', '+923001234567', u.password_hash, 'user', 'active', true
     from generate_series(1, $1::int - 1) as n, (select password_hash from users where email = $2) as u`,
    [ACCOUNTS, email],
  );
  return Array.from({ length: ACCOUNTS }, (_, n): Account => ({
    email: `bench-${n}@bench.test`,
    codesUsed: 0,
  }));
}

type RunResult = {
  instances: number;
  seconds: number;
  loadBefore: number[];
  loadAfter: number[];
  byKind: Map<Kind, number[]>;
  errors: Recorder['errors'];
  bookings: number;
  overlapping: number;
};

async function runProfile(instanceCount: number): Promise<RunResult> {
  const database = await createProcessDatabase(ADMIN_URL);
  const apis: ServiceProcess[] = [];
  try {
    const env = {
      // Every virtual player signs in from this one address: the per-address limit is raised
      // for the run (the per-account limit of booking codes stays, hence many accounts).
      AUTH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '10',
    };
    for (let i = 0; i < instanceCount; i++) apis.push(await startApiProcess(database.url, env));
    const accounts = await prepareAccounts(database, apis[0]!.url);
    const courts = await database.query<{ id: string }>(
      `select id from courts where status = 'active' order by sort_order`,
    );
    const today = todayInKarachi(new Date());

    // Each booking gets a slot of its own (court, day, hour), so none is refused as taken.
    let nextSlot = 0;
    const takeSlot = () => {
      const index = nextSlot++;
      const court = courts[index % courts.length]!.id;
      const rest = Math.floor(index / courts.length);
      const hour = 6 + (rest % 17);
      const date = addDays(today, 1 + Math.floor(rest / 17));
      return {
        courtId: court,
        date,
        timeSlot: {
          startTime: `${String(hour).padStart(2, '0')}:00`,
          endTime: `${String(hour + 1).padStart(2, '0')}:00`,
        },
      };
    };
    let nextAccount = 0;
    const takeAccount = () => {
      while (accounts[nextAccount % ACCOUNTS]!.codesUsed >= CODES_PER_ACCOUNT) nextAccount++;
      return accounts[nextAccount++ % ACCOUNTS]!;
    };

    const recorder: Recorder = { isMeasuring: false, latencies: new Map(), errors: [] };
    let isRunning = true;

    const signIn = async (base: string, account: Account) => {
      const data = await timed(
        recorder,
        'signIn',
        `${base}/api/v1/auth/login`,
        json({ email: account.email, password: PASSWORD }),
        200,
      );
      if (data) account.token = data.accessToken as string;
    };

    const player = async (index: number) => {
      const apiUrl = apis[index % apis.length]!.url;
      let account = takeAccount();
      await signIn(apiUrl, account);
      while (isRunning) {
        const step = pickStep();
        if (step === 'availability') {
          const court = courts[Math.floor(Math.random() * courts.length)]!.id;
          const date = addDays(today, 1 + Math.floor(Math.random() * 7));
          await timed(
            recorder,
            'availability',
            `${apiUrl}/api/v1/courts/${court}/availability?date=${date}&duration=60`,
            {},
            200,
          );
        } else if (step === 'signIn') {
          await signIn(apiUrl, account);
        } else if (step === 'myBookings') {
          await timed(
            recorder,
            'myBookings',
            `${apiUrl}/api/v1/bookings/my-bookings`,
            withToken(account.token!),
            200,
          );
        } else {
          if (account.codesUsed >= CODES_PER_ACCOUNT) {
            account = takeAccount();
            await signIn(apiUrl, account);
          }
          account.codesUsed += 1;
          const slot = takeSlot();
          const sent = await timed(
            recorder,
            'sendCode',
            `${apiUrl}/api/v1/bookings/send-otp`,
            json(slot, account.token),
            200,
          );
          if (!sent) continue;
          const otp = await codeFor(apiUrl, account.email);
          await timed(
            recorder,
            'verifyCode',
            `${apiUrl}/api/v1/bookings/verify-otp`,
            json(
              {
                ...slot,
                durationMinutes: 60,
                otp,
                paymentMethod: 'cash',
                formData: { paymentMethod: 'cash' },
              },
              account.token,
            ),
            201,
          );
        }
      }
    };

    const players = Array.from({ length: PLAYERS }, (_, i) => player(i));
    await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
    const loadBefore = os.loadavg();
    recorder.isMeasuring = true;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    recorder.isMeasuring = false;
    const seconds = (performance.now() - started) / 1000;
    isRunning = false;
    await Promise.all(players);
    const loadAfter = os.loadavg();

    const [{ count: bookings } = { count: '0' }] = await database.query<{ count: string }>(
      `select count(*) from bookings where status <> 'cancelled'`,
    );
    const overlapping = await database.query(
      `select a.id from bookings a join bookings b
         on a.court_id = b.court_id and a.date = b.date and a.id < b.id
        and a.start_time < b.end_time and b.start_time < a.end_time
      where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    );
    return {
      instances: instanceCount,
      seconds,
      loadBefore,
      loadAfter,
      byKind: recorder.latencies,
      errors: recorder.errors,
      bookings: Number(bookings),
      overlapping: overlapping.length,
    };
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(8);

function printResult(result: RunResult) {
  const all = [...result.byKind.values()].flat().sort((x, y) => x - y);
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\n${result.instances} api instance${result.instances > 1 ? 's' : ''}, ${PLAYERS} players, ` +
      `${result.seconds.toFixed(1)} s; load average ${load(result.loadBefore)} -> ${load(result.loadAfter)}`,
  );
  console.log(
    `${'request'.padEnd(16)}${'count'.padStart(8)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  );
  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    console.log(
      `${name.padEnd(16)}${String(sorted.length).padStart(8)}${(sorted.length / result.seconds).toFixed(0).padStart(8)}` +
        `${ms(percentile(sorted, 50))}${ms(percentile(sorted, 95))}${ms(percentile(sorted, 99))}`,
    );
  };
  for (const [kind, values] of result.byKind) row(kind, values);
  row('all', all);
  console.log(
    `errors: ${result.errors.length}; bookings made: ${result.bookings}; overlapping bookings: ${result.overlapping}`,
  );
  for (const error of result.errors.slice(0, 5))
    console.log(`  ${error.kind}: ${error.status} ${error.message}`);
}

async function main() {
  const cpus = os.cpus();
  console.log(`${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, node ${process.version}`);
  let hasFailed = false;
  for (const count of INSTANCE_COUNTS) {
    const result = await runProfile(count);
    printResult(result);
    if (result.errors.length > 0 || result.overlapping > 0) hasFailed = true;
  }
  if (hasFailed) process.exitCode = 1;
}

void main();
