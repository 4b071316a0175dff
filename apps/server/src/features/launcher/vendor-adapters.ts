import type { Language } from '@app/contracts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import type { GameRow } from '../games/games.repository.ts';
import { providerAdapter } from './provider-adapter.ts';

/** What an adapter needs to open one game for one member. */
export interface LaunchRequest {
  game: GameRow;
  auth: AuthContext;
  freePlay: boolean;
  language: Language;
  /** The site's list the member launched from: where an outside game's way back leads. */
  lobbyUrl: string;
}

/**
 * A vendor's way in (issue 4 "Vendor adapters"): the launcher asks the game's vendor adapter
 * for the URL to open. An external vendor gets one once its contract and credentials exist;
 * until then its games answer `game.vendor.unavailable`.
 */
export interface VendorAdapter {
  /** Trial accounts hold demo credit only our own games accept. */
  acceptsTrialMoney: boolean;
  /** Whether this game can be opened at all (e.g. an in-house game needs its engine). */
  supports(game: GameRow): boolean;
  launchUrl(ctx: AppContext, request: LaunchRequest): string | Promise<string>;
}

/** The in-house vendor: BGS slots run on our own game page under /m. */
export const inHouseAdapter: VendorAdapter = {
  acceptsTrialMoney: true,
  supports: (game) => game.slot_model !== null,
  launchUrl: (_ctx, { game, freePlay }) =>
    `/m/game/bgs/${game.game_id}${freePlay ? '?play=free' : ''}`,
};

export type VendorAdapters = ReadonlyMap<string, VendorAdapter>;

/** BGS in house, and our game provider's vendors when its URL is configured (decision 039). */
export function defaultVendorAdapters(
  config?: Pick<Config, 'GAME_PROVIDER_URL' | 'GAME_PROVIDER_VENDORS'>,
): VendorAdapters {
  const adapters = new Map<string, VendorAdapter>([['BGS', inHouseAdapter]]);
  if (config?.GAME_PROVIDER_URL) {
    for (const vendor of config.GAME_PROVIDER_VENDORS.split(',')) {
      adapters.set(vendor, providerAdapter);
    }
  }
  return adapters;
}
