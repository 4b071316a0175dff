import type { Kysely, LogEvent } from 'kysely';
import { databaseOf } from './handle.ts';

/**
 * Query timings for the metrics (decision 060). Kysely times a query only when its instance was
 * built with a `log` function, and the instance is built before any app exists (server.ts opens
 * and migrates the database first), so the database carries a list of listeners and each app
 * that measures adds its own. A database opened without timing pays nothing.
 */

export interface TimedQuery {
  /** The statement's first keyword (`select`, `insert`, `begin`, ...), never its text. */
  statement: string;
  durationMs: number;
  failed: boolean;
}

export type QueryListener = (query: TimedQuery) => void;

const STATEMENTS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'pragma',
]);

/** Bounded, so the label never carries a table or a value. */
function statementOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return STATEMENTS.has(word) ? word : 'other';
}

const listenersByDatabase = new WeakMap<object, Set<QueryListener>>();

/** The `log` option of a timed Kysely instance; call `attach` once the instance exists. */
export function createQueryTiming(): {
  log: (event: LogEvent) => void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
  attach(db: Kysely<any>): void;
} {
  const listeners = new Set<QueryListener>();
  return {
    log(event) {
      if (listeners.size === 0) return;
      const query: TimedQuery = {
        statement: statementOf(event.query.sql),
        durationMs: event.queryDurationMillis,
        failed: event.level === 'error',
      };
      for (const listener of listeners) listener(query);
    },
    attach(db) {
      listenersByDatabase.set(databaseOf(db), listeners);
    },
  };
}

/** Hears every query of a timed database; answers the function that stops it (no-op if untimed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
export function onTimedQuery(db: Kysely<any>, listener: QueryListener): () => void {
  const listeners = listenersByDatabase.get(databaseOf(db));
  if (!listeners) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}
