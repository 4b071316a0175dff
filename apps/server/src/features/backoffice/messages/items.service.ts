import {
  BO_LEGAL_TAGS,
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
import { AppError } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import type { AuditEntry } from '../audit.ts';
import {
  cleanTexts,
  fallbackText,
  newCode,
  publicationStatus,
  readTexts,
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
  const texts = await readTexts(ctx.db, ctx.merchantCode, 'announcement', rows, ['title']);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type,
      titlePt: texts.get(row.id)?.PT.title ?? '',
      titleEn: texts.get(row.id)?.EN.title ?? row.title,
      enabled: row.enabled === 1,
      publishAt: row.start_date,
      unpublishAt: row.end_date,
      status: publicationStatus(row.enabled === 1, row.start_date, row.end_date, now),
      reads: Number(row.reads ?? 0),
    })),
  };
}

export async function readAnnouncement(ctx: AppContext, id: number): Promise<BoAnnouncement> {
  const row = await ctx.db
    .selectFrom('announcements')
    .select(['id', 'code', 'type', 'title', 'content', 'start_date', 'end_date', 'enabled'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  const texts = (
    await readTexts(ctx.db, ctx.merchantCode, 'announcement', [row], ['title', 'content'])
  ).get(row.id)!;
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    enabled: row.enabled === 1,
    publishAt: row.start_date,
    unpublishAt: row.end_date,
    status: publicationStatus(row.enabled === 1, row.start_date, row.end_date, nowIso(ctx)),
    texts,
  };
}

/** Creates (id null) or changes an announcement, texts in both languages, HTML cleaned. */
export async function saveAnnouncement(
  ctx: AppContext,
  id: number | null,
  body: BoAnnouncementBody,
): Promise<Saved<BoAnnouncement>> {
  const texts = cleanTexts(body.texts);
  const before = id === null ? null : await readAnnouncement(ctx, id);
  const values = {
    type: body.type,
    title: fallbackText(texts, 'title'),
    content: fallbackText(texts, 'content'),
    start_date: toStoredInstant(body.publishAt),
    end_date: toStoredInstantOrNull(body.unpublishAt),
    enabled: body.enabled ? 1 : 0,
  };
  const savedId = await writeTransaction(ctx.db, async (trx) => {
    let rowId = id;
    if (rowId === null) {
      const inserted = await trx
        .insertInto('announcements')
        .values({
          ...values,
          merchant_code: ctx.merchantCode,
          code: newCode(body.type),
          platform: PLATFORM,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = inserted.id;
    } else {
      await trx
        .updateTable('announcements')
        .set(values)
        .where('merchant_code', '=', ctx.merchantCode)
        .where('id', '=', rowId)
        .execute();
    }
    await writeTexts(trx, ctx.merchantCode, 'announcement', rowId, texts, ['title', 'content']);
    return rowId;
  });
  const after = await readAnnouncement(ctx, savedId);
  return {
    value: after,
    audit: change(
      id === null ? 'messages.announcement.create' : 'messages.announcement.update',
      'announcement',
      savedId,
      before && forAudit(before),
      forAudit(after),
    ),
  };
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
  const texts = await readTexts(ctx.db, ctx.merchantCode, 'help_topic', rows, ['title']);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      tag: row.tag,
      device: row.device,
      sequence: row.sequence,
      inMenu: row.in_menu === 1,
      legal: LEGAL.has(row.tag),
      titlePt: texts.get(row.id)?.PT.title ?? '',
      titleEn: texts.get(row.id)?.EN.title ?? row.title,
      enabled: row.enabled === 1,
      // A topic without a publish time has been shown since it was written: listed as "live".
      publishAt: row.publish_at ?? '',
      unpublishAt: row.unpublish_at,
      status: publicationStatus(row.enabled === 1, row.publish_at, row.unpublish_at, now),
    })),
  };
}

export async function readHelpTopic(ctx: AppContext, id: number): Promise<BoHelpTopic> {
  const row = await ctx.db
    .selectFrom('help_topics')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  const texts = (
    await readTexts(ctx.db, ctx.merchantCode, 'help_topic', [row], ['title', 'content'])
  ).get(row.id)!;
  return {
    id: row.id,
    code: row.code,
    tag: row.tag,
    device: row.device,
    sequence: row.sequence,
    inMenu: row.in_menu === 1,
    legal: LEGAL.has(row.tag),
    enabled: row.enabled === 1,
    publishAt: row.publish_at ?? '',
    unpublishAt: row.unpublish_at,
    status: publicationStatus(row.enabled === 1, row.publish_at, row.unpublish_at, nowIso(ctx)),
    texts,
  };
}

