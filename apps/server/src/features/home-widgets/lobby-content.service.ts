import type { Kysely } from 'kysely';
import {
  API,
  formatAmount,
  HOT_MATCHES_MAX,
  HotMatches,
  NEWS_MAX,
  News,
  newsArtUrl,
  okEnvelope,
  type HotMatch,
  type NewsItem,
  type ProviderFixture,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { AppContext } from '../../lib/context.ts';
import { nowMs } from '../../lib/context.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  loadGamePicker,
  type GamePicker,
  type ProviderFixtures,
} from './provider-fixtures.service.ts';

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

/**
 * The provider's featured fixtures, soonest first, or null when there is no provider answer to
 * show (none configured, or unreachable with nothing recent): the lists then show the stored
 * demo content. The provider answers only matches that kick off a while ahead on its own clock;
 * ours may run ahead of it outside production (POST /dev/clock), so it does not judge them.
 */
async function upcomingFixtures(
  fixtures: ProviderFixtures | undefined,
): Promise<ProviderFixture[] | null> {
  const featured = fixtures ? await fixtures.featured() : null;
  if (!featured) return null;
  return [...featured].sort((a, b) => Date.parse(a.kickoffAt) - Date.parse(b.kickoffAt));
}

const competitionName = (fixture: ProviderFixture, language: ContentLanguage) =>
  language === 'PT' ? fixture.competitionName.pt : fixture.competitionName.en;

function fixtureMatch(
  fixture: ProviderFixture,
  language: ContentLanguage,
  pickGame: GamePicker,
): HotMatch {
  return {
    id: `fixture:${fixture.id}`,
    league: competitionName(fixture, language),
    homeTeam: fixture.home,
    awayTeam: fixture.away,
    kickOffAt: new Date(Date.parse(fixture.kickoffAt)).toISOString(),
    odds: { ...fixture.odds },
    launch: pickGame(fixture),
    fixtureId: fixture.id,
  };
}

/**
 * The home's hot matches: the game provider's featured fixtures (each with the game that opens
 * it) when it is configured and answers, else the merchant's stored demo matches.
 */
export async function listHotMatches(
  ctx: AppContext,
  language: ContentLanguage,
  fixtures?: ProviderFixtures,
): Promise<HotMatches> {
  const now = nowMs(ctx);
  const featured = await upcomingFixtures(fixtures);
  if (featured) {
    const pickGame = await loadGamePicker(ctx);
    return {
      serverTime: now,
      list: featured
        .slice(0, HOT_MATCHES_MAX)
        .map((fixture) => fixtureMatch(fixture, language, pickGame)),
    };
  }
  return { serverTime: now, list: await storedHotMatches(ctx, language, now) };
}

async function storedHotMatches(
  ctx: AppContext,
  language: ContentLanguage,
  now: number,
): Promise<HotMatch[]> {
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
  const list: Array<{ rowId: number; match: HotMatch }> = [];
  for (const row of rows) {
    const kickOff = upcomingKickOff(Date.parse(row.kick_off_at), row.repeat_days, now);
    if (kickOff === null) continue;
    list.push({
      rowId: row.id,
      match: {
        id: String(row.id),
        league: row.league,
        homeTeam: row.home_team,
        awayTeam: row.away_team,
        kickOffAt: new Date(kickOff).toISOString(),
        odds: { home: row.odds_home, draw: row.odds_draw, away: row.odds_away },
        // Demo rows name no match of the provider: "bet now" opens the sports list.
        launch: null,
        fixtureId: null,
      },
    });
  }
  list.sort((a, b) => a.match.kickOffAt.localeCompare(b.match.kickOffAt) || a.rowId - b.rowId);
  return list.slice(0, HOT_MATCHES_MAX).map((entry) => entry.match);
}

/** How many featured matches head the hot news. */
export const FEATURED_NEWS_MAX = 3;

/** The market's clock (the demo merchant is Brazilian; promotions state Brasília time too). */
const MARKET_TIME_ZONE = 'America/Sao_Paulo';

