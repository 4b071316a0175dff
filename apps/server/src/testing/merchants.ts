import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/tables.ts';

/**
 * A second merchant, a copy of the demo one under another code: rows of it must never show on
 * the demo merchant's site (one server serves one merchant).
 */
export async function insertOtherMerchant(db: Kysely<Database>, code = 'OTHER'): Promise<void> {
  const demo = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchants')
    .values({ ...demo, code })
    .execute();
}
