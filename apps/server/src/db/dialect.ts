import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

/** Whether this handle talks to PostgreSQL (else SQLite): the few places the dialects differ. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape will do
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `items` in consecutive slices of at most `size` (multi-row inserts stay under bind limits). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
