import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadMobileConfig } from './config';

const app = loadMobileConfig();

export default defineConfig({
  plugins: [
    react(),
    // The players' texts are the web app's (apps/web/src/locales).
    lingui({
      configPath: path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../web/lingui.config.ts',
      ),
      failOnMissing: true,
    }),
  ],
  define: {
    // Where the app's calls go; empty means the gateway that serves the page.
    'import.meta.env.VITE_PUBLIC_URL': JSON.stringify(app.publicUrl),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
  },
});
