// The dashboard's build: web/src → web/dist, served by the service at `/` (src/web/dashboard.ts).
// `npm run dev:web` proxies API calls to a running service on :8000 for live editing.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: { '/v2': { target: 'http://127.0.0.1:8000', ws: true }, '/api': 'http://127.0.0.1:8000', '/v1': 'http://127.0.0.1:8000' },
  },
});
