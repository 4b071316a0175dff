import type { Kysely } from 'kysely';
import {
  betLineProblem,
  formatAmount,
  numberLocale,
  lineCostCents,
  lineMaxPayoutCents,
  LOTTERY_MAX_UNIT_STAKE_CENTS,
  LOTTERY_MIN_UNIT_STAKE_CENTS,
  type BetLineProblem,
  type BetsQuery,
  type BetsValue,
  type Language,
  type LotteryBet,
  type LotteryBetLine,
  type PlaceBetsBody,
  type PlaceBetsValue,
  type ResultLayout,
  isResultLayout,
} from '@app/contracts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { totalPages } from '../../lib/paging.ts';
import { memberBalance, transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { requestHash } from '../vendor-wallet/vendor-answers.ts';
import { lotteryName, toLotteryBet, type BetRow } from './betting-record.ts';
import { gameLimits } from '../game-limits/game-limits.service.ts';

/**
 * Placing lottery slips and listing a member's bets (decision 015). A slip is checked on the
 * server's clock (open draw, before lock), then debited once for all its lines, with its bet
 * rows in the same transaction; its request id is the ledger key, so a retried slip is placed
 * once and answers its first result.
 */

type Db = Kysely<Database>;

interface SlipGame {
  gameId: number;
  code: string;
  layout: ResultLayout;
  names: { name_pt: string; name_en: string; name_vi: string };
}

async function loadGame(db: Db, gameId: number): Promise<SlipGame> {
  const row = await db
    .selectFrom('lottery_games')
    .select(['game_id', 'code', 'layout', 'enabled', 'name_pt', 'name_en', 'name_vi'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row || !isResultLayout(row.layout)) throw new AppError('game.not.found', 404);
  if (!Number(row.enabled)) throw new AppError('lottery.game.closed', 409);
  return { gameId: row.game_id, code: row.code, layout: row.layout, names: row };
}

/**
 * The id of the draw on sale when it is the one the slip names: the game's first draw that has
 * not locked. Anything else (locked, drawn, unknown, a later draw) is refused as locked.
 */
async function openDrawId(db: Db, game: SlipGame, numero: string, nowIso: string) {
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['id', 'numero'])
    .where('game_id', '=', game.gameId)
    .where('lock_at', '>', nowIso)
    .where('result', 'is', null)
    .where('voided_at', 'is', null)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();
  if (!draw || draw.numero !== numero) {
    throw new AppError('lottery.draw.locked', 409, numero);
  }
  return Number(draw.id);
}

/** The texts the line problems name in the detail, per language. */
function lineLabel(language: Language, lineNo: number): string {
  if (language === 'VI') return `dòng ${lineNo}`;
  return language === 'PT' ? `linha ${lineNo}` : `line ${lineNo}`;
}

/** Amounts in the member's digits, as the screens write them (decision 034). */
function amountText(language: Language, cents: number): string {
  return formatAmount(cents, numberLocale(language));
}

function problemError(problem: BetLineProblem, lineNo: number, language: Language): AppError {
  const line = lineLabel(language, lineNo);
  switch (problem) {
    case 'lottery.stake.below.min':
      return new AppError(
        problem,
        400,
        `${amountText(language, LOTTERY_MIN_UNIT_STAKE_CENTS)} (${line})`,
      );
    case 'lottery.stake.above.max':
      return new AppError(
        problem,
        400,
        `${amountText(language, LOTTERY_MAX_UNIT_STAKE_CENTS)} (${line})`,
      );
    case 'lottery.bet.type.invalid':
    case 'lottery.picks.invalid':
      return new AppError(problem, 400, line);
  }
}

function linesOf(body: PlaceBetsBody): LotteryBetLine[] {
  return body.lines.map((line) => ({
    betType: line.betType,
    position: line.position ?? null,
    picks: line.picks,
    unitStakeCents: line.unitStakeCents,
  }));
}

/** What the ledger key was first used with: the slip minus its key, positions made explicit. */
function slipHash(body: PlaceBetsBody): string {
  return requestHash({
    gameId: body.gameId,
    numero: body.numero,
    prizeMode: body.prizeMode,
    lines: linesOf(body),
  });
}

export function slipKey(memberId: number, requestId: string): string {
  return `lottery:bet:${memberId}:${requestId}`;
}

function betSelect(db: Db) {
  return db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as g', 'g.game_id', 'b.game_id')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select([
      'b.id',
      'b.game_id',
      'g.code',
      'g.name_pt',
      'g.name_en',
      'g.name_vi',
      'b.numero',
      'b.prize_mode',
      'b.bet_type',
      'b.position',
      'b.picks',
      'b.unit_stake_cents',
      'b.cost_cents',
      'b.status',
      'b.hits',
      'b.payout_cents',
      'd.result',
      'b.created_at',
      'b.settled_at',
    ]);
}

/** Thrown inside the slip's transaction when its key was taken meanwhile: undo, then replay. */
class SlipTaken extends Error {}

/**
 * The slip already placed under this request id, answered again; null when there is none. The
 * same id with another slip is a conflict, as the ledger answers it.
 */
async function replaySlip(
  ctx: AppContext,
  memberId: number,
  body: PlaceBetsBody,
  language: Language,
): Promise<PlaceBetsValue | null> {
  const rows = await betSelect(ctx.db)
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('b.member_id', '=', memberId)
    .where('b.request_id', '=', body.requestId)
    .orderBy('b.line_no')
    .execute();
  if (rows.length === 0) return null;
  const first = await ctx.db
    .selectFrom('ledger_transfers')
    .select('request_hash')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('idempotency_key', '=', slipKey(memberId, body.requestId))
    .executeTakeFirst();
  if (first?.request_hash !== slipHash(body)) {
    throw new AppError('ledger.idempotency.conflict', 409);
  }
  const bets = rows.map((row) => toLotteryBet(row as BetRow, language));
  return {
    bets,
    totalCostCents: bets.reduce((sum, bet) => sum + bet.costCents, 0),
    balanceCents: await memberBalance(ctx, memberId),
  };
}

