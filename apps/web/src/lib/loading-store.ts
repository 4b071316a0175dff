import { create } from 'zustand';
import { TIMING } from '@app/contracts';

interface LoadingState {
  visible: boolean;
  message: string | null;
  /** Shows the overlay; it hides itself after `timeoutMs` (default 10,000 ms). */
  show: (options?: { message?: string; timeoutMs?: number }) => void;
  hide: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useLoadingStore = create<LoadingState>((setState) => ({
  visible: false,
  message: null,
  show: ({ message, timeoutMs = TIMING.loadingOverlayTimeoutMs } = {}) => {
    clearTimeout(hideTimer);
    setState({ visible: true, message: message ?? null });
    hideTimer = setTimeout(() => setState({ visible: false, message: null }), timeoutMs);
  },
  hide: () => {
    clearTimeout(hideTimer);
    setState({ visible: false, message: null });
  },
}));

export const loading = {
  show: (options?: { message?: string; timeoutMs?: number }) =>
    useLoadingStore.getState().show(options),
  hide: () => useLoadingStore.getState().hide(),
};
