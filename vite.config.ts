import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in web/ and is built into dist/web, which the API serves in production.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
