import { create } from 'zustand';

/**
 * Short messages of the accounts screens ("Code sent", "Change saved", in_been_out) and the
 * account name the registration success prompt shows. Kept outside the forms so a message
 * outlives the popup that caused it.
 */
interface AccountUiState {
  toast: { id: number; message: string } | null;
  registeredAccount: string | null;
}

export const useAccountUiStore = create<AccountUiState>(() => ({
  toast: null,
  registeredAccount: null,
}));

let toastTimer: ReturnType<typeof setTimeout> | undefined;
let toastId = 0;

export const accountToast = {
  show(message: string, durationMs: number): void {
    clearTimeout(toastTimer);
    toastId += 1;
    useAccountUiStore.setState({ toast: { id: toastId, message } });
    toastTimer = setTimeout(() => useAccountUiStore.setState({ toast: null }), durationMs);
  },
  hide(): void {
    clearTimeout(toastTimer);
    useAccountUiStore.setState({ toast: null });
  },
};

export function setRegisteredAccount(account: string | null): void {
  useAccountUiStore.setState({ registeredAccount: account });
}
