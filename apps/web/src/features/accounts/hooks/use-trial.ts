import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { loading } from '../../../lib/loading-store.ts';
import { signIn } from '../../../lib/session-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { startTrial } from '../api/accounts-api.ts';

/**
 * Free trial: one call creates and signs in a trial account (its name goes to session storage
 * through signIn), the popups close and the visitor lands on home.
 */
export function useStartTrial() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    loading.show();
    try {
      signIn(await startTrial());
      const { close } = useModalStore.getState();
      close('login');
      close('register');
      void navigate('/home', { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      loading.hide();
      setBusy(false);
    }
  }, [navigate]);

  return { start, busy, error };
}
