import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect is written for better-sqlite3. Node's built-in `node:sqlite` is close
 * but not equal: it spreads parameters, has no `reader` flag and rejects booleans/undefined.
 * This adapter closes that gap so we need no native addon.
 */
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const params = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  return {
    // A statement that yields columns returns rows (SELECT, or RETURNING clauses).
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...params(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...params(parameters)),
  };
}

export interface NodeSqliteOptions {
  busyTimeoutMs?: number;
}

export function openNodeSqlite(file: string, options: NodeSqliteOptions = {}): SqliteDatabase {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  // WAL lets the status CLI write while the server reads; busy_timeout waits out short locks.
  if (file !== ':memory:') database.exec('PRAGMA journal_mode = WAL');
  database.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5_000)}`);
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA synchronous = NORMAL');
  return {
    close: () => database.close(),
    prepare: (sql) => adaptStatement(database.prepare(sql)),
  };
}
