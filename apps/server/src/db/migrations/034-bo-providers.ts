import type { Kysely } from 'kysely';

/**
 * The back office's providers area (issue 22, decision 045): secret rotation with an overlap.
 *
 * - `previous_secret` / `previous_until`: after a rotation the old secret is still accepted on
 *   incoming calls (and still signs our calls to the provider) until `previous_until`; after it
 *   only `secret` counts.
 * - `rotated_at`: set by a rotation in the back office; from then on the database holds the
 *   secret, and the demo's secrets file (GAME_PROVIDER_SECRETS_FILE) no longer overwrites it at
 *   start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendor_credentials').addColumn('previous_secret', 'text').execute();
  await db.schema.alterTable('vendor_credentials').addColumn('previous_until', 'text').execute();
  await db.schema.alterTable('vendor_credentials').addColumn('rotated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rotated_at', 'previous_until', 'previous_secret']) {
    await db.schema.alterTable('vendor_credentials').dropColumn(column).execute();
  }
}
