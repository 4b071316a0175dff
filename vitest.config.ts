import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { testDatabases } from './scripts/lib/test-databases.ts';

/**
 * One run over every project (decisions 003 and 027). The parts a database cannot change run
 * once (`contracts`, `web`); the database-bound parts run once per database `npm test` was
 * given (scripts/lib/test-databases.ts): `server-sqlite`, `server-postgres`, `e2e-sqlite`,
 * `e2e-postgres`. Each project's own config keeps its settings.
 */
function perDatabase(kind: 'server' | 'e2e'): TestProjectConfiguration[] {
  const dir = kind === 'server' ? 'apps/server' : 'e2e';
  return testDatabases().map((database) => ({
    extends: `./${dir}/vitest.config.ts`,
    test: {
      name: `${kind}-${database.name}`,
      // An extending project's root is the workspace's unless it says its own.
      root: `./${dir}`,
      // An empty DATABASE_URL means "not set" (SQLite) to the server and the test helpers.
      env: { DATABASE_URL: database.url ?? '' },
    },
  }));
}

export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/web/vitest.config.ts',
      ...perDatabase('server'),
      ...perDatabase('e2e'),
    ],
  },
});
