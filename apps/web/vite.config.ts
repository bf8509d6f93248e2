import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles, mantinePlayerChunks } from './mantine-component-styles.ts';
import { routePreloads } from './route-preloads.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|@trpc|@babel)[\\/]/;

/** Mantine's components and hooks, and the libraries they build on. */
const MANTINE_UI =
  /node_modules[\\/](@mantine[\\/](core|hooks|store|notifications)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|clsx|react-transition-group|react-number-format|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect)[\\/]/;

const playerUi = mantinePlayerChunks(MANTINE_UI);

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [mantineComponentStyles(), playerUi.plugin, react(), routePreloads()],
  build: {
    outDir: 'dist',
    // scripts/web-budget.mjs reads which files the landing page loads from the manifest.
    manifest: true,
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // The libraries every screen needs travel in one file instead of a dozen small shared chunks:
    // on a phone's network each extra request before the first paint costs a round trip. Only
    // modules the first screen loads (tag `$initial`) are taken: the Mantine components of the
    // screens loaded later stay with them. (One chunk of all the rest of Mantine made the booking
    // screen load 45 KB more, the console's components included, for 24 requests fewer.)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) || MANTINE_UI.test(id),
              tags: ['$initial'],
            },
            { name: playerUi.chunkName, debugName: 'player-ui', test: MANTINE_UI },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/trpc', '/api', '/pay', '/uploads', '/upload'].map((p) => [p, gateway]),
    ),
  },
});
