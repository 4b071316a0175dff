import { sql, type Kysely } from 'kysely';
import {
  TOURNAMENT_TOP,
  TRIAL_TYPE,
  type EnterTournamentValue,
  type TournamentDetail,
  type TournamentEntry,
  type TournamentList,
  type TournamentPhase,
  type TournamentPrize,
  type TournamentStanding,
  type TournamentSummary,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { maskAccount } from '../home-widgets/winners.service.ts';
import { refreshStandings, type TournamentRow } from './standings.ts';

/**
 * The member's tournaments (issue 25, decision 057): the list, one tournament with its prize
 * table, its top 10 and the member's own entry and rank, and entering.
 */
type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
/** Ended tournaments stay on the list this long. */
const ENDED_LISTED_MS = 7 * DAY_MS;

const TOURNAMENT_COLUMNS = [
  'id',
  'merchant_code',
  'code',
  'title_pt',
  'title_en',
  'starts_at',
  'ends_at',
  'rule',
  'min_bet_cents',
  'status',
  'scored_at',
  'paid_at',
] as const;

type Row = TournamentRow & {
  code: string;
  title_pt: string;
  title_en: string;
  paid_at: string | null;
};

function toRow(row: Omit<Row, 'min_bet_cents'> & { min_bet_cents: number | string }): Row {
  return { ...row, id: Number(row.id), min_bet_cents: Number(row.min_bet_cents) };
}

export function phaseOf(row: Pick<Row, 'starts_at' | 'ends_at'>, now: number): TournamentPhase {
  if (now < Date.parse(row.starts_at)) return 'upcoming';
  return now < Date.parse(row.ends_at) ? 'live' : 'ended';
}

async function findTournament(ctx: AppContext, id: number): Promise<Row> {
  const row = await ctx.db
    .selectFrom('tournaments')
    .select(TOURNAMENT_COLUMNS)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('id', '=', id)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  if (!row) throw new AppError('tournament.not.found', 404);
  return toRow(row);
}

async function prizeTable(db: Db, ids: readonly number[]) {
  const table = new Map<number, TournamentPrize[]>();
  if (ids.length === 0) return table;
  const rows = await db
    .selectFrom('tournament_prizes')
    .select(['tournament_id', 'from_rank', 'to_rank', 'amount_cents'])
    .where('tournament_id', 'in', ids)
    .orderBy('tournament_id')
    .orderBy('from_rank')
    .execute();
  for (const row of rows) {
    const prizes = table.get(row.tournament_id) ?? [];
    prizes.push({
      fromRank: row.from_rank,
      toRank: row.to_rank,
      amountCents: Number(row.amount_cents),
    });
    table.set(row.tournament_id, prizes);
  }
  return table;
}

/** The prize of a rank by the table; 0 for none. */
export function prizeOf(prizes: readonly TournamentPrize[], rank: number | null): number {
  if (rank === null) return 0;
  return prizes.find((prize) => prize.fromRank <= rank && rank <= prize.toRank)?.amountCents ?? 0;
}

const poolOf = (prizes: readonly TournamentPrize[]) =>
  prizes.reduce((sum, prize) => sum + (prize.toRank - prize.fromRank + 1) * prize.amountCents, 0);

function summary(
  row: Row,
  now: number,
  language: ContentLanguage,
  prizes: readonly TournamentPrize[],
  entrants: number,
  entered: boolean,
): TournamentSummary {
  const starts = Date.parse(row.starts_at);
  const ends = Date.parse(row.ends_at);
  return {
    id: row.id,
    code: row.code,
    title: language === 'PT' ? row.title_pt : row.title_en,
    rule: row.rule,
    phase: phaseOf(row, now),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    msToStart: Math.max(0, starts - now),
    msToEnd: Math.max(0, ends - now),
    prizePoolCents: poolOf(prizes),
    entrants,
    entered,
    paidAt: row.paid_at,
  };
}

async function entrantCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournament_entries')
    .select(['tournament_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tournament_id', 'in', ids)
    .groupBy('tournament_id')
    .execute();
  return new Map(rows.map((row) => [row.tournament_id, Number(row.n)]));
}

/**
 * The live tournaments (ending soonest first), the upcoming ones (starting soonest first) and
 * those ended in the last week (latest first), with whether the member has entered each.
 */
export async function listTournaments(
  ctx: AppContext,
  memberId: number,
  language: ContentLanguage,
): Promise<TournamentList> {
  const now = nowMs(ctx);
  const rows = (
    await ctx.db
      .selectFrom('tournaments')
      .select(TOURNAMENT_COLUMNS)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('status', 'in', ['active', 'paid'])
      .where('ends_at', '>=', new Date(now - ENDED_LISTED_MS).toISOString())
      .orderBy('ends_at')
      .orderBy('id')
      .limit(50)
      .execute()
  ).map(toRow);
  const ids = rows.map((row) => row.id);
  const prizes = await prizeTable(ctx.db, ids);
  const counts = await entrantCounts(ctx.db, ids);
  const mine =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await ctx.db
              .selectFrom('tournament_entries')
              .select('tournament_id')
              .where('member_id', '=', memberId)
              .where('tournament_id', 'in', ids)
              .execute()
          ).map((row) => row.tournament_id),
        );
  const order: Record<TournamentPhase, number> = { live: 0, upcoming: 1, ended: 2 };
  const tournaments = rows
    .map((row) =>
      summary(
        row,
        now,
        language,
        prizes.get(row.id) ?? [],
        counts.get(row.id) ?? 0,
        mine.has(row.id),
      ),
    )
    .sort((a, b) => {
      if (a.phase !== b.phase) return order[a.phase] - order[b.phase];
      if (a.phase === 'upcoming') return a.startsAt.localeCompare(b.startsAt) || a.id - b.id;
      if (a.phase === 'ended') return b.endsAt.localeCompare(a.endsAt) || b.id - a.id;
      return a.endsAt.localeCompare(b.endsAt) || a.id - b.id;
    });
  return { tournaments };
}

