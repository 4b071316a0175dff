import type { NavigateFunction } from 'react-router';
import { API, TIMING, type Game, type GameLaunchValue } from '@app/contracts';
import { apiRequest, guardParser, isApiError } from '../../lib/api-client.ts';
import { loading } from '../../lib/loading-store.ts';
import { modals } from '../../lib/modal-store.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { i18n } from '../../i18n/index.ts';
import './i18n/texts.ts';
import { leaveSite } from './leave-site.ts';
import { launchTarget, tileAction, withFragment } from './tile-action.ts';

/**
 * The launch answer, checked by a guard (the URL is all the site uses, and launchTarget checks
 * it again): the zod schema would add four chunks to a member's first tap on a tile.
 */
const launchAnswer = guardParser(
  (value: unknown): value is Pick<GameLaunchValue, 'url'> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { url?: unknown }).url === 'string',
  'game launch',
);

export interface LaunchContext {
  signedIn: boolean;
  /** A trial account: outside vendors' games open in free play (decision 039). */
  trial?: boolean;
  navigate: NavigateFunction;
}

/**
 * The list the member launched from, where an outside game's "back to the list" returns
 * (decision 039); the server's schema takes site paths only.
 */
function returnPath(): { returnTo?: string } {
  const path = window.location.pathname;
  return /^\/m\/[A-Za-z0-9/_-]{0,100}$/.test(path) ? { returnTo: path } : {};
}

/**
 * Game tile click (spec 4), loaded on a member's first tap so the screens that show tiles do
 * not carry it: login for a guest, the lottery launch for lottery games, else the game launcher
 * (which also records the recent game) and then the URL it answers. A refusal (vendor
 * unavailable, a trial account where a real one is needed, ...) is a toast with the server's
 * message in the member's language, never a broken page.
 */
export interface LaunchOptions {
  freePlay?: boolean;
  /**
   * A URL fragment for an outside game's page, without `#` (`fixture=<id>`: the provider's
   * sportsbook opens that match). Our own pages take none.
   */
  fragment?: string;
}

export async function launchGame(
  game: Game,
  context: LaunchContext,
  options: LaunchOptions = {},
): Promise<void> {
  const { navigate } = context;
  const t = i18n.t.bind(i18n);
  const action = tileAction(game, {
    signedIn: context.signedIn,
    freePlay: options.freePlay,
    trial: context.trial,
  });
  if (action.kind === 'login') {
    modals.openLogin();
    return;
  }
  if (action.kind === 'lottery') {
    await navigate(action.to);
    return;
  }
  loading.show({ message: t('launch.opening') });
  try {
    // A POST (it records the recent game); the call's `language=` opens the game in the
    // member's language.
    const launched = await apiRequest(API.gameLaunch, launchAnswer, {
      method: 'POST',
      body: { ...action.body, ...returnPath() },
    });
    const target = launchTarget(launched.url);
    loading.hide();
    if (!target) {
      accountToast.show(t('launch.failed'), TIMING.toastDefaultMs);
    } else if (target.kind === 'route') {
      await navigate(target.to);
    } else {
      leaveSite(withFragment(target.href, options.fragment));
    }
  } catch (error) {
    loading.hide();
    if (!isApiError(error)) throw error;
    const message =
      error.errorCode === 'network.error'
        ? t('network.offline')
        : error.errorCode === 'response.invalid'
          ? t('launch.failed')
          : error.message;
    accountToast.show(message, TIMING.toastDefaultMs);
  }
}