/**
 * Places a slip: game on sale, draw open and not locked, every line valid, then one debit of
 * the whole cost with the bet rows. Every refusal moves nothing.
 */
export async function placeBets(
  ctx: AppContext,
  memberId: number,
  body: PlaceBetsBody,
  language: Language,
): Promise<PlaceBetsValue> {
  // A retry answers its first result even after the draw locked, so it is looked for first.
  const replayed = await replaySlip(ctx, memberId, body, language);
  if (replayed) return replayed;

  const game = await loadGame(ctx.db, body.gameId);
  const nowIso = new Date(nowMs(ctx)).toISOString();
  const drawId = await openDrawId(ctx.db, game, body.numero, nowIso);
  const lines = linesOf(body);
  lines.forEach((line, index) => {
    const problem = betLineProblem(line, game.layout);
    if (problem) throw problemError(problem, index + 1, language);
  });
  const costs = lines.map((line) => lineCostCents(line, game.layout));
  // The merchant's limits of a bet (one line; decision 030): its cost, and the most it can pay.
  const limits = await gameLimits(ctx.db, ctx.merchantCode, 'lottery', game.gameId);
  lines.forEach((line, index) => {
    const label = lineLabel(language, index + 1);
    if (costs[index]! > limits.maxStakeCents) {
      throw new AppError(
        'game.stake.above.max',
        400,
        `${amountText(language, limits.maxStakeCents)} (${label})`,
      );
    }
    if (lineMaxPayoutCents(line, game.layout, body.prizeMode) > limits.maxWinCents) {
      throw new AppError(
        'game.win.above.max',
        400,
        `${amountText(language, limits.maxWinCents)} (${label})`,
      );
    }
  });
  const totalCostCents = costs.reduce((sum, cost) => sum + cost, 0);

  try {
    return await writeTransaction(ctx.db, async (trx) => {
      // Holds the draw undrawn until this slip commits (PostgreSQL: the result's update waits
      // on the share lock; SQLite: one writer at a time), so no bet joins a drawn draw and
      // escapes settlement.
      let still = trx
        .selectFrom('lottery_draws')
        .select('id')
        .where('id', '=', drawId)
        .where('result', 'is', null)
        .where('voided_at', 'is', null)
        .where('lock_at', '>', nowIso);
      if (isPostgres(trx)) still = still.forShare();
      if (!(await still.executeTakeFirst())) {
        throw new AppError('lottery.draw.locked', 409, body.numero);
      }
      const debit = await transfer(
        { ...ctx, db: trx },
        {
          idempotencyKey: slipKey(memberId, body.requestId),
          from: { kind: 'member', memberId },
          to: { kind: 'house', name: 'lottery' },
          amountCents: totalCostCents,
          kind: 'bet',
          reference: `lottery:${game.code}:${body.numero}`,
          requestHash: slipHash(body),
        },
      );
      if (debit.replayed) throw new SlipTaken();
      const inserted = await trx
        .insertInto('lottery_bets')
        .values(
          lines.map((line, index) => ({
            merchant_code: ctx.merchantCode,
            member_id: memberId,
            draw_id: drawId,
            game_id: game.gameId,
            numero: body.numero,
            request_id: body.requestId,
            line_no: index + 1,
            prize_mode: body.prizeMode,
            bet_type: line.betType,
            position: line.position ?? null,
            picks: line.picks.join(','),
            unit_stake_cents: line.unitStakeCents,
            cost_cents: costs[index]!,
            created_at: nowIso,
          })),
        )
        .returning(['id', 'line_no'])
        .execute();
      const idOfLine = new Map(inserted.map((row) => [Number(row.line_no), Number(row.id)]));
      const bets: LotteryBet[] = lines.map((line, index) => ({
        betId: idOfLine.get(index + 1)!,
        gameId: game.gameId,
        gameCode: game.code,
        remark: lotteryName(game.names, language),
        numero: body.numero,
        prizeMode: body.prizeMode,
        betType: line.betType,
        position: line.position ?? null,
        picks: [...line.picks],
        unitStakeCents: line.unitStakeCents,
        costCents: costs[index]!,
        status: 'open',
        hits: 0,
        payoutCents: 0,
        winningNumber: null,
        createdAt: nowIso,
        settledAt: null,
      }));
      return { bets, totalCostCents, balanceCents: debit.memberBalanceCents ?? 0 };
    });
  } catch (error) {
    if (!(error instanceof SlipTaken)) throw error;
    const first = await replaySlip(ctx, memberId, body, language);
    if (!first)
      throw new Error('lottery slip key taken but its bets are not visible', { cause: error });
    return first;
  }
}

/** The member's bets, newest first, by game and state. */
export async function listBets(
  ctx: AppContext,
  memberId: number,
  query: BetsQuery,
  language: Language,
): Promise<BetsValue> {
  let bets = betSelect(ctx.db)
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('b.member_id', '=', memberId);
  if (query.gameId !== undefined) bets = bets.where('b.game_id', '=', query.gameId);
  if (query.status === 'open') bets = bets.where('b.status', '=', 'open');
  if (query.status === 'settled') {
    bets = bets.where('b.status', 'in', ['won', 'lost', 'voided']);
  }
  const total = await bets
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await bets
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return {
    content: rows.map((row) => toLotteryBet(row as BetRow, language)),
    totalPages: totalPages(total.n, query.pageSize),
    pageNo: query.pageNo,
  };
}
