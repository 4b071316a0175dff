import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { bannerArtUrl, BannerGroup, promotionArtUrl } from '@app/contracts';
import {
  MEDIA_URL_PATTERN,
  type BoBannerBody,
  type BoPromotionBody,
  type BoBanner,
  type BoBannerOrderBody,
  type BoContentState,
  type BoPromotion,
  type BoPromotionOrderBody,
} from '@app/contracts/backoffice';
import type { z } from 'zod';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import type { TranslationEntity } from '../../../lib/content-language.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { existingHashes } from '../../media/index.ts';

/**
 * The content area's reads and writes (issue 22, decision 044). Texts and images live per
 * language in content_translations (the site's one reading of merchant content); the row's own
 * column holds the fallback: the EN text, and the EN image else the PT one. So a language the
 * operator left without an image shows the other's, and VI (promotions) falls back to EN.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type BannerInput = z.output<typeof BoBannerBody>;
export type PromotionInput = z.output<typeof BoPromotionBody>;

const PLATFORM = 'M';
const nowIso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

/** What the site shows at `now`. */
function stateOf(
  row: {
    enabled: number;
    publish_at: string | null;
    unpublish_at: string | null;
  },
  now: string,
  life?: { start: string; end: string | null; noExpiry: boolean },
): BoContentState {
  if (row.enabled !== 1) return 'off';
  if (row.publish_at !== null && row.publish_at > now) return 'scheduled';
  if (row.unpublish_at !== null && row.unpublish_at <= now) return 'ended';
  if (life) {
    if (life.start > now) return 'scheduled';
    if (!life.noExpiry && life.end !== null && life.end < now) return 'ended';
  }
  return 'live';
}

// ---------------------------------------------------------------------------------------------
// Translations

type Texts = Map<number, Map<string, Map<string, string>>>;

/** id -> language -> field -> text, for every language. */
async function translationsOf(
  db: Db,
  merchantCode: string,
  entity: TranslationEntity,
  ids: readonly number[],
): Promise<Texts> {
  const result: Texts = new Map();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'language', 'field', 'text'])
    .where('merchant_code', '=', merchantCode)
    .where('entity', '=', entity)
    .where('entity_id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    let languages = result.get(row.entity_id);
    if (!languages) result.set(row.entity_id, (languages = new Map()));
    let fields = languages.get(row.language);
    if (!fields) languages.set(row.language, (fields = new Map()));
    fields.set(row.field, row.text);
  }
  return result;
}

/** Replaces the listed fields' translations of one entity: a null or '' text removes it. */
async function writeTranslations(
  db: Db,
  merchantCode: string,
  entity: TranslationEntity,
  id: number,
  texts: Array<{ language: string; field: string; text: string | null }>,
): Promise<void> {
  for (const { language, field, text } of texts) {
    await db
      .deleteFrom('content_translations')
      .where('merchant_code', '=', merchantCode)
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where('language', '=', language)
      .where('field', '=', field)
      .execute();
    if (text !== null && text !== '') {
      await db
        .insertInto('content_translations')
        .values({ merchant_code: merchantCode, entity, entity_id: id, field, language, text })
        .execute();
    }
  }
}

async function deleteTranslations(
  db: Db,
  merchantCode: string,
  entity: TranslationEntity,
  id: number,
) {
  await db
    .deleteFrom('content_translations')
    .where('merchant_code', '=', merchantCode)
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .execute();
}

/** Every referenced image must be one we stored (a URL is never taken on trust). */
async function checkImages(ctx: AppContext, urls: ReadonlyArray<string | null>): Promise<void> {
  const hashes = urls.flatMap((url) => {
    const match = url ? MEDIA_URL_PATTERN.exec(url) : null;
    return match ? [match[1]!] : [];
  });
  const known = await existingHashes(ctx.db, ctx.merchantCode, hashes);
  const missing = hashes.find((hash) => !known.has(hash));
  if (missing) throw new AppError('bo.image.unknown', 400, missing);
}

const newCode = (kind: string) => `bo-${kind}-${randomBytes(6).toString('hex')}`;

type ContentTable = 'banners' | 'promotions';

/** Reads the row, writes, reads it again, in one transaction: the audit's before and after. */
function beforeAndAfter<T>(
  ctx: AppContext,
  find: (db: Db) => Promise<T>,
  write: (db: Db) => Promise<unknown>,
): Promise<{ before: T; after: T }> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await find(trx);
    await write(trx);
    return { before, after: await find(trx) };
  });
}

