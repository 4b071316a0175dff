import { PROVIDER_API, ProviderJackpotsValue, type JackpotValue } from '@app/contracts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { providerSource } from './provider-source.ts';

/** How long one answer of the provider serves every home page (it changes with each JP stake). */
export const JACKPOT_TTL_MS = 2_000;
/** A failing provider: its last figure while it is this recent, then none. */
const JACKPOT_STALE_MS = 30_000;

/**
 * The progressive jackpot of our game provider (decision 039): its public pools, summed in the
 * merchant's currency and shared between requests for a moment. Unreachable: the last figure
 * while it is recent, else null.
 */
export function createJackpotSource(ctx: AppContext) {
  const pools = providerSource(ctx, PROVIDER_API.jackpots, ProviderJackpotsValue, {
    ttlMs: JACKPOT_TTL_MS,
    staleMs: JACKPOT_STALE_MS,
    async derive(value): Promise<JackpotValue> {
      const currency = (await merchantCurrency(ctx.db, ctx.merchantCode)).code;
      const poolCents = value.pools
        .filter((pool) => pool.currency === currency)
        .reduce((sum, pool) => sum + pool.poolCents, 0);
      return { poolCents };
    },
  });
  return async function jackpot(): Promise<JackpotValue> {
    return (await pools()) ?? { poolCents: null };
  };
}
