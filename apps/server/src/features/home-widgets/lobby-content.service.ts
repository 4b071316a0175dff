import type { Kysely } from 'kysely';
import {
  HOT_MATCHES_MAX,
  HotMatches,
  NEWS_MAX,
  News,
  newsArtUrl,
  okEnvelope,
  type HotMatch,
  type NewsItem,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

const DAY_MS = 86_400_000;
const HotMatchesEnvelope = okEnvelope(HotMatches);
const NewsEnvelope = okEnvelope(News);

/** A text in both content languages. */
export interface LocalizedText {
  en: string;
  pt: string;
}

/**
 * The kick-off a match is shown with at `now` (epoch ms), or null when it is not upcoming. A
 * match with `repeatDays` (the demo's fixtures, decision 020) comes round again every that many
 * days: once its stored kick-off has passed it is shown at its next turn, so a demo database
 * never shows stale matches however old it gets. Any other match shows until it kicks off.
 */
export function upcomingKickOff(
  kickOffMs: number,
  repeatDays: number | null,
  now: number,
): number | null {
  if (kickOffMs > now) return kickOffMs;
  if (!repeatDays || repeatDays <= 0) return null;
  const period = repeatDays * DAY_MS;
  return kickOffMs + (Math.floor((now - kickOffMs) / period) + 1) * period;
}

export async function listHotMatches(
  ctx: AppContext,
  language: ContentLanguage,
): Promise<HotMatches> {
  const now = nowMs(ctx);
  const rows = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'hot_match',
    language,
    await ctx.db
      .selectFrom('hot_matches')
      .selectAll()
      .where('merchant_code', '=', ctx.merchantCode)
      .where('enabled', '=', 1)
      .execute(),
    ['league', 'home_team', 'away_team'],
  );
  const list: HotMatch[] = [];
  for (const row of rows) {
    const kickOff = upcomingKickOff(Date.parse(row.kick_off_at), row.repeat_days, now);
    if (kickOff === null) continue;
    list.push({
      id: row.id,
      league: row.league,
      homeTeam: row.home_team,
      awayTeam: row.away_team,
      kickOffAt: new Date(kickOff).toISOString(),
      odds: { home: row.odds_home, draw: row.odds_draw, away: row.odds_away },
    });
  }
  list.sort((a, b) => a.kickOffAt.localeCompare(b.kickOffAt) || a.id - b.id);
  return { serverTime: now, list: list.slice(0, HOT_MATCHES_MAX) };
}

export async function listNews(ctx: AppContext, language: ContentLanguage): Promise<News> {
  const nowIso = new Date(nowMs(ctx)).toISOString();
  const rows = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'news',
    language,
    await ctx.db
      .selectFrom('news')
      .selectAll()
      .where('merchant_code', '=', ctx.merchantCode)
      .where('enabled', '=', 1)
      .where('published_at', '<=', nowIso)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWS_MAX)
      .execute(),
    ['title', 'summary', 'content'],
  );
  const list: NewsItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    publishedAt: row.published_at,
    imageUrl: newsArtUrl(row.id),
  }));
  return { list };
}

/** Lobby content changes rarely; kick-offs roll at most this late. */
export const LOBBY_TTL_MS = 10_000;

export function createLobbyCache(): BodyCache {
  return new BodyCache({ ttlMs: LOBBY_TTL_MS, maxEntries: 50 });
}

export function cachedHotMatches(
  ctx: AppContext,
  cache: BodyCache,
  language: ContentLanguage,
): Promise<CachedBody> {
  return cache.get(`matches|${ctx.merchantCode}|${language}`, async () => {
    const value = await listHotMatches(ctx, language);
    return makeCachedBody(
      JSON.stringify(HotMatchesEnvelope.parse({ success: true, value })),
      JSON_TYPE,
    );
  });
}

export function cachedNews(
  ctx: AppContext,
  cache: BodyCache,
  language: ContentLanguage,
): Promise<CachedBody> {
  return cache.get(`news|${ctx.merchantCode}|${language}`, async () => {
    const value = await listNews(ctx, language);
    return makeCachedBody(JSON.stringify(NewsEnvelope.parse({ success: true, value })), JSON_TYPE);
  });
}

type Db = Kysely<Database>;

async function saveTranslations(
  db: Db,
  merchantCode: string,
  entity: 'hot_match' | 'news',
  entityId: number,
  fields: Record<string, LocalizedText>,
): Promise<void> {
  const rows = Object.entries(fields).flatMap(([field, text]) =>
    (['PT', 'EN'] as const).map((language) => ({
      merchant_code: merchantCode,
      entity,
      entity_id: entityId,
      field,
      language,
      text: language === 'PT' ? text.pt : text.en,
    })),
  );
  await db
    .insertInto('content_translations')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'entity', 'language', 'entity_id', 'field']).doNothing(),
    )
    .execute();
}

export interface NewsInput {
  code: string;
  title: LocalizedText;
  summary: LocalizedText;
  /** HTML in both languages: cleaned here, before it is stored. */
  content: LocalizedText;
  art: string;
  publishedAt: string;
}

/** The id of a row kept under its natural key (merchant, code), once it is inserted. */
async function idByCode(
  db: Db,
  table: 'news' | 'hot_matches',
  merchantCode: string,
  code: string,
): Promise<number> {
  const { id } = await db
    .selectFrom(table)
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Stores a news item (insert-if-absent on its code, like every seeded row) with its texts in
 * both languages. The HTML body is sanitised here, the one way news reaches the table.
 */
export async function saveNews(db: Db, merchantCode: string, input: NewsInput): Promise<number> {
  const content = { en: sanitizeHtml(input.content.en), pt: sanitizeHtml(input.content.pt) };
  await db
    .insertInto('news')
    .values({
      merchant_code: merchantCode,
      code: input.code,
      title: input.title.en,
      summary: input.summary.en,
      content: content.en,
      art: input.art,
      published_at: input.publishedAt,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const id = await idByCode(db, 'news', merchantCode, input.code);
  await saveTranslations(db, merchantCode, 'news', id, {
    title: input.title,
    summary: input.summary,
    content,
  });
  return id;
}

export interface HotMatchInput {
  code: string;
  league: LocalizedText;
  homeTeam: LocalizedText;
  awayTeam: LocalizedText;
  kickOffAt: string;
  repeatDays: number | null;
  /** Hundredths. */
  odds: { home: number; draw: number; away: number };
}

export async function saveHotMatch(
  db: Db,
  merchantCode: string,
  input: HotMatchInput,
): Promise<number> {
  await db
    .insertInto('hot_matches')
    .values({
      merchant_code: merchantCode,
      code: input.code,
      league: input.league.en,
      home_team: input.homeTeam.en,
      away_team: input.awayTeam.en,
      kick_off_at: input.kickOffAt,
      repeat_days: input.repeatDays,
      odds_home: input.odds.home,
      odds_draw: input.odds.draw,
      odds_away: input.odds.away,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  const id = await idByCode(db, 'hot_matches', merchantCode, input.code);
  await saveTranslations(db, merchantCode, 'hot_match', id, {
    league: input.league,
    home_team: input.homeTeam,
    away_team: input.awayTeam,
  });
  return id;
}
