import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/trpc', '/api', '/pay', '/uploads', '/upload'].map((p) => [p, gateway])),
  },
});