interface EntryRow {
  id: number;
  member_id: number;
  entered_at: string;
  score: number;
  reached_at: string | null;
  rounds: number;
  wagered_cents: number;
  best_multiplier_bp: number;
  prize_cents: number;
}

const ENTRY_COLUMNS = [
  'id',
  'member_id',
  'entered_at',
  'score',
  'reached_at',
  'rounds',
  'wagered_cents',
  'best_multiplier_bp',
  'prize_cents',
] as const;

/** The first `limit` places, best first: score, then who reached it first, then who entered first. */
export async function topOfBoard(
  db: Db,
  tournamentId: number,
  limit: number,
): Promise<(EntryRow & { user_name: string })[]> {
  const rows = await db
    .selectFrom('tournament_entries as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select([
      'e.id',
      'e.member_id',
      'e.entered_at',
      'e.score',
      'e.reached_at',
      'e.rounds',
      'e.wagered_cents',
      'e.best_multiplier_bp',
      'e.prize_cents',
      'm.user_name',
    ])
    .where('e.tournament_id', '=', tournamentId)
    .where('e.score', '>', 0)
    .orderBy('e.score', 'desc')
    .orderBy('e.reached_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    rounds: Number(row.rounds),
    wagered_cents: Number(row.wagered_cents),
    best_multiplier_bp: Number(row.best_multiplier_bp),
    prize_cents: Number(row.prize_cents),
  }));
}

/**
 * An entry's rank: one more than the entries ahead of it (a higher score, or the same score
 * reached earlier, or reached at the same instant by an earlier entry). A count over the
 * (tournament_id, score, reached_at) index; null before a round counts.
 */
