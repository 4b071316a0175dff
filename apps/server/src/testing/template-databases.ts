import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isPostgresUrl, migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed/seed.ts';

/**
 * Databases prepared once per test run and copied for each test file, instead of migrating
 * (and seeding) a fresh database in every file: a file copy for SQLite, `CREATE DATABASE ...
 * TEMPLATE` for PostgreSQL. The server project's global setup makes them; test-app.ts copies.
 * Not a test file itself.
 */

/** The schema every PostgreSQL copy keeps its tables in (each copy is a database of its own). */
export const TEMPLATE_SCHEMA = 'app';
/** The merchant the seeded template is seeded for (testConfig's MERCHANT_CODE). */
export const TEMPLATE_MERCHANT = 'DEMO';
/** Name prefix of every PostgreSQL database a run makes; the run's pid follows it. */
const PG_PREFIX = 'vt_';

export type TemplateLevel = 'migrated' | 'seeded';

/** Where the templates are: file paths (SQLite) or database names (PostgreSQL). */
export interface Templates {
  kind: 'sqlite' | 'postgres';
  /** postgres:// URL of the server the databases live on (PostgreSQL only). */
  url?: string;
  /** Name prefix of this run's databases, copies included (PostgreSQL only). */
  run?: string;
  migrated: string;
  seeded: string;
}

/** A postgres:// URL naming another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabases(url: string, which: (name: string) => boolean): Promise<void> {
  const { rows } = await adminQuery(
    url,
    `SELECT datname FROM pg_database WHERE datname LIKE '${PG_PREFIX}%'`,
  );
  for (const { datname } of rows as Array<{ datname: string }>) {
    if (which(datname)) await forceDrop(url, datname);
  }
}

/** Drops the databases of earlier runs whose process is gone (a run killed before teardown). */
function dropAbandoned(url: string): Promise<void> {
  return dropDatabases(url, (name) => {
    const pid = Number(new RegExp(`^${PG_PREFIX}(\\d+)_`).exec(name)?.[1]);
    return Number.isInteger(pid) && pid > 0 && !processAlive(pid);
  });
}

/** Migrates (and, for the seeded level, seeds) the database a URL names, then closes it. */
async function prepare(env: { DATABASE_URL: string; DATABASE_SCHEMA?: string }, seed: boolean) {
  const database = await openDatabase(env);
  try {
    await migrateToLatest(database, env.DATABASE_SCHEMA);
    if (seed) await seedDatabase(database.db, TEMPLATE_MERCHANT);
  } finally {
    await database.destroy();
  }
}

/** Makes both templates on the database DATABASE_URL names (SQLite when it is not postgres://). */
export async function createTemplates(databaseUrl: string | undefined): Promise<{
  templates: Templates;
  dispose(): Promise<void>;
}> {
  if (databaseUrl && isPostgresUrl(databaseUrl)) {
    await dropAbandoned(databaseUrl);
    const run = `${PG_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
    const names = { migrated: `${run}_migrated`, seeded: `${run}_seeded` };
    await adminQuery(databaseUrl, `CREATE DATABASE "${names.migrated}"`);
    await prepare(
      {
        DATABASE_URL: withDatabase(databaseUrl, names.migrated),
        DATABASE_SCHEMA: TEMPLATE_SCHEMA,
      },
      false,
    );
    // The seeded one starts from the migrated one: migrations run once per run.
    await adminQuery(databaseUrl, `CREATE DATABASE "${names.seeded}" TEMPLATE "${names.migrated}"`);
    await prepare(
      { DATABASE_URL: withDatabase(databaseUrl, names.seeded), DATABASE_SCHEMA: TEMPLATE_SCHEMA },
      true,
    );
    return {
      templates: { kind: 'postgres', url: databaseUrl, run, ...names },
      // The templates and any copy a crashed test file left behind.
      dispose: () => dropDatabases(databaseUrl, (name) => name.startsWith(`${run}_`)),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-templates-'));
  const files = { migrated: path.join(dir, 'migrated.db'), seeded: path.join(dir, 'seeded.db') };
  await prepare({ DATABASE_URL: `sqlite:${files.migrated}` }, false);
  // Closing checkpointed the write-ahead log into the file, so the file alone is the database.
  fs.copyFileSync(files.migrated, files.seeded);
  await prepare({ DATABASE_URL: `sqlite:${files.seeded}` }, true);
  return {
    templates: { kind: 'sqlite', ...files },
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new PostgreSQL database copied from one of the run's templates. */
export async function copyPostgresTemplate(
  templates: Templates,
  level: TemplateLevel,
): Promise<string> {
  const name = `${templates.run}_${randomBytes(6).toString('hex')}`;
  await adminQuery(templates.url!, `CREATE DATABASE "${name}" TEMPLATE "${templates[level]}"`);
  return name;
}

/**
 * Drops a test file's database. Not forced: a connection the file left open (an app it built
 * and never closed) would be cut and fail in the middle of the run as an unhandled error; such
 * a database stays until the run's teardown, which forces it when every test process is done.
 */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  try {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
  } catch (error) {
    // 55006: object_in_use (another session is connected to it).
    if ((error as { code?: string }).code !== '55006') throw error;
  }
}

async function forceDrop(url: string, name: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
