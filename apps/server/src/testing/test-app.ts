import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { isPostgresUrl, migrateToLatest, openDatabase } from '../db/database.ts';
import type { AppDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed/seed.ts';

/**
 * A real database per test file, chosen like the server chooses it: SQLite in a temp file by
 * default, PostgreSQL (in a throw-away random schema) when DATABASE_URL is postgres://.
 */
export interface TestDatabase {
  database: AppDatabase;
  /** Config values that point at this database (for apps or CLIs built in the test). */
  env: { DATABASE_URL: string; DATABASE_SCHEMA?: string };
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    await migrateToLatest(database, schema);
    return {
      database,
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      cleanup: async () => {
        await database.destroy();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const databaseUrl = `sqlite:${path.join(dir, 'app.db')}`;
  const database = await openDatabase({ DATABASE_URL: databaseUrl });
  await migrateToLatest(database);
  return {
    database,
    env: { DATABASE_URL: databaseUrl },
    cleanup: async () => {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    MERCHANT_CODE: 'DEMO',
    // A directory that does not exist unless a test makes one: the real build is not needed.
    WEB_DIST_DIR: path.join(os.tmpdir(), `no-dist-${randomBytes(4).toString('hex')}`),
    // No lottery sweep in the background: lottery tests run it themselves, on their own clock.
    LOTTERY_SWEEP_MS: '0',
    // Lottery tests move their clock and their draws between calls: every answer is fresh.
    LOTTERY_LIST_CACHE_MS: '0',
    ...overrides,
  });
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
}

/** Migrated, seeded database plus an app on it; call cleanup() in afterAll. */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Record<string, string | undefined>;
    /** Epoch ms now for the app (the lottery's clock); Date.now by default. */
    clock?: () => number;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = testConfig({ ...testDb.env, ...options.config });
  if (options.seed !== false) await seedDatabase(testDb.database.db, config.MERCHANT_CODE);
  const app = await buildApp({
    config,
    db: testDb.database.db,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    ...testDb,
    app,
    config,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}
