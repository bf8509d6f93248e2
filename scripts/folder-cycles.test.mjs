import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFolders, folderCycles, folderGraph } from './folder-cycles.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
