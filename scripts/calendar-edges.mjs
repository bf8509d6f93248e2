#!/usr/bin/env node
// Runs the date-sensitive test files again with the clock of the whole process tree (the test
// runner, the api and PGlite inside it, the gateway, Chromium) started at instants where calendars
// turn: libfaketime (Debian's `faketime`) starts the clock there and lets it run. Each instant is
// its own run; the JSON results land beside the main run's for the closing summary.
//
//   npm run test:calendar-edges                 every instant
//   npm run test:calendar-edges -- --only=sunday-after-midnight
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The instants, in UTC (Karachi is UTC+5 all year). `console`: the console's browser journey runs
 * there too (see CONSOLE_JOURNEY).
 */
const CALENDAR_EDGES = [
  // The 29th of a 31-day month: five days on is next month, a picker's default is past the end.
  {
    name: 'month-end-morning',
    utc: '2027-01-29 03:00:00',
    karachi: 'Friday 29 January 2027, 08:00',
    console: false,
  },
  // The last minutes of 28 February in a leap year: tomorrow is the 29th, and the run crosses midnight.
  {
    name: 'leap-day-eve',
    utc: '2028-02-28 18:50:00',
    karachi: 'Monday 28 February 2028, 23:50',
    console: false,
  },
  // The last minutes of the year: tomorrow is another year, and the run crosses midnight.
  {
    name: 'new-year-eve',
    utc: '2026-12-31 18:50:00',
    karachi: 'Thursday 31 December 2026, 23:50',
    console: true,
  },
  // Just after midnight on a Sunday: in UTC it is still Saturday evening.
  {
    name: 'sunday-after-midnight',
    utc: '2027-03-06 19:10:00',
    karachi: 'Sunday 7 March 2027, 00:10',
    console: true,
  },
];

/**
 * The console's journey in the browser (the dearest file of an instant) runs at two instants:
 * the year's last minutes, where its month's figures, day filters and the wizard's dates turn into
 * another month and year, and a Sunday's first minutes, where Karachi's day is not UTC's. The
 * month's end and the leap day's eve add no turn of the console's dates that those two lack; the
 * api's and the web's files and the player's journey still run at every instant.
 */
const CONSOLE_JOURNEY = 'e2e/admin-console.test.ts';

/**
 * The files whose answers depend on today's date or the time of day: the console's, the
 * booking's and My Bookings' journeys in the browser, and the api's and the web's date rules.
 * The api's own tests mostly set a fake clock; the real clock still decides rate-limit windows,
 * token lifetimes and the seeded venue's "today", which these runs cover too.
 */
const DATE_SENSITIVE_FILES = {
  e2e: [CONSOLE_JOURNEY, 'e2e/player-booking.test.ts'],
  'api:pglite': [
    'apps/api/src/bookings/bookings-routes.test.ts',
    'apps/api/src/availability/availability-routes.test.ts',
    'apps/api/src/admin/dashboard-routes.test.ts',
  ],
  web: [
    'apps/web/src/features/booking/week-strip.test.tsx',
    'apps/web/src/features/booking/booking-page.test.tsx',
    'apps/web/src/features/my-bookings/my-bookings-page.test.tsx',
    'apps/web/src/features/admin/schedule/schedule-page.test.tsx',
    'apps/web/src/features/admin/bookings/bookings-page.test.tsx',
    'apps/web/src/components/contact-block.test.tsx',
  ],
  domain: ['packages/domain/src/karachi-time.test.ts', 'packages/domain/src/slots.test.ts'],
};

function run() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const edges = CALENDAR_EDGES.filter((edge) => !only || only.split(',').includes(edge.name));
  if (edges.length === 0) {
    console.error(
      `No such instant: ${only}. Known: ${CALENDAR_EDGES.map((e) => e.name).join(', ')}`,
    );
    process.exit(2);
  }
  const faketime = spawnSync('faketime', ['-f', '+0', 'true']);
  if (faketime.error || faketime.status !== 0) {
    console.error("The calendar-edges run needs Debian's faketime: apt-get install -y faketime");
    process.exit(2);
  }
  const resultsDir = path.join(root, '.calendar-edges');
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  const projects = Object.keys(DATE_SENSITIVE_FILES).flatMap((name) => ['--project', name]);
  const allFiles = Object.values(DATE_SENSITIVE_FILES).flat();
  // PostgreSQL and Redis run outside the faked process tree on the real clock: these runs keep to
  // PGlite and the in-process rate-limit store, whose clocks are the faked one.
  // The browser journeys at their first viewport only: the dates are what these runs check.
  const env = { ...process.env, TZ: 'UTC', E2E_FIRST_VIEWPORT_ONLY: '1' };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;

  const failed = [];
  for (const edge of edges) {
    console.log(
      `\n=== Calendar edge ${edge.name}: ${edge.karachi} in Karachi (${edge.utc} UTC) ===`,
    );
    const outputFile = path.join(resultsDir, `${edge.name}.json`);
    const files = allFiles.filter((file) => edge.console || file !== CONSOLE_JOURNEY);
    const answer = spawnSync(
      'faketime',
      [
        '-f',
        `@${edge.utc}`,
        path.join(root, 'node_modules/.bin/vitest'),
        'run',
        ...projects,
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${outputFile}`,
      ],
      { cwd: root, env, stdio: 'inherit' },
    );
    if (answer.status !== 0) failed.push(edge.name);
  }
  if (failed.length > 0) {
    console.error(`\nCalendar edges failed at: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nCalendar edges passed at: ${edges.map((edge) => edge.name).join(', ')}`);
}

run();
