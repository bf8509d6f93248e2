import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';
import type { Plugin } from 'vite';
// The contract's own entry for this (Vite leaves packages of its config to Node, which runs this
// one file of TypeScript as it is, where the package's index would need a bundler).
import {
  EARLY_TAPS_PRELOADS_FILE,
  LANGUAGE_PRELOADS_FILE,
  ROUTE_PRELOADS_FILE,
  type TEarlyDialogTexts,
  type TLanguagePreloads,
  type TRoutePreload,
} from '@padel/contract/web-page';

// Each screen but the landing page is a chunk of its own that the app asks for once its entry has
// run. The gateway's page names the screen's files in its head instead (apps/gateway/src/
// web-page.ts), so a phone downloads them beside the entry: this plugin writes, after the build,
// which files each path's screen needs beyond what the entry already loads.

/** The players' screens table: each row's `path`, then its `load`'s `import()`. */
const SCREENS_TABLE = 'src/screens/player-screens.ts';
const SCREEN_ROW = /path: '([^']+)',\s*load: \(\) => import\('([^']+)'\)/g;

/** The screens a table lists, by path, and the module (from the web's root) each loads. */
export function screensOf(table: string, source: string): { path: string; module: string }[] {
  const rows = [...source.matchAll(SCREEN_ROW)].map(([, screenPath = '', specifier = '']) => ({
    path: screenPath,
    module: `${path.posix.join(path.posix.dirname(table), specifier)}.tsx`,
  }));
  const written = source.match(/^\s+path: '/gm)?.length ?? 0;
  if (rows.length !== written) {
    throw new Error(
      `${table}: write each row's \`load\` right after its \`path\` (${rows.length} of ${written} rows read).`,
    );
  }
  return rows;
}

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The early-taps frame's texts in `language`, from the sign-in dialog's catalog: the gateway's
 * page shows the dialog's frame in the page's language before the app has run.
 */
export function earlyDialogTexts(root: string, language: string): TEarlyDialogTexts {
  const catalog = parsePoFile(
    readFileSync(path.join(root, 'src/locales', language, 'auth.po'), 'utf8'),
  );
  const text = (id: string) => {
    const found = catalog.items.find((item) => item.msgid === id)?.msgstr[0];
    if (!found) throw new Error(`src/locales/${language}/auth.po has no text for ${id}.`);
    return found;
  };
  const heading = (mode: 'login' | 'register') => ({
    title: text(`auth.dialogHeadings.${mode}.first.title`),
    subtitle: text(`auth.dialogHeadings.${mode}.first.subtitle`),
  });
  return {
    login: heading('login'),
    register: heading('register'),
    loading: text('auth.loading'),
    close: text('auth.close'),
  };
}

/**
 * The screens, by path, and the module each is: the players' screens table's rows (a test checks
 * the table's loaders), and the console, which the web's entry (`src/main.tsx`) loads for every
 * path under /admin (`prefix` takes the paths under it too).
 */
export const ROUTE_SCREENS: { path: string; module: string; prefix?: boolean }[] = [
  ...screensOf(SCREENS_TABLE, readFileSync(path.join(webRoot, SCREENS_TABLE), 'utf8')),
  { path: '/admin', module: 'src/features/admin/admin-routes.tsx', prefix: true },
];

/**
 * The sign-in dialog's modules: a tap on the landing page before the app has taken it over starts
 * their files loading (`EARLY_TAPS_SCRIPT`), so the dialog shows soon after the app has.
 */
export const EARLY_TAP_MODULES = [
  'src/features/auth/auth-modal.tsx',
  'src/features/auth/auth-dialog.tsx',
  'src/components/mantine-scope.tsx',
];

/**
 * What a screen's first tap opens, fetched with the screen's own files: a court tapped on the
 * booking screen opens its date and time step, a chunk the screen otherwise asks for when idle. On
 * a page the server drew, that tap can come before the app has run, and is answered without one
 * more round trip.
 */
export const FIRST_TAP_MODULES: Record<string, string[]> = {
  '/booking': ['src/features/booking/date-time-step.tsx'],
};

/**
 * Mantine's provider, which every screen but the landing page is drawn in
 * (components/mantine-area.tsx): each screen's page preloads it with the screen's own files.
 */
const MANTINE_SCOPE_MODULE = 'src/components/mantine-scope.tsx';

/**
 * The modules of a language's texts beyond its catalogs (src/locales/<language>/): Urdu's
 * catalogue of the contract's texts and its font.
 */
const LANGUAGE_MODULES: Record<string, string[]> = {
  ur: ['src/i18n/catalogue-urdu.ts', 'src/i18n/urdu-font.ts'],
};

type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The language whose texts a chunk is (its catalog or one of LANGUAGE_MODULES), if it is one. */
function languageOfChunk(chunk: BuiltChunk, root: string): string | undefined {
  const module = path.relative(root, (chunk.facadeModuleId ?? '').split('?')[0] ?? '');
  const catalog = /^src\/locales\/([^/]+)\//.exec(module)?.[1];
  if (catalog) return catalog;
  return Object.keys(LANGUAGE_MODULES).find((language) =>
    LANGUAGE_MODULES[language]?.includes(module),
  );
}

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'padel-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & BuiltChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: BuiltChunk, seen = new Set<BuiltChunk>()): Set<BuiltChunk> => {
        if (seen.has(chunk)) return seen;
        seen.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('The web build has no entry chunk.');
      const loadedByEntry = closure(entry);
      const chunkOf = (module: string) =>
        chunks.find((candidate) => candidate.facadeModuleId === path.join(root, module));
      /** The files of these chunks and all they import, beyond what the entry loads. */
      const filesOf = (from: BuiltChunk[]) => {
        const files = [...new Set(from.flatMap((chunk) => [...closure(chunk)]))].filter(
          (file) => !loadedByEntry.has(file),
        );
        return {
          js: files.map((file) => file.fileName),
          css: [...new Set(files.flatMap((file) => [...(file.viteMetadata?.importedCss ?? [])]))],
        };
      };
      const mantineScope = chunkOf(MANTINE_SCOPE_MODULE);
      if (!mantineScope) throw new Error(`No chunk for ${MANTINE_SCOPE_MODULE}.`);
      const routes: TRoutePreload[] = ROUTE_SCREENS.map((screen) => {
        const chunk = chunkOf(screen.module);
        if (!chunk) throw new Error(`No chunk for the screen ${screen.module} (${screen.path}).`);
        const firstTap = (FIRST_TAP_MODULES[screen.path] ?? []).map((module) => {
          const opened = chunkOf(module);
          if (!opened) throw new Error(`No chunk for ${module} (first tap of ${screen.path}).`);
          return opened;
        });
        return {
          path: screen.path,
          prefix: screen.prefix ?? false,
          ...filesOf([chunk, mantineScope, ...firstTap]),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
      // A page in Urdu asks for its texts as it first renders, one catalog after another (each
      // part suspends on its own): the gateway names them from the start instead.
      const textsOf = (from: Iterable<BuiltChunk>) => {
        const byLanguage: Partial<Record<string, string[]>> = {};
        for (const chunk of from) {
          for (const file of chunk.dynamicImports) {
            const imported = byFile.get(file);
            const language = imported && languageOfChunk(imported, root);
            if (!imported || !language) continue;
            const files = [...closure(imported)]
              .filter((one) => !loadedByEntry.has(one))
              .map((one) => one.fileName);
            byLanguage[language] = [...new Set([...(byLanguage[language] ?? []), ...files])];
          }
        }
        return byLanguage;
      };
      const entryTexts = textsOf(loadedByEntry);
      const languagePreloads: TLanguagePreloads = {
        entry: entryTexts,
        paths: Object.fromEntries(
          ROUTE_SCREENS.filter((screen) => !screen.prefix).map((screen) => {
            const chunk = chunkOf(screen.module);
            const own = chunk ? textsOf(closure(chunk)) : {};
            return [
              screen.path,
              Object.fromEntries(
                Object.entries(own).map(([language, files = []]) => [
                  language,
                  files.filter((file) => !entryTexts[language]?.includes(file)),
                ]),
              ),
            ];
          }),
        ),
      };
      this.emitFile({
        type: 'asset',
        fileName: LANGUAGE_PRELOADS_FILE,
        source: `${JSON.stringify(languagePreloads, null, 2)}\n`,
      });
      const dialog = EARLY_TAP_MODULES.map(chunkOf).filter((chunk) => chunk !== undefined);
      // One entry per language the catalogs are written in (src/locales/<language>).
      const languages = readdirSync(path.join(webRoot, 'src/locales'));
      const texts = Object.fromEntries(
        languages.map((language) => [language, earlyDialogTexts(webRoot, language)]),
      );
      this.emitFile({
        type: 'asset',
        fileName: EARLY_TAPS_PRELOADS_FILE,
        source: `${JSON.stringify({ ...filesOf(dialog), texts })}\n`,
      });
    },
  };
}