export async function rankOf(
  db: Db,
  tournamentId: number,
  entry: EntryRow,
): Promise<number | null> {
  if (entry.score <= 0 || entry.reached_at === null) return null;
  const { score, reached_at: reachedAt, id } = entry;
  const ahead = await db
    .selectFrom('tournament_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tournament_id', '=', tournamentId)
    .where('score', '>=', score)
    .where((eb) =>
      eb.or([
        eb('score', '>', score),
        eb.and([eb('score', '=', score), eb('reached_at', '<', reachedAt)]),
        eb.and([eb('score', '=', score), eb('reached_at', '=', reachedAt), eb('id', '<', id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

async function entryOf(db: Db, tournamentId: number, memberId: number) {
  const row = await db
    .selectFrom('tournament_entries')
    .select(ENTRY_COLUMNS)
    .where('tournament_id', '=', tournamentId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    score: Number(row.score),
    rounds: Number(row.rounds),
    wagered_cents: Number(row.wagered_cents),
    best_multiplier_bp: Number(row.best_multiplier_bp),
    prize_cents: Number(row.prize_cents),
  };
}

function toEntry(
  row: EntryRow,
  rank: number | null,
  prizes: readonly TournamentPrize[],
  paid: boolean,
): TournamentEntry {
  return {
    enteredAt: row.entered_at,
    score: row.score,
    rank,
    rounds: row.rounds,
    wageredCents: row.wagered_cents,
    bestMultiplierBp: row.best_multiplier_bp,
    // Once paid, what was paid; before, what the rank would win.
    prizeCents: paid ? row.prize_cents : prizeOf(prizes, rank),
  };
}

/**
 * One tournament with its games, prize table, top 10 and the member's entry and rank. The
 * standings are worked out again first when they are due (standings.ts), so they trail the
 * rounds by at most a few seconds.
 */
export async function tournamentDetail(
  ctx: AppContext,
  memberId: number,
  id: number,
  language: ContentLanguage,
): Promise<TournamentDetail> {
  let row = await findTournament(ctx, id);
  const now = nowMs(ctx);
  if (await refreshStandings(ctx.db, row, now)) row = await findTournament(ctx, id);
  const prizes = (await prizeTable(ctx.db, [id])).get(id) ?? [];
  const games = await ctx.db
    .selectFrom('tournament_games as tg')
    .innerJoin('games as g', 'g.game_id', 'tg.game_id')
    .select([
      'g.game_id',
      sql<string>`coalesce(${sql.ref('g.game_name')}, ${sql.ref('g.node_name')})`.as('name'),
    ])
    .where('tg.tournament_id', '=', id)
    .orderBy('g.sort_order')
    .orderBy('g.game_id')
    .execute();
  const paid = row.status === 'paid';
  const top = await topOfBoard(ctx.db, id, TOURNAMENT_TOP);
  const leaderboard: TournamentStanding[] = top.map((entry, index) => ({
    rank: index + 1,
    userName: maskAccount(entry.user_name),
    score: entry.score,
    reachedAt: entry.reached_at ?? '',
    prizeCents: paid ? entry.prize_cents : prizeOf(prizes, index + 1),
    me: entry.member_id === memberId,
  }));
  const mine = await entryOf(ctx.db, id, memberId);
  const counts = await entrantCounts(ctx.db, [id]);
  return {
    ...summary(row, now, language, prizes, counts.get(id) ?? 0, mine !== undefined),
    games: games.map((game) => ({ gameId: game.game_id, name: game.name })),
    minBetCents: row.min_bet_cents,
    prizes,
    leaderboard,
    me: mine ? toEntry(mine, await rankOf(ctx.db, id, mine), prizes, paid) : null,
    standingsAt: row.scored_at,
  };
}

/**
 * Enters the member: once (entering again answers the first entry). Refused for a trial
 * account (trial.forbidden), an unknown tournament (tournament.not.found) and one that has
 * ended (tournament.ended); an upcoming one may be entered before it starts.
 */
export async function enterTournament(
  ctx: AppContext,
  auth: Pick<AuthContext, 'memberId' | 'type'>,
  id: number,
): Promise<EnterTournamentValue> {
  if (auth.type === TRIAL_TYPE) throw new AppError('trial.forbidden', 403);
  const row = await findTournament(ctx, id);
  const now = nowMs(ctx);
  const nowIso = new Date(now).toISOString();
  const existing = await entryOf(ctx.db, id, auth.memberId);
  if (!existing) {
    if (row.status !== 'active' || phaseOf(row, now) === 'ended') {
      throw new AppError('tournament.ended', 409);
    }
    await ctx.db
      .insertInto('tournament_entries')
      .values({
        tournament_id: id,
        member_id: auth.memberId,
        entered_at: nowIso,
        updated_at: nowIso,
        final_rank: null,
      })
      .onConflict((oc) => oc.columns(['tournament_id', 'member_id']).doNothing())
      .execute();
  }
  const entry = existing ?? (await entryOf(ctx.db, id, auth.memberId));
  if (!entry) throw new Error('tournament entry not visible after insert');
  const prizes = (await prizeTable(ctx.db, [id])).get(id) ?? [];
  return {
    entry: toEntry(entry, await rankOf(ctx.db, id, entry), prizes, row.status === 'paid'),
  };
}