/** Sets columns of one of the merchant's banners or promotions. */
function updateRow<T extends ContentTable>(
  db: Db,
  ctx: AppContext,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
) {
  return (db as Kysely<Database>)
    .updateTable(table as ContentTable)
    .set(values as Updateable<Database[ContentTable]>)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .execute();
}

/** Deletes one of the merchant's banners or promotions and its translations. */
async function deleteRow(
  db: Db,
  ctx: AppContext,
  table: ContentTable,
  entity: TranslationEntity,
  id: number,
) {
  await db
    .deleteFrom(table)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .execute();
  await deleteTranslations(db, ctx.merchantCode, entity, id);
}

// ---------------------------------------------------------------------------------------------
// Banners

const BANNER_COLUMNS = [
  'id',
  'code',
  'group_name',
  'title',
  'link',
  'sequence',
  'enabled',
  'image_url',
  'publish_at',
  'unpublish_at',
] as const;

interface BannerRow {
  id: number;
  code: string;
  group_name: string;
  title: string;
  link: string;
  sequence: number;
  enabled: number;
  image_url: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
}

function toBoBanner(row: BannerRow, texts: Texts, now: string): BoBanner {
  const of = (language: 'PT' | 'EN', field: string) =>
    texts.get(row.id)?.get(language)?.get(field) ?? null;
  const image = { PT: of('PT', 'image_url'), EN: of('EN', 'image_url') };
  return {
    id: row.id,
    code: row.code,
    groupName: BannerGroup.catch('m_home').parse(row.group_name),
    title: { PT: of('PT', 'title') ?? row.title, EN: of('EN', 'title') ?? row.title },
    image,
    shownUrl: {
      PT: image.PT ?? row.image_url ?? bannerArtUrl(row.id, 'PT'),
      EN: image.EN ?? row.image_url ?? bannerArtUrl(row.id, 'EN'),
    },
    link: row.link,
    sequence: row.sequence,
    enabled: row.enabled === 1,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    state: stateOf(row, now),
  };
}

export async function listBoBanners(ctx: AppContext): Promise<BoBanner[]> {
  const rows = await ctx.db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('platform', '=', PLATFORM)
    .orderBy('group_name')
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const texts = await translationsOf(
    ctx.db,
    ctx.merchantCode,
    'banner',
    rows.map((row) => row.id),
  );
  const now = nowIso(ctx);
  return rows.map((row) => toBoBanner(row, texts, now));
}

export async function findBoBanner(ctx: AppContext, id: number, db: Db = ctx.db) {
  const row = await db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404, String(id));
  return toBoBanner(row, await translationsOf(db, ctx.merchantCode, 'banner', [id]), nowIso(ctx));
}

function bannerColumns(input: BannerInput) {
  return {
    group_name: input.groupName,
    title: input.title.EN,
    link: input.link,
    sequence: input.sequence,
    enabled: input.enabled ? 1 : 0,
    image_url: input.image.EN ?? input.image.PT,
    publish_at: input.publishAt,
    unpublish_at: input.unpublishAt,
  };
}

async function writeBannerTexts(db: Db, ctx: AppContext, id: number, input: BannerInput) {
  await writeTranslations(db, ctx.merchantCode, 'banner', id, [
    { language: 'PT', field: 'title', text: input.title.PT },
    { language: 'EN', field: 'title', text: input.title.EN },
    { language: 'PT', field: 'image_url', text: input.image.PT },
    { language: 'EN', field: 'image_url', text: input.image.EN },
  ]);
}

export async function createBoBanner(ctx: AppContext, input: BannerInput): Promise<BoBanner> {
  await checkImages(ctx, [input.image.PT, input.image.EN]);
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('banners')
      .values({
        merchant_code: ctx.merchantCode,
        code: newCode('banner'),
        platform: PLATFORM,
        ...bannerColumns(input),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeBannerTexts(trx, ctx, id, input);
    return findBoBanner(ctx, id, trx);
  });
}

export async function updateBoBanner(
  ctx: AppContext,
  id: number,
  input: BannerInput,
): Promise<{ before: BoBanner; after: BoBanner }> {
  await checkImages(ctx, [input.image.PT, input.image.EN]);
  return beforeAndAfter(
    ctx,
    (db) => findBoBanner(ctx, id, db),
    async (db) => {
      await updateRow(db, ctx, 'banners', id, bannerColumns(input));
      await writeBannerTexts(db, ctx, id, input);
    },
  );
}

