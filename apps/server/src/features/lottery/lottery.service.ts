import {
  betTypesFor,
  gameArtUrl,
  isPrizeMode,
  isResultLayout,
  LOTTERY_ODDS,
  LOTTERY_TAGS,
  type DrawResult,
  type DrawsQuery,
  type DrawsValue,
  type Language,
  type LotteryGame,
  type LotteryListValue,
  type LotteryMenuValue,
  type NumeroValue,
  type PrizeMode,
  type ResultLayout,
  type VietnamRecentValue,
} from '@app/contracts';
import { LOTTERY_MENU_GROUPS, VIETNAM_MENU_TAGS } from '../../db/seed/lottery-games.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { totalPages } from '../../lib/paging.ts';
import {
  archiveGame,
  drawnPage,
  gamesWithDraws,
  latestResults,
  latestResultsOfGroups,
  type DrawnRow,
  type GameFilter,
  type GameWithDraws,
} from './lottery.repository.ts';
import { lotteryName } from './betting-record.ts';
import { scheduleOf } from './draws.service.ts';
import { nextDraw } from './schedule.ts';

/**
 * The lottery calls (decision 015): games with their open draw, the lobby's menus, recent
 * results, one game's open draw and the public draw archive. Times are read on the context's
 * clock and every answer carries it as serverTime, so the site counts down on the server's time.
 * A seed leaves the server only with its draw's result.
 */

/** Results a numero answer carries. */
const NUMERO_RECENT = 10;
/** The Vietnamese games draw about seven times a day: a month holds the latest 100 results. */
const RECENT_WINDOW_DAYS = 31;
/** How far back the draw archive pages (1,000 pages: years of a daily game). */
export const ARCHIVE_MAX_PAGES = 1000;

/** Vietnam groups with a result history (spec 9: the stock group has none). */
const HISTORY_TAGS = VIETNAM_MENU_TAGS.filter(
  (tag) => !(LOTTERY_TAGS.noHistory as readonly string[]).includes(tag),
);

const MENU_ORDER = new Map(LOTTERY_MENU_GROUPS.map((group, index) => [group.tag, index]));

function layoutOf(row: { game_id: number; layout: string }): ResultLayout {
  if (!isResultLayout(row.layout)) {
    throw new Error(`lottery game ${row.game_id} has an unknown layout ${row.layout}`);
  }
  return row.layout;
}

function prizeModeOf(row: GameWithDraws): PrizeMode {
  return isPrizeMode(row.prize_mode) ? row.prize_mode : 'Lott';
}

/** The wire shape of a game with its open and latest drawn draw, at `now`. */
function toLotteryGame(
  row: GameWithDraws,
  now: number,
  language: Language,
  prizeMode: PrizeMode | undefined,
): LotteryGame {
  const layout = layoutOf(row);
  const drawAt = row.open_draw_at === null ? null : Date.parse(row.open_draw_at);
  const lockAt = row.open_lock_at === null ? null : Date.parse(row.open_lock_at);
  const lockMs = row.lock_seconds * 1000;
  // The draw after the open one, from the game's schedule (the sweep opens it by the time the
  // open one locks): a countdown counts on to it at the lock from this answer.
  const schedule = drawAt === null ? null : scheduleOf(row);
  const following = schedule && drawAt !== null ? nextDraw(schedule, drawAt) : null;
  return {
    gameId: row.game_id,
    code: row.code,
    gameCode: row.code,
    remark: lotteryName(row, language),
    gameType: row.game_type === 'ELOTT' ? 'ELOTT' : 'LOTT',
    vendorCode: row.vendor_code,
    gameGroupId: row.game_group_id,
    playType: row.play_type === 'ent' ? 'ent' : 'trad',
    layout,
    prizeMode: prizeModeOf(row),
    drawDayOfWeek: row.draw_days,
    drawTime: row.draw_time,
    intervalMinutes: row.interval_minutes,
    utcOffset: row.utc_offset,
    tag: row.tag,
    gameMenuTag: row.menu_tag,
    numero: row.open_numero,
    remainTime: drawAt === null ? 0 : drawAt - now,
    lockTime: row.lock_seconds,
    lotteryTime: drawAt === null || lockAt === null ? [0, 0] : [lockAt, drawAt + lockMs],
    isSale: row.enabled === 1 && lockAt !== null && now < lockAt,
    drawAt: row.open_draw_at,
    lockAt: row.open_lock_at,
    nextDrawAt: following && new Date(following.drawAt).toISOString(),
    nextLockAt: following && new Date(following.lockAt).toISOString(),
    seedHash: row.open_seed_hash,
    previousNumero: row.prev_numero,
    previousWinningTime: row.prev_draw_at,
    previousWinningNumber: row.prev_result,
    mobileIconUrl: gameArtUrl(row.game_id),
    betTypes: betTypesFor(layout),
    odds: { ...LOTTERY_ODDS[prizeMode ?? prizeModeOf(row)] },
  };
}

/** Menu order, then each game's place in its group. */
function byMenu(a: GameWithDraws, b: GameWithDraws): number {
  const order = (row: GameWithDraws) => MENU_ORDER.get(row.menu_tag) ?? MENU_ORDER.size;
  return order(a) - order(b) || a.sort_order - b.sort_order || a.game_id - b.game_id;
}

