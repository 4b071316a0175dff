import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { AppDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import {
  copyPostgresTemplate,
  dropPostgresDatabase,
  TEMPLATE_MERCHANT,
  TEMPLATE_SCHEMA,
  withDatabase,
  type TemplateLevel,
  type Templates,
} from './template-databases.ts';

/**
 * A real database per test file, chosen like the server chooses it: SQLite in a temp file by
 * default, PostgreSQL (a throw-away database) when DATABASE_URL is postgres://. Each is a copy
 * of a template the server project's global setup migrated (and seeded) once for the run.
 */
export interface TestDatabase {
  database: AppDatabase;
  /** Config values that point at this database (for apps or CLIs built in the test). */
  env: { DATABASE_URL: string; DATABASE_SCHEMA?: string };
  cleanup(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases (made by testing/global-setup.ts). */
    serverTemplates: Templates;
  }
}

/** A migrated database of its own; `level: 'seeded'` also holds the DEMO merchant's seed. */
export async function createTestDatabase(level: TemplateLevel = 'migrated'): Promise<TestDatabase> {
  const templates = inject('serverTemplates');
  if (templates.kind === 'postgres') {
    const url = templates.url!;
    const name = await copyPostgresTemplate(templates, level);
    const env = { DATABASE_URL: withDatabase(url, name), DATABASE_SCHEMA: TEMPLATE_SCHEMA };
    const database = await openDatabase(env);
    return {
      database,
      env,
      cleanup: async () => {
        await database.destroy();
        await dropPostgresDatabase(url, name);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const file = path.join(dir, 'app.db');
  fs.copyFileSync(templates[level], file);
  const databaseUrl = `sqlite:${file}`;
  const database = await openDatabase({ DATABASE_URL: databaseUrl });
  return {
    database,
    env: { DATABASE_URL: databaseUrl },
    cleanup: async () => {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A seeded database for `merchantCode`: the seeded template's copy for DEMO, else seeded here. */
export async function createSeededTestDatabase(merchantCode: string): Promise<TestDatabase> {
  if (merchantCode === TEMPLATE_MERCHANT) return createTestDatabase('seeded');
  const testDb = await createTestDatabase();
  await seedDatabase(testDb.database.db, merchantCode);
  return testDb;
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    MERCHANT_CODE: 'DEMO',
    // A directory that does not exist unless a test makes one: the real build is not needed.
    WEB_DIST_DIR: path.join(os.tmpdir(), `no-dist-${randomBytes(4).toString('hex')}`),
    // Cheap password hashes (lib/passwords.ts), except in the production apps some tests build,
    // where that cost is refused; passwords.test.ts checks the standard cost.
    PASSWORD_HASH_COST: overrides.NODE_ENV === 'production' ? undefined : 'test',
    // No lottery sweep in the background: lottery tests run it themselves, on their own clock.
    LOTTERY_SWEEP_MS: '0',
    // Nor the job scheduler: scheduler tests call its tick themselves, on their own clock.
    SCHEDULER_ENABLED: 'false',
    // Lottery tests move their clock and their draws between calls: every answer is fresh.
    LOTTERY_LIST_CACHE_MS: '0',
    // Tests switch maintenance and blocked ranges in the database between calls: every call
    // reads them (enforce-status.test.ts checks the cache on its own clock).
    SYSTEM_STATUS_CACHE_MS: '0',
    // Production refuses the outbox (decision 050): production apps built here get live
    // transports aimed at a closed port, so what they send fails (message.send.failed).
    ...(overrides.NODE_ENV === 'production' ? CLOSED_PORT_MESSAGING : {}),
    ...overrides,
  });
}

const CLOSED_PORT_MESSAGING = {
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'no-reply@example.test',
  SMS_TRANSPORT: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'test-gateway-token',
  MESSAGING_ATTEMPTS: '1',
};

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
  const merchantCode = testConfig(options.config).MERCHANT_CODE;
  const testDb =
    options.seed === false
      ? await createTestDatabase()
      : await createSeededTestDatabase(merchantCode);
  const config = testConfig({ ...testDb.env, ...options.config });
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
