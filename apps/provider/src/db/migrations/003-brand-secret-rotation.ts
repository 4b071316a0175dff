import type { Kysely } from 'kysely';

/**
 * Issue 22 (decision 045): the operator rotates a brand's secret over the signed API. The
 * secret that signed the rotation stays accepted until `previous_until`; `rotated_at` marks a
 * brand whose secret the database now holds, so the demo's secrets file no longer overwrites it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('previous_secret', 'varchar(256)').execute();
  await db.schema.alterTable('brands').addColumn('previous_until', 'varchar(32)').execute();
  await db.schema.alterTable('brands').addColumn('rotated_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['previous_secret', 'previous_until', 'rotated_at']) {
    await db.schema.alterTable('brands').dropColumn(column).execute();
  }
}
