import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { journeysOfOtherLanes } from './e2e/journey-lanes.ts';
import { testDatabases } from './scripts/lib/test-databases.ts';

/**
 * One run over every project (decisions 003 and 027). The parts a database cannot change run
 * once (`contracts`, `web`); the database-bound parts run once per database `npm test` was
 * given (scripts/lib/test-databases.ts): `server-sqlite`, `server-postgres`, `e2e-sqlite`,
 * `e2e-postgres`; each journey file runs in one of the lanes (e2e/journey-lanes.ts); with
 * PostgreSQL, also `cluster`. Each project's own config keeps its settings.
 */
function perDatabase(kind: 'server' | 'e2e'): TestProjectConfiguration[] {
  const dir = kind === 'server' ? 'apps/server' : 'e2e';
  const databases = testDatabases();
  return databases.map((database, index) => ({
    extends: `./${dir}/vitest.config.ts`,
    test: {
      ...(kind === 'server'
        ? PARALLEL
        : // Each journey runs in one lane only (e2e/journey-lanes.ts).
          {
            exclude: [...configDefaults.exclude, ...journeysOfOtherLanes(index, databases.length)],
          }),
      name: `${kind}-${database.name}`,
      root: `./${dir}`,
      // An empty DATABASE_URL means "not set" (SQLite) to the server and the test helpers.
      env: { DATABASE_URL: database.url ?? '' },
    },
  }));
}

/**
 * Files of the unit, component and server projects run in parallel on every core (Vitest's own
 * default leaves one idle: a single worker on a two-core machine). One value for all of them,
 * as Vitest requires of projects that run together.
 */
const PARALLEL = { maxWorkers: '100%' };

/** A project of its own config; an extending project keeps neither its name nor its root. */
function inParallel(name: string, dir: string): TestProjectConfiguration[] {
  return [{ extends: `./${dir}/vitest.config.ts`, test: { ...PARALLEL, name, root: `./${dir}` } }];
}

/**
 * The multi-instance test (e2e/cluster, decision 063): three servers behind HAProxy on one
 * PostgreSQL schema, so only when the run has PostgreSQL; `npm test` runs it on its own after
 * the journeys.
 */
function cluster(): TestProjectConfiguration[] {
  const postgres = testDatabases().find((database) => database.name === 'postgres');
  if (!postgres) return [];
  return [
    {
      extends: './e2e/cluster/vitest.config.ts',
      test: { name: 'cluster', root: './e2e', env: { DATABASE_URL: postgres.url! } },
    },
  ];
}

export default defineConfig({
  test: {
    projects: [
      ...inParallel('contracts', 'packages/contracts'),
      ...inParallel('web', 'apps/web'),
      ...inParallel('provider', 'apps/provider'),
      ...perDatabase('server'),
      ...perDatabase('e2e'),
      ...cluster(),
    ],
  },
});
