import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TournamentPrize, TournamentRule } from '@app/contracts';
import type { Database } from '../db/schema/tables.ts';

export interface TestTournament {
  rule: TournamentRule;
  startsAt: string;
  endsAt: string;
  gameIds: readonly number[];
  minBetCents?: number;
  prizes?: readonly TournamentPrize[];
  title?: { pt: string; en: string };
  code?: string;
  merchantCode?: string;
}

/** The demo tournament's prize table: R$ 500, R$ 250, then R$ 50 for 3rd to 10th. */
export const TEST_PRIZES: readonly TournamentPrize[] = [
  { fromRank: 1, toRank: 1, amountCents: 500_00 },
  { fromRank: 2, toRank: 2, amountCents: 250_00 },
  { fromRank: 3, toRank: 10, amountCents: 50_00 },
];

/**
 * A tournament written straight into the tables (there is no operator screen for them yet):
 * for the server's tests and the journeys. Answers its id.
 */
export async function insertTournament(
  db: Kysely<Database>,
  tournament: TestTournament,
): Promise<number> {
  const code = tournament.code ?? `test-${randomBytes(4).toString('hex')}`;
  const row = await db
    .insertInto('tournaments')
    .values({
      merchant_code: tournament.merchantCode ?? 'DEMO',
      code,
      title_pt: tournament.title?.pt ?? `Torneio ${code}`,
      title_en: tournament.title?.en ?? `Tournament ${code}`,
      starts_at: tournament.startsAt,
      ends_at: tournament.endsAt,
      rule: tournament.rule,
      min_bet_cents: tournament.minBetCents ?? 0,
      status: 'active',
      scored_at: null,
      paid_at: null,
      created_at: tournament.startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (tournament.gameIds.length > 0) {
    await db
      .insertInto('tournament_games')
      .values(tournament.gameIds.map((gameId) => ({ tournament_id: id, game_id: gameId })))
      .execute();
  }
  const prizes = tournament.prizes ?? TEST_PRIZES;
  if (prizes.length > 0) {
    await db
      .insertInto('tournament_prizes')
      .values(
        prizes.map((prize) => ({
          tournament_id: id,
          from_rank: prize.fromRank,
          to_rank: prize.toRank,
          amount_cents: prize.amountCents,
        })),
      )
      .execute();
  }
  return id;
}
