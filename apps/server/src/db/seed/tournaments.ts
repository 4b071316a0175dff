import type { Kysely } from 'kysely';
import type { TournamentPrize, TournamentRule } from '@app/contracts';
import type { Database } from '../schema/tables.ts';
import type { Localized } from './merchant-data.ts';

const DAY_MS = 86_400_000;

export interface TournamentSeed {
  code: string;
  title: Localized;
  rule: TournamentRule;
  /** Days before the seeding it started. */
  startedDaysAgo: number;
  /** Days after the seeding it ends. */
  endsInDays: number;
  minBetCents: number;
  prizes: TournamentPrize[];
}

/**
 * The demo tournament (issue 25, decision 057): a week of the in-house slots scored by total
 * wagered, R$ 1.150,00 in prizes. Seeded once by its code: a restart keeps its dates, so after
 * a week it ends and the scheduler pays it.
 */
export const DEMO_TOURNAMENT: TournamentSeed = {
  code: 'TN-slots-week',
  title: { pt: 'Torneio Semanal de Slots', en: 'Weekly Slots Tournament' },
  rule: 'totalWagered',
  startedDaysAgo: 1,
  endsInDays: 7,
  minBetCents: 0,
  prizes: [
    { fromRank: 1, toRank: 1, amountCents: 500_00 },
    { fromRank: 2, toRank: 2, amountCents: 250_00 },
    { fromRank: 3, toRank: 10, amountCents: 50_00 },
  ],
};

/** Seeds the demo tournament over every seeded in-house (BGS) slot, once. */
export async function seedTournaments(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
  seed: TournamentSeed = DEMO_TOURNAMENT,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('tournaments')
      .values({
        merchant_code: merchantCode,
        code: seed.code,
        title_pt: seed.title.pt,
        title_en: seed.title.en,
        starts_at: new Date(now.getTime() - seed.startedDaysAgo * DAY_MS).toISOString(),
        ends_at: new Date(now.getTime() + seed.endsInDays * DAY_MS).toISOString(),
        rule: seed.rule,
        min_bet_cents: seed.minBetCents,
        status: 'active',
        scored_at: null,
        paid_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Already there: an operator's later changes survive restarts.
    if (!inserted) return;
    const tournamentId = Number(inserted.id);
    const slots = await trx
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .execute();
    if (slots.length > 0) {
      await trx
        .insertInto('tournament_games')
        .values(slots.map((slot) => ({ tournament_id: tournamentId, game_id: slot.game_id })))
        .execute();
    }
    await trx
      .insertInto('tournament_prizes')
      .values(
        seed.prizes.map((prize) => ({
          tournament_id: tournamentId,
          from_rank: prize.fromRank,
          to_rank: prize.toRank,
          amount_cents: prize.amountCents,
        })),
      )
      .execute();
  });
}
