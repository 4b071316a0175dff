import type { Game } from '@app/contracts';

/** Vendors whose tiles go to the lottery launch instead of the game launcher (spec 4). */
export const LOTTERY_VENDOR = { vietnam: 'TCG_LOTTO_VN', sea: 'TCG_SEA' } as const;
/** Game types whose tiles go to /m/launchGame with the lottery parameters (spec 4). */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** The Vietnamese lottery's prize modes (spec 4): TCG_SEA plays the SEA mode, else the default. */
export const DEFAULT_PRIZE_MODE = 'Lott';
export const SEA_PRIZE_MODE = 'SEA';
/** The lottery launch page (the lottery issue builds it); its path under /m. */
export const LOTTERY_LAUNCH_PATH = '/launchGame';

export type TileAction =
  | { kind: 'login' }
  | { kind: 'lottery'; to: string }
  | { kind: 'launch'; query: Record<string, string> };

/**
 * Game tile click (spec shell-games-lottery section 4): a guest signs in first; the lottery
 * vendors and types go to the lottery launch; anything else goes through the game launcher
 * with category, vendor, game id (or room id), node id and the free-play flag.
 */
export function tileAction(
  game: Game,
  options: { signedIn: boolean; freePlay?: boolean },
): TileAction {
  if (!options.signedIn) return { kind: 'login' };
  if (game.vendorCode === LOTTERY_VENDOR.vietnam || game.vendorCode === LOTTERY_VENDOR.sea) {
    const query = new URLSearchParams({
      vendor: LOTTERY_VENDOR.vietnam,
      gameCode: game.gameCode,
      prizeMode: game.vendorCode === LOTTERY_VENDOR.sea ? SEA_PRIZE_MODE : DEFAULT_PRIZE_MODE,
    });
    return { kind: 'lottery', to: `${LOTTERY_LAUNCH_PATH}?${query}` };
  }
  if (LOTTERY_GAME_TYPES.includes(game.gameType)) {
    const query = new URLSearchParams({
      vendor: game.vendorCode,
      gameType: game.gameType,
      gameId: String(game.gameId),
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      ...(game.lottoMode ? { lottoMode: game.lottoMode } : {}),
    });
    return { kind: 'lottery', to: `${LOTTERY_LAUNCH_PATH}?${query}` };
  }
  return {
    kind: 'launch',
    query: {
      gameCategory: game.gameType,
      vendor: game.vendorCode,
      ...(game.roomId ? { roomId: game.roomId } : { gameId: String(game.gameId) }),
      nodeId: game.nodeId,
      freePlay: options.freePlay ? '1' : '0',
    },
  };
}

/** Where the site goes with a launcher URL: a route of ours, or the vendor's page. */
export function launchTarget(
  url: string,
): { kind: 'route'; to: string } | { kind: 'external'; href: string } | null {
  if (url.startsWith('/m/')) return { kind: 'route', to: url.slice(2) };
  try {
    const parsed = new URL(url);
    // Never follow javascript: or data: links whatever a vendor answers.
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
      return { kind: 'external', href: parsed.href };
    }
  } catch {
    // Not an absolute URL either.
  }
  return null;
}
