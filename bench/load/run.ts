// npm run bench:load: a mixed profile of what players do (availability reads, sign-ins,
// booking codes and verifies, my bookings) for 60 s against one api process and then against
// two, each on a fresh PostgreSQL database. A closed loop: each virtual player sends its next
// request when the previous answer is read. Not part of npm test.
//
// BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// names the server where the databases are made; BENCH_SECONDS (60), BENCH_PLAYERS (16),
// BENCH_INSTANCES ('1,2') tune the run. BENCH_CPU_PROFILE=<folder> starts every api process with
// --cpu-prof into <folder>/<n>-instances and prints the top self-time functions after the run.
//
// Mails (codes, booking mails) are written to the outbox and delivered by a worker after the
// answer, by whichever instance drains it first: a code is waited for, as a person would, on
// every instance's development outbox, and that wait is not timed.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProcessDatabase, startApiProcess, type ServiceProcess } from '@padel/api/testing';
import { GATEWAY_HEADERS } from '@padel/contract';
import { addDays, todayInKarachi } from '@padel/domain';
import { percentile } from '../availability/load';
import { printProfileSummary } from './profile-summary';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 16);
const INSTANCE_COUNTS = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const WARMUP_SECONDS = 5;
/** How often, and how long at most, a player looks for a code mail. */
const MAIL_POLL_MS = 50;
const MAIL_WAIT_MS = 30_000;
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

/**
 * The run's gateway secret: each account's requests carry its own client address as the gateway
 * passes it, so the per-address limits (3 live slot holds, 20 booking codes an hour) apply to
 * each person on their own phone, as they would, not to the whole run. A virtual player that
 * moves to the next account is the next person, on their phone.
 */
const GATEWAY_SECRET = randomBytes(24).toString('hex');
type From = Record<string, string>;
const fromAccount = (index: number): From => ({
  [GATEWAY_HEADERS.secret]: GATEWAY_SECRET,
  [GATEWAY_HEADERS.clientAddress]: `10.1.${index >> 8}.${index & 255}`,
});

const json = (body: unknown, token?: string, from: From = {}): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...from,
  },
  body: JSON.stringify(body),
});
const withToken = (token: string, from: From = {}): RequestInit => ({
  headers: { authorization: `Bearer ${token}`, ...from },
});

type OutboxMail = { to: string; code?: string; createdAt: string };

