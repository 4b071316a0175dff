import { z } from 'zod';
import { LanguageParam, MerchantCode, RowIdParam } from './common.ts';
import { Game } from './games.ts';

export { HOME_WIDGETS_API, OPEN_HOME_WIDGET_ROUTES, newsArtUrl } from './home-widgets-paths.ts';

/** Winner board limits (decision 020). */
export const WINNER_BOARD = {
  defaultLimit: 20,
  maxLimit: 50,
  /** "Recent": wins of the last this many days. */
  windowDays: 7,
} as const;

/** At most this many hot matches and news items are listed. */
export const HOT_MATCHES_MAX = 10;
export const NEWS_MAX = 10;

const LobbyQueryFields = {
  language: LanguageParam.optional(),
  merchantCode: MerchantCode.optional(),
};

export const WinnersQuery = z.object({
  ...LobbyQueryFields,
  limit: z.coerce.number().int().min(1).max(WINNER_BOARD.maxLimit).optional(),
});
export type WinnersQuery = z.input<typeof WinnersQuery>;

/** One big win: a settled lottery bet or a real-money slot round that paid out. */
export const Winner = z.object({
  /** `slot:<roundId>` or `lottery:<betId>`: stable across refreshes (list keys). */
  id: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  /** The winner's account name masked, e.g. `de***o`: never the whole name. */
  account: z.string(),
  /** The amount paid out, in cents of `currency`. */
  amountCents: z.number().int().positive(),
  /** When it was won (slot round time, lottery settlement time), ISO-8601. */
  wonAt: z.string(),
});
export type Winner = z.infer<typeof Winner>;

export const Winners = z.object({
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** Biggest first; equal amounts newest first. */
  list: z.array(Winner),
});
export type Winners = z.infer<typeof Winners>;

export const HotMatchesQuery = z.object(LobbyQueryFields);
export type HotMatchesQuery = z.input<typeof HotMatchesQuery>;

/**
 * Decimal odds in hundredths (185 = 1.85), like the lottery's odds; `draw` is null where a
 * draw cannot happen (basketball, tennis, most e-sports).
 */
export const MatchOdds = z.object({
  home: z.number().int().positive(),
  draw: z.number().int().positive().nullable(),
  away: z.number().int().positive(),
});
export type MatchOdds = z.infer<typeof MatchOdds>;

/**
 * An upcoming featured sports match (the home hot-match widget and its popup): the game
 * provider's featured fixtures when it is configured and answers, else the stored demo rows.
 */
export const HotMatch = z.object({
  /** `fixture:<provider fixture id>`, or the stored demo row's id. */
  id: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** Kick-off, ISO-8601 UTC: the site shows it on the device's clock. */
  kickOffAt: z.string(),
  odds: MatchOdds,
  /**
   * The catalogue game "bet now" opens (the provider's sportsbook or e-sports title of the
   * match); null when there is none (the demo rows): the site then opens the sports list.
   */
  launch: Game.nullable(),
  /**
   * The provider's fixture id: the game page opens that match from the URL fragment
   * `fixture=<id>`. Null for the demo rows.
   */
  fixtureId: z.string().nullable(),
});
export type HotMatch = z.infer<typeof HotMatch>;

export const HotMatches = z.object({
  /** Epoch ms of the server's clock when the list was built. */
  serverTime: z.number().int(),
  /** Soonest kick-off first; only matches that have not kicked off. */
  list: z.array(HotMatch),
});
export type HotMatches = z.infer<typeof HotMatches>;

export const NewsQuery = z.object(LobbyQueryFields);
export type NewsQuery = z.input<typeof NewsQuery>;

export const NewsItem = z.object({
  /** The stored item's id, or `fixture:<provider fixture id>` for a featured match. */
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /**
   * HTML, sanitised when stored (a featured match's is built with every text escaped); the
   * site renders it only through SafeHtml.
   */
  content: z.string(),
  publishedAt: z.string(),
  imageUrl: z.string(),
  /** A featured match's game, which the item's "bet now" opens (as HotMatch.launch). */
  launch: Game.nullable().optional(),
  /** A featured match's provider fixture id (as HotMatch.fixtureId). */
  fixtureId: z.string().nullable().optional(),
});
export type NewsItem = z.infer<typeof NewsItem>;

export const News = z.object({
  /** Newest first. */
  list: z.array(NewsItem),
});
export type News = z.infer<typeof News>;

export const NewsArtParams = z.object({ newsId: RowIdParam });

/**
 * The home's jackpot figure: the sum of the provider's progressive pools in the merchant's
 * currency, every cent of them funded by jackpot stakes; null while the provider cannot be
 * reached (the site shows no figure rather than an invented one).
 */
export const JackpotValue = z.object({ poolCents: z.number().int().min(0).nullable() });
export type JackpotValue = z.infer<typeof JackpotValue>;

/** Matches of one e-sports vendor: in play now, and kicking off within the provider's horizon. */
export const MatchCount = z.object({
  live: z.number().int().min(0),
  upcoming: z.number().int().min(0),
});
export type MatchCount = z.infer<typeof MatchCount>;

/**
 * The e-sports game centre's figures: live and upcoming matches per e-sports vendor code (a
 * vendor of one e-sports title counts that title's matches; the all-titles vendor, NXA, every
 * e-sports match); null while the game provider cannot be reached.
 */
export const EsportsMatchCounts = z.object({
  vendors: z.record(z.string(), MatchCount).nullable(),
});
export type EsportsMatchCounts = z.infer<typeof EsportsMatchCounts>;
