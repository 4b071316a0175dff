import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    // Each test file gets its own database: a copy of the run's template (a SQLite file or a
    // PostgreSQL database), migrated and seeded once by the global setup. Files share their
    // worker's modules (isolate: false): importing the app again for each file was 37 % of the
    // run (server-sqlite 108 s, now 48 s). The server keeps no state in its modules but caches
    // of constants; state lives in each file's app and database. The setup file still runs
    // before every file.
    pool: 'forks',
    isolate: false,
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
