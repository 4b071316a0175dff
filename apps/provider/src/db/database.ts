import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, PostgresAdapter } from 'kysely';
import type { Migration } from 'kysely';
import pg from 'pg';
import { sqliteFile } from '../config.ts';
import { openSqlite } from './node-sqlite.ts';
import type { ProviderDatabase } from './schema.ts';
import * as initial from './migrations/001-initial.ts';
import * as tablesAndSports from './migrations/002-tables-and-sports.ts';
import * as brandSecretRotation from './migrations/003-brand-secret-rotation.ts';
import * as freeRounds from './migrations/004-free-rounds.ts';

export type ProviderDb = Kysely<ProviderDatabase>;

export interface OpenedDatabase {
  db: ProviderDb;
  kind: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-tables-and-sports': tablesAndSports,
  '003-brand-secret-rotation': brandSecretRotation,
  '004-free-rounds': freeRounds,
};

/** Opens the provider's database: its own SQLite file, or its own schema on PostgreSQL. */
export async function openProviderDatabase(url: string, schema: string): Promise<OpenedDatabase> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // bigint cents as numbers: they stay far below 2^53.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === pg.types.builtins.INT8
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
      options: `-c search_path=${schema}`,
    });
    try {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } catch (error) {
      // Two starts racing: the loser's duplicate-key error means the schema exists.
      if ((error as { code?: string }).code !== '23505') {
        await pool.end();
        throw error;
      }
    }
    const db = new Kysely<ProviderDatabase>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqliteFile(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Kysely<ProviderDatabase>({
    dialect: new SqliteDialect({ database: openSqlite(file) }),
  });
  return { db, kind: 'sqlite', destroy: () => db.destroy() };
}

export async function migrateProvider(database: OpenedDatabase, schema: string): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'provider_migrations',
    migrationLockTableName: 'provider_migrations_lock',
    ...(database.kind === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export function isPostgres(db: ProviderDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A transaction. On SQLite the provider holds one connection that Kysely hands to one
 * transaction at a time, so transactions never interleave; on PostgreSQL rows that must not
 * change under a transaction are locked with FOR UPDATE where they are read.
 */
export async function inTransaction<T>(db: ProviderDb, work: (trx: ProviderDb) => Promise<T>) {
  return db.transaction().execute((trx) => work(trx as unknown as ProviderDb));
}

/**
 * Locks the rows a select reads until its transaction ends: FOR UPDATE on PostgreSQL; SQLite
 * has no row locks and needs none (one connection, one transaction at a time).
 */
export function lockingRows<QB extends { forUpdate(): QB }>(db: ProviderDb, query: QB): QB {
  return isPostgres(db) ? query.forUpdate() : query;
}
