import path from 'node:path';
import type { Plugin } from 'vite';
// The contract's own entry for this (Vite leaves packages of its config to Node, which runs this
// one file of TypeScript as it is, where the package's index would need a bundler).
import {
  EARLY_TAPS_PRELOADS_FILE,
  ROUTE_PRELOADS_FILE,
  type TRoutePreload,
} from '@padel/contract/web-page';

// Each screen but the landing page is a chunk of its own that the app asks for once its entry has
// run. The gateway's page names the screen's files in its head instead (apps/gateway/src/
// web-page.ts), so a phone downloads them beside the entry: this plugin writes, after the build,
// which files each path's screen needs beyond what the entry already loads.

/**
 * The screens, by path, and the module each is (as `src/app/routes.tsx` and `src/main.tsx` import
 * it; a test checks the two agree). `prefix` takes the paths under it too.
 */
export const ROUTE_SCREENS: { path: string; module: string; prefix?: boolean }[] = [
  { path: '/booking', module: 'src/features/booking/booking-page.tsx' },
  { path: '/my-bookings', module: 'src/features/my-bookings/my-bookings-page.tsx' },
  { path: '/settings', module: 'src/features/settings/settings-page.tsx' },
  { path: '/account-settings', module: 'src/features/settings/account-settings-page.tsx' },
  { path: '/dashboard', module: 'src/features/dashboard/dashboard-page.tsx' },
  { path: '/complete-signup', module: 'src/features/auth/complete-signup-page.tsx' },
  { path: '/auth/callback', module: 'src/features/auth/auth-callback-page.tsx' },
  { path: '/payment/success', module: 'src/features/payment/payment-success-page.tsx' },
  { path: '/payment/failed', module: 'src/features/payment/payment-failed-page.tsx' },
  { path: '/payment/cancelled', module: 'src/features/payment/payment-cancelled-page.tsx' },
  { path: '/payment/close', module: 'src/features/payment/payment-close-page.tsx' },
  { path: '/about', module: 'src/features/info/about-page.tsx' },
  { path: '/contact', module: 'src/features/info/contact-page.tsx' },
  { path: '/terms', module: 'src/features/info/terms-page.tsx' },
  { path: '/privacy', module: 'src/features/info/privacy-page.tsx' },
  { path: '/faq', module: 'src/features/info/faq-page.tsx' },
  { path: '/refund-policy', module: 'src/features/info/refund-policy-page.tsx' },
  { path: '/cookie-policy', module: 'src/features/info/cookie-policy-page.tsx' },
  { path: '/data-deletion', module: 'src/features/info/data-deletion-page.tsx' },
  { path: '/admin', module: 'src/features/admin/admin-routes.tsx', prefix: true },
];

/**
 * The sign-in dialog's modules: a tap on the landing page before the app has taken it over starts
 * their files loading (`EARLY_TAPS_SCRIPT`), so the dialog shows soon after the app has.
 */
export const EARLY_TAP_MODULES = [
  'src/features/auth/auth-modal.tsx',
  'src/features/auth/auth-dialog.tsx',
];

type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

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
      const routes: TRoutePreload[] = ROUTE_SCREENS.map((screen) => {
        const chunk = chunkOf(screen.module);
        if (!chunk) throw new Error(`No chunk for the screen ${screen.module} (${screen.path}).`);
        return { path: screen.path, prefix: screen.prefix ?? false, ...filesOf([chunk]) };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
      const dialog = EARLY_TAP_MODULES.map(chunkOf).filter((chunk) => chunk !== undefined);
      this.emitFile({
        type: 'asset',
        fileName: EARLY_TAPS_PRELOADS_FILE,
        source: `${JSON.stringify(filesOf(dialog))}\n`,
      });
    },
  };
}
