import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// Mantine's per-component stylesheets (`@mantine/core/styles/<Component>.layer.css`, in Mantine's
// cascade layer, which the app's own rules override however late they load), each imported by
// the source file that uses the component, so a screen's styles travel with its chunk instead of
// the whole library's stylesheet blocking the landing page. A component's styles include those of
// the components it is built from (a Button needs UnstyledButton's, a Select needs Input's,
// Combobox's, Popover's...): they are found by following the imports of Mantine's own ES modules
// to their `*.module.mjs` class maps, dependencies first, so a component's rules come after its
// parts' and win as they do in the complete stylesheet. Nothing has to be listed by hand, and a
// component added later brings its styles along.

const PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/charts', '@mantine/notifications'];
const IMPORT_FROM_MANTINE =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|dates|charts|notifications))['"]/g;
// Mantine's ES modules write each import on one line.
const MODULE_IMPORT = /^(?:import|export)\b[^\n]*?["'](\.[^"'\n]+)["'];?$/gm;

const require = createRequire(import.meta.url);
const CORE_INDEX = path.join('@mantine', 'core', 'esm', 'index.mjs');

/** The ES module folder of a Mantine package, beside the stylesheet every package exports. */
function esmRoot(pkg: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/styles.css`)), 'esm');
}

/** Export name -> file, read from the package's `esm/index.mjs` imports. */
function readExports(pkg: string): Map<string, string> {
  const root = esmRoot(pkg);
  const index = readFileSync(path.join(root, 'index.mjs'), 'utf8');
  const exports = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    const file = path.join(root, match[2] ?? '');
    for (const name of (match[1] ?? '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) exports.set(local, file);
    }
  }
  return exports;
}

function namesOf(specifiers: string): string[] {
  return specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? '')
    .filter(Boolean);
}

export function mantineComponentStyles(): Plugin {
  const exportsOf = new Map<string, Map<string, string>>();
  const stylesOfFile = new Map<string, string[]>();

  const exported = (pkg: string, name: string): string | undefined => {
    let exports = exportsOf.get(pkg);
    if (!exports) {
      exports = readExports(pkg);
      exportsOf.set(pkg, exports);
    }
    return exports.get(name);
  };

  /** The core stylesheets a Mantine module needs, its parts' first (depth-first, post-order). */
  const stylesOf = (file: string, visiting = new Set<string>()): string[] => {
    const known = stylesOfFile.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const styles: string[] = [];
    const add = (more: readonly string[]) => {
      for (const style of more) if (!styles.includes(style)) styles.push(style);
    };
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(MODULE_IMPORT)) {
      const target = match[1] ?? '';
      if (target.startsWith('.')) {
        if (!target.endsWith('.mjs')) continue;
        const resolved = path.resolve(path.dirname(file), target);
        const moduleName = /([^/]+)\.module\.mjs$/.exec(resolved)?.[1];
        if (moduleName && resolved.includes(`${path.sep}core${path.sep}`)) add([moduleName]);
        else if (!moduleName) add(stylesOf(resolved, visiting));
      }
    }
    // The other packages build on core's components, imported by name.
    for (const match of source.matchAll(IMPORT_FROM_MANTINE)) {
      if (match[1] || match[3] !== '@mantine/core') continue;
      for (const name of namesOf(match[2] ?? '')) {
        const target = exported('@mantine/core', name);
        if (target) add(stylesOf(target, visiting));
      }
    }
    visiting.delete(file);
    stylesOfFile.set(file, styles);
    return styles;
  };

  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('@mantine/')) {
        return null;
      }
      const styles: string[] = [];
      for (const match of code.matchAll(IMPORT_FROM_MANTINE)) {
        const pkg = match[3] ?? '';
        if (match[1] || !PACKAGES.includes(pkg)) continue;
        for (const name of namesOf(match[2] ?? '')) {
          const file = exported(pkg, name);
          if (!file) continue;
          for (const style of stylesOf(file)) if (!styles.includes(style)) styles.push(style);
        }
      }
      if (styles.length === 0) return null;
      const imports = styles.map((style) => `import '@mantine/core/styles/${style}.layer.css';`);
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}

type ChunkingContext = {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; importers: readonly string[] } | null;
};

/** A module of the players' own code (not the console's). */
const isPlayerSource = (id: string) =>
  !id.includes('node_modules') && id.includes('/src/') && !id.includes('/features/admin/');

/**
 * One `player-ui` chunk for the Mantine code (and the libraries it builds on) that the players'
 * screens use beyond the first screen's, instead of the thirty-odd small shared chunks (each
 * with its stylesheet) that automatic splitting makes of it: on a phone's network every request
 * of a screen costs a round trip. The console's own components (tables, date pickers, charts)
 * stay out of it, so a player never loads them. `plugin` notes which Mantine exports the files
 * outside `features/admin` import; `chunkName` is a code-splitting group's name function.
 */
export function mantinePlayerChunk(): {
  plugin: Plugin;
  chunkName: (id: string, ctx: ChunkingContext) => string | null;
} {
  const exportsOf = new Map<string, Map<string, string>>();
  const roots = new Set<string>();
  let reachable: Set<string> | null = null;

  const plugin: Plugin = {
    name: 'mantine-player-chunk',
    buildStart() {
      roots.clear();
      reachable = null;
    },
    transform(code, id) {
      if (!isPlayerSource(id) || !/\.tsx?$/.test(id)) return null;
      for (const match of code.matchAll(IMPORT_FROM_MANTINE)) {
        const pkg = match[3] ?? '';
        if (match[1] || !PACKAGES.includes(pkg)) continue;
        let exports = exportsOf.get(pkg);
        if (!exports) {
          exports = readExports(pkg);
          exportsOf.set(pkg, exports);
        }
        for (const name of namesOf(match[2] ?? '')) {
          const file = exports.get(name);
          if (file) roots.add(file);
        }
      }
      return null;
    },
  };

  const chunkName = (id: string, ctx: ChunkingContext): string | null => {
    if (!reachable) {
      const found = new Set<string>();
      const queue = [...roots];
      while (queue.length > 0) {
        const next = queue.pop() ?? '';
        if (found.has(next)) continue;
        found.add(next);
        for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
          // The other packages import core's index, which names every component: the parts they
          // use are reached from the players' own imports or left to automatic splitting.
          if (imported.endsWith(CORE_INDEX)) continue;
          if (imported.includes('node_modules') && !found.has(imported)) queue.push(imported);
        }
      }
      reachable = found;
    }
    if (reachable.has(id)) return 'player-ui';
    // A component's stylesheet goes with it when a players' screen imports it.
    if (/@mantine[\\/]core[\\/]styles[\\/][^/\\]+\.css$/.test(id)) {
      const importers = ctx.getModuleInfo(id)?.importers ?? [];
      if (importers.some(isPlayerSource)) return 'player-ui';
    }
    return null;
  };

  return { plugin, chunkName };
}
