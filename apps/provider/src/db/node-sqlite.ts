import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect is written for better-sqlite3; this adapts Node's built-in
 * `node:sqlite` to it (no native addon). The provider keeps its own copy rather than reaching
 * into the operator's code: the two services share nothing but the wire contract.
 */
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

function adapt(statement: StatementSync): SqliteStatement {
  const params = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...params(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...params(parameters)),
  };
}

export function openSqlite(file: string): SqliteDatabase {
  const database = new DatabaseSync(file);
  if (file !== ':memory:') database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA synchronous = NORMAL');
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adapt(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