async function lotteryGames(
  ctx: AppContext,
  filter: GameFilter,
  language: Language,
  prizeMode: PrizeMode | undefined,
): Promise<{ now: number; games: LotteryGame[] }> {
  const now = nowMs(ctx);
  const rows = await gamesWithDraws(ctx.db, new Date(now).toISOString(), filter);
  return {
    now,
    games: rows.sort(byMenu).map((row) => toLotteryGame(row, now, language, prizeMode)),
  };
}

export interface LotteryAsk {
  language: Language;
  prizeMode?: PrizeMode | undefined;
}

/** Every enabled lottery game (or those with the tag or menu tag asked), in menu order. */
export async function listGames(
  ctx: AppContext,
  ask: LotteryAsk & { tag?: string | undefined },
): Promise<LotteryListValue> {
  const filter: GameFilter = { enabledOnly: true, ...(ask.tag ? { tag: ask.tag } : {}) };
  const { now, games } = await lotteryGames(ctx, filter, ask.language, ask.prizeMode);
  return { serverTime: now, games };
}

/** The lobby's groups in menu order; a vendor-list (GPI) group names its vendor, no cards. */
async function menu(
  ctx: AppContext,
  ask: LotteryAsk,
  groupTags: readonly string[],
): Promise<LotteryMenuValue> {
  const { now, games } = await lotteryGames(
    ctx,
    { enabledOnly: true, menuTags: groupTags },
    ask.language,
    ask.prizeMode,
  );
  const groups = LOTTERY_MENU_GROUPS.filter((group) => groupTags.includes(group.tag))
    .map((group) => ({
      tag: group.tag,
      label: group.label[ask.language === 'PT' ? 'pt' : ask.language === 'VI' ? 'vi' : 'en'],
      vendorCode: group.vendorCode,
      gameMenus: games.filter((game) => game.gameMenuTag === group.tag),
    }))
    .filter((group) => group.vendorCode !== null || group.gameMenus.length > 0);
  return { serverTime: now, groups };
}

export function lotteryMenu(ctx: AppContext, ask: LotteryAsk): Promise<LotteryMenuValue> {
  return menu(
    ctx,
    ask,
    LOTTERY_MENU_GROUPS.map((group) => group.tag),
  );
}

export function vietnamMenu(ctx: AppContext, ask: LotteryAsk): Promise<LotteryMenuValue> {
  return menu(ctx, ask, VIETNAM_MENU_TAGS);
}

function toDrawResult(row: DrawnRow): DrawResult {
  return { numero: row.numero, drawAt: row.draw_at, winningNumber: row.result };
}

/** The latest Vietnam results, `recentCount` in all, grouped by game code, newest first. */
export async function vietnamRecent(
  ctx: AppContext,
  ask: LotteryAsk & { recentCount: number },
): Promise<VietnamRecentValue> {
  const now = nowMs(ctx);
  const rows = await latestResultsOfGroups(
    ctx.db,
    HISTORY_TAGS,
    ask.recentCount,
    now,
    RECENT_WINDOW_DAYS,
  );
  const games: VietnamRecentValue['games'] = {};
  for (const row of rows) {
    const entry = (games[row.code] ??= {
      gameId: row.game_id,
      remark: lotteryName(row, ask.language),
      gameMenuTag: row.menu_tag,
      results: [],
    });
    entry.results.push(toDrawResult(row));
  }
  return { serverTime: now, games };
}

/** One game (enabled or not) with its open draw, the odds asked and its latest results. */
export async function gameNumero(
  ctx: AppContext,
  ask: LotteryAsk & { gameId: number },
): Promise<NumeroValue> {
  const [{ now, games }, recent] = await Promise.all([
    lotteryGames(ctx, { enabledOnly: false, gameId: ask.gameId }, ask.language, ask.prizeMode),
    latestResults(ctx.db, ask.gameId, NUMERO_RECENT),
  ]);
  const game = games[0];
  if (!game) throw new AppError('game.not.found', 404, String(ask.gameId));
  return {
    serverTime: now,
    game,
    prizeMode: ask.prizeMode ?? game.prizeMode,
    recent: recent.map(toDrawResult),
  };
}

/**
 * The public archive of one game: drawn draws only, newest first, seeds revealed, reaching
 * back ARCHIVE_MAX_PAGES pages.
 */
export async function drawArchive(ctx: AppContext, query: DrawsQuery): Promise<DrawsValue> {
  const game = await archiveGame(ctx.db, query.gameId);
  if (!game) throw new AppError('game.not.found', 404, String(query.gameId));
  const layout = layoutOf(game);
  const { total, rows } = await drawnPage(
    ctx.db,
    game.game_id,
    query.pageNo,
    query.pageSize,
    ARCHIVE_MAX_PAGES,
  );
  return {
    content: rows.map((row) => ({
      gameId: game.game_id,
      gameCode: game.code,
      layout,
      numero: row.numero,
      drawAt: row.draw_at,
      lockAt: row.lock_at,
      seedHash: row.seed_hash,
      seed: row.seed,
      winningNumber: row.result,
      drawnAt: row.drawn_at,
    })),
    totalPages: totalPages(total, query.pageSize),
    pageNo: query.pageNo,
  };
}
