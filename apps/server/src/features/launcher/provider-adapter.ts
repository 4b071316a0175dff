import {
  okEnvelope,
  PROVIDER_API,
  ProviderLaunchValue,
  type ProviderLaunchBody,
} from '@app/contracts';
import { signedHeaders } from '@app/contracts/signing';
import { AppError } from '../../errors.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { issueLaunchToken } from '../vendor-wallet/launch-tokens.ts';
import type { GameRow } from '../games/games.repository.ts';
import type { VendorAdapter } from './vendor-adapters.ts';

/** The game types our provider plays today (issue 19; live, PvP and sports come next). */
const PROVIDER_GAME_TYPES = new Set(['RNG', 'FISH']);
const LAUNCH_TIMEOUT_MS = 5_000;

const unavailable = () => new AppError('game.vendor.unavailable', 503);

/**
 * Our game provider's vendors (decision 039), integrated as a real provider is: the launch is a
 * signed call to its launch endpoint with a one-time launch token, and the URL it answers is
 * where the member's browser goes (a full page on the provider's origin). The provider checks
 * the token with us before it answers; afterwards its only way to our money is the signed
 * seamless wallet of that vendor.
 */
export function providerAdapter(providerUrl: string): VendorAdapter {
  return {
    // A trial's demo credit is house money only our own games take; free play is open to all.
    acceptsTrialMoney: false,
    supports: (game: GameRow) => PROVIDER_GAME_TYPES.has(game.game_type),
    async launchUrl(ctx: AppContext, { game, auth, freePlay, language, lobbyUrl }) {
      const credential = await ctx.db
        .selectFrom('vendor_credentials')
        .select(['secret', 'active'])
        .where('vendor_code', '=', game.vendor_code)
        .executeTakeFirst();
      if (!credential || credential.active !== 1) throw unavailable();
      const launchToken = await issueLaunchToken(ctx, {
        memberId: auth.memberId,
        sessionId: auth.sessionId,
        vendorCode: game.vendor_code,
        gameCode: game.game_code,
        language,
        freePlay,
      });
      const body: ProviderLaunchBody = {
        vendorCode: game.vendor_code,
        gameCode: game.game_code,
        playerId: String(auth.memberId),
        currency: (await merchantCurrency(ctx.db, ctx.merchantCode)).code,
        language,
        mode: freePlay ? 'free' : 'real',
        lobbyUrl,
        launchToken,
      };
      const raw = JSON.stringify(body);
      let answer: unknown;
      try {
        const response = await fetch(new URL(PROVIDER_API.launch, providerUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(credential.secret, raw) },
          body: raw,
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        });
        answer = await response.json();
      } catch {
        throw unavailable();
      }
      const parsed = okEnvelope(ProviderLaunchValue).safeParse(answer);
      if (!parsed.success) throw unavailable();
      return parsed.data.value.url;
    },
  };
}