/** The code mails to `email` in every instance's development outbox, each as `createdAt|code`. */
async function codeMailsTo(apiUrls: string[], email: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const apiUrl of apiUrls) {
    const response = await fetch(`${apiUrl}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = ((await response.json()) as { data: OutboxMail[] }).data;
    for (const mail of mails)
      if (mail.to === email && mail.code)
        found.set(`${apiUrl}|${mail.createdAt}|${mail.code}`, mail.code);
  }
  return found;
}

/**
 * Asks for a code (`request`) and waits, as a person would, for the code mail it causes: one to
 * `email` that was in no instance's outbox before the request. The mail is delivered by an outbox
 * worker after the answer, maybe another instance's. Returns the request's result and the code.
 */
async function requestCode<T>(
  apiUrls: string[],
  email: string,
  request: () => Promise<T>,
): Promise<{ result: T; code: string | undefined }> {
  const before = await codeMailsTo(apiUrls, email);
  const result = await request();
  if (result === undefined) return { result, code: undefined };
  const deadline = performance.now() + MAIL_WAIT_MS;
  while (performance.now() < deadline) {
    for (const [key, code] of await codeMailsTo(apiUrls, email))
      if (!before.has(key)) return { result, code };
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
  return { result, code: undefined };
}

async function prepareAccounts(
  database: Awaited<ReturnType<typeof createProcessDatabase>>,
  apiUrls: string[],
) {
  const apiUrl = apiUrls[0]!;
  // One account made the way players make theirs, then cloned with its password hash.
  const email = 'bench-0@bench.test';
  const player = {
    firstName: 'Bench',
    lastName: 'Player',
    email,
    phone: '+923001234567',
    password: PASSWORD,
  };
  const { code: otp } = await requestCode(apiUrls, email, () =>
    fetch(`${apiUrl}/api/v1/auth/register`, json(player)),
  );
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

async function runProfile(instanceCount: number, profileDir?: string): Promise<RunResult> {
  const database = await createProcessDatabase(ADMIN_URL);
  const apis: ServiceProcess[] = [];
  try {
    const env = {
      // The sign-in limit per address is raised for the run (the per-account limit of booking
      // codes stays, hence many accounts).
      AUTH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '10',
      GATEWAY_SECRET,
      ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
    };
    for (let i = 0; i < instanceCount; i++) apis.push(await startApiProcess(database.url, env));
    const apiUrls = apis.map((api) => api.url);
    const accounts = await prepareAccounts(database, apiUrls);
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
      // 08:00 to 21:00: inside the venue's hours every day of the week (weekends 07:00-22:00).
      const hour = 8 + (rest % 13);
      const date = addDays(today, 1 + Math.floor(rest / 13));
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
      const index = nextAccount++ % ACCOUNTS;
      return { account: accounts[index]!, from: fromAccount(index) };
    };

    const recorder: Recorder = { isMeasuring: false, latencies: new Map(), errors: [] };
    let isRunning = true;

    const signIn = async (base: string, account: Account, from: From) => {
      const data = await timed(
        recorder,
        'signIn',
        `${base}/api/v1/auth/login`,
        json({ email: account.email, password: PASSWORD }, undefined, from),
        200,
      );
      if (data) account.token = data.accessToken as string;
    };

    const player = async (index: number) => {
      const apiUrl = apis[index % apis.length]!.url;
      let { account, from } = takeAccount();
      await signIn(apiUrl, account, from);
      while (isRunning) {
        const step = pickStep();
        if (step === 'availability') {
          const court = courts[Math.floor(Math.random() * courts.length)]!.id;
          const date = addDays(today, 1 + Math.floor(Math.random() * 7));
          await timed(
            recorder,
            'availability',
            `${apiUrl}/api/v1/courts/${court}/availability?date=${date}&duration=60`,
            { headers: from },
            200,
          );
        } else if (step === 'signIn') {
          await signIn(apiUrl, account, from);
        } else if (step === 'myBookings') {
          await timed(
            recorder,
            'myBookings',
            `${apiUrl}/api/v1/bookings/my-bookings`,
            withToken(account.token!, from),
            200,
          );
        } else {
          if (account.codesUsed >= CODES_PER_ACCOUNT) {
            ({ account, from } = takeAccount());
            await signIn(apiUrl, account, from);
          }
          account.codesUsed += 1;
          const slot = takeSlot();
          const { result: sent, code: otp } = await requestCode(apiUrls, account.email, () =>
            timed(
              recorder,
              'sendCode',
              `${apiUrl}/api/v1/bookings/send-otp`,
              json(slot, account.token, from),
              200,
            ),
          );
          if (!sent) continue;
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
              from,
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
  printBookingSteps(result);
}

/** The booking steps' p95 beside availability's: what a step's own work adds to a read. */
function printBookingSteps(result: RunResult) {
  const p95 = (kind: Kind) =>
    percentile(
      [...(result.byKind.get(kind) ?? [])].sort((x, y) => x - y),
      95,
    );
  const availability = p95('availability');
  console.log(
    'booking steps, notifications off the request (mails written to the outbox, delivered by its worker after the answer):',
  );
  console.log(`  ${'availability'.padEnd(14)} p95 ${ms(availability)} ms`);
  for (const kind of ['sendCode', 'verifyCode'] as const) {
    const value = p95(kind);
    console.log(
      `  ${kind.padEnd(14)} p95 ${ms(value)} ms, ${ms(value - availability)} ms over availability (x${(value / availability).toFixed(2)})`,
    );
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(`${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, node ${process.version}`);
  let hasFailed = false;
  for (const count of INSTANCE_COUNTS) {
    const profileDir = CPU_PROFILE_DIR
      ? path.resolve(CPU_PROFILE_DIR, `${count}-instances`)
      : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const result = await runProfile(count, profileDir);
    printResult(result);
    if (profileDir) printProfileSummary(profileDir);
    if (result.errors.length > 0 || result.overlapping > 0) hasFailed = true;
  }
  if (hasFailed) process.exitCode = 1;
}

void main();
