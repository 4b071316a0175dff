import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/tables.ts';

/** How many rows a table holds: what tests compare before and after a call that must move nothing. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
