import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** The web app's texts (apps/web/src/locales), compiled as the screens import them. */
const webTexts = () => lingui({ configPath: 'apps/web/lingui.config.ts' });

// One run across the workspaces. The api's database tests run on PGlite, and a second
// time on PostgreSQL when TEST_DATABASE_URL is set (CI does).
const projects: NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['test']>['projects']> = [
  { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
  { test: { name: 'trpc', root: 'packages/trpc', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'api:pglite',
      root: 'apps/api',
      include: ['src/**/*.test.ts'],
      // Files share their worker's modules: each file builds its own api and database, and the
      // api's code and libraries load once per worker instead of once per file (about 5 s each).
      isolate: false,
      env: { TEST_DB: 'pglite' },
      globalSetup: ['./test/pglite-images.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'gateway',
      root: 'apps/gateway',
      include: ['src/**/*.test.ts'],
      isolate: false,
      globalSetup: ['../api/test/pglite-images.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [webTexts()],
    test: {
      name: 'web',
      root: 'apps/web',
      // Each file in a VM context of a worker that stays: React, Mantine and jsdom load once per
      // worker instead of once per file (a fork per file spent 400 s importing them), and files
      // stay apart as before.
      pool: 'vmForks',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    plugins: [webTexts()],
    test: {
      name: 'mobile',
      root: 'apps/mobile',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'e2e',
      root: 'e2e',
      include: ['**/*.test.ts'],
      exclude: ['node_modules/**', 'screenshots/**'],
      globalSetup: ['../apps/api/test/pglite-images.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  },
  {
    // The build's checks: the landing page's size budget reads the built web app.
    test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], testTimeout: 120_000 },
  },
  {
    test: {
      name: 'jazzcash-sandbox',
      root: 'infra/jazzcash-sandbox',
      include: ['src/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'whatsapp-sandbox',
      root: 'infra/whatsapp-sandbox',
      include: ['src/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'oidc-sandbox',
      root: 'infra/oidc-sandbox',
      include: ['src/**/*.test.ts'],
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api:postgres',
      root: 'apps/api',
      include: ['src/**/*.test.ts'],
      isolate: false,
      env: { TEST_DB: 'postgres' },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // The services' dist/ files are rebuilt when stale: process tests run the built services.
    globalSetup: ['./scripts/test-global-setup.mjs'],
    // vitest's default is one worker fewer than the cores, which leaves a two-core machine one
    // file at a time while most files wait on one thread; two at least. The browser tests keep
    // to one file at a time (their project has no file parallelism) and run after the rest.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    passWithNoTests: false,
  },
});
