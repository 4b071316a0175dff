import { create } from 'zustand';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ACCOUNT } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { loading } from '../../../lib/loading-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { logout } from '../api/session-calls.ts';

interface LogoutState {
  /** The confirmation dialog is open. */
  confirming: boolean;
  /** The last attempt failed (not by a 401): the dialog shows why and offers a retry. */
  error: string | null;
  /** The mounted logout dialogs (React ids), oldest first: only the first one shows. */
  hosts: readonly string[];
  ask: () => void;
  cancel: () => void;
}

export const useLogoutStore = create<LogoutState>((setState) => ({
  confirming: false,
  error: null,
  hosts: [],
  ask: () => setState({ confirming: true, error: null }),
  cancel: () => setState({ confirming: false, error: null }),
}));

/**
 * Confirmed logout (shell spec: right side menu): a please-wait message while the session is
 * ended on the server, then the member is forgotten here, auto-login goes off, the menu
 * closes and home shows.
 */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    useLogoutStore.setState({ confirming: false, error: null });
    loading.show({ message: t('member.loggingOut'), timeoutMs: ACCOUNT.logoutMessageMs });
    try {
      await logout(client);
      useModalStore.getState().close('rightSide');
      void navigate(HOME_PATH);
    } catch (error) {
      const message = isApiError(error) && error.status > 0 ? error.message : null;
      useLogoutStore.setState({
        confirming: true,
        error: message ?? t('member.logoutFailed'),
      });
    } finally {
      loading.hide();
    }
  }, [client, navigate, t]);
}
