import type { Kysely } from 'kysely';

/**
 * What a process may remember per database (decision 051, second pass), and for how long.
 */

/**
 * The database behind a handle: the root Kysely instance and every connection and transaction
 * opened from it share one adapter (a new root, even on the same file, gets its own).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
export function databaseOf(db: Kysely<any>): object {
  return db.getExecutor().adapter;
}

const generations = new WeakMap<object, number>();

/**
 * How many times migrations have run on this database through this process. What a process
 * remembers of committed rows (ledger account ids) is good for one generation only: a
 * migration that re-creates a table may give its ids to other rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
export function schemaGeneration(db: Kysely<any>): number {
  return generations.get(databaseOf(db)) ?? 0;
}

/** The migrator calls this before and after every migration it runs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
export function schemaChanged(db: Kysely<any>): void {
  const key = databaseOf(db);
  generations.set(key, (generations.get(key) ?? 0) + 1);
}
