import { DEFAULT_SLOT_VENDOR, type Game, type GameLaunchBody } from '@app/contracts';

/** Vendors whose tiles go to the lottery launch instead of the game launcher (spec 4). */
export const LOTTERY_VENDOR = { vietnam: 'TCG_LOTTO_VN', sea: 'TCG_SEA' } as const;
/** Game types whose tiles go to /m/launchGame with the lottery parameters (spec 4). */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** The Vietnamese lottery's prize modes (spec 4): TCG_SEA plays the SEA mode, else the default. */
export const DEFAULT_PRIZE_MODE = 'Lott';
export const SEA_PRIZE_MODE = 'SEA';
/** The lottery launch page (the lottery issue builds it); its path under /m. */
export const LOTTERY_LAUNCH_PATH = '/launchGame';

export interface LotteryLaunch {
  playType: 'trad' | 'ent';
  gameId?: number | null;
  gameGroupId?: number | null;
  code: string;
  prizeMode: string;
  /** The page the betting page's back button returns to (a path under /m, no slash). */
  pageBack?: string;
}

/**
 * The lottery launch route of spec 2:
 * /launchGame?playType={ent|trad}&gameId&gameGroupId&prize_mode&code&pageBack=home.
 */
export function lotteryLaunchPath(launch: LotteryLaunch): string {
  const query = new URLSearchParams({ playType: launch.playType });
  if (launch.gameId != null) query.set('gameId', String(launch.gameId));
  if (launch.gameGroupId != null) query.set('gameGroupId', String(launch.gameGroupId));
  query.set('prize_mode', launch.prizeMode);
  query.set('code', launch.code);
  query.set('pageBack', launch.pageBack ?? 'home');
  return `${LOTTERY_LAUNCH_PATH}?${query}`;
}

export type TileAction =
  { kind: 'login' } | { kind: 'lottery'; to: string } | { kind: 'launch'; body: GameLaunchBody };

/**
 * Game tile click (spec shell-games-lottery section 4): a guest signs in first; the lottery
 * vendors and types go to the lottery launch; anything else goes through the game launcher
 * with category, vendor, game id (or room id), node id and the free-play flag (the body of the
 * launch POST).
 */
export function tileAction(
  game: Game,
  options: { signedIn: boolean; freePlay?: boolean; trial?: boolean | undefined },
): TileAction {
  if (!options.signedIn) return { kind: 'login' };
  if (game.vendorCode === LOTTERY_VENDOR.vietnam || game.vendorCode === LOTTERY_VENDOR.sea) {
    return {
      kind: 'lottery',
      to: lotteryLaunchPath({
        playType: 'trad',
        code: game.gameCode,
        prizeMode: game.vendorCode === LOTTERY_VENDOR.sea ? SEA_PRIZE_MODE : DEFAULT_PRIZE_MODE,
      }),
    };
  }
  if (LOTTERY_GAME_TYPES.includes(game.gameType)) {
    return {
      kind: 'lottery',
      to: lotteryLaunchPath({
        playType: game.gameType === 'ELOTT' ? 'ent' : 'trad',
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        code: game.gameCode,
        prizeMode: game.lottoMode ?? (game.gameType === 'ELOTT' ? 'Elott' : DEFAULT_PRIZE_MODE),
      }),
    };
  }
  return {
    kind: 'launch',
    body: {
      gameCategory: game.gameType,
      vendor: game.vendorCode,
      ...(game.roomId ? { roomId: game.roomId } : { gameId: game.gameId }),
      nodeId: game.nodeId,
      // A trial's demo credit is house money only our own games take: elsewhere it plays free.
      freePlay:
        options.freePlay === true ||
        (options.trial === true &&
          game.vendorCode !== DEFAULT_SLOT_VENDOR &&
          (game.supportPlay === 0 || game.freeplay === 1)),
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

/**
 * An outside game's URL with a fragment for its page (`fixture=<id>`: the provider's sportsbook
 * reads it after the launch redirect and opens that match); unchanged without one.
 */
export function withFragment(href: string, fragment: string | undefined): string {
  if (!fragment) return href;
  const url = new URL(href);
  url.hash = fragment;
  return url.href;
}
