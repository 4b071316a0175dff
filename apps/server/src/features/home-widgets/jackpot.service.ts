import { okEnvelope, PROVIDER_API, ProviderJackpotsValue, type JackpotValue } from '@app/contracts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';

/** How long one answer of the provider serves every home page (it changes with each JP stake). */
export const JACKPOT_TTL_MS = 2_000;
const FETCH_TIMEOUT_MS = 1_500;

/**
 * The progressive jackpot of our game provider (decision 039): its public pools, summed in the
 * merchant's currency and shared between requests for a moment. Unreachable: the last figure
 * while it is recent, else null.
 */
export function createJackpotSource(ctx: AppContext) {
  let cached: { value: JackpotValue; at: number } | null = null;
  let inFlight: Promise<JackpotValue> | null = null;

  async function fetchPools(): Promise<JackpotValue> {
    const url = ctx.config.GAME_PROVIDER_URL;
    if (!url) return { poolCents: null };
    try {
      const response = await fetch(new URL(PROVIDER_API.jackpots, url), {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const parsed = okEnvelope(ProviderJackpotsValue).safeParse(await response.json());
      if (!parsed.success) return stale();
      const currency = (await merchantCurrency(ctx.db, ctx.merchantCode)).code;
      const poolCents = parsed.data.value.pools
        .filter((pool) => pool.currency === currency)
        .reduce((sum, pool) => sum + pool.poolCents, 0);
      return { poolCents };
    } catch {
      return stale();
    }
  }

  function stale(): JackpotValue {
    return cached && Date.now() - cached.at < 30_000 ? cached.value : { poolCents: null };
  }

  return async function jackpot(): Promise<JackpotValue> {
    if (cached && Date.now() - cached.at < JACKPOT_TTL_MS) return cached.value;
    inFlight ??= fetchPools().finally(() => {
      inFlight = null;
    });
    const value = await inFlight;
    if (value.poolCents !== null) cached = { value, at: Date.now() };
    return value;
  };
}
