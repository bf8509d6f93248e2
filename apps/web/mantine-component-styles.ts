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
/** A Mantine package's index, which names every export of the package. */
const MANTINE_INDEX = /@mantine[\\/][^\\/]+[\\/]esm[\\/]index\.mjs$/;
/**
 * Named imports from a Mantine package, hooks included: in the players' code, and in Mantine's own
 * modules, which import the other packages by their index.
 */
const IMPORT_FROM_MANTINE_OR_HOOKS =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|dates|charts|notifications|hooks))['"]/g;

/** The ES module folder of a Mantine package, beside the folder of its CommonJS entry. */
function esmRoot(pkg: string): string {
  return path.join(path.dirname(require.resolve(pkg)), '..', 'esm');
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

type ModuleInfo = {
  code: string | null;
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};

type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo | null };

/** A module of the players' own code (not the console's). */
const isPlayerSource = (id: string) =>
  !id.includes('node_modules') && id.includes('/src/') && !id.includes('/features/admin/');

/**
 * The Mantine code (bytes of source, as the packages ship it) that the same areas' screens must
 * need for it to be worth a chunk, and a request, of its own. Below it, the code goes to the
 * shared chunk: a few KB more for some screens, instead of a request more for all.
 */
const MIN_CHUNK_SOURCE_BYTES = 40_000;

/** The area of the screen players open most, whose first paint loads one Mantine file. */
const BUSIEST_AREA = 'booking';

/** The chunks every screen loads (with the stylesheets), and what the busiest screen does not. */
const SHARED_CHUNK = 'player-ui';
const MORE_CHUNK = 'player-ui-more';

/** A screen's area: its feature folder (`booking`, `info`...), else its folder under `src`. */
const areaOf = (file: string) =>
  /[\\/]src[\\/](?:features[\\/])?([^\\/]+)[\\/]/.exec(file)?.[1] ?? file;

/** Whether the page's entry loads `id` with its first code, following static imports back. */
function isInAppShell(id: string, ctx: ChunkingContext, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // an import cycle answers from the other paths
  const info = ctx.getModuleInfo(id);
  const answer =
    !info ||
    (info.importers.length === 0 && info.dynamicImporters.length === 0) ||
    info.importers.some((importer) => isInAppShell(importer, ctx, known));
  known.set(id, answer);
  return answer;
}

/**
 * Mantine's code (and the libraries it builds on, those `libraries` matches) that the players'
 * screens use beyond the landing page's, split by which screens' first paint needs it. A screen
 * is a file the app's shell loads by a dynamic import (`/booking`, `/my-bookings`, the info
 * pages...); its first paint is what it imports statically. What a screen loads later itself
 * (the booking form, the dialogs) is left to automatic splitting, and travels with that part.
 *
 * - Code that only the screens of the same areas need, enough of it to be worth a request, is
 *   a chunk of its own, `player-ui-<areas>`: the info pages' tables and accordions, the
 *   settings' dialogs, the floating elements of selects and menus.
 * - What every area needs, the rest of what the booking screen needs, and the components'
 *   stylesheets (one file, in the order Mantine's complete stylesheet has them) are the shared
 *   `player-ui` chunk; the rest is `player-ui-more`.
 *
 * One chunk of all of it made `/booking` wait for 77 KB before its court picker showed;
 * automatic splitting makes thirty-odd small chunks, each a request (with its stylesheet) on a
 * phone's network, and each a name more in the landing page's list of what a screen preloads.
 * The console's own components stay out, so a player never loads them.
 *
 * `plugin` notes the players' source files. `sharedChunkName` and `areaChunkName` are the name
 * functions of two code-splitting groups, the shared one first: a group's chunk also takes in
 * what its modules import, unless an earlier group has it. Made after, the areas' chunks leave
 * the shared chunks' modules where they belong (made first, the info pages' chunk took some,
 * and `player-ui-more`, which My Bookings loads, then imported all of it).
 */
export function mantinePlayerChunks(libraries: RegExp): {
  plugin: Plugin;
  sharedChunkName: (id: string, ctx: ChunkingContext) => string | null;
  areaChunkName: (id: string, ctx: ChunkingContext) => string | null;
} {
  const exportsOf = new Map<string, Map<string, string>>();
  /** The players' source files. */
  const sources = new Set<string>();
  /** Module -> its chunk, decided once the module graph is known. */
  let chunkOf: Map<string, string> | null = null;

  /** The Mantine modules that `code` imports by name from a package's index. */
  const namedImports = (code: string): string[] => {
    const files: string[] = [];
    for (const match of code.matchAll(IMPORT_FROM_MANTINE_OR_HOOKS)) {
      const pkg = match[3] ?? '';
      if (match[1]) continue;
      let exports = exportsOf.get(pkg);
      if (!exports) {
        exports = readExports(pkg);
        exportsOf.set(pkg, exports);
      }
      for (const name of namesOf(match[2] ?? '')) {
        const file = exports.get(name);
        if (file) files.push(file);
      }
    }
    return files;
  };

  const plugin: Plugin = {
    name: 'mantine-player-chunks',
    buildStart() {
      sources.clear();
      chunkOf = null;
    },
    transform(_code, id) {
      if (isPlayerSource(id) && /\.tsx?$/.test(id)) sources.add(id);
      return null;
    },
  };

  /**
   * The modules `roots` import statically, short of `known`. A package's index names every
   * export: what counts behind it is what the importer names (tree-shaking drops the rest).
   */
  const reach = (roots: readonly string[], ctx: ChunkingContext, known = new Set<string>()) => {
    const found = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const next = queue.pop() ?? '';
      if (found.has(next) || known.has(next)) continue;
      found.add(next);
      const info = ctx.getModuleInfo(next);
      const imported = info?.importedIds ?? [];
      queue.push(...imported.filter((id) => !MANTINE_INDEX.test(id)));
      if (imported.some((id) => MANTINE_INDEX.test(id))) {
        queue.push(...namedImports(info?.code ?? ''));
      }
    }
    return found;
  };

  /** Module -> the screens whose first paint needs it, for the modules the shell has not. */
  const findScreens = (ctx: ChunkingContext): Map<string, Set<string>> => {
    const inShell = new Map<string, boolean>();
    const isShell = (id: string) => isInAppShell(id, ctx, inShell);
    // The shell's own modules (the `framework` chunk and the entry's) are there before any screen.
    const shellRoots = [...sources].filter(
      (id) =>
        isShell(id) && !(ctx.getModuleInfo(id)?.importers ?? []).some((by) => sources.has(by)),
    );
    const shell = reach(shellRoots, ctx);
    const found = new Map<string, Set<string>>();
    for (const screen of sources) {
      // The app's own lazy parts (the toasts' container) are no screen: they load with the first
      // toast, their code with them. As a screen, their code became a chunk that every screen
      // sharing a button or a loader with them had to load first.
      if (areaOf(screen) === 'app') continue;
      const loaders = ctx.getModuleInfo(screen)?.dynamicImporters ?? [];
      if (!loaders.some(isShell)) continue;
      for (const id of reach([screen], ctx, shell)) {
        found.set(id, (found.get(id) ?? new Set<string>()).add(screen));
      }
    }
    return found;
  };

  const assignChunks = (ctx: ChunkingContext): Map<string, string> => {
    const bytesOf = new Map<string, number>();
    const setOf = new Map<string, string>();
    const found = [...findScreens(ctx)].sort(([a], [b]) => a.localeCompare(b));
    const chunks = new Map<string, string>();
    for (const [id, screens] of found) {
      if (!libraries.test(id)) continue;
      // The stylesheets all travel in the shared chunk's one file, in the order Mantine's
      // complete stylesheet has them: one request, and a component's rules after its parts'.
      if (id.endsWith('.css')) {
        chunks.set(id, SHARED_CHUNK);
        continue;
      }
      const key = [...new Set([...screens].map(areaOf))].sort().join();
      bytesOf.set(key, (bytesOf.get(key) ?? 0) + (ctx.getModuleInfo(id)?.code?.length ?? 0));
      setOf.set(id, key);
    }
    const allAreas = new Set([...bytesOf.keys()].flatMap((key) => key.split(',')));
    /**
     * A set of areas' chunk. A set big enough is its own chunk, named after its areas (the same
     * from one build to the next); what every area needs is the shared chunk itself, with the
     * stylesheets: one request less for every screen. The rest goes by the booking screen, the
     * one players open most: what it needs joins the shared chunk, so that it loads one Mantine
     * file; what it does not is `player-ui-more`, which the other screens load beside the shared
     * one. (With all of the rest shared, the booking screen loaded My Bookings', the sign-in
     * dialogs' and the settings' components before its courts showed.) A module's imports are
     * needed wherever it is, so the shared chunk never imports `player-ui-more`.
     */
    const chunkOfSet = (key: string): string => {
      const areas = key.split(',');
      if ((bytesOf.get(key) ?? 0) < MIN_CHUNK_SOURCE_BYTES) {
        return areas.includes(BUSIEST_AREA) ? SHARED_CHUNK : MORE_CHUNK;
      }
      return areas.length === allAreas.size ? SHARED_CHUNK : `player-ui-${areas.join('-')}`;
    };
    for (const [id, key] of setOf) chunks.set(id, chunkOfSet(key));
    return chunks;
  };

  const chunkName = (id: string, ctx: ChunkingContext): string | null => {
    chunkOf ??= assignChunks(ctx);
    return chunkOf.get(id) ?? null;
  };
  const isShared = (name: string | null) => name === SHARED_CHUNK || name === MORE_CHUNK;

  return {
    plugin,
    sharedChunkName: (id, ctx) => {
      const name = chunkName(id, ctx);
      return isShared(name) ? name : null;
    },
    areaChunkName: (id, ctx) => {
      const name = chunkName(id, ctx);
      return isShared(name) ? null : name;
    },
  };
}
