/**
 * Which databases `npm test` runs the database-bound tests (server, e2e) on. SQLite always,
 * unless TEST_DATABASES says otherwise; PostgreSQL too when DATABASE_URL is a postgres:// URL.
 * TEST_DATABASES=sqlite or TEST_DATABASES=postgres (or both, comma-separated) picks exactly.
 */
export interface TestDatabaseChoice {
  name: 'sqlite' | 'postgres';
  /** The postgres:// URL; none for SQLite (each test makes its own file). */
  url?: string;
}

const NAMES = ['sqlite', 'postgres'] as const;

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseChoice[] {
  const url = env.DATABASE_URL ?? '';
  const postgresUrl = /^postgres(ql)?:\/\//.test(url) ? url : undefined;
  const asked = (env.TEST_DATABASES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((name) => !(NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `TEST_DATABASES names unknown databases (${unknown.join(', ')}): use sqlite, postgres or both.`,
    );
  }
  const names = asked.length > 0 ? asked : postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  if (names.includes('postgres') && !postgresUrl) {
    throw new Error(
      'TEST_DATABASES names postgres but DATABASE_URL is not a postgres:// URL ' +
        '(e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  return NAMES.filter((name) => names.includes(name)).map((name) =>
    name === 'postgres' ? { name, url: postgresUrl! } : { name },
  );
}
