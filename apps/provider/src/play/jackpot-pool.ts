import { lockingRows, type ProviderDb } from '../db/database.ts';
import type { RoundsTable } from '../db/schema.ts';

/**
 * A progressive jackpot's pool per brand and currency (decision 038 states the rule): each
 * staked JP round adds its contribution to the pool and the seed reserve; a round whose fair
 * draw triggered the jackpot wins its share of the pool when it settles, and the reserve
 * refills the pool. Every cent in the pool came from stakes.
 */
export interface JackpotRule {
  contribute(
    trx: ProviderDb,
    brand: string,
    currency: string,
    betCents: number,
    at: Date,
  ): Promise<void>;
  /** The jackpot a settling round wins (0 unless its outcome triggered it); moves the pool. */
  win(trx: ProviderDb, round: RoundsTable, at: Date): Promise<number>;
}

export interface JackpotMaths {
  contribution(betCents: number): { poolCents: number; reserveCents: number };
  triggered(outcome: unknown): boolean;
  share(poolCents: number, betCents: number): number;
}

async function lockedPool(trx: ProviderDb, brand: string, currency: string, at: Date) {
  await trx
    .insertInto('jackpot_pools')
    .values({ brand, currency, pool_cents: 0, reserve_cents: 0, updated_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['brand', 'currency']).doNothing())
    .execute();
  return lockingRows(
    trx,
    trx
      .selectFrom('jackpot_pools')
      .selectAll()
      .where('brand', '=', brand)
      .where('currency', '=', currency),
  ).executeTakeFirstOrThrow();
}

export function jackpotRule(maths: JackpotMaths): JackpotRule {
  return {
    async contribute(trx, brand, currency, betCents, at) {
      const { poolCents, reserveCents } = maths.contribution(betCents);
      const pool = await lockedPool(trx, brand, currency, at);
      await trx
        .updateTable('jackpot_pools')
        .set({
          pool_cents: pool.pool_cents + poolCents,
          reserve_cents: pool.reserve_cents + reserveCents,
          updated_at: at.toISOString(),
        })
        .where('brand', '=', brand)
        .where('currency', '=', currency)
        .execute();
    },
    async win(trx, round, at) {
      if (!maths.triggered(JSON.parse(round.outcome))) return 0;
      const pool = await lockedPool(trx, round.brand, round.currency, at);
      const won = Math.min(pool.pool_cents, maths.share(pool.pool_cents, round.bet_cents));
      // The reserve refills what the win took.
      const refill = Math.min(pool.reserve_cents, won);
      await trx
        .updateTable('jackpot_pools')
        .set({
          pool_cents: pool.pool_cents - won + refill,
          reserve_cents: pool.reserve_cents - refill,
          updated_at: at.toISOString(),
        })
        .where('brand', '=', round.brand)
        .where('currency', '=', round.currency)
        .execute();
      return won;
    },
  };
}

export async function jackpotPools(db: ProviderDb) {
  return db
    .selectFrom('jackpot_pools')
    .select(['brand', 'currency', 'pool_cents'])
    .orderBy('brand')
    .execute();
}