export function setBoBannerEnabled(ctx: AppContext, id: number, enabled: boolean) {
  return beforeAndAfter(
    ctx,
    (db) => findBoBanner(ctx, id, db),
    (db) => updateRow(db, ctx, 'banners', id, { enabled: enabled ? 1 : 0 }),
  );
}

export async function deleteBoBanner(ctx: AppContext, id: number): Promise<BoBanner> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findBoBanner(ctx, id, trx);
    // A promotion that pointed at it keeps drawing its own art (decision 017's old link).
    await trx
      .updateTable('promotions')
      .set({ banner_id: null })
      .where('banner_id', '=', id)
      .execute();
    await deleteRow(trx, ctx, 'banners', 'banner', id);
    return before;
  });
}

/** The group's order: the given banners get sequences 1, 2, ... in the order given. */
export async function orderBoBanners(ctx: AppContext, body: BoBannerOrderBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('banners')
      .select(['id', 'sequence'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('group_name', '=', body.groupName)
      .execute();
    const known = new Map(rows.map((row) => [row.id, row.sequence]));
    const stranger = body.ids.find((id) => !known.has(id));
    if (stranger !== undefined) throw new AppError('bo.not.found', 404, String(stranger));
    const ids = [...new Set(body.ids)];
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('banners')
        .set({ sequence: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return {
      before: ids.map((id) => ({ id, sequence: known.get(id)! })),
      after: ids.map((id, index) => ({ id, sequence: index + 1 })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Promotions

const PROMOTION_COLUMNS = [
  'id',
  'code',
  'title',
  'category',
  'start_date',
  'end_date',
  'no_expiry',
  'content',
  'cover_url',
  'banner_url',
  'sequence',
  'enabled',
  'referral',
  'publish_at',
  'unpublish_at',
] as const;

interface PromotionRow {
  id: number;
  code: string;
  title: string;
  category: string;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  content: string;
  cover_url: string | null;
  banner_url: string | null;
  sequence: number;
  enabled: number;
  referral: number;
  publish_at: string | null;
  unpublish_at: string | null;
}

function toBoPromotion(row: PromotionRow, texts: Texts, now: string): BoPromotion {
  const of = (language: 'PT' | 'EN' | 'VI', field: string) =>
    texts.get(row.id)?.get(language)?.get(field) ?? null;
  const images = {
    cover: { PT: of('PT', 'cover_url'), EN: of('EN', 'cover_url') },
    banner: { PT: of('PT', 'banner_url'), EN: of('EN', 'banner_url') },
  };
  const shown = (kind: 'cover' | 'banner', language: 'PT' | 'EN') =>
    images[kind][language] ??
    (kind === 'cover' ? row.cover_url : row.banner_url) ??
    promotionArtUrl(row.id, kind === 'cover' ? 1 : 2, language);
  const noExpiry = row.no_expiry === 1;
  return {
    id: row.id,
    code: row.code,
    category: row.category,
    title: {
      PT: of('PT', 'title') ?? row.title,
      EN: of('EN', 'title') ?? row.title,
      VI: of('VI', 'title') ?? '',
    },
    content: {
      PT: of('PT', 'content') ?? row.content,
      EN: of('EN', 'content') ?? row.content,
      VI: of('VI', 'content') ?? '',
    },
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry,
    images,
    shownUrl: {
      cover: { PT: shown('cover', 'PT'), EN: shown('cover', 'EN') },
      banner: { PT: shown('banner', 'PT'), EN: shown('banner', 'EN') },
    },
    sequence: row.sequence,
    enabled: row.enabled === 1,
    referral: row.referral === 1,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    state: stateOf(row, now, { start: row.start_date, end: row.end_date, noExpiry }),
  };
}

export async function listBoPromotions(ctx: AppContext): Promise<BoPromotion[]> {
  const rows = await ctx.db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('platform', '=', PLATFORM)
    .orderBy('sequence')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const texts = await translationsOf(
    ctx.db,
    ctx.merchantCode,
    'promotion',
    rows.map((row) => row.id),
  );
  const now = nowIso(ctx);
  return rows.map((row) => toBoPromotion(row, texts, now));
}

export async function findBoPromotion(ctx: AppContext, id: number, db: Db = ctx.db) {
  const row = await db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404, String(id));
  return toBoPromotion(
    row,
    await translationsOf(db, ctx.merchantCode, 'promotion', [id]),
    nowIso(ctx),
  );
}

/** Operator HTML is cleaned here, where it is stored (the site cleans it again to show it). */
function cleanContent(input: PromotionInput) {
  return {
    PT: sanitizeHtml(input.content.PT),
    EN: sanitizeHtml(input.content.EN),
    VI: sanitizeHtml(input.content.VI),
  };
}

function promotionColumns(input: PromotionInput) {
  const content = cleanContent(input);
  return {
    title: input.title.EN,
    category: input.category,
    start_date: input.startDate,
    end_date: input.noExpiry ? null : input.endDate,
    no_expiry: input.noExpiry ? 1 : 0,
    content: content.EN,
    cover_url: input.images.cover.EN ?? input.images.cover.PT,
    banner_url: input.images.banner.EN ?? input.images.banner.PT,
    sequence: input.sequence,
    enabled: input.enabled ? 1 : 0,
    publish_at: input.publishAt,
    unpublish_at: input.unpublishAt,
  };
}

async function writePromotionTexts(db: Db, ctx: AppContext, id: number, input: PromotionInput) {
  const content = cleanContent(input);
  await writeTranslations(db, ctx.merchantCode, 'promotion', id, [
    ...(['PT', 'EN', 'VI'] as const).flatMap((language) => [
      { language, field: 'title', text: input.title[language] },
      { language, field: 'content', text: content[language] },
    ]),
    { language: 'PT', field: 'cover_url', text: input.images.cover.PT },
    { language: 'EN', field: 'cover_url', text: input.images.cover.EN },
    { language: 'PT', field: 'banner_url', text: input.images.banner.PT },
    { language: 'EN', field: 'banner_url', text: input.images.banner.EN },
  ]);
}

const promotionImages = (input: PromotionInput) => [
  input.images.cover.PT,
  input.images.cover.EN,
  input.images.banner.PT,
  input.images.banner.EN,
];

export async function createBoPromotion(
  ctx: AppContext,
  input: PromotionInput,
): Promise<BoPromotion> {
  await checkImages(ctx, promotionImages(input));
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('promotions')
      .values({
        merchant_code: ctx.merchantCode,
        code: newCode('promotion'),
        platform: PLATFORM,
        banner_id: null,
        ...promotionColumns(input),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePromotionTexts(trx, ctx, id, input);
    return findBoPromotion(ctx, id, trx);
  });
}

export async function updateBoPromotion(ctx: AppContext, id: number, input: PromotionInput) {
  await checkImages(ctx, promotionImages(input));
  return beforeAndAfter(
    ctx,
    (db) => findBoPromotion(ctx, id, db),
    async (db) => {
      await updateRow(db, ctx, 'promotions', id, promotionColumns(input));
      await writePromotionTexts(db, ctx, id, input);
    },
  );
}

export function setBoPromotionEnabled(ctx: AppContext, id: number, enabled: boolean) {
  return beforeAndAfter(
    ctx,
    (db) => findBoPromotion(ctx, id, db),
    (db) => updateRow(db, ctx, 'promotions', id, { enabled: enabled ? 1 : 0 }),
  );
}

export async function deleteBoPromotion(ctx: AppContext, id: number): Promise<BoPromotion> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findBoPromotion(ctx, id, trx);
    await deleteRow(trx, ctx, 'promotions', 'promotion', id);
    return before;
  });
}

/** The promotions' order: the given ones get sequences 1, 2, ... in the order given. */
export async function orderBoPromotions(ctx: AppContext, body: BoPromotionOrderBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const ids = [...new Set(body.ids)];
    const rows = await trx
      .selectFrom('promotions')
      .select(['id', 'sequence'])
      .where('merchant_code', '=', ctx.merchantCode)
      .where('id', 'in', ids)
      .execute();
    const known = new Map(rows.map((row) => [row.id, row.sequence]));
    const stranger = ids.find((id) => !known.has(id));
    if (stranger !== undefined) throw new AppError('bo.not.found', 404, String(stranger));
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('promotions')
        .set({ sequence: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return {
      before: ids.map((id) => ({ id, sequence: known.get(id)! })),
      after: ids.map((id, index) => ({ id, sequence: index + 1 })),
    };
  });
}
