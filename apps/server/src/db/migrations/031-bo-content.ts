import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { merchantRef, notNull, withId } from './columns.ts';

/**
 * The back office's content area (issue 22, decision 044).
 *
 * - media_images: images operators upload, already decoded, resized and re-encoded (never the
 *   bytes they sent), kept in the database so every instance serves them and a backup holds
 *   them. `hash` is the SHA-256 of the stored bytes: the public URL names it, so a URL's
 *   content never changes and may be cached for good; the same picture uploaded twice is one
 *   row.
 * - banners / promotions: an uploaded image per content language (the column holds the
 *   fallback, content_translations the language's own: fields image_url, cover_url,
 *   banner_url), null meaning "the drawn art"; a publish and an unpublish instant (null: no
 *   limit) the member site's queries respect; promotions an operator-set order (sequence,
 *   ascending, before the newest-first order of start dates).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media_images'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('hash', 'varchar(64)', notNull)
    .addColumn('content_type', 'varchar(32)', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('byte_size', 'integer', notNull)
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('original_name', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('created_by', 'integer')
    .addUniqueConstraint('media_images_hash_uq', ['merchant_code', 'hash'])
    .execute();

  await db.schema.alterTable('banners').addColumn('image_url', 'text').execute();
  await db.schema.alterTable('banners').addColumn('publish_at', 'varchar(32)').execute();
  await db.schema.alterTable('banners').addColumn('unpublish_at', 'varchar(32)').execute();

  await db.schema.alterTable('promotions').addColumn('cover_url', 'text').execute();
  await db.schema.alterTable('promotions').addColumn('banner_url', 'text').execute();
  await db.schema.alterTable('promotions').addColumn('publish_at', 'varchar(32)').execute();
  await db.schema.alterTable('promotions').addColumn('unpublish_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('promotions')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['sequence', 'unpublish_at', 'publish_at', 'banner_url', 'cover_url']) {
    await db.schema.alterTable('promotions').dropColumn(column).execute();
  }
  for (const column of ['unpublish_at', 'publish_at', 'image_url']) {
    await db.schema.alterTable('banners').dropColumn(column).execute();
  }
  await db.schema.dropTable('media_images').ifExists().execute();
}
