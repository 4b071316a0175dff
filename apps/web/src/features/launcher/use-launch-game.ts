import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LAUNCH_API, TIMING, type Game } from '@app/contracts';
import { apiGet, isApiError } from '../../lib/api-client.ts';
import { loading } from '../../lib/loading-store.ts';
import { modals } from '../../lib/modal-store.ts';
import { useIsGuest } from '../../lib/session-store.ts';
import { toApiLanguage } from '../../i18n/index.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { launchTarget, tileAction } from './tile-action.ts';

const schemas = () => import('./launch-schemas.ts');

/**
 * What every game tile does when tapped (spec 4): login for a guest, the lottery launch for
 * lottery games, else the game launcher (which also records the recent game) and then the URL
 * it answers. A refusal (vendor unavailable, a trial account where a real one is needed, ...)
 * is a toast with the server's message in the member's language, never a broken page.
 */
export function useLaunchGame(): (game: Game, options?: { freePlay?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const isGuest = useIsGuest();
  const { t, i18n } = useTranslation();

  return useCallback(
    async (game, options = {}) => {
      const action = tileAction(game, { signedIn: !isGuest, freePlay: options.freePlay });
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
        const launched = await apiGet(LAUNCH_API.gameLaunch, (await schemas()).GameLaunchValue, {
          query: {
            ...action.query,
            language: toApiLanguage(i18n.resolvedLanguage ?? i18n.language),
          },
        });
        const target = launchTarget(launched.url);
        loading.hide();
        if (!target) {
          accountToast.show(t('launch.failed'), TIMING.toastDefaultMs);
        } else if (target.kind === 'route') {
          await navigate(target.to);
        } else {
          window.location.assign(target.href);
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
    },
    [isGuest, navigate, t, i18n],
  );
}
