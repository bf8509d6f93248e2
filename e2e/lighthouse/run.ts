/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the built web app as
 * the gateway serves it: the landing page and the signed-in booking page. Prints the
 * performance and accessibility scores (median of the runs) and fails under the target.
 *
 *   npm run lighthouse:web                 five runs a page
 *   npm run lighthouse:web -- --runs 9     more runs, steadier medians on a busy machine
 */
import { CSRF_HEADER } from '@padel/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { newPlayer, registerThroughApi } from '../api';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  hasChromium,
  startWholeStack,
  type WholeStack,
} from '../stack';

const TARGET = 90;
const CATEGORIES = ['performance', 'accessibility'] as const;
type Category = (typeof CATEGORIES)[number];
const REPORT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reports');

type PageToAudit = { name: string; path: string; headers?: Record<string, string> };
type Scores = Record<Category, number>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Chromium with its DevTools port open, which Lighthouse drives. */
async function launchDebuggableChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'padel-lighthouse-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || chromium.exitCode !== null) {
      chromium.kill();
      throw new Error(`Chromium did not open its debugging port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: async () => {
      chromium.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A player's session cookie, from a sign-in through the gateway as the web app does it. */
async function signedInCookie(stack: WholeStack): Promise<string> {
  const player = newPlayer('lighthouse');
  await registerThroughApi(stack, player);
  const answer = await fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ email: player.email, password: player.password }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!answer.ok || !cookie) {
    throw new Error(
      `sign-in through the gateway failed (${answer.status}): ${await answer.text()}`,
    );
  }
  return cookie;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** What cost points in a category: its audits that did not pass, heaviest first. */
function describeLosses(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category === 'accessibility')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `    ${ref.id} (weight ${ref.weight}, score ${audit?.score})${audit?.displayValue ? `: ${audit.displayValue}` : ''}`,
    );
}

/** One Lighthouse run; a run whose trace came out broken (it happens now and then) is redone once. */
async function runLighthouse(url: string, port: number, page: PageToAudit): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(page.headers ? { extraHeaders: page.headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.warn(`  ${page.path}: ${lhr.runtimeError.code}, running again`);
  }
}

async function audit(url: string, port: number, page: PageToAudit, run: number): Promise<Scores> {
  const lhr = await runLighthouse(url, port, page);
  if (lhr.finalDisplayedUrl !== url) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (was the session refused?)`);
  }
  writeFileSync(path.join(REPORT_DIR, `${page.name}-${run}.json`), JSON.stringify(lhr, null, 2));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Scores;
  for (const category of CATEGORIES) {
    if (scores[category] >= 100) continue;
    console.log(`  ${page.path} run ${run} ${category} ${scores[category]}:`);
    for (const line of describeLosses(lhr, category)) console.log(line);
  }
  return scores;
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Math.max(1, Number(values.runs) || 5);
  if (!hasChromium)
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  mkdirSync(REPORT_DIR, { recursive: true });

  const stack = await startWholeStack();
  let chromium: Awaited<ReturnType<typeof launchDebuggableChromium>> | undefined;
  try {
    const cookie = await signedInCookie(stack);
    chromium = await launchDebuggableChromium();
    const pages: PageToAudit[] = [
      { name: 'landing', path: '/' },
      { name: 'booking', path: '/booking', headers: { Cookie: cookie } },
    ];
    const table: Array<{ page: string } & Scores> = [];
    for (const page of pages) {
      const url = `${stack.gatewayUrl}${page.path}`;
      const perRun: Scores[] = [];
      for (let run = 1; run <= runs; run++) perRun.push(await audit(url, chromium.port, page, run));
      const row = { page: page.path } as { page: string } & Scores;
      for (const category of CATEGORIES)
        row[category] = median(perRun.map((scores) => scores[category]));
      console.log(
        `${page.path}: ${CATEGORIES.map((category) => `${category} ${perRun.map((scores) => scores[category]).join('/')}`).join(', ')}`,
      );
      table.push(row);
    }

    console.log(
      `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, median of ${runs} run(s), ${os.cpus().length} cores`,
    );
    console.table(table);
    const misses = table.flatMap((row) =>
      CATEGORIES.filter((category) => row[category] < TARGET).map(
        (category) => `${row.page} ${category} ${row[category]}`,
      ),
    );
    if (misses.length > 0) {
      console.error(`Below ${TARGET}: ${misses.join(', ')}`);
      process.exitCode = 1;
    }
    console.log(`Reports: ${path.relative(process.cwd(), REPORT_DIR)}`);
  } finally {
    await chromium?.stop();
    await stack.stop();
  }
}

await main();
