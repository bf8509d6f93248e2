/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the built web app as
 * the gateway serves it: the landing page, and the booking page and My Bookings signed in, each
 * in English and in Urdu.
 * Prints the medians of the runs (scores, paint timings, blocking time, JavaScript loaded)
 * against each page's targets and fails when a median misses one.
 *
 *   npm run lighthouse:web                 five runs a page
 *   npm run lighthouse:web -- --runs 9     more runs, steadier medians on a busy machine
 *   npm run lighthouse:web -- --page /     only that page (repeatable)
 */
import { CSRF_HEADER, LANGUAGE_COOKIE } from '@padel/contract';
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

const CATEGORIES = ['performance', 'accessibility'] as const;
type Category = (typeof CATEGORIES)[number];
const REPORT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reports');

/** What each run measures: the two scores, and the metrics and bytes behind them. */
const MEASURES = [
  'performance',
  'accessibility',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'scriptKb',
] as const;
type Measure = (typeof MEASURES)[number];
type Scores = Record<Measure, number>;

/** A page's targets: scores at least, timings and sizes under. */
type Targets = Partial<Record<Measure, { atLeast?: number; under?: number }>>;

type PageToAudit = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Audited with a player's session (a new one for each run). */
  signedIn?: boolean;
  /** Audited in this language (the language cookie) instead of the browser's. */
  language?: 'ur';
  targets: Targets;
};

const SCORES_98: Targets = {
  performance: { atLeast: 98 },
  accessibility: { atLeast: 100 },
};

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

/**
 * A player's session cookie, from a sign-in through the gateway as the web app does it, for a
 * player whose account keeps `language` (as one who chose Urdu on any device has it).
 */
async function signedInCookie(stack: WholeStack, language: 'en' | 'ur' = 'en'): Promise<string> {
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
  if (language !== 'en') {
    // Lighthouse's Cookie header is not in the page's document.cookie: with an English account
    // the app would take the account's language, store it and switch the page mid-run.
    const saved = await fetch(`${stack.gatewayUrl}/trpc/auth.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie },
      body: JSON.stringify({ firstName: player.firstName, lastName: player.lastName, language }),
    });
    if (!saved.ok) throw new Error(`saving the account's language failed (${saved.status})`);
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

/** The bytes of JavaScript the page loaded (as sent, so gzipped), from the network audit. */
function scriptKilobytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round(bytes / 100) / 10;
}

async function audit(url: string, port: number, page: PageToAudit, run: number): Promise<Scores> {
  const lhr = await runLighthouse(url, port, page);
  if (lhr.finalDisplayedUrl !== url) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (was the session refused?)`);
  }
  writeFileSync(path.join(REPORT_DIR, `${page.name}-${run}.json`), JSON.stringify(lhr, null, 2));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores: Scores = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    scriptKb: scriptKilobytes(lhr),
  };
  for (const category of CATEGORIES) {
    if (scores[category] >= 100) continue;
    console.log(`  ${page.path} run ${run} ${category} ${scores[category]}:`);
    for (const line of describeLosses(lhr, category)) console.log(line);
  }
  return scores;
}

/** The targets a page's medians miss, in words. */
function missesOf(page: PageToAudit, medians: Scores): string[] {
  return MEASURES.flatMap((measure) => {
    const target = page.targets[measure];
    const value = medians[measure];
    if (target?.atLeast !== undefined && !(value >= target.atLeast))
      return [`${page.name} ${measure} ${value} (target at least ${target.atLeast})`];
    if (target?.under !== undefined && !(value < target.under))
      return [`${page.name} ${measure} ${value} (target under ${target.under})`];
    return [];
  });
}

const describeTarget = (target: Targets[Measure]) =>
  target?.atLeast !== undefined
    ? `>= ${target.atLeast}`
    : target?.under !== undefined
      ? `< ${target.under}`
      : '';

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, page: { type: 'string', multiple: true } },
  });
  const runs = Math.max(1, Number(values.runs) || 5);
  if (!hasChromium)
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  mkdirSync(REPORT_DIR, { recursive: true });

  const stack = await startWholeStack();
  let chromium: Awaited<ReturnType<typeof launchDebuggableChromium>> | undefined;
  try {
    chromium = await launchDebuggableChromium();
    const englishPages: PageToAudit[] = [
      {
        name: 'landing',
        path: '/',
        targets: { ...SCORES_98, lcpMs: { under: 2000 }, tbtMs: { under: 100 } },
      },
      { name: 'booking', path: '/booking', signedIn: true, targets: SCORES_98 },
      {
        name: 'my-bookings',
        path: '/my-bookings',
        signedIn: true,
        targets: { performance: { atLeast: 95 }, accessibility: { atLeast: 100 } },
      },
    ];
    // The same pages in Urdu, as a reader who chose it gets them (the language cookie), with
    // the same targets: its texts and font must cost the first paint nothing it can feel.
    const pages: PageToAudit[] = [
      ...englishPages,
      ...englishPages.map((page) => ({
        ...page,
        name: `${page.name}-ur`,
        language: 'ur' as const,
      })),
    ];
    // `--page /booking` (repeatable) audits only those pages.
    const only = values.page;
    if (only) pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.path)));
    console.log(`Load average before the runs (1, 5, 15 min): ${loadAverage()}`);
    const table: Array<Record<string, string | number>> = [];
    const misses: string[] = [];
    for (const page of pages) {
      const url = `${stack.gatewayUrl}${page.path}`;
      const label = `${page.path}${page.language ? ` (${page.language})` : ''}`;
      // A signed-in page's run has a session of its own, made just before it: Lighthouse sends
      // the same Cookie header with every request, so a session whose tokens a run rotated (a
      // refresh, or an Urdu page saving the language to the account) would be refused the next.
      const perRun: Scores[] = [];
      for (let run = 1; run <= runs; run++) {
        const cookies = [
          page.signedIn ? await signedInCookie(stack, page.language) : undefined,
          page.language ? `${LANGUAGE_COOKIE}=${page.language}` : undefined,
        ].filter(Boolean);
        const withSession =
          cookies.length > 0 ? { ...page, headers: { Cookie: cookies.join('; ') } } : page;
        perRun.push(await audit(url, chromium.port, withSession, run));
      }
      const medians = Object.fromEntries(
        MEASURES.map((measure) => [measure, median(perRun.map((scores) => scores[measure]))]),
      ) as Scores;
      console.log(
        `${label}: ${(['performance', 'accessibility', 'lcpMs', 'tbtMs'] as const).map((measure) => `${measure} ${perRun.map((scores) => scores[measure]).join('/')}`).join(', ')}`,
      );
      for (const measure of MEASURES) {
        table.push({
          page: label,
          measure,
          median: medians[measure],
          target: describeTarget(page.targets[measure]),
        });
      }
      misses.push(...missesOf(page, medians));
    }

    console.log(
      `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, median of ${runs} run(s), ${os.cpus().length} cores, load average after: ${loadAverage()}`,
    );
    console.table(table);
    if (misses.length > 0) {
      console.error(`Targets missed: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('Every target met.');
    }
    console.log(`Reports: ${path.relative(process.cwd(), REPORT_DIR)}`);
  } finally {
    await chromium?.stop();
    await stack.stop();
  }
}

await main();
