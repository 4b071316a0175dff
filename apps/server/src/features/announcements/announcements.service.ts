import {
  AnnouncementType,
  Announcements,
  NON_AGENT_TYPES,
  TRIAL_TYPE,
  BannerGroup,
  bannerArtUrl,
  okEnvelope,
  PROMOTION_BANNER_SEQUENCE,
  PROMOTION_COVER_SEQUENCE,
  promotionArtUrl,
} from '@app/contracts';
import type { Announcement, AnnouncementsQuery, Banner, Promotion } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { localizeRows, merchantLanguage } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';
import { listAnnouncements, listBanners, listPromotions } from './announcements.repository.ts';

const HOT_GROUP = 'm_hot';
const AnnouncementsEnvelope = okEnvelope(Announcements);

type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

function toBanner(row: BannerRow, language: ContentLanguage): Banner {
  return {
    id: row.id,
    groupName: BannerGroup.parse(row.group_name),
    // The art draws the title, so it is the art of this language (the site's carousel and the
    // boot hero of index.html must name the very same URL).
    // An uploaded image (issue 22) in this language, else the drawn art.
    url: row.image_url ?? bannerArtUrl(row.id, language),
    title: row.title,
    link: row.link,
    sequence: row.sequence,
  };
}

/**
 * B gives `banners` (the asked groupName, else every group but the hot one) and `hot` (group
 * m_hot); PL the player list; PU the popup list; PR the promotion list. Guests have no read
 * state, so `read` is false and the unread count 0. Titles and contents are in `language`.
 */
export async function buildAnnouncements(
  ctx: AppContext,
  query: AnnouncementsQuery,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<Announcements> {
  const types = new Set(query.types);
  const nowIso = now.toISOString();
  const localize = <T extends { id: number }, K extends keyof T & string>(
    entity: 'banner' | 'announcement' | 'promotion',
    rows: T[],
    fields: readonly K[],
  ) => localizeRows(ctx.db, ctx.merchantCode, entity, language, rows, fields);
  const bannersOf = async (groups: { only?: string; except?: string }) =>
    localize(
      'banner',
      await listBanners(ctx.db, ctx.merchantCode, query.platform, groups, nowIso),
      ['title', 'image_url'],
    );
  const announcementsOf = async (type: AnnouncementType): Promise<Announcement[]> => {
    if (!types.has(type)) return [];
    const rows = await localize(
      'announcement',
      await listAnnouncements(ctx.db, ctx.merchantCode, query.platform, type, nowIso),
      ['title', 'content'],
    );
    return rows.map((row) => ({
      id: row.id,
      type,
      title: row.title,
      content: row.content,
      startDate: row.start_date,
      read: false,
    }));
  };
  const promotions = async (): Promise<Promotion[]> => {
    if (!types.has('PR')) return [];
    const rows = await localize(
      'promotion',
      await listPromotions(ctx.db, ctx.merchantCode, query.platform, nowIso),
      ['title', 'content', 'cover_url', 'banner_url'],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      startDate: row.start_date,
      endDate: row.end_date,
      noExpiry: row.no_expiry === 1 ? 1 : 0,
      content: row.content,
      // Decision 017: sequence 1 the cover, 2 the detail banner, drawn per promotion.
      // Issue 22: an uploaded image in this language, else the drawn art.
      announcementImages: [PROMOTION_COVER_SEQUENCE, PROMOTION_BANNER_SEQUENCE].map((sequence) => ({
        url:
          (sequence === PROMOTION_COVER_SEQUENCE ? row.cover_url : row.banner_url) ??
          promotionArtUrl(row.id, sequence, language),
        sequence,
      })),
    }));
  };
  const wantsBanners = types.has('B');
  // Agent announcements are built for every request that asks for A; only agent sessions get
  // them (personalise), the guest body leaves them out.
  const [banners, hot, player, popup, promotion, agent] = await Promise.all([
    wantsBanners
      ? bannersOf(query.groupName ? { only: query.groupName } : { except: HOT_GROUP })
      : [],
    wantsBanners ? bannersOf({ only: HOT_GROUP }) : [],
    announcementsOf('PL'),
    announcementsOf('PU'),
    promotions(),
    announcementsOf('A'),
  ]);
  return {
    banners: banners.map((row) => toBanner(row, language)),
    hot: hot.map((row) => toBanner(row, language)),
    player,
    popup,
    promotion,
    agent,
    footer: { unreadCount: 0 },
  };
}

/** Announcements change rarely and are read on every home visit: serve a cached string. */
export const ANNOUNCEMENTS_TTL_MS = 10_000;

export function createAnnouncementsCache(): BodyCache {
  return new BodyCache({ ttlMs: ANNOUNCEMENTS_TTL_MS, maxEntries: 500 });
}

/**
 * The value each cached guest body was built from (agent list included), so a member's answer
 * starts from the same cached build instead of querying again. Weak: it goes with the body.
 */
const builtValues = new WeakMap<CachedBody, Announcements>();

/** `language` null: the merchant's default, read when the body is built (not per request). */
export function cachedAnnouncements(
  ctx: AppContext,
  cache: BodyCache,
  query: AnnouncementsQuery,
  language: ContentLanguage | null,
): Promise<CachedBody> {
  const types = [...new Set(query.types)].sort().join(',');
  const key = `${ctx.merchantCode}|${query.platform}|${types}|${query.groupName ?? ''}|${language ?? 'default'}`;
  return cache.get(key, async () => {
    const value = await buildAnnouncements(
      ctx,
      query,
      language ?? (await merchantLanguage(ctx.db, ctx.merchantCode)),
    );
    // Checked once per build, not per request: the cached string is what every caller gets.
    const envelope = AnnouncementsEnvelope.parse({ success: true, value: { ...value, agent: [] } });
    const body = makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
    builtValues.set(body, value);
    return body;
  });
}

/** Who reads: a signed-in member whose type may mark announcements read (not type 4). */
export interface AnnouncementReader {
  memberId: number;
  /** Agent types (not 0, 4, 40) also get the A list. */
  agent: boolean;
}

export function announcementReader(
  auth: { memberId: number; type: number } | null,
): AnnouncementReader | null {
  if (!auth || auth.type === TRIAL_TYPE) return null;
  return {
    memberId: auth.memberId,
    agent: !(NON_AGENT_TYPES as readonly number[]).includes(auth.type),
  };
}

/** The ids among `ids` the member has read. */
export async function readAnnouncementIds(
  ctx: AppContext,
  memberId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('member_id', '=', memberId)
    .where('announcement_id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.announcement_id));
}

/**
 * A member's answer: the cached build with this member's read state, the A list for agents,
 * and footer.unreadCount = the listed announcements they have not read. Never cached: read
 * state is one member's own.
 */
export async function memberAnnouncements(
  ctx: AppContext,
  cached: CachedBody,
  reader: AnnouncementReader,
): Promise<Announcements> {
  const built =
    builtValues.get(cached) ??
    AnnouncementsEnvelope.parse(JSON.parse(cached.body.toString('utf8'))).value;
  const agent = reader.agent ? built.agent : [];
  const listed = [...built.player, ...built.popup, ...agent];
  const read = await readAnnouncementIds(
    ctx,
    reader.memberId,
    listed.map((item) => item.id),
  );
  const mark = (items: Announcement[]) =>
    items.map((item) => ({ ...item, read: read.has(item.id) }));
  return {
    ...built,
    player: mark(built.player),
    popup: mark(built.popup),
    agent: mark(agent),
    footer: { unreadCount: listed.filter((item) => !read.has(item.id)).length },
  };
}
