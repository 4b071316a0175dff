import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';

/** Inside its publish window (issue 22: null publish_at / unpublish_at is no limit). */
function published(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'banners' | 'promotions'>) =>
    eb.and([
      eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', nowIso)]),
      eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', nowIso)]),
    ]);
}

export function listBanners(
  db: Kysely<Database>,
  merchantCode: string,
  platform: string,
  groups: { only?: string; except?: string },
  nowIso: string = new Date().toISOString(),
) {
  let query = db
    .selectFrom('banners')
    .select(['id', 'group_name', 'title', 'link', 'sequence', 'image_url'])
    .where('merchant_code', '=', merchantCode)
    .where('platform', '=', platform)
    .where('enabled', '=', 1)
    .where(published(nowIso));
  if (groups.only !== undefined) query = query.where('group_name', '=', groups.only);
  if (groups.except !== undefined) query = query.where('group_name', '<>', groups.except);
  return query.orderBy('group_name').orderBy('sequence').orderBy('id').execute();
}

export function findBanner(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('banners')
    .select(['id', 'group_name', 'title'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listAnnouncements(
  db: Kysely<Database>,
  merchantCode: string,
  platform: string,
  type: string,
  nowIso: string,
) {
  return (
    db
      .selectFrom('announcements')
      .select(['id', 'type', 'title', 'content', 'start_date'])
      .where('merchant_code', '=', merchantCode)
      .where('platform', '=', platform)
      .where('type', '=', type)
      .where('enabled', '=', 1)
      .where('start_date', '<=', nowIso)
      // Migration 032: an unpublish time set in the back office.
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', nowIso)]))
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute()
  );
}

export function listPromotions(
  db: Kysely<Database>,
  merchantCode: string,
  platform: string,
  nowIso: string,
) {
  return (
    db
      .selectFrom('promotions')
      .select([
        'id',
        'title',
        'category',
        'start_date',
        'end_date',
        'no_expiry',
        'content',
        'banner_id',
        'cover_url',
        'banner_url',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('platform', '=', platform)
      .where('enabled', '=', 1)
      .where(published(nowIso))
      .where('start_date', '<=', nowIso)
      // Long-term promotions (noExpiry 1) never end, whatever end date they carry.
      .where((eb) =>
        eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', nowIso)]),
      )
      .orderBy('sequence')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute()
  );
}
