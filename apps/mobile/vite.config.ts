import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadMobileConfig } from './config';

const app = loadMobileConfig();

export default defineConfig({
  plugins: [react()],
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