/** DD/MM HH:mm and DD/MM/YYYY HH:mm of an instant on the market's clock. */
function marketDateTime(iso: string): { short: string; long: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKET_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  return {
    short: `${parts.day}/${parts.month} ${time}`,
    long: `${parts.day}/${parts.month}/${parts.year} ${time}`,
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text placed in HTML: every markup character escaped (team names come from the provider). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const FEATURED_TEXTS = {
  PT: {
    locale: 'pt-BR',
    headline: 'Destaque',
    versus: 'x',
    odds: 'Odds',
    home: 'Casa',
    draw: 'Empate',
    away: 'Fora',
    clock: 'horário de Brasília',
    cta: 'Toque em Apostar agora para abrir a partida no jogo. Jogue com responsabilidade.',
  },
  EN: {
    locale: 'en-US',
    headline: 'Featured',
    versus: 'v',
    odds: 'Odds',
    home: 'Home',
    draw: 'Draw',
    away: 'Away',
    clock: 'Brasília time',
    cta: 'Tap Bet now to open the match in the game. Play responsibly.',
  },
} as const;

/**
 * A featured fixture as a news item: "Destaque: Casa x Fora — Competição, DD/MM HH:mm", its
 * odds as the summary and an HTML body built from escaped texts, opening the match like the
 * hot-match popup.
 */
export function fixtureNews(
  fixture: ProviderFixture,
  language: ContentLanguage,
  options: { launch: HotMatch['launch']; imageUrl: string; publishedAt: string },
): NewsItem {
  const text = FEATURED_TEXTS[language];
  const competition = competitionName(fixture, language);
  const when = marketDateTime(fixture.kickoffAt);
  const teams = `${fixture.home} ${text.versus} ${fixture.away}`;
  const prices = [
    [text.home, fixture.odds.home],
    [text.draw, fixture.odds.draw],
    [text.away, fixture.odds.away],
  ].flatMap(([label, odds]) =>
    odds === null ? [] : [`${label} ${formatAmount(odds as number, text.locale)}`],
  );
  const e = escapeHtml;
  return {
    id: `fixture:${fixture.id}`,
    title: `${text.headline}: ${teams} — ${competition}, ${when.short}`,
    summary: `${text.odds}: ${prices.join(' · ')}`,
    content:
      `<p><strong>${e(fixture.home)}</strong> ${text.versus} <strong>${e(fixture.away)}</strong></p>` +
      `<p>${e(competition)} · ${when.long} (${text.clock})</p>` +
      `<ul>${prices.map((price) => `<li>${e(price)}</li>`).join('')}</ul>` +
      `<p>${e(text.cta)}</p>`,
    publishedAt: options.publishedAt,
    imageUrl: options.imageUrl,
    launch: options.launch,
    fixtureId: fixture.id,
  };
}

/**
 * The art of the featured-match news: a stored football item's picture, else any stored
 * item's, else the match's game art, else the app icon.
 */
async function featuredNewsArt(ctx: AppContext, launch: HotMatch['launch']): Promise<string> {
  const row = await ctx.db
    .selectFrom('news')
    .select('id')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('enabled', '=', 1)
    .orderBy((eb) => eb.case().when('art', '=', 'football').then(0).else(1).end())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (row) return newsArtUrl(row.id);
  return launch?.iconUrl ?? API.appIcon;
}

/**
 * The hot news: headed by up to three of the provider's featured matches when it answers, then
 * the merchant's published news, newest first.
 */
export async function listNews(
  ctx: AppContext,
  language: ContentLanguage,
  fixtures?: ProviderFixtures,
): Promise<News> {
  const now = nowMs(ctx);
  const nowIso = new Date(now).toISOString();
  const featured = ((await upcomingFixtures(fixtures)) ?? []).slice(0, FEATURED_NEWS_MAX);
  const headed: NewsItem[] = [];
  if (featured.length > 0) {
    const pickGame = await loadGamePicker(ctx);
    const launches = featured.map((fixture) => pickGame(fixture));
    const imageUrl = await featuredNewsArt(ctx, launches.find((game) => game !== null) ?? null);
    featured.forEach((fixture, index) => {
      headed.push(
        fixtureNews(fixture, language, {
          launch: launches[index] ?? null,
          imageUrl,
          publishedAt: nowIso,
        }),
      );
    });
  }
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
      // Migration 032: an unpublish time set in the back office.
      .where((eb) => eb.or([eb('unpublish_at', 'is', null), eb('unpublish_at', '>', nowIso)]))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWS_MAX - headed.length)
      .execute(),
    ['title', 'summary', 'content'],
  );
  const stored: NewsItem[] = rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    content: row.content,
    publishedAt: row.published_at,
    imageUrl: newsArtUrl(row.id),
  }));
  return { list: [...headed, ...stored] };
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
  fixtures?: ProviderFixtures,
): Promise<CachedBody> {
  return cache.get(`matches|${ctx.merchantCode}|${language}`, async () => {
    const value = await listHotMatches(ctx, language, fixtures);
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
  fixtures?: ProviderFixtures,
): Promise<CachedBody> {
  return cache.get(`news|${ctx.merchantCode}|${language}`, async () => {
    const value = await listNews(ctx, language, fixtures);
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
