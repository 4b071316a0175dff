import {
  BO_LEGAL_TAGS,
  type BoMessageLanguage,
  type BoMessageTexts,
  type BoAnnouncement,
  type BoAnnouncementBody,
  type BoAnnouncementList,
  type BoHelpTopic,
  type BoHelpTopicBody,
  type BoHelpTopicList,
  type BoNews,
  type BoNewsBody,
  type BoNewsList,
} from '@app/contracts/backoffice';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { TranslationEntity } from '../../../lib/content-language.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import type { AuditEntry } from '../audit.ts';
import {
  cleanTexts,
  fallbackText,
  newCode,
  publicationStatus,
  readTexts,
  type TextField,
  toStoredInstant,
  toStoredInstantOrNull,
  writeTexts,
} from './texts.ts';

/**
 * Announcements (PL, PU, A), help topics (with the legal documents) and hot news: listed,
 * read, created and changed from the back office. Every change answers the audit row with the
 * item before and after; the routes drop the app's caches after it.
 */
export interface Saved<V> {
  value: V;
  audit: AuditEntry | null;
}

const PLATFORM = 'M';
const nowIso = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();
const notFound = (id: number) => new AppError('bo.not.found', 404, String(id));
const LEGAL = new Set<string>(BO_LEGAL_TAGS);

/** The change's audit row, or null when nothing changed. */
function change<V>(
  action: string,
  targetType: string,
  id: number,
  before: V | null,
  after: V,
): AuditEntry | null {
  if (before !== null && JSON.stringify(before) === JSON.stringify(after)) return null;
  return { action, targetType, targetId: id, before, after };
}

/** Without the status (it moves with the clock, not with the change). */
const forAudit = <T extends { status: unknown }>(item: T) => {
  const { status: _status, ...rest } = item;
  void _status;
  return rest;
};

/** An item's switch and publication window as listed and read, with where it stands at `now`. */
function publication(
  enabled: number,
  publishAt: string | null,
  unpublishAt: string | null,
  now: string,
) {
  return {
    enabled: enabled === 1,
    // A topic without a publish time has been shown since it was written: listed as "live".
    publishAt: publishAt ?? '',
    unpublishAt,
    status: publicationStatus(enabled === 1, publishAt, unpublishAt, now),
  };
}

type ItemTable = 'announcements' | 'help_topics' | 'news';

/** One kind of item: its table, its texts' entity and fields, its audit names and its reader. */
interface ItemKind<T extends ItemTable, V> {
  table: T;
  entity: TranslationEntity;
  fields: readonly TextField[];
  /** The audit action's prefix (`.create` / `.update` follow) and target type. */
  action: string;
  targetType: string;
  read: (ctx: AppContext, id: number) => Promise<V>;
}

/** The item's row and its texts in both languages (bo.not.found without one). */
async function readItemRow<T extends ItemTable, F extends TextField>(
  ctx: AppContext,
  kind: ItemKind<T, unknown>,
  id: number,
  fields: readonly F[],
): Promise<{
  row: Selectable<Database[T]>;
  texts: Record<BoMessageLanguage, Record<F, string>>;
}> {
  const table: ItemTable = kind.table;
  const row = await ctx.db
    .selectFrom(table)
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  const texts = (await readTexts(ctx.db, ctx.merchantCode, kind.entity, [row], fields)).get(
    row.id,
  )!;
  return { row: row as Selectable<Database[T]>, texts };
}

/** The titles of listed items in both languages, for each row. */
async function listedTitles<R extends { id: number; title: string }>(
  ctx: AppContext,
  kind: ItemKind<ItemTable, unknown>,
  rows: readonly R[],
): Promise<(row: R) => { titlePt: string; titleEn: string }> {
  const texts = await readTexts(ctx.db, ctx.merchantCode, kind.entity, rows, ['title']);
  return (row) => ({
    titlePt: texts.get(row.id)?.PT.title ?? '',
    titleEn: texts.get(row.id)?.EN.title ?? row.title,
  });
}

/**
 * Creates (id null: with the `created` columns, such as its new code) or changes an item and
 * its texts (HTML cleaned) in one transaction; answers it as read back, with the audit row.
 */
async function saveItem<T extends ItemTable, V extends { status: unknown }>(
  ctx: AppContext,
  kind: ItemKind<T, V>,
  id: number | null,
  given: BoMessageTexts,
  columns: Updateable<Database[T]>,
  created: Partial<Insertable<Database[T]>>,
): Promise<Saved<V>> {
  const texts = cleanTexts(given);
  const before = id === null ? null : await kind.read(ctx, id);
  // The row's own text columns keep the fallback text (EN, else PT).
  const values = {
    ...columns,
    ...Object.fromEntries(kind.fields.map((field) => [field, fallbackText(texts, field)])),
  };
  // Kysely cannot build over a table type parameter: the builders see the three tables' union.
  const table: ItemTable = kind.table;
  const savedId = await writeTransaction(ctx.db, async (trx) => {
    let rowId = id;
    if (rowId === null) {
      const row = { ...values, ...created, merchant_code: ctx.merchantCode };
      const inserted = await trx
        .insertInto(table)
        .values(row as Insertable<Database[ItemTable]>)
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = inserted.id;
    } else {
      await trx
        .updateTable(table)
        .set(values as Updateable<Database[ItemTable]>)
        .where('merchant_code', '=', ctx.merchantCode)
        .where('id', '=', rowId)
        .execute();
    }
    await writeTexts(trx, ctx.merchantCode, kind.entity, rowId, texts, kind.fields);
    return rowId;
  });
  const after = await kind.read(ctx, savedId);
  return {
    value: after,
    audit: change(
      `${kind.action}.${id === null ? 'create' : 'update'}`,
      kind.targetType,
      savedId,
      before && forAudit(before),
      forAudit(after),
    ),
  };
}

