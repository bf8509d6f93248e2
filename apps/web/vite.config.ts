import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles, mantinePlayerChunks } from './mantine-component-styles.ts';
import { routePreloads } from './route-preloads.ts';

/** The small helpers the players' screens share: venue dates and times, messages, formats. */
const SCREEN_KIT =
  /(node_modules[\\/](date-fns|@date-fns)[\\/]|packages[\\/]domain[\\/]src[\\/]|packages[\\/]contract[\\/]src[\\/](messages|format|level-texts|match-texts)\.ts|apps[\\/]web[\\/]src[\\/](lib[\\/](when-idle|use-has-opened)|features[\\/]booking[\\/]booking-format)\.ts)/;

/** Mantine's components and hooks, and the libraries they build on. */
const MANTINE_UI =
  /node_modules[\\/](@mantine[\\/](core|hooks|store|notifications)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|clsx|react-transition-group|react-number-format|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect)[\\/]/;

const playerUi = mantinePlayerChunks(MANTINE_UI);

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    mantineComponentStyles(),
    playerUi.plugin,
    react(),
    // The players' texts (src/locales): compiled as they are imported; a missing Urdu text fails the build.
    lingui({ failOnMissing: true }),
    routePreloads(),
  ],
  build: {
    outDir: 'dist',
    // scripts/web-budget.mjs reads which files the landing page loads from the manifest.
    manifest: true,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // What the first screen needs travels in one file: on a phone's network each request before
    // the first paint costs a round trip, and Lighthouse's slow 4G counts them (five files made
    // the landing page's LCP 1.74 s, one file 1.43 s). Everything the page's entry loads at once
    // (tag `$initial`: the libraries and the app's own shell) is that file. The helpers the
    // players' screens share (dates, messages, formats) are one file too, instead of five small
    // ones before the booking screen shows. Mantine's components of the screens loaded later go
    // by the screens that need them (mantine-component-styles.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'] },
            { name: 'screen-kit', test: SCREEN_KIT },
            { name: playerUi.sharedChunkName, debugName: 'player-ui', test: MANTINE_UI },
            { name: playerUi.areaChunkName, debugName: 'player-ui-areas', test: MANTINE_UI },
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
