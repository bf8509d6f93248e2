import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, edgesOf, folderCycles, folderGraph, folderOf } from './folder-cycles-web.mjs';

const ROOT = 'apps/web/src';
const cyclesOf = (edges) => folderCycles(folderGraph(edges, ROOT));

describe('import circles between folders', () => {
  it('names the folder of a file: first-level folders, and each feature on its own', () => {
    expect(folderOf('apps/web/src/lib/trpc.ts', ROOT)).toBe('lib');
    expect(folderOf('apps/web/src/features/admin/users/users-page.tsx', ROOT)).toBe(
      'features/admin',
    );
    expect(folderOf('apps/web/src/main.tsx', ROOT)).toBe('main.tsx');
    expect(folderOf('node_modules/react/index.js', ROOT)).toBeUndefined();
  });

  it('finds none in a graph that points one way', () => {
    expect(
      cyclesOf([
        { from: `${ROOT}/app/routes.tsx`, to: `${ROOT}/features/booking/booking-page.tsx` },
        { from: `${ROOT}/features/booking/booking-page.tsx`, to: `${ROOT}/lib/trpc.ts` },
        { from: `${ROOT}/features/booking/week-strip.tsx`, to: `${ROOT}/features/booking/x.ts` },
      ]),
    ).toEqual([]);
  });

  it('fails on a made-up back-import, though no file imports itself back', () => {
    expect(
      cyclesOf([
        { from: `${ROOT}/app/routes.tsx`, to: `${ROOT}/features/booking/booking-page.tsx` },
        { from: `${ROOT}/features/booking/booking-page.tsx`, to: `${ROOT}/lib/trpc.ts` },
        { from: `${ROOT}/lib/use-business.ts`, to: `${ROOT}/app/providers.tsx` },
      ]),
    ).toEqual([['app', 'features/booking', 'lib']]);
  });

  it('leaves tests out: a test beside its subject may render what uses it', () => {
    expect(
      cyclesOf([
        { from: `${ROOT}/app/routes.tsx`, to: `${ROOT}/lib/when-idle.ts` },
        { from: `${ROOT}/lib/return-focus.test.tsx`, to: `${ROOT}/app/routes.tsx` },
      ]),
    ).toEqual([]);
  });

  describe("on files, with the repository's lint configuration", () => {
    // A made-up web tree: app/ imports lib/, and a file of lib/ imports another of app/ back.
    const dir = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file, text) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('tsconfig.base.json', '{ "compilerOptions": { "moduleResolution": "bundler" } }\n');
    write(`${ROOT}/app/routes.ts`, "import { idle } from '../lib/idle';\nexport const r = idle;\n");
    write(`${ROOT}/app/trpc.ts`, 'export const trpc = 1;\n');
    write(`${ROOT}/lib/idle.ts`, 'export const idle = 1;\n');
    write(
      `${ROOT}/lib/business.ts`,
      "import { trpc } from '../app/trpc';\nexport const b = trpc;\n",
    );

    it('fails the back-import twice: by the direction rule and as a circle of folders', () => {
      const result = cruise(ROOT, { cwd: dir });
      expect(result.summary.violations.map((violation) => violation.rule.name)).toContain(
        'web-app-is-the-top',
      );
      expect(folderCycles(folderGraph(edgesOf(result), ROOT))).toEqual([['app', 'lib']]);
    });
  });

  it('finds none in the web app', () => {
    const result = cruise(ROOT);
    expect(folderCycles(folderGraph(edgesOf(result), ROOT))).toEqual([]);
    expect(result.summary.violations).toEqual([]);
  }, 60_000);
});
