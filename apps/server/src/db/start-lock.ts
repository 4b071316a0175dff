import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { sqliteFile } from '../config.ts';
import { isPostgresUrl, type AppDatabase, type DatabaseOptions } from './database.ts';

/**
 * The start-up lock (security issue 17, decision 030): migrating and seeding a database is one
 * instance's job at a time, so any number of instances may start together on a new database.
 * The first to take the lock migrates and seeds; the others wait, then find nothing to do.
 *
 * PostgreSQL: a session-level advisory lock held on one dedicated connection of the pool while
 * the work runs on the others; its key is fixed per schema (instances of other schemas on the
 * same database do not wait on each other). A crashed instance's connection closes and the
 * lock goes with it.
 *
 * SQLite: a write transaction (BEGIN IMMEDIATE) held on a lock file beside the database file
 * (`<file>.start-lock`), never on the database itself, whose writes the work needs. Taking it
 * does not block the thread: a busy lock is retried on a timer, so instances in one process
 * (tests) wait on each other as instances in several processes do. The operating system drops
 * a dead process's lock.
 */

/** advisory lock class of the start-up lock: 'ST' 'RT' */
const LOCK_CLASS = 0x53_54_52_54;
const SQLITE_WAIT_MS = 120_000;
const SQLITE_RETRY_MS = 20;

function schemaKey(schema: string | undefined): number {
  return createHash('sha256')
    .update(`start-up:${schema ?? ''}`)
    .digest()
    .readInt32BE(0);
}

function sqliteBusy(error: unknown): boolean {
  const e = error as { errcode?: number; message?: string } | null;
  return (e?.errcode ?? 0) % 256 === 5 || /database is locked/i.test(e?.message ?? '');
}

async function withSqliteLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = new DatabaseSync(`${file}.start-lock`);
  try {
    lock.exec('PRAGMA busy_timeout = 0');
    const deadline = Date.now() + SQLITE_WAIT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN IMMEDIATE');
        break;
      } catch (error) {
        if (!sqliteBusy(error) || Date.now() > deadline) throw error;
        await sleep(SQLITE_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

/** Runs `work` (migrate, seed) holding the start-up lock of this database. */
export async function withStartLock<T>(
  database: AppDatabase,
  options: DatabaseOptions,
  work: () => Promise<T>,
): Promise<T> {
  if (isPostgresUrl(options.DATABASE_URL)) {
    const key = schemaKey(options.DATABASE_SCHEMA);
    return database.db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(${sql.lit(LOCK_CLASS)}, ${sql.lit(key)})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(${sql.lit(LOCK_CLASS)}, ${sql.lit(key)})`.execute(conn);
      }
    });
  }
  const file = sqliteFile(options.DATABASE_URL);
  if (file === ':memory:') return work();
  return withSqliteLock(file, work);
}
