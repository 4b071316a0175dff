import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Merchant content per language. One row is one field of one entity in one language, so a new
 * language or a new translatable field needs data, not a schema change. The entity's own
 * column keeps the original text and is the fallback when a language has no row.
 * entity_id is the row id (banners, announcements, promotions, customer_service) or 0 for
 * merchant-level texts (merchants.licence, merchant_status.maintenance_info).
 */
const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('entity', 'varchar(32)', notNull)
    .addColumn('entity_id', 'integer', notNull)
    .addColumn('field', 'varchar(32)', notNull)
    .addColumn('language', 'varchar(4)', notNull)
    .addColumn('text', 'text', notNull)
    // Also the index of the one query shape: (merchant, entity, language) for a set of ids.
    .addPrimaryKeyConstraint('content_translations_pk', [
      'merchant_code',
      'entity',
      'language',
      'entity_id',
      'field',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').ifExists().execute();
}
