import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './mantine-component-styles.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [mantineComponentStyles(), react()],
  build: {
    outDir: 'dist',
    // scripts/web-budget.mjs reads which files the landing page loads from the manifest.
    manifest: true,
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // The libraries every screen needs travel in one file instead of a dozen small shared chunks:
    // on a phone's network each extra request before the first paint costs a round trip.
    // @mantine/hooks is left out: grouped whole, every hook any screen uses (the console's
    // included) would ride along on the landing page; its hooks now travel with their users.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|@trpc|superjson|copy-anything|is-what|@babel)[\\/]/,
            },
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
