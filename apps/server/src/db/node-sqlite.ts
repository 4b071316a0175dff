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

/** Distinct SQL texts kept prepared per connection. */
const STATEMENT_CACHE_SIZE = 500;

export function openNodeSqlite(file: string, options: NodeSqliteOptions = {}): SqliteDatabase {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  // WAL lets the status CLI write while the server reads; busy_timeout waits out short locks.
  if (file !== ':memory:') database.exec('PRAGMA journal_mode = WAL');
  database.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5_000)}`);
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA synchronous = NORMAL');
  // Kysely prepares every query it runs; preparing costs more than most of our statements
  // take to run, so each SQL text is prepared once and reused (bounded, oldest dropped first).
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adaptStatement(database.prepare(sql));
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
