import type { Kysely } from 'kysely';
import { flag, notNull, withId } from './columns.ts';

/**
 * Written only with Kysely's schema builder so SQLite and PostgreSQL get the same tables.
 * Flags are integers (0/1) and instants ISO text: identical values on both databases.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('currency_code', 'varchar(8)', notNull)
    .addColumn('currency_symbol', 'varchar(8)', notNull)
    .addColumn('languages', 'text', notNull)
    .addColumn('default_language', 'varchar(4)', notNull)
    .addColumn('default_game_language', 'varchar(4)', notNull)
    .addColumn('template_member_centre', 'varchar(8)', notNull)
    .addColumn('template_deposit_function', 'varchar(8)', notNull)
    .addColumn('app_background', 'text', notNull)
    .addColumn('app_desc', 'text', notNull)
    .addColumn('app_desc_font_color', 'text', notNull)
    .addColumn('main_domain', 'text', notNull)
    .addColumn('image_cdns', 'text', notNull)
    .addColumn('domain_routes', 'text', notNull)
    .addColumn('paths', 'text', notNull)
    .addColumn('module_ids', 'text', notNull)
    .addColumn('licence', 'text', notNull)
    .addColumn('draw_history_url', 'text', notNull)
    .addColumn('register_username_enabled', 'integer', flag(1))
    .addColumn('register_mobile_enabled', 'integer', flag(0))
    .addColumn('referral_enabled', 'integer', flag(0))
    .addColumn('vip_benefit_enabled', 'integer', flag(0))
    .addColumn('dividend_enabled', 'integer', flag(0))
    .addColumn('app_window_enabled', 'integer', flag(1))
    .addColumn('download_bar_needs_login', 'integer', flag(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('merchant_whitelabel')
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(8)', notNull)
    .addColumn('key', 'varchar(64)', notNull)
    .addColumn('enabled', 'integer', flag(0))
    .addPrimaryKeyConstraint('merchant_whitelabel_pk', ['merchant_code', 'kind', 'key'])
    .execute();

  await db.schema
    .createTable('merchant_status')
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.primaryKey().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('maintenance', 'integer', flag(0))
    .addColumn('maintenance_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('blocked_ranges', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('banners'))
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('group_name', 'varchar(32)', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('link', 'text', notNull)
    .addColumn('sequence', 'integer', notNull)
    .addColumn('platform', 'varchar(4)', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('banners_code_uq', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('banners_home_idx')
    .on('banners')
    .columns(['merchant_code', 'platform', 'group_name', 'sequence'])
    .execute();

  await withId(db, db.schema.createTable('announcements'))
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('type', 'varchar(4)', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('start_date', 'varchar(32)', notNull)
    .addColumn('platform', 'varchar(4)', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('announcements_code_uq', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('announcements_list_idx')
    .on('announcements')
    .columns(['merchant_code', 'platform', 'type', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('promotions'))
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('category', 'varchar(32)', notNull)
    .addColumn('start_date', 'varchar(32)', notNull)
    .addColumn('end_date', 'varchar(32)')
    .addColumn('no_expiry', 'integer', flag(0))
    .addColumn('content', 'text', notNull)
    .addColumn('banner_id', 'integer', (col) => col.references('banners.id').onDelete('set null'))
    .addColumn('platform', 'varchar(4)', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('promotions_code_uq', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('promotions_list_idx')
    .on('promotions')
    .columns(['merchant_code', 'platform', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('customer_service'))
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('cs_type', 'varchar(16)', notNull)
    .addColumn('path_encrypted', 'text', notNull)
    .addColumn('sequence', 'integer', notNull)
    .addUniqueConstraint('customer_service_code_uq', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('download_resources')
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('resource_type', 'varchar(32)', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('label_name_en', 'text', notNull)
    .addPrimaryKeyConstraint('download_resources_pk', ['merchant_code', 'resource_type'])
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('display_name', 'text', notNull)
    .addColumn('category', 'varchar(16)', notNull)
    .addColumn('is_inhouse', 'integer', flag(0))
    .addColumn('sequence', 'integer', notNull)
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('game_id', 'integer', (col) => col.primaryKey())
    .addColumn('node_id', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('room_id', 'varchar(32)')
    .addColumn('node_name', 'text', notNull)
    .addColumn('game_name', 'text')
    .addColumn('display_name', 'text', notNull)
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('game_group_id', 'integer')
    .addColumn('game_type', 'varchar(16)', notNull)
    .addColumn('vendor_code', 'varchar(32)', (col) => col.notNull().references('vendors.code'))
    .addColumn('is_game_h5', 'varchar(16)')
    .addColumn('support_play', 'integer', flag(1))
    .addColumn('freeplay', 'integer', flag(0))
    .addColumn('classification', 'varchar(4)')
    .addColumn('lotto_mode', 'varchar(8)')
    .addColumn('is_top', 'integer', flag(0))
    .addColumn('is_new', 'integer', flag(0))
    .addColumn('min_bet_cents', 'integer', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .execute();
  // Hot-games list (optionally by type) and the per-type menu counts.
  await db.schema
    .createIndex('games_hot_idx')
    .on('games')
    .columns(['enabled', 'is_top', 'game_type', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('games_type_idx')
    .on('games')
    .columns(['enabled', 'game_type', 'sort_order'])
    .execute();
  await db.schema.createIndex('games_vendor_idx').on('games').column('vendor_code').execute();

  await db.schema
    .createTable('game_menus')
    .addColumn('merchant_code', 'varchar(32)', (col) =>
      col.notNull().references('merchants.code').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(16)', notNull)
    .addColumn('game_type', 'varchar(16)')
    .addColumn('sequence', 'integer', notNull)
    .addPrimaryKeyConstraint('game_menus_pk', ['merchant_code', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'game_menus',
    'games',
    'vendors',
    'download_resources',
    'customer_service',
    'promotions',
    'announcements',
    'banners',
    'merchant_status',
    'merchant_whitelabel',
    'merchants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
