import { sql } from 'kysely';
import {
  TRIAL_TYPE,
  WINNER_BOARD,
  Winners,
  okEnvelope,
  type Language,
  type Winner,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { merchantCurrency, nowMs } from '../../lib/context.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';

const DAY_MS = 86_400_000;
const WinnersEnvelope = okEnvelope(Winners);

/**
 * An account name as the winner board shows it: the first two characters, three stars and the
 * last one (`demo` -> `de***o`); shorter names keep only their first character. Always three
 * stars, so the mask does not tell the name's length either.
 */
export function maskAccount(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length === 3) return `${chars[0]}***${chars[2]}`;
  return `${chars[0]}${chars[1]}***${chars[chars.length - 1]}`;
}

function lotteryNameColumn(language: Language) {
  return language === 'PT' ? 'lg.name_pt' : language === 'VI' ? 'lg.name_vi' : 'lg.name_en';
}

interface WinRow {
  id: number | string;
  game_name: string;
  game_type: string;
  user_name: string;
  amount: number | string;
  won_at: string;
}

/**
 * The biggest real wins of the last WINNER_BOARD.windowDays days, biggest first (equal amounts
 * newest first): real-money slot rounds that paid more than their stake (free-play rounds never
 * count) and settled lottery bets that paid more than they cost, of this merchant's members only, trial accounts left out. Each
 * source gives its own top `limit` through its partial index (migration 015); the two short
 * lists are merged here.
 */
export async function listWinners(
  ctx: AppContext,
  language: Language,
  limit: number = WINNER_BOARD.defaultLimit,
): Promise<Winners> {
  const since = new Date(nowMs(ctx) - WINNER_BOARD.windowDays * DAY_MS).toISOString();
  const slots = ctx.db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.game_id', 'r.game_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_code', '=', ctx.merchantCode)
    .where('m.merchant_code', '=', ctx.merchantCode)
    .where('r.win_cents', '>', 0)
    // A win is a round that paid more than its stake (issue 18); `> 0` keeps the partial index.
    .whereRef('r.win_cents', '>', 'r.bet_cents')
    .where('r.play_money', '=', 0)
    .where('r.created_at', '>=', since)
    .where('m.type', '!=', TRIAL_TYPE)
    .select([
      'r.id as id',
      sql<string>`coalesce(${sql.ref('g.game_name')}, ${sql.ref('g.node_name')})`.as('game_name'),
      'g.game_type as game_type',
      'm.user_name as user_name',
      'r.win_cents as amount',
      'r.created_at as won_at',
    ])
    .orderBy('r.win_cents', 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute() as Promise<WinRow[]>;
  const lottery = ctx.db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as lg', 'lg.game_id', 'b.game_id')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('m.merchant_code', '=', ctx.merchantCode)
    .where('b.payout_cents', '>', 0)
    .whereRef('b.payout_cents', '>', 'b.cost_cents')
    .where('b.settled_at', '>=', since)
    .where('m.type', '!=', TRIAL_TYPE)
    .select([
      'b.id as id',
      sql<string>`${sql.ref(lotteryNameColumn(language))}`.as('game_name'),
      'lg.game_type as game_type',
      'm.user_name as user_name',
      'b.payout_cents as amount',
      sql<string>`${sql.ref('b.settled_at')}`.as('won_at'),
    ])
    .orderBy('b.payout_cents', 'desc')
    .orderBy('b.settled_at', 'desc')
    .limit(limit)
    .execute() as Promise<WinRow[]>;

  const [slotRows, lotteryRows, currency] = await Promise.all([
    slots,
    lottery,
    merchantCurrency(ctx.db, ctx.merchantCode),
  ]);
  const toWinner =
    (source: 'slot' | 'lottery') =>
    (row: WinRow): Winner => ({
      id: `${source}:${Number(row.id)}`,
      gameName: row.game_name,
      gameType: row.game_type,
      account: maskAccount(row.user_name),
      amountCents: Number(row.amount),
      wonAt: row.won_at,
    });
  const list = [...slotRows.map(toWinner('slot')), ...lotteryRows.map(toWinner('lottery'))]
    .sort((a, b) => b.amountCents - a.amountCents || b.wonAt.localeCompare(a.wonAt))
    .slice(0, limit);
  return { currency, list };
}

/** Wins change with every round: the board is rebuilt at most this often per query. */
export const WINNERS_TTL_MS = 30_000;

export function createWinnersCache(): BodyCache {
  return new BodyCache({ ttlMs: WINNERS_TTL_MS, maxEntries: 200 });
}

export function cachedWinners(
  ctx: AppContext,
  cache: BodyCache,
  language: Language,
  limit: number,
): Promise<CachedBody> {
  return cache.get(`${ctx.merchantCode}|${language}|${limit}`, async () => {
    const envelope = WinnersEnvelope.parse({
      success: true,
      value: await listWinners(ctx, language, limit),
    });
    return makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
  });
}
