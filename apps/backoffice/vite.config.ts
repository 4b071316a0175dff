import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The back office's own bundle (issue 21): served by the server under /bo/, never loaded by the
 * member site. Desktop first, so no phone budget applies; routes are still split per area so a
 * cashier's first screen does not download the charts.
 */
export default defineConfig({
  base: '/bo/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/bo/api': API_TARGET } },
});
