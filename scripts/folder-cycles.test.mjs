import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFolders, cruise, folderCycles, folderGraph, folderOf } from './folder-cycles.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(REPO, 'scripts/folder-cycles.mjs');

// A made-up api in a directory of its own, checked with the project's own
// .dependency-cruiser.cjs: the layers as they are, then one back-import against them.
const fixture = mkdtempSync(path.join(tmpdir(), 'api-layers-'));
copyFileSync(
  path.join(REPO, '.dependency-cruiser.cjs'),
  path.join(fixture, '.dependency-cruiser.cjs'),
);
copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(fixture, 'tsconfig.base.json'));
const write = (file, text) => {
  const full = path.join(fixture, 'apps/api/src', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};
write('lib/errors.ts', 'export const notFound = (m: string) => new Error(m);\n');
write(
  'courts/courts-service.ts',
  "import { notFound } from '../lib/errors';\nexport const findCourt = () => notFound('Court not found');\n",
);
write('courts/index.ts', "export * from './courts-service';\n");
write(
  'bookings/bookings-service.ts',
  "import { findCourt } from '../courts';\nexport const book = () => findCourt();\n",
);
write('bookings/index.ts', "export * from './bookings-service';\n");
write('http/routes.ts', "import { book } from '../bookings';\nexport const routes = [book];\n");
write('app.ts', "import { routes } from './http/routes';\nexport const app = routes;\n");

/** `npm run lint:graph`'s dependency-cruiser over the made-up api: its exit code and output. */
function lintGraph() {
  try {
    const output = execFileSync(
      process.execPath,
      [
        path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        '.dependency-cruiser.cjs',
        'apps',
      ],
      { cwd: fixture, encoding: 'utf8', stdio: 'pipe' },
    );
    return { code: 0, output };
  } catch (error) {
    return { code: error.status, output: `${error.stdout}${error.stderr}` };
  }
}

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe("the api's layers (npm run lint)", () => {
  it('accepts imports that run down the layers', () => {
    expect(lintGraph().code).toBe(0);
    expect(checkFolders(['apps/api/src'], { cwd: fixture }).ok).toBe(true);
  });

  it('fails on a back-import: a domain reaching up to http, lib reaching a domain, a file inside another domain', () => {
    write(
      'courts/back.ts',
      "import { book } from '../bookings';\nimport { routes } from '../http/routes';\nexport const back = [book, routes];\n",
    );
    write(
      'lib/back.ts',
      "import { book } from '../bookings/bookings-service';\nexport const back = book;\n",
    );
    try {
      const { code, output } = lintGraph();
      expect(code).not.toBe(0);
      expect(output).toContain('api-domain-below-http');
      expect(output).toContain('api-lib-is-the-floor');
      expect(output).toContain('api-domain-through-index');

      // No file circle here (courts/back.ts is imported by nobody), but a folder circle:
      // bookings -> courts (courts-service) and courts -> bookings (back.ts).
      const folders = checkFolders(['apps/api/src'], { cwd: fixture });
      expect(folders.ok).toBe(false);
      expect(folders.lines.join('\n')).toMatch(/circle between folders: .*bookings, courts/);
    } finally {
      rmSync(path.join(fixture, 'apps/api/src/courts/back.ts'));
      rmSync(path.join(fixture, 'apps/api/src/lib/back.ts'));
    }
  });
});

describe('folder circles', () => {
  const modules = [
    { source: 'src/a/x.ts', dependencies: [{ resolved: 'src/b/y.ts' }] },
    { source: 'src/b/z.ts', dependencies: [{ resolved: 'src/a/w.ts' }] },
    { source: 'src/b/y.ts', dependencies: [{ resolved: 'src/c/v.ts' }] },
    { source: 'src/c/v.test.ts', dependencies: [{ resolved: 'src/a/x.ts' }] },
  ];

  it('finds a circle that no file circle shows, and leaves test files out', () => {
    const graph = folderGraph('src', modules);
    expect(folderCycles(graph)).toEqual([['a', 'b']]);
  });

  it('finds none once the back-import is gone', () => {
    expect(folderCycles(folderGraph('src', modules.slice(0, 1)))).toEqual([]);
  });
});

describe("the web's folders", () => {
  const ROOT = 'apps/web/src';
  /** dependency-cruiser's modules for a list of file imports. */
  const modulesOf = (edges) =>
    edges.map(({ from, to }) => ({ source: from, dependencies: [{ resolved: to }] }));
  const cyclesOf = (edges) => folderCycles(folderGraph(ROOT, modulesOf(edges)));

  it('names the folder of a file: first-level folders, and each feature on its own', () => {
    expect(folderOf(ROOT, 'apps/web/src/lib/trpc.ts')).toBe('lib');
    expect(folderOf(ROOT, 'apps/web/src/features/admin/users/users-page.tsx')).toBe(
      'features/admin',
    );
    expect(folderOf(ROOT, 'apps/web/src/main.tsx')).toBe('(root)');
    expect(folderOf(ROOT, 'node_modules/react/index.js')).toBeUndefined();
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

  it('leaves test helpers out: the test/ folder may render the app', () => {
    expect(
      cyclesOf([
        { from: `${ROOT}/app/routes.tsx`, to: `${ROOT}/lib/when-idle.ts` },
        { from: `${ROOT}/test/render.tsx`, to: `${ROOT}/app/routes.tsx` },
        { from: `${ROOT}/lib/when-idle.ts`, to: `${ROOT}/test/render.tsx` },
      ]),
    ).toEqual([]);
  });

  describe("on files, with the repository's lint configuration", () => {
    // A made-up web tree: app/ imports lib/, and a file of lib/ imports another of app/ back.
    const dir = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const writeWeb = (file, text) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    writeWeb('tsconfig.base.json', '{ "compilerOptions": { "moduleResolution": "bundler" } }\n');
    writeWeb(
      `${ROOT}/app/routes.ts`,
      "import { idle } from '../lib/idle';\nexport const r = idle;\n",
    );
    writeWeb(`${ROOT}/app/trpc.ts`, 'export const trpc = 1;\n');
    writeWeb(`${ROOT}/lib/idle.ts`, 'export const idle = 1;\n');
    writeWeb(
      `${ROOT}/lib/business.ts`,
      "import { trpc } from '../app/trpc';\nexport const b = trpc;\n",
    );

    it('fails the back-import twice: by the direction rule and as a circle of folders', () => {
      const result = cruise([ROOT], { cwd: dir });
      expect(result.summary.violations.map((violation) => violation.rule.name)).toContain(
        'web-app-is-the-top',
      );
      expect(folderCycles(folderGraph(ROOT, result.modules))).toEqual([['app', 'lib']]);

      // The command itself, over that result: the circle's folders and the file imports.
      const json = path.join(dir, 'cruise.json');
      writeFileSync(json, JSON.stringify(result));
      let failure;
      try {
        execFileSync(process.execPath, [SCRIPT, ROOT, '--json', json], { stdio: 'pipe' });
      } catch (error) {
        failure = error;
      }
      expect(failure?.status).toBe(1);
      const printed = String(failure?.stderr);
      expect(printed).toContain(`${ROOT}: circle between folders: app, lib`);
      expect(printed).toContain(`${ROOT}/lib/business.ts -> ${ROOT}/app/trpc.ts`);
      expect(printed).toContain(`${ROOT}/app/routes.ts -> ${ROOT}/lib/idle.ts`);
    });
  });

  it('finds none in the web app', () => {
    const result = cruise([ROOT]);
    expect(folderCycles(folderGraph(ROOT, result.modules))).toEqual([]);
    expect(result.summary.violations).toEqual([]);
  }, 60_000);
});
