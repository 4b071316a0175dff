import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The provider's game client: plain TypeScript and the engines' own modules (no framework: one
 * small page per game kind loads fast on a cheap phone), served by the provider under /game/.
 */
export default defineConfig({
  root: path.join(import.meta.dirname, 'client'),
  base: '/game/',
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
