import { sql, type Kysely } from 'kysely';
import type { TournamentRule } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { TournamentsTable } from '../../db/schema/tournament-tables.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';

/**
 * A tournament's standings (decision 057). The rounds are the truth: a member's score is worked
 * out from the real-money (play_money 0) in-house slot rounds of the tournament's games that
 * the member played inside the period, at or above the minimum bet, whenever the member
 * entered (a free spin stakes nothing of the member's and never counts). The result is kept in the entries,
 * so the board and a member's rank are index reads; it is worked out again at most every
 * REFRESH_MS by whichever read comes first, and a last time by the payout.
 */
type Db = Kysely<Database>;

/** How often the standings of a running tournament are worked out again, at most. */
export const REFRESH_MS = 5_000;
/**
 * How long after the end a round may still commit: a spin takes its instant inside its write
 * transaction, which commits within milliseconds; the payout and the last refresh wait this long.
 */
export const SETTLE_MS = 60_000;

export type TournamentRow = Pick<
  TournamentsTable,
  'merchant_code' | 'starts_at' | 'ends_at' | 'rule' | 'status' | 'scored_at'
> & { id: number; min_bet_cents: number };

/** One entrant's standing as the rounds give it. */
export interface Standing {
  memberId: number;
  score: number;
  reachedAt: string | null;
  rounds: number;
  wageredCents: number;
  bestMultiplierBp: number;
}

/** The score of a rule from an entrant's figures, and when it was reached. */
export function scoreOf(
  rule: TournamentRule,
  figures: { wageredCents: number; lastAt: string; bestMultiplierBp: number; bestAt: string },
): { score: number; reachedAt: string } {
  return rule === 'totalWagered'
    ? { score: figures.wageredCents, reachedAt: figures.lastAt }
    : { score: figures.bestMultiplierBp, reachedAt: figures.bestAt };
}

interface FigureRow {
  member_id: number;
  rounds: number | string;
  wagered: number | string;
  last_at: string;
  best_bp: number | string;
  best_at: string;
}

/**
 * Every entrant's figures from the rounds, in one query: each entrant's counting rounds are a
 * range of the (member_id, play_money, created_at) index. The multiplier is win × 10000 ÷ stake
 * in integer arithmetic (rounded down), so equal multipliers compare equal; the best one's
 * instant is its first round (then the lower round id).
 */
export async function computeStandings(db: Db, tournament: TournamentRow): Promise<Standing[]> {
  const games = await db
    .selectFrom('tournament_games')
    .select('game_id')
    .where('tournament_id', '=', tournament.id)
    .execute();
  const entrants = await db
    .selectFrom('tournament_entries')
    .select('member_id')
    .where('tournament_id', '=', tournament.id)
    .execute();
  const zero = (memberId: number): Standing => ({
    memberId,
    score: 0,
    reachedAt: null,
    rounds: 0,
    wageredCents: 0,
    bestMultiplierBp: 0,
  });
  if (games.length === 0) return entrants.map((row) => zero(row.member_id));
  const gameIds = sql.join(games.map((row) => sql.lit(Number(row.game_id))));
  const minBet = Math.max(1, Number(tournament.min_bet_cents));
  const { rows } = await sql<FigureRow>`
    select x.member_id as member_id, x.rounds as rounds, x.wagered as wagered,
      x.last_at as last_at, x.bp as best_bp, x.at as best_at
    from (
      select r.member_id as member_id, r.created_at as at,
        (r.win_cents * 10000) / r.bet_cents as bp,
        count(*) over (partition by r.member_id) as rounds,
        sum(r.bet_cents) over (partition by r.member_id) as wagered,
        max(r.created_at) over (partition by r.member_id) as last_at,
        row_number() over (
          partition by r.member_id
          order by (r.win_cents * 10000) / r.bet_cents desc, r.created_at, r.id
        ) as n
      from tournament_entries e
      join game_rounds r on r.member_id = e.member_id
      where e.tournament_id = ${tournament.id}
        and r.merchant_code = ${tournament.merchant_code}
        and r.play_money = 0
        and r.free_spin_grant_id is null
        and r.game_id in (${gameIds})
        and r.bet_cents >= ${minBet}
        and r.created_at >= ${tournament.starts_at}
        and r.created_at < ${tournament.ends_at}
    ) x
    where x.n = 1`.execute(db);
  const figures = new Map(rows.map((row) => [Number(row.member_id), row]));
  return entrants.map(({ member_id: memberId }) => {
    const row = figures.get(memberId);
    if (!row) return zero(memberId);
    const wageredCents = Number(row.wagered);
    const bestMultiplierBp = Number(row.best_bp);
    const { score, reachedAt } = scoreOf(tournament.rule, {
      wageredCents,
      lastAt: row.last_at,
      bestMultiplierBp,
      bestAt: row.best_at,
    });
    return {
      memberId,
      // A score of 0 (every counting round lost, under biggestMultiplier) ranks nowhere.
      score,
      reachedAt: score > 0 ? reachedAt : null,
      rounds: Number(row.rounds),
      wageredCents,
      bestMultiplierBp,
    };
  });
}

