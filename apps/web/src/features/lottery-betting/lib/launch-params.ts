import { isPrizeMode, type PlayType, type PrizeMode } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';

/**
 * The launch route's query (spec 2):
 * /launchGame?playType={ent|trad}&gameId&gameGroupId&prize_mode&code&pageBack=home.
 */
export interface LaunchParams {
  /** The lottery game, by its catalogue id; null when the link names only a code. */
  gameId: number | null;
  /** The game's code: the Vietnamese vendor's tiles name the game by code alone. */
  code: string | null;
  /** Odds are shown and paid in this mode; undefined lets the server use the game's own. */
  prizeMode: PrizeMode | undefined;
  playType: PlayType | null;
  /** Where the back button goes: '/' + pageBack under /m (home by default). */
  backTo: string;
  /** Neither a usable game id nor a code: the page says the game is unknown. */
  invalid: boolean;
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** A path under /m, segment by segment, so pageBack can never leave the site. */
const PAGE_BACK = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export function readLaunchParams(params: URLSearchParams): LaunchParams {
  const rawId = params.get('gameId')?.trim() ?? '';
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  const gameId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const rawCode = params.get('code')?.trim() ?? '';
  const code = CODE.test(rawCode) ? rawCode : null;
  const mode = params.get('prize_mode') ?? params.get('prizeMode');
  const playType = params.get('playType');
  const pageBack = params.get('pageBack')?.trim().replace(/^\/+/, '') ?? '';
  return {
    gameId,
    code,
    prizeMode: isPrizeMode(mode) ? mode : undefined,
    playType: playType === 'trad' || playType === 'ent' ? playType : null,
    backTo: PAGE_BACK.test(pageBack) ? `/${pageBack}` : HOME_PATH,
    // A game id that is there but not a number is a bad link even when a code is given.
    invalid: (rawId !== '' && gameId === null) || (gameId === null && code === null),
  };
}
