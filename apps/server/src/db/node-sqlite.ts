import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
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
  /** Checkpoint the WAL from a worker thread (default: on for a file; decision 051). */
  backgroundCheckpoint?: boolean;
}

/**
 * WAL checkpoints off the event loop (decision 051). SQLite's automatic checkpoint runs inside
 * the COMMIT that passes wal_autocheckpoint pages and fsyncs the WAL and the database file
 * there: on this machine one COMMIT in about 30 spins took 5 to 120 ms, during which node:sqlite
 * (synchronous) blocked every request. A second connection in a worker thread runs a PASSIVE
 * checkpoint (it never waits on nor blocks the writer) every CHECKPOINT_INTERVAL_MS; it copies
 * committed frames only, so durability is as before (WAL, synchronous=NORMAL). The writer's own
 * automatic checkpoint stays as the bound should the worker fall behind or die.
 */
const CHECKPOINT_INTERVAL_MS = 100;
/** The writer checkpoints itself past this many WAL pages (SQLite's default is 1,000). */
const WRITER_AUTOCHECKPOINT_PAGES = 8_000;
/** How long close() waits for the worker to close its connection (it may be mid-fsync). */
const CHECKPOINTER_CLOSE_WAIT_MS = 5_000;

const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const flag = new Int32Array(workerData.closed);
let db = null;
let timer = null;
const finish = () => {
  if (timer) clearInterval(timer);
  try { db?.close(); } catch {}
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
  parentPort.close();
};
parentPort.on('message', finish);
try {
  db = new DatabaseSync(workerData.file);
  db.exec('PRAGMA synchronous = NORMAL');
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  timer = setInterval(() => {
    // SQLITE_BUSY (another checkpoint running) just means: next time.
    try { checkpoint.all(); } catch {}
  }, workerData.intervalMs);
} catch {
  finish();
}
`;

/**
 * Starts the checkpointer of `file`; the function it answers stops it and returns only once
 * the worker's connection is closed, so the caller's close is the last one (SQLite then folds
 * the WAL into the file, which a copy of the file right after close relies on).
 */
function startCheckpointer(file: string): () => void {
  const closed = new SharedArrayBuffer(4);
  const flag = new Int32Array(closed);
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS, closed },
  });
  let exited = false;
  worker.on('exit', () => {
    exited = true;
  });
  // A checkpointer that fails leaves the writer's own checkpoints: never a crash of the app.
  worker.on('error', () => {});
  worker.unref();
  return () => {
    if (exited) return;
    worker.postMessage('close');
    Atomics.wait(flag, 0, 0, CHECKPOINTER_CLOSE_WAIT_MS);
  };
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
  let stopCheckpointer = () => {};
  if (file !== ':memory:' && (options.backgroundCheckpoint ?? true)) {
    database.exec(`PRAGMA wal_autocheckpoint = ${WRITER_AUTOCHECKPOINT_PAGES}`);
    stopCheckpointer = startCheckpointer(file);
  }
  // Kysely prepares every query it runs; preparing costs more than most of our statements
  // take to run, so each SQL text is prepared once and reused (bounded, oldest dropped first).
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      stopCheckpointer();
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
