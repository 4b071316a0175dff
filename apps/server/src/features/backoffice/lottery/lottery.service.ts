import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { drawDays as parseDrawDays } from '@app/contracts';
import type {
  BoDrawStatus,
  BoLotteryBetPage,
  BoLotteryDraw,
  BoLotteryDrawPage,
  BoLotteryGame,
  BoLotteryGameBody,
  BoLotteryVoidResult,
} from '@app/contracts/backoffice';
import type { BoLotteryDrawsQuery } from '@app/contracts/backoffice';
import type { z } from 'zod';
import type { Database, LotteryGamesTable } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import { nowMs, type AppContext } from '../../../lib/context.ts';
import { writeTransaction } from '../../ledger/ledger.service.ts';
import { claimDrawVoid, refundVoidedDraw } from '../../lottery/void.ts';
import type { AuditEntry } from '../audit.ts';

/**
 * The back office's lottery (issue 22): games and their schedules, draws with their seeds, the
 * bets of a draw, voiding a draw. The draw lifecycle itself stays the sweep's (decision 015);
 * this module reads it and, for a void, uses the lottery's own claim and refund (void.ts).
 */

type Db = Kysely<Database>;
type DrawEb = ExpressionBuilder<Database & { d: Database['lottery_draws'] }, 'd'>;

const nowIsoOf = (ctx: AppContext) => new Date(nowMs(ctx)).toISOString();

// ---------------------------------------------------------------------------------------------
// Games

interface PendingStats {
  pending: number;
  openBets: number;
  nextNumero: string | null;
  nextDrawAt: string | null;
}

