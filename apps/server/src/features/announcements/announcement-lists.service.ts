import type { Announcement, AnnouncementPage, ListedAnnouncementType } from '@app/contracts';
import { AnnouncementType } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { localizeRows } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { totalPages } from '../../lib/paging.ts';
import { readAnnouncementIds } from './announcements.service.ts';
import type { AnnouncementReader } from './announcements.service.ts';

/**
 * Announcements as paged lists (notices, popular announcements), one announcement, and mark
 * read (spec accounts-members sections 4 and 7; decision 016). What a caller may see: the
 * merchant's enabled mobile announcements that have started; A only for agent sessions.
 */

const PLATFORM = 'M';

/** The asked types this caller may see (A dropped for guests and non-agents). */
function visibleTypes(
  types: readonly ListedAnnouncementType[],
  reader: AnnouncementReader | null,
): string[] {
  return types.filter((type) => type !== 'A' || reader?.agent === true);
}

function shown(ctx: AppContext, types: readonly string[], now: Date) {
  return (
    ctx.db
      .selectFrom('announcements')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('platform', '=', PLATFORM)
      .where('enabled', '=', 1)
      .where('type', 'in', types)
      .where('start_date', '<=', now.toISOString())
      // Migration 032: an unpublish time set in the back office.
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now.toISOString())]))
  );
}

type Row = { id: number; type: string; title: string; content: string; start_date: string };

async function toAnnouncements(
  ctx: AppContext,
  rows: Row[],
  language: ContentLanguage,
  reader: AnnouncementReader | null,
): Promise<Announcement[]> {
  const localized = await localizeRows(ctx.db, ctx.merchantCode, 'announcement', language, rows, [
    'title',
    'content',
  ]);
  const read = reader
    ? await readAnnouncementIds(
        ctx,
        reader.memberId,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  return localized.map((row) => ({
    id: row.id,
    type: AnnouncementType.parse(row.type),
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    read: read.has(row.id),
  }));
}

/** One page of the asked types, newest first; past the last page an empty list. */
export async function announcementPage(
  ctx: AppContext,
  reader: AnnouncementReader | null,
  query: { types: readonly ListedAnnouncementType[]; pageNo: number; pageSize: number },
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<AnnouncementPage> {
  const { pageNo, pageSize } = query;
  const types = visibleTypes(query.types, reader);
  if (types.length === 0) return { list: [], pageNo, pageSize, total: 0, totalPages: 0 };
  const [count, rows] = await Promise.all([
    shown(ctx, types, now)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    shown(ctx, types, now)
      .select(['id', 'type', 'title', 'content', 'start_date'])
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    list: await toAnnouncements(ctx, rows, language, reader),
    pageNo,
    pageSize,
    total,
    totalPages: totalPages(total, pageSize),
  };
}

const ALL_LISTED: readonly ListedAnnouncementType[] = ['PL', 'PU', 'A'];

/** One shown announcement (PL, PU, or A for agents); 404 announcement.not.found otherwise. */
export async function announcementDetail(
  ctx: AppContext,
  reader: AnnouncementReader | null,
  id: number,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<Announcement> {
  const row = await shown(ctx, visibleTypes(ALL_LISTED, reader), now)
    .select(['id', 'type', 'title', 'content', 'start_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('announcement.not.found', 404, String(id));
  const [announcement] = await toAnnouncements(ctx, [row], language, reader);
  return announcement!;
}

/**
 * Marks one announcement read for the member; repeating it changes nothing (the first read
 * time stays). Only what the member may see can be marked: another merchant's, a disabled,
 * a future or (for non-agents) an agent announcement is not found.
 */
export async function markAnnouncementRead(
  ctx: AppContext,
  reader: AnnouncementReader,
  announcementId: number,
  now: Date = new Date(),
): Promise<void> {
  const types = reader.agent ? ['PL', 'PU', 'PR', 'A'] : ['PL', 'PU', 'PR'];
  const row = await shown(ctx, types, now)
    .select('id')
    .where('id', '=', announcementId)
    .executeTakeFirst();
  if (!row) throw new AppError('announcement.not.found', 404, String(announcementId));
  await ctx.db
    .insertInto('announcement_reads')
    .values({ member_id: reader.memberId, announcement_id: row.id, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
}