/** Writes the standings into the entries, touching only those that changed. */
export async function storeStandings(
  db: Db,
  tournamentId: number,
  standings: readonly Standing[],
  nowIso: string,
): Promise<void> {
  const current = await db
    .selectFrom('tournament_entries')
    .select(['member_id', 'score', 'reached_at', 'rounds', 'wagered_cents', 'best_multiplier_bp'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  const byMember = new Map(current.map((row) => [row.member_id, row]));
  for (const standing of standings) {
    const row = byMember.get(standing.memberId);
    if (
      row &&
      Number(row.score) === standing.score &&
      row.reached_at === standing.reachedAt &&
      Number(row.rounds) === standing.rounds &&
      Number(row.wagered_cents) === standing.wageredCents &&
      Number(row.best_multiplier_bp) === standing.bestMultiplierBp
    ) {
      continue;
    }
    await db
      .updateTable('tournament_entries')
      .set({
        score: standing.score,
        reached_at: standing.reachedAt,
        rounds: standing.rounds,
        wagered_cents: standing.wageredCents,
        best_multiplier_bp: standing.bestMultiplierBp,
        updated_at: nowIso,
      })
      .where('tournament_id', '=', tournamentId)
      .where('member_id', '=', standing.memberId)
      .execute();
  }
}

/**
 * Whether the stored standings may be behind the rounds: the tournament is unpaid, has
 * started, was not worked out in the last REFRESH_MS, and was not worked out after the end
 * had settled (from then on nothing changes them).
 */
export function standingsDue(tournament: TournamentRow, nowMs: number): boolean {
  if (tournament.status !== 'active') return false;
  if (nowMs < Date.parse(tournament.starts_at)) return false;
  if (tournament.scored_at === null) return true;
  const scored = Date.parse(tournament.scored_at);
  if (scored >= Date.parse(tournament.ends_at) + SETTLE_MS) return false;
  return nowMs - scored >= REFRESH_MS;
}

/**
 * Works the standings out again when they are due (standingsDue). Of several readers at once
 * one does it: the claim is an update conditional on the instant read, and on PostgreSQL the
 * others wait on its row lock, then find the instant moved and leave it. Answers whether this
 * call did it.
 */
export async function refreshStandings(
  db: Db,
  tournament: TournamentRow,
  nowMs: number,
): Promise<boolean> {
  if (!standingsDue(tournament, nowMs)) return false;
  const nowIso = new Date(nowMs).toISOString();
  return writeTransaction(db, async (trx) => {
    let claim = trx
      .updateTable('tournaments')
      .set({ scored_at: nowIso })
      .where('id', '=', tournament.id)
      .where('status', '=', 'active');
    claim =
      tournament.scored_at === null
        ? claim.where('scored_at', 'is', null)
        : claim.where('scored_at', '=', tournament.scored_at);
    const claimed = await claim.returning('id').executeTakeFirst();
    if (!claimed) return false;
    await storeStandings(trx, tournament.id, await computeStandings(trx, tournament), nowIso);
    return true;
  });
}
