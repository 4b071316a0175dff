import { lockingRows, type ProviderDb } from '../db/database.ts';
import {
  jackpotWin,
  poolAfterWin,
  stateAfterStake,
  type JackpotSpin,
  type JackpotState,
} from '../engines/index.ts';
import type { RoundsTable } from '../db/schema.ts';

/**
 * A progressive jackpot's pool per brand and currency (decision 038 states the rule): each
 * staked JP round adds its contribution to the pool and the seed reserve; a round whose fair
 * draw triggered the jackpot wins its share of the pool when it settles, and the whole reserve
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
  win(trx: ProviderDb, round: RoundsTable, outcome: unknown, at: Date): Promise<number>;
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

async function savePool(
  trx: ProviderDb,
  brand: string,
  currency: string,
  state: JackpotState,
  at: Date,
) {
  await trx
    .updateTable('jackpot_pools')
    .set({
      pool_cents: state.poolCents,
      reserve_cents: state.reserveCents,
      updated_at: at.toISOString(),
    })
    .where('brand', '=', brand)
    .where('currency', '=', currency)
    .execute();
}

const stateOf = (pool: { pool_cents: number; reserve_cents: number }): JackpotState => ({
  poolCents: pool.pool_cents,
  reserveCents: pool.reserve_cents,
});

/** The engine's jackpot rule (engines/jackpot.ts) kept in the provider's pool rows. */
export const progressiveJackpot: JackpotRule = {
  async contribute(trx, brand, currency, betCents, at) {
    const pool = await lockedPool(trx, brand, currency, at);
    await savePool(trx, brand, currency, stateAfterStake(stateOf(pool), betCents), at);
  },
  async win(trx, round, outcome, at) {
    if ((outcome as Partial<JackpotSpin>).jackpotTriggered !== true) return 0;
    const pool = await lockedPool(trx, round.brand, round.currency, at);
    const won = jackpotWin(pool.pool_cents, round.bet_cents);
    await savePool(trx, round.brand, round.currency, poolAfterWin(stateOf(pool), won), at);
    return won;
  },
};

export async function jackpotPools(db: ProviderDb) {
  return db
    .selectFrom('jackpot_pools')
    .select(['brand', 'currency', 'pool_cents'])
    .orderBy('brand')
    .execute();
}
