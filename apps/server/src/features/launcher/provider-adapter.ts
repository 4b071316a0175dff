import { PROVIDER_API, ProviderLaunchValue, type ProviderLaunchBody } from '@app/contracts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { slotFreeSpins } from '../bonuses/index.ts';
import { issueLaunchToken } from '../vendor-wallet/launch-tokens.ts';
import { callProvider } from '../vendor-wallet/provider-calls.ts';
import type { GameRow } from '../games/games.repository.ts';
import type { VendorAdapter } from './vendor-adapters.ts';

/** The game types our provider plays: slots, arcade and fish (issue 19), tables and sports. */
const PROVIDER_GAME_TYPES = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS']);
const LAUNCH_TIMEOUT_MS = 5_000;

/**
 * Our game provider's vendors (decision 039), integrated as a real provider is: the launch is a
 * signed call to its launch endpoint with a one-time launch token, and the URL it answers is
 * where the member's browser goes (a full page on the provider's origin). The provider checks
 * the token with us before it answers; afterwards its only way to our money is the signed
 * seamless wallet of that vendor.
 */
export const providerAdapter: VendorAdapter = {
  // A trial's demo credit is house money only our own games take; free play is open to all.
  acceptsTrialMoney: false,
  supports: (game: GameRow) => PROVIDER_GAME_TYPES.has(game.game_type),
  async launchUrl(ctx: AppContext, { game, auth, freePlay, language, lobbyUrl }) {
    const launchToken = await issueLaunchToken(ctx, {
      memberId: auth.memberId,
      sessionId: auth.sessionId,
      vendorCode: game.vendor_code,
      gameCode: game.game_code,
      language,
      freePlay,
    });
    // The member's free spins on this game go with a real-money launch (decision 061).
    const freeSpins = freePlay
      ? null
      : await slotFreeSpins(ctx, auth.memberId, Number(game.game_id));
    const body: ProviderLaunchBody = {
      vendorCode: game.vendor_code,
      gameCode: game.game_code,
      playerId: String(auth.memberId),
      currency: (await merchantCurrency(ctx.db, ctx.merchantCode)).code,
      language,
      mode: freePlay ? 'free' : 'real',
      lobbyUrl,
      launchToken,
      ...(freeSpins && {
        freeRounds: {
          grantId: `fs-${freeSpins.grantId}`,
          // The wire's ceiling; operators grant at most 500 spins at a time.
          rounds: Math.min(freeSpins.spinsLeft, 1000),
          betCents: freeSpins.spinValueCents,
          expiresAt: freeSpins.expiresAt,
        },
      }),
    };
    const launched = await callProvider(
      ctx,
      game.vendor_code,
      PROVIDER_API.launch,
      body,
      ProviderLaunchValue,
      LAUNCH_TIMEOUT_MS,
    );
    return launched.url;
  },
};