const ANNOUNCEMENT: ItemKind<'announcements', BoAnnouncement> = {
  table: 'announcements',
  entity: 'announcement',
  fields: ['title', 'content'],
  action: 'messages.announcement',
  targetType: 'announcement',
  read: readAnnouncement,
};
const HELP_TOPIC: ItemKind<'help_topics', BoHelpTopic> = {
  table: 'help_topics',
  entity: 'help_topic',
  fields: ['title', 'content'],
  action: 'messages.help',
  targetType: 'help_topic',
  read: readHelpTopic,
};
const NEWS: ItemKind<'news', BoNews> = {
  table: 'news',
  entity: 'news',
  fields: ['title', 'summary', 'content'],
  action: 'messages.news',
  targetType: 'news',
  read: readNews,
};

// ---------------------------------------------------------------------------------------------
// Announcements

export async function listAnnouncements(ctx: AppContext): Promise<BoAnnouncementList> {
  const now = nowIso(ctx);
  const rows = await ctx.db
    .selectFrom('announcements')
    .select((eb) => [
      'id',
      'code',
      'type',
      'title',
      'content',
      'start_date',
      'end_date',
      'enabled',
      eb
        .selectFrom('announcement_reads')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('announcement_reads.announcement_id', '=', 'announcements.id')
        .as('reads'),
    ])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('platform', '=', PLATFORM)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const title = await listedTitles(ctx, ANNOUNCEMENT, rows);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type,
      ...title(row),
      ...publication(row.enabled, row.start_date, row.end_date, now),
      reads: Number(row.reads ?? 0),
    })),
  };
}

export async function readAnnouncement(ctx: AppContext, id: number): Promise<BoAnnouncement> {
  const { row, texts } = await readItemRow(ctx, ANNOUNCEMENT, id, ['title', 'content']);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    ...publication(row.enabled, row.start_date, row.end_date, nowIso(ctx)),
    texts,
  };
}

/** Creates (id null) or changes an announcement, texts in both languages, HTML cleaned. */
export async function saveAnnouncement(
  ctx: AppContext,
  id: number | null,
  body: BoAnnouncementBody,
): Promise<Saved<BoAnnouncement>> {
  const values = {
    type: body.type,
    start_date: toStoredInstant(body.publishAt),
    end_date: toStoredInstantOrNull(body.unpublishAt),
    enabled: body.enabled ? 1 : 0,
  };
  return saveItem(ctx, ANNOUNCEMENT, id, body.texts, values, {
    code: newCode(body.type),
    platform: PLATFORM,
  });
}

// ---------------------------------------------------------------------------------------------
// Help topics and legal documents

export async function listHelpTopics(ctx: AppContext): Promise<BoHelpTopicList> {
  const now = nowIso(ctx);
  const rows = await ctx.db
    .selectFrom('help_topics')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('device')
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const title = await listedTitles(ctx, HELP_TOPIC, rows);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      tag: row.tag,
      device: row.device,
      sequence: row.sequence,
      inMenu: row.in_menu === 1,
      legal: LEGAL.has(row.tag),
      ...title(row),
      ...publication(row.enabled, row.publish_at, row.unpublish_at, now),
    })),
  };
}

export async function readHelpTopic(ctx: AppContext, id: number): Promise<BoHelpTopic> {
  const { row, texts } = await readItemRow(ctx, HELP_TOPIC, id, ['title', 'content']);
  return {
    id: row.id,
    code: row.code,
    tag: row.tag,
    device: row.device,
    sequence: row.sequence,
    inMenu: row.in_menu === 1,
    legal: LEGAL.has(row.tag),
    ...publication(row.enabled, row.publish_at, row.unpublish_at, nowIso(ctx)),
    texts,
  };
}

export async function saveHelpTopic(
  ctx: AppContext,
  id: number | null,
  body: BoHelpTopicBody,
): Promise<Saved<BoHelpTopic>> {
  const values = {
    tag: body.tag,
    device: body.device,
    sequence: body.sequence,
    in_menu: body.inMenu ? 1 : 0,
    enabled: body.enabled ? 1 : 0,
    publish_at: toStoredInstant(body.publishAt),
    unpublish_at: toStoredInstantOrNull(body.unpublishAt),
  };
  return saveItem(ctx, HELP_TOPIC, id, body.texts, values, { code: newCode('HELP') });
}

// ---------------------------------------------------------------------------------------------
// Hot news

export async function listNews(ctx: AppContext): Promise<BoNewsList> {
  const now = nowIso(ctx);
  const rows = await ctx.db
    .selectFrom('news')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const title = await listedTitles(ctx, NEWS, rows);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      art: row.art,
      ...title(row),
      ...publication(row.enabled, row.published_at, row.unpublish_at, now),
    })),
  };
}

export async function readNews(ctx: AppContext, id: number): Promise<BoNews> {
  const { row, texts } = await readItemRow(ctx, NEWS, id, ['title', 'summary', 'content']);
  return {
    id: row.id,
    code: row.code,
    art: row.art,
    ...publication(row.enabled, row.published_at, row.unpublish_at, nowIso(ctx)),
    texts,
  };
}

export async function saveNews(
  ctx: AppContext,
  id: number | null,
  body: BoNewsBody,
): Promise<Saved<BoNews>> {
  const values = {
    art: body.art,
    enabled: body.enabled ? 1 : 0,
    published_at: toStoredInstant(body.publishAt),
    unpublish_at: toStoredInstantOrNull(body.unpublishAt),
  };
  return saveItem(ctx, NEWS, id, body.texts, values, { code: newCode('NEWS') });
}
