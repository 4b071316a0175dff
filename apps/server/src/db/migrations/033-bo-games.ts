import type { Kysely } from 'kysely';
import { flag } from './columns.ts';

/**
 * The back office's games area (issue 22): what its screens need that the schema lacked.
 *
 * - `vendors.enabled`: a vendor the operator switched off; none of its games is listed,
 *   searched, counted or launched on the member site, whatever each game's own flag says.
 * - `games.hot_sequence`: the order of the home hot list, apart from the games' list order
 *   (`sort_order`), so moving a game in the hot list does not move it in its type's list. 0 for
 *   every game until an operator orders the hot list: the old order (sort_order) holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('enabled', 'integer', flag(1)).execute();
  await db.schema
    .alterTable('games')
    .addColumn('hot_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('hot_sequence').execute();
  await db.schema.alterTable('vendors').dropColumn('enabled').execute();
}
