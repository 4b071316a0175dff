import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/tables.ts';

type Db = Kysely<Database>;

/**
 * Thrown by work inside writeTransaction when what it read is not to be trusted (a remembered
 * id that no longer names its row): the transaction is undone and the work runs once more.
 */
export class RunAgain extends Error {}

const RETRYABLE = new Set(['40001', '40P01']);
const POSTGRES_ATTEMPTS = 8;

function retryable(error: unknown, attempt: number, postgres: boolean): boolean {
  if (error instanceof RunAgain) return attempt === 0;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return postgres && RETRYABLE.has(code) && attempt < POSTGRES_ATTEMPTS;
}

/**
 * Per open transaction of writeTransaction (the SQLite connection inside BEGIN IMMEDIATE, or
 * the Kysely transaction on PostgreSQL): what to do once it has committed.
 */
const commitHooks = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `hook` once the write transaction `db` belongs to has committed; never when it rolls
 * back. Answers false (and drops the hook) when `db` is a transaction writeTransaction did not
 * open, whose end it cannot see.
 */
export function afterCommit(db: Db, hook: () => void): boolean {
  const hooks = commitHooks.get(db);
  hooks?.push(hook);
  return hooks !== undefined;
}

// Compiled once: the two run around every transfer.
const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

/** One attempt: the transaction, then its commit hooks. */
async function attempt<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  let result: T;
  if (isPostgres(db)) {
    result = await db.transaction().execute((trx) => {
      commitHooks.set(trx, hooks);
      return work(trx);
    });
  } else {
    result = await db.connection().execute(async (conn) => {
      await conn.executeQuery(BEGIN_IMMEDIATE);
      commitHooks.set(conn, hooks);
      try {
        const value = await work(conn);
        await conn.executeQuery(COMMIT);
        return value;
      } catch (error) {
        await conn.executeQuery(ROLLBACK);
        throw error;
      } finally {
        commitHooks.delete(conn);
      }
    });
  }
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `work` in a write transaction: BEGIN IMMEDIATE on SQLite; retried on PostgreSQL
 * (serialization failures and deadlocks). Called with a handle that is already inside one (a
 * Kysely transaction or the SQLite connection of an outer writeTransaction), `work` joins it.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction || commitHooks.has(db)) return work(db);
  const postgres = isPostgres(db);
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(db, work);
    } catch (error) {
      if (!retryable(error, tries, postgres)) throw error;
      if (postgres) await new Promise((resolve) => setTimeout(resolve, 2 + tries * tries * 3));
    }
  }
}
