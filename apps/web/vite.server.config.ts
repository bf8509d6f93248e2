import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The contract's own entry for this: see route-preloads.ts.
import { SERVER_RENDER_DIR } from '@padel/contract/web-page';

// The server render of the landing page and the booking screen (src/server-render.tsx) for the
// gateway: one file with every library inside, so the gateway's deployment needs none of the web
// app's packages. It goes under the web build's dot-folder, which the gateway never serves as a
// file. Stylesheets are the browser build's; CSS modules name their classes the same way in both
// builds.
export default defineConfig({
  plugins: [react(), lingui({ failOnMissing: true })],
  ssr: { noExternal: true },
  // React's production builds only: the development ones would be bundled too, and chosen at run time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/server-render.tsx',
    // Inside the browser build's folder (scripts/build.mjs names it when it is not dist).
    outDir: path.join(process.env.WEB_OUT_DIR ?? 'dist', SERVER_RENDER_DIR),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
