import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { chunks } from '../../db/dialect.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

/** Content texts in the site's two languages (VI reads English). */
export interface Localized {
  en: string;
  pt: string;
}

const PLATFORM = 'M';

/**
 * Started, and not ended unless it is long-term (noExpiry 1) or has no end; and inside its
 * publish window (issue 22: null publish_at / unpublish_at is no limit).
 */
function live(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'promotions'>) =>
    eb.and([
      eb('start_date', '<=', nowIso),
      eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', nowIso)]),
      eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', nowIso)]),
      eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', nowIso)]),
    ]);
}

const PROMOTION_COLUMNS = [
  'id',
  'title',
  'category',
  'start_date',
  'end_date',
  'no_expiry',
  'content',
  'cover_url',
  'banner_url',
] as const;

export function listLivePromotions(db: Kysely<Database>, merchantCode: string, nowIso: string) {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_code', '=', merchantCode)
    .where('platform', '=', PLATFORM)
    .where('enabled', '=', 1)
    .where(live(nowIso))
    .orderBy('sequence')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findLivePromotion(
  db: Kysely<Database>,
  merchantCode: string,
  id: number,
  nowIso: string,
) {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .where('platform', '=', PLATFORM)
    .where('enabled', '=', 1)
    .where(live(nowIso))
    .executeTakeFirst();
}

/** Any enabled promotion, live or not: art is drawn for ended ones too (cached pages). */
export function findPromotionTitle(db: Kysely<Database>, merchantCode: string, id: number) {
  return db
    .selectFrom('promotions')
    .select(['id', 'title', 'category'])
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The referral (invite friends) programme is on while one referral promotion is live. */
export async function hasLiveReferralPromotion(
  db: Kysely<Database>,
  merchantCode: string,
  nowIso: string,
): Promise<boolean> {
  return (await findLiveReferralPromotion(db, merchantCode, nowIso)) !== undefined;
}

/** The live referral promotion (the newest if several), for the member invite screen. */
export function findLiveReferralPromotion(
  db: Kysely<Database>,
  merchantCode: string,
  nowIso: string,
) {
  return db
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('merchant_code', '=', merchantCode)
    .where('platform', '=', PLATFORM)
    .where('enabled', '=', 1)
    .where('referral', '=', 1)
    .where(live(nowIso))
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Migration 032: a help topic's publish and unpublish times (null: no limit). */
function helpShown(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'help_topics'>) =>
    eb.and([
      eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', nowIso)]),
      eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', nowIso)]),
    ]);
}

export function listHelpTopics(
  db: Kysely<Database>,
  merchantCode: string,
  device: string,
  nowIso: string = new Date().toISOString(),
) {
  return db
    .selectFrom('help_topics')
    .select(['id', 'tag', 'title', 'content'])
    .where('merchant_code', '=', merchantCode)
    .where('device', '=', device)
    .where('enabled', '=', 1)
    .where(helpShown(nowIso))
    .where('in_menu', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export function findHelpDocument(
  db: Kysely<Database>,
  merchantCode: string,
  tag: string,
  nowIso: string = new Date().toISOString(),
) {
  return db
    .selectFrom('help_topics')
    .select(['id', 'tag', 'title', 'content'])
    .where('merchant_code', '=', merchantCode)
    .where('tag', '=', tag)
    .where('enabled', '=', 1)
    .where(helpShown(nowIso))
    .orderBy('sequence')
    .orderBy('id')
    .executeTakeFirst();
}

export interface PromotionInput {
  code: string;
  title: Localized;
  category: string;
  startDate: string;
  /** null with noExpiry 1: long-term. */
  endDate: string | null;
  noExpiry: 0 | 1;
  content: Localized;
  referral?: boolean;
  enabled?: boolean;
}

export interface HelpTopicInput {
  code: string;
  tag: string;
  device: string;
  sequence: number;
  title: Localized;
  content: Localized;
  inMenu?: boolean;
}

type TextRow = {
  merchant_code: string;
  entity: string;
  entity_id: number;
  field: string;
  language: string;
  text: string;
};

/** Both languages of a title and a content (cleaned HTML) as translation rows. */
function textRows(
  merchantCode: string,
  entity: 'promotion' | 'help_topic',
  id: number,
  title: Localized,
  content: Localized,
): TextRow[] {
  return (['PT', 'EN'] as const).flatMap((language) => {
    const pick = (texts: Localized) => (language === 'PT' ? texts.pt : texts.en);
    return [
      { field: 'title', text: pick(title) },
      { field: 'content', text: sanitizeHtml(pick(content)) },
    ].map((field) => ({ merchant_code: merchantCode, entity, entity_id: id, language, ...field }));
  });
}

async function insertTexts(db: Kysely<Database>, rows: TextRow[]): Promise<void> {
  for (const batch of chunks(rows, 100)) {
    await db
      .insertInto('content_translations')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
      )
      .execute();
  }
}

async function idsByCode(
  db: Kysely<Database>,
  table: 'promotions' | 'help_topics',
  merchantCode: string,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'code'])
    .where('merchant_code', '=', merchantCode)
    .where('code', 'in', [...codes])
    .execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Writes promotions once each (natural key merchant + code; an existing row and its texts are
 * kept, so an operator's edits survive the seed), with both languages. Content HTML is cleaned
 * here, where it is stored. Answers the ids by code.
 */
export async function storePromotions(
  db: Kysely<Database>,
  merchantCode: string,
  inputs: readonly PromotionInput[],
): Promise<Map<string, number>> {
  if (inputs.length === 0) return new Map();
  await db
    .insertInto('promotions')
    .values(
      inputs.map((input) => ({
        merchant_code: merchantCode,
        code: input.code,
        title: input.title.en,
        category: input.category,
        start_date: input.startDate,
        end_date: input.endDate,
        no_expiry: input.noExpiry,
        content: sanitizeHtml(input.content.en),
        banner_id: null,
        platform: PLATFORM,
        enabled: input.enabled === false ? 0 : 1,
        referral: input.referral ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const ids = await idsByCode(
    db,
    'promotions',
    merchantCode,
    inputs.map((input) => input.code),
  );
  await insertTexts(
    db,
    inputs.flatMap((input) =>
      textRows(merchantCode, 'promotion', ids.get(input.code)!, input.title, input.content),
    ),
  );
  return ids;
}

export async function storePromotion(
  db: Kysely<Database>,
  merchantCode: string,
  input: PromotionInput,
): Promise<number> {
  return (await storePromotions(db, merchantCode, [input])).get(input.code)!;
}

/** Writes help topics once each (merchant + code), like storePromotions; HTML cleaned. */
export async function storeHelpTopics(
  db: Kysely<Database>,
  merchantCode: string,
  inputs: readonly HelpTopicInput[],
): Promise<Map<string, number>> {
  if (inputs.length === 0) return new Map();
  await db
    .insertInto('help_topics')
    .values(
      inputs.map((input) => ({
        merchant_code: merchantCode,
        code: input.code,
        tag: input.tag,
        device: input.device,
        sequence: input.sequence,
        title: input.title.en,
        content: sanitizeHtml(input.content.en),
        in_menu: input.inMenu === false ? 0 : 1,
        enabled: 1,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const ids = await idsByCode(
    db,
    'help_topics',
    merchantCode,
    inputs.map((input) => input.code),
  );
  await insertTexts(
    db,
    inputs.flatMap((input) =>
      textRows(merchantCode, 'help_topic', ids.get(input.code)!, input.title, input.content),
    ),
  );
  return ids;
}

export async function storeHelpTopic(
  db: Kysely<Database>,
  merchantCode: string,
  input: HelpTopicInput,
): Promise<number> {
  return (await storeHelpTopics(db, merchantCode, [input])).get(input.code)!;
}