export async function saveHelpTopic(
  ctx: AppContext,
  id: number | null,
  body: BoHelpTopicBody,
): Promise<Saved<BoHelpTopic>> {
  const texts = cleanTexts(body.texts);
  const before = id === null ? null : await readHelpTopic(ctx, id);
  const values = {
    tag: body.tag,
    device: body.device,
    sequence: body.sequence,
    in_menu: body.inMenu ? 1 : 0,
    enabled: body.enabled ? 1 : 0,
    title: fallbackText(texts, 'title'),
    content: fallbackText(texts, 'content'),
    publish_at: toStoredInstant(body.publishAt),
    unpublish_at: toStoredInstantOrNull(body.unpublishAt),
  };
  const savedId = await writeTransaction(ctx.db, async (trx) => {
    let rowId = id;
    if (rowId === null) {
      const inserted = await trx
        .insertInto('help_topics')
        .values({ ...values, merchant_code: ctx.merchantCode, code: newCode('HELP') })
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = inserted.id;
    } else {
      await trx
        .updateTable('help_topics')
        .set(values)
        .where('merchant_code', '=', ctx.merchantCode)
        .where('id', '=', rowId)
        .execute();
    }
    await writeTexts(trx, ctx.merchantCode, 'help_topic', rowId, texts, ['title', 'content']);
    return rowId;
  });
  const after = await readHelpTopic(ctx, savedId);
  return {
    value: after,
    audit: change(
      id === null ? 'messages.help.create' : 'messages.help.update',
      'help_topic',
      savedId,
      before && forAudit(before),
      forAudit(after),
    ),
  };
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
  const texts = await readTexts(ctx.db, ctx.merchantCode, 'news', rows, ['title']);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      art: row.art,
      titlePt: texts.get(row.id)?.PT.title ?? '',
      titleEn: texts.get(row.id)?.EN.title ?? row.title,
      enabled: row.enabled === 1,
      publishAt: row.published_at,
      unpublishAt: row.unpublish_at,
      status: publicationStatus(row.enabled === 1, row.published_at, row.unpublish_at, now),
    })),
  };
}

export async function readNews(ctx: AppContext, id: number): Promise<BoNews> {
  const row = await ctx.db
    .selectFrom('news')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  const texts = (
    await readTexts(ctx.db, ctx.merchantCode, 'news', [row], ['title', 'summary', 'content'])
  ).get(row.id)!;
  return {
    id: row.id,
    code: row.code,
    art: row.art,
    enabled: row.enabled === 1,
    publishAt: row.published_at,
    unpublishAt: row.unpublish_at,
    status: publicationStatus(row.enabled === 1, row.published_at, row.unpublish_at, nowIso(ctx)),
    texts,
  };
}

export async function saveNews(
  ctx: AppContext,
  id: number | null,
  body: BoNewsBody,
): Promise<Saved<BoNews>> {
  const texts = cleanTexts(body.texts);
  const before = id === null ? null : await readNews(ctx, id);
  const values = {
    art: body.art,
    enabled: body.enabled ? 1 : 0,
    title: fallbackText(texts, 'title'),
    summary: fallbackText(texts, 'summary'),
    content: fallbackText(texts, 'content'),
    published_at: toStoredInstant(body.publishAt),
    unpublish_at: toStoredInstantOrNull(body.unpublishAt),
  };
  const savedId = await writeTransaction(ctx.db, async (trx) => {
    let rowId = id;
    if (rowId === null) {
      const inserted = await trx
        .insertInto('news')
        .values({ ...values, merchant_code: ctx.merchantCode, code: newCode('NEWS') })
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = inserted.id;
    } else {
      await trx
        .updateTable('news')
        .set(values)
        .where('merchant_code', '=', ctx.merchantCode)
        .where('id', '=', rowId)
        .execute();
    }
    await writeTexts(trx, ctx.merchantCode, 'news', rowId, texts, ['title', 'summary', 'content']);
    return rowId;
  });
  const after = await readNews(ctx, savedId);
  return {
    value: after,
    audit: change(
      id === null ? 'messages.news.create' : 'messages.news.update',
      'news',
      savedId,
      before && forAudit(before),
      forAudit(after),
    ),
  };
}
