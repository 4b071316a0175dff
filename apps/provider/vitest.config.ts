import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'provider',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    include: ['src/**/*.test.ts', 'client/src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
