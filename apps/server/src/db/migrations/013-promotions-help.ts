import type { Kysely } from 'kysely';
import { flag, merchantRef, notNull, withId } from './columns.ts';

/**
 * Promotions and the help centre (issue 7, decision 017).
 *
 * - promotions.referral: the promotion that is the merchant's referral (invite friends)
 *   programme. While one is live and the merchant's referral switch is on, the footer shows
 *   the invite tab.
 * - help_topics: the help centre's topics per device, in menu order, with a stable tag a link
 *   can select (/m/help?tag=terms). in_menu 0 keeps a document out of the menu: the user
 *   agreement (/m/useragreement) is one. Titles and contents are translated through
 *   content_translations (entity help_topic); contents are cleaned HTML.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promotions').addColumn('referral', 'integer', flag(0)).execute();

  await withId(db, db.schema.createTable('help_topics'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('tag', 'varchar(32)', notNull)
    .addColumn('device', 'varchar(8)', notNull)
    .addColumn('sequence', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('in_menu', 'integer', flag(1))
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('help_topics_code_uq', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('help_topics_menu_idx')
    .on('help_topics')
    .columns(['merchant_code', 'device', 'sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_topics').ifExists().execute();
  await db.schema.alterTable('promotions').dropColumn('referral').execute();
}
