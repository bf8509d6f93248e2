import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWeb } from './build.mjs';
import { checkLandingBudget, LANDING_BUDGET, measureLandingPage } from './web-budget.mjs';

// Sizes of the built files, not timings: a change that makes the landing page heavier than its
// budget fails here, whatever the machine's load.
describe("the landing page's size budget", () => {
  it('keeps the built landing page within its JavaScript and CSS budget', () => {
    // A build of its own, for production: the web build refuses a landing page over budget,
    // and the figures are read again here.
    const outDir = mkdtempSync(path.join(tmpdir(), 'web-budget-dist-'));
    try {
      try {
        buildWeb({ outDir });
      } catch (error) {
        if (!/size budget/.test(String(error))) throw error;
      }
      const measured = measureLandingPage(outDir);
      expect(measured.js.map((file) => file.file)).toContainEqual(
        expect.stringMatching(/^assets\/index-.*\.js$/),
      );
      expect(measured.jsTotal, 'landing JavaScript, gzipped bytes').toBeLessThanOrEqual(
        LANDING_BUDGET.js,
      );
      expect(measured.cssTotal, 'landing CSS, gzipped bytes').toBeLessThanOrEqual(
        LANDING_BUDGET.css,
      );
      // The Urdu catalogue loads with a screen's first contract text in Urdu (the booking
      // screen's): texts only, no schemas, whose building a phone would wait for.
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const closure = (key, seen = new Set()) => {
        if (seen.has(key)) return seen;
        seen.add(key);
        for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const catalogue = Object.keys(manifest).find((key) =>
        key.endsWith('src/i18n/catalogue-urdu.ts'),
      );
      const files = [...closure(catalogue)].map((key) => manifest[key].file);
      expect(files.length).toBeGreaterThan(1);
      const withZod = files.filter((file) =>
        readFileSync(path.join(outDir, file), 'utf8').includes('$ZodType'),
      );
      expect(withZod, 'files of the Urdu catalogue that hold zod').toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);

  describe('measured from a build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    // Random bytes do not compress: each file's gzipped size is about its length.
    const file = (name, bytes) =>
      writeFileSync(
        path.join(dist, 'assets', name),
        Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))),
      );
    file('index.js', 6_000);
    file('framework.js', 5_000);
    file('shared.js', 1_000);
    file('booking.js', 50_000);
    file('index.css', 2_000);
    file('booking.css', 30_000);
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_framework.js'],
          dynamicImports: ['src/booking.tsx'],
          css: ['assets/index.css'],
        },
        '_framework.js': { file: 'assets/framework.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
        'src/booking.tsx': {
          file: 'assets/booking.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
          css: ['assets/booking.css'],
        },
      }),
    );

    it('counts the entry and what it imports statically, not the chunks loaded later', () => {
      const measured = measureLandingPage(dist);
      expect(measured.js.map((entry) => entry.file).sort()).toEqual([
        'assets/framework.js',
        'assets/index.js',
        'assets/shared.js',
      ]);
      expect(measured.css.map((entry) => entry.file)).toEqual(['assets/index.css']);
      expect(measured.jsTotal).toBeGreaterThan(12_000);
      expect(measured.jsTotal).toBeLessThan(12_200);
    });

    it('names what is over budget', () => {
      expect(checkLandingBudget(dist, { js: 20_000, css: 5_000 }).over).toEqual([]);
      const { over, lines } = checkLandingBudget(dist, { js: 10_000, css: 1_000 });
      expect(over).toHaveLength(2);
      expect(over[0]).toMatch(/^JavaScript 12\.\d KB > 10\.0 KB$/);
      expect(lines.join('\n')).toMatch(/OVER BUDGET/);
    });
  });
});
