import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { GameRecord, Language, LotteryBet, LotteryBetStatus } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';

/**
 * How lottery bets read back: as LotteryBet (the bets list and a placed slip) and as rows of
 * the betting record (`/wps/member/game-records`), where they sit among the slot rounds.
 */

type Db = Kysely<Database>;

export interface LotteryNames {
  name_pt: string;
  name_en: string;
  name_vi: string;
}

/** The game's name in the request's language. */
export function lotteryName(names: LotteryNames, language: Language): string {
  return language === 'PT' ? names.name_pt : language === 'VI' ? names.name_vi : names.name_en;
}

/** The name column of the request's language. */
function nameColumn(language: Language) {
  return language === 'PT' ? 'lg.name_pt' : language === 'VI' ? 'lg.name_vi' : 'lg.name_en';
}

/** A bet row joined with its game (code, names) and its draw's result. */
export interface BetRow extends LotteryNames {
  id: number | string;
  game_id: number;
  code: string;
  numero: string;
  prize_mode: string;
  bet_type: string;
  position: number | null;
  picks: string;
  unit_stake_cents: number | string;
  cost_cents: number | string;
  status: string;
  hits: number;
  payout_cents: number | string;
  result: string | null;
  created_at: string;
  settled_at: string | null;
}

function picksOf(text: string): string[] {
  return text === '' ? [] : text.split(',');
}

export function toLotteryBet(row: BetRow, language: Language): LotteryBet {
  return {
    betId: Number(row.id),
    gameId: Number(row.game_id),
    gameCode: row.code,
    remark: lotteryName(row, language),
    numero: row.numero,
    prizeMode: row.prize_mode as LotteryBet['prizeMode'],
    betType: row.bet_type as LotteryBet['betType'],
    position: row.position === null ? null : Number(row.position),
    picks: picksOf(row.picks),
    unitStakeCents: Number(row.unit_stake_cents),
    costCents: Number(row.cost_cents),
    status: row.status as LotteryBetStatus,
    hits: Number(row.hits),
    payoutCents: Number(row.payout_cents),
    winningNumber: row.result,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export interface RecordFilter {
  merchantCode: string;
  memberId: number;
  gameType?: string | undefined;
  from?: string | undefined;
  before?: string | undefined;
}

/**
 * The member's lottery bets as betting-record rows, in the columns the slot rounds' part of
 * the record selects (the slot part fills the lottery columns with NULL), so both parts are
 * one UNION ALL that the database orders and pages.
 */
export function lotteryRecordRows(db: Db, filter: RecordFilter, language: Language) {
  let query = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as lg', 'lg.game_id', 'b.game_id')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .where('b.merchant_code', '=', filter.merchantCode)
    .where('b.member_id', '=', filter.memberId);
  if (filter.gameType) query = query.where('lg.game_type', '=', filter.gameType);
  if (filter.from) query = query.where('b.created_at', '>=', filter.from);
  if (filter.before) query = query.where('b.created_at', '<', filter.before);
  return query.select([
    sql<string>`'lottery'`.as('source'),
    'b.id as id',
    'b.game_id as game_id',
    sql<string>`${sql.ref(nameColumn(language))}`.as('game_name'),
    'lg.game_type as game_type',
    'b.created_at as created_at',
    'b.cost_cents as stake_cents',
    'b.payout_cents as win_cents',
    sql<string | null>`${sql.ref('b.numero')}`.as('numero'),
    sql<string | null>`${sql.ref('b.bet_type')}`.as('bet_type'),
    sql<number | null>`${sql.ref('b.position')}`.as('position'),
    sql<string | null>`${sql.ref('b.picks')}`.as('picks'),
    sql<string | null>`${sql.ref('b.status')}`.as('status'),
    'd.result as result',
  ]);
}

/** A row of the merged record, slot round or lottery bet. */
export interface RecordRow {
  source: string;
  id: number | string;
  game_id: number | string;
  game_name: string;
  game_type: string;
  created_at: string;
  stake_cents: number | string;
  win_cents: number | string;
  numero: string | null;
  bet_type: string | null;
  position: number | string | null;
  picks: string | null;
  status: string | null;
  result: string | null;
}

export function toGameRecord(row: RecordRow): GameRecord {
  const stakeCents = Number(row.stake_cents);
  const winCents = Number(row.win_cents);
  const record: GameRecord = {
    roundId: Number(row.id),
    gameId: Number(row.game_id),
    gameName: row.game_name,
    gameType: row.game_type,
    createdAt: row.created_at,
    stakeCents,
    winCents,
    netCents: winCents - stakeCents,
  };
  if (row.source === 'lottery') {
    record.lottery = {
      numero: row.numero ?? '',
      betType: row.bet_type ?? '',
      position: row.position === null ? null : Number(row.position),
      picks: picksOf(row.picks ?? ''),
      status: (row.status ?? 'open') as LotteryBetStatus,
      winningNumber: row.result,
    };
  }
  return record;
}