async function pendingStats(db: Db, gameId?: number): Promise<Map<number, PendingStats>> {
  let draws = db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero', 'draw_at'])
    // settled_at leads the pending index: an undrawn draw is never settled.
    .where('settled_at', 'is', null)
    .where('result', 'is', null)
    .where('voided_at', 'is', null);
  if (gameId !== undefined) draws = draws.where('game_id', '=', gameId);
  let bets = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select(['b.game_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('b.status', '=', 'open')
    .where('d.result', 'is', null)
    .groupBy('b.game_id');
  if (gameId !== undefined) bets = bets.where('b.game_id', '=', gameId);
  const [drawRows, betRows] = await Promise.all([
    draws.orderBy('draw_at').execute(),
    bets.execute(),
  ]);
  const stats = new Map<number, PendingStats>();
  for (const row of drawRows) {
    const entry = stats.get(row.game_id) ?? {
      pending: 0,
      openBets: 0,
      nextNumero: row.numero,
      nextDrawAt: row.draw_at,
    };
    entry.pending += 1;
    stats.set(row.game_id, entry);
  }
  for (const row of betRows) {
    const entry = stats.get(row.game_id) ?? {
      pending: 0,
      openBets: 0,
      nextNumero: null,
      nextDrawAt: null,
    };
    entry.openBets = Number(row.n);
    stats.set(row.game_id, entry);
  }
  return stats;
}

function toGame(
  row: Selectable<LotteryGamesTable>,
  stats: PendingStats | undefined,
): BoLotteryGame {
  return {
    gameId: Number(row.game_id),
    code: row.code,
    names: { pt: row.name_pt, en: row.name_en, vi: row.name_vi },
    playType: row.play_type,
    layout: row.layout,
    prizeMode: row.prize_mode,
    menuTag: row.menu_tag,
    drawDays: parseDrawDays(row.draw_days),
    drawTime: row.draw_time,
    intervalMinutes: row.interval_minutes === null ? null : Number(row.interval_minutes),
    utcOffset: Number(row.utc_offset),
    lockSeconds: Number(row.lock_seconds),
    enabled: Number(row.enabled) === 1,
    pendingDraws: stats?.pending ?? 0,
    openBets: stats?.openBets ?? 0,
    nextNumero: stats?.nextNumero ?? null,
    nextDrawAt: stats?.nextDrawAt ?? null,
  };
}

export async function listGames(ctx: AppContext): Promise<BoLotteryGame[]> {
  const [rows, stats] = await Promise.all([
    ctx.db
      .selectFrom('lottery_games')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('game_id')
      .execute(),
    pendingStats(ctx.db),
  ]);
  return rows.map((row) => toGame(row, stats.get(row.game_id)));
}

async function readGame(db: Db, gameId: number): Promise<BoLotteryGame> {
  const row = await db
    .selectFrom('lottery_games')
    .selectAll()
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  return toGame(row, (await pendingStats(db, gameId)).get(gameId));
}

/** What of a game the audit row records before and after a change. */
function scheduleOf(game: BoLotteryGame) {
  return {
    enabled: game.enabled,
    lockSeconds: game.lockSeconds,
    drawDays: game.drawDays,
    drawTime: game.drawTime,
    intervalMinutes: game.intervalMinutes,
  };
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/**
 * Changes a game (see BoLotteryGameBody for the rules). Draws already opened keep their times
 * and lock; a change of draw times needs the game off and no pending draw with bets, and voids
 * its pending draws (none has a bet), so the next draws opened follow the new schedule alone.
 */
export async function updateGame(
  ctx: AppContext,
  gameId: number,
  body: BoLotteryGameBody,
): Promise<{ game: BoLotteryGame; audit: AuditEntry | null }> {
  const before = await readGame(ctx.db, gameId);
  const days = [...new Set(body.drawDays)].sort((a, b) => a - b);
  if (before.playType === 'trad') {
    if (body.drawTime === null) throw new AppError('request.invalid', 400, 'drawTime');
    if (body.lockSeconds >= 86_400) throw new AppError('request.invalid', 400, 'lockSeconds');
  } else {
    if (body.intervalMinutes === null) {
      throw new AppError('request.invalid', 400, 'intervalMinutes');
    }
    // A lock as long as the interval would close each draw before the one before it is drawn.
    if (body.lockSeconds >= body.intervalMinutes * 60) {
      throw new AppError('request.invalid', 400, 'lockSeconds');
    }
  }
  const drawTime = before.playType === 'trad' ? body.drawTime : null;
  const interval = before.playType === 'ent' ? body.intervalMinutes : null;
  const timingChanged =
    !sameDays(days, before.drawDays) ||
    drawTime !== before.drawTime ||
    interval !== before.intervalMinutes;

  if (timingChanged) {
    if (body.enabled) throw new AppError('bo.lottery.schedule.enabled', 409);
    const withBets = await ctx.db
      .selectFrom('lottery_draws as d')
      .select('d.numero')
      .where('d.game_id', '=', gameId)
      .where('d.result', 'is', null)
      .where('d.voided_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('lottery_bets as b')
            .select(sql`1`.as('one'))
            .whereRef('b.draw_id', '=', 'd.id'),
        ),
      )
      .orderBy('d.draw_at')
      .limit(5)
      .execute();
    if (withBets.length > 0) {
      throw new AppError(
        'bo.lottery.schedule.pending',
        409,
        withBets.map((row) => row.numero).join(', '),
      );
    }
  }

  const changed =
    timingChanged || body.enabled !== before.enabled || body.lockSeconds !== before.lockSeconds;
  if (!changed) return { game: before, audit: null };

  await writeTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable('lottery_games')
      .set({
        enabled: body.enabled ? 1 : 0,
        lock_seconds: body.lockSeconds,
        draw_days: days.join(','),
        draw_time: drawTime,
        interval_minutes: interval,
      })
      .where('game_id', '=', gameId)
      .execute();
  });

  const retired: string[] = [];
  if (timingChanged) {
    // The game is off now: no draw of it opens; its pending draws (betless when checked) are
    // voided, so none is drawn at a time of the old schedule. A bet that slipped in between is
    // refunded like any bet of a voided draw.
    const nowIso = nowIsoOf(ctx);
    const pending = await ctx.db
      .selectFrom('lottery_draws')
      .select(['id', 'numero'])
      .where('game_id', '=', gameId)
      .where('result', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    for (const draw of pending) {
      const claim = await claimDrawVoid(ctx.db, Number(draw.id), 'schedule change', nowIso);
      if (claim !== 'voided') continue;
      retired.push(draw.numero);
      await refundVoidedDraw(ctx, Number(draw.id), nowIso);
    }
  }

  const after = await readGame(ctx.db, gameId);
  return {
    game: after,
    audit: {
      action: 'lottery.game.update',
      targetType: 'lottery_game',
      targetId: gameId,
      before: scheduleOf(before),
      after: { ...scheduleOf(after), ...(retired.length > 0 ? { voidedDraws: retired } : {}) },
      reason: body.reason,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Draws

/** The id of the game's draw on sale: its first draw not locked, drawn or voided. */
function onSaleId(eb: DrawEb, nowIso: string) {
  return eb
    .selectFrom('lottery_draws as x')
    .select('x.id')
    .whereRef('x.game_id', '=', 'd.game_id')
    .where('x.lock_at', '>', nowIso)
    .where('x.result', 'is', null)
    .where('x.voided_at', 'is', null)
    .orderBy('x.draw_at')
    .limit(1);
}

function statusFilter(eb: DrawEb, status: BoDrawStatus, nowIso: string) {
  const undrawn = [eb('d.result', 'is', null), eb('d.voided_at', 'is', null)];
  switch (status) {
    case 'voided':
      return eb('d.voided_at', 'is not', null);
    case 'settled':
      return eb.and([eb('d.settled_at', 'is not', null), eb('d.voided_at', 'is', null)]);
    case 'drawn':
      return eb.and([eb('d.result', 'is not', null), eb('d.settled_at', 'is', null)]);
    case 'locked':
      return eb.and([...undrawn, eb('d.lock_at', '<=', nowIso)]);
    case 'open':
      return eb.and([
        ...undrawn,
        eb('d.lock_at', '>', nowIso),
        eb('d.id', '=', onSaleId(eb, nowIso)),
      ]);
    case 'upcoming':
      return eb.and([
        ...undrawn,
        eb('d.lock_at', '>', nowIso),
        eb('d.id', '<>', onSaleId(eb, nowIso)),
      ]);
  }
}

function drawSelect(db: Db, nowIso: string) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.game_id', 'd.game_id')
    .select((eb) => [
      'd.id',
      'd.game_id',
      'g.code',
      'g.name_pt',
      'g.name_en',
      'g.layout',
      'd.numero',
      'd.draw_at',
      'd.lock_at',
      'd.seed_hash',
      'd.seed',
      'd.result',
      'd.drawn_at',
      'd.settled_at',
      'd.voided_at',
      'd.void_reason',
      onSaleId(eb, nowIso).as('on_sale_id'),
    ]);
}

type DrawRow = Awaited<ReturnType<ReturnType<typeof drawSelect>['execute']>>[number];

interface BetTotals {
  count: number;
  open: number;
  stake: number;
  payout: number;
  refunded: number;
}

async function betTotals(db: Db, drawIds: number[]): Promise<Map<number, BetTotals>> {
  const totals = new Map<number, BetTotals>();
  if (drawIds.length === 0) return totals;
  const rows = await db
    .selectFrom('lottery_bets')
    .select(['draw_id', 'status'])
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>('cost_cents').as('stake'),
      eb.fn.sum<string | number | null>('payout_cents').as('payout'),
    ])
    .where('draw_id', 'in', drawIds)
    .groupBy(['draw_id', 'status'])
    .execute();
  for (const row of rows) {
    const id = Number(row.draw_id);
    const entry = totals.get(id) ?? { count: 0, open: 0, stake: 0, payout: 0, refunded: 0 };
    const n = Number(row.n);
    const stake = Number(row.stake ?? 0);
    entry.count += n;
    entry.stake += stake;
    entry.payout += Number(row.payout ?? 0);
    if (row.status === 'open') entry.open += n;
    if (row.status === 'voided') entry.refunded += stake;
    totals.set(id, entry);
  }
  return totals;
}

function statusOf(row: DrawRow, nowIso: string): BoDrawStatus {
  if (row.voided_at !== null) return 'voided';
  if (row.settled_at !== null) return 'settled';
  if (row.result !== null) return 'drawn';
  if (row.lock_at <= nowIso) return 'locked';
  return Number(row.on_sale_id) === Number(row.id) ? 'open' : 'upcoming';
}

function toDraw(row: DrawRow, totals: BetTotals | undefined, nowIso: string): BoLotteryDraw {
  return {
    id: Number(row.id),
    gameId: Number(row.game_id),
    gameCode: row.code,
    gameName: row.name_pt,
    gameNames: { pt: row.name_pt, en: row.name_en },
    layout: row.layout,
    numero: row.numero,
    status: statusOf(row, nowIso),
    drawAt: row.draw_at,
    lockAt: row.lock_at,
    seedHash: row.seed_hash,
    // The seed stays secret until the draw has its result: whoever knew it could bet on a
    // known outcome (an operator included).
    seed: row.result !== null ? row.seed : null,
    result: row.result,
    drawnAt: row.drawn_at,
    settledAt: row.settled_at,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    betCount: totals?.count ?? 0,
    openBets: totals?.open ?? 0,
    stakeCents: totals?.stake ?? 0,
    payoutCents: totals?.payout ?? 0,
    refundedCents: totals?.refunded ?? 0,
  };
}

export async function listDraws(
  ctx: AppContext,
  query: z.infer<typeof BoLotteryDrawsQuery>,
): Promise<BoLotteryDrawPage> {
  const nowIso = nowIsoOf(ctx);
  let base = ctx.db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.game_id', 'd.game_id');
  if (query.gameId !== undefined) base = base.where('d.game_id', '=', query.gameId);
  const { status } = query;
  if (status !== undefined) base = base.where((eb) => statusFilter(eb, status, nowIso));
  let rowsQuery = drawSelect(ctx.db, nowIso);
  if (query.gameId !== undefined) rowsQuery = rowsQuery.where('d.game_id', '=', query.gameId);
  if (status !== undefined) rowsQuery = rowsQuery.where((eb) => statusFilter(eb, status, nowIso));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    rowsQuery
      .orderBy('d.draw_at', query.order)
      .orderBy('d.id', query.order)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  const totals = await betTotals(
    ctx.db,
    rows.map((row) => Number(row.id)),
  );
  return {
    rows: rows.map((row) => toDraw(row, totals.get(Number(row.id)), nowIso)),
    total: Number(count.n),
  };
}

export async function readDraw(ctx: AppContext, drawId: number): Promise<BoLotteryDraw> {
  const nowIso = nowIsoOf(ctx);
  const row = await drawSelect(ctx.db, nowIso).where('d.id', '=', drawId).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  const totals = await betTotals(ctx.db, [drawId]);
  return toDraw(row, totals.get(drawId), nowIso);
}

export async function listDrawBets(
  ctx: AppContext,
  drawId: number,
  page: { limit: number; offset: number },
): Promise<BoLotteryBetPage> {
  const exists = await ctx.db
    .selectFrom('lottery_draws')
    .select('id')
    .where('id', '=', drawId)
    .executeTakeFirst();
  if (!exists) throw new AppError('bo.not.found', 404);
  const [count, rows] = await Promise.all([
    ctx.db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('draw_id', '=', drawId)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('lottery_bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select([
        'b.id',
        'b.member_id',
        'm.user_name',
        'b.request_id',
        'b.line_no',
        'b.prize_mode',
        'b.bet_type',
        'b.position',
        'b.picks',
        'b.unit_stake_cents',
        'b.cost_cents',
        'b.status',
        'b.hits',
        'b.payout_cents',
        'b.created_at',
        'b.settled_at',
      ])
      .where('b.draw_id', '=', drawId)
      .orderBy('b.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: Number(row.id),
      memberId: Number(row.member_id),
      userName: row.user_name,
      requestId: row.request_id,
      lineNo: Number(row.line_no),
      prizeMode: row.prize_mode,
      betType: row.bet_type,
      position: row.position === null ? null : Number(row.position),
      picks: row.picks === '' ? [] : row.picks.split(','),
      unitStakeCents: Number(row.unit_stake_cents),
      costCents: Number(row.cost_cents),
      status: row.status,
      hits: Number(row.hits),
      payoutCents: Number(row.payout_cents),
      createdAt: row.created_at,
      settledAt: row.settled_at,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Void

/**
 * Voids a draw with no result and refunds its open bets (void.ts). A second void answers 409
 * `bo.lottery.draw.voided` and moves nothing; a drawn draw 409 `bo.lottery.draw.drawn`. If a
 * refund fails after the claim, the void stands (and is audited) and the sweep finishes it.
 */
export async function voidDraw(
  ctx: AppContext,
  drawId: number,
  reason: string,
  log: { error: (obj: unknown, msg: string) => void },
): Promise<{ value: BoLotteryVoidResult; audit: AuditEntry }> {
  const before = await readDraw(ctx, drawId);
  const nowIso = nowIsoOf(ctx);
  const claim = await claimDrawVoid(ctx.db, drawId, reason, nowIso);
  if (claim === 'not-found') throw new AppError('bo.not.found', 404);
  if (claim === 'drawn') throw new AppError('bo.lottery.draw.drawn', 409);
  if (claim === 'already-voided') throw new AppError('bo.lottery.draw.voided', 409);
  try {
    await refundVoidedDraw(ctx, drawId, nowIso);
  } catch (error) {
    log.error({ err: error, drawId }, 'lottery void: refunds left to the sweep');
  }
  const draw = await readDraw(ctx, drawId);
  const refundedBets = await ctx.db
    .selectFrom('lottery_bets')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('draw_id', '=', drawId)
    .where('status', '=', 'voided')
    .executeTakeFirstOrThrow();
  const value = {
    draw,
    refundedBets: Number(refundedBets.n),
    refundedCents: draw.refundedCents,
  };
  return {
    value,
    audit: {
      action: 'lottery.draw.void',
      targetType: 'lottery_draw',
      targetId: drawId,
      before: {
        gameCode: before.gameCode,
        numero: before.numero,
        status: before.status,
        drawAt: before.drawAt,
        betCount: before.betCount,
        openBets: before.openBets,
        stakeCents: before.stakeCents,
      },
      after: {
        status: draw.status,
        voidedAt: draw.voidedAt,
        refundedBets: value.refundedBets,
        refundedCents: value.refundedCents,
        openBets: draw.openBets,
      },
      reason,
    },
  };
}
