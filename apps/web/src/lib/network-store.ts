import { create } from 'zustand';

/** A request slower than this marks the connection as slow until one finishes faster. */
export const SLOW_REQUEST_MS = 5_000;

interface NetworkState {
  online: boolean;
  /** Some request has been pending longer than SLOW_REQUEST_MS. */
  slowRequests: number;
  /** navigator.connection reports 2g / slow-2g. */
  slowLink: boolean;
}

export const useNetworkStore = create<NetworkState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  slowRequests: 0,
  slowLink: false,
}));

export function isSlow(state: NetworkState): boolean {
  return state.slowRequests > 0 || state.slowLink;
}

const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; slow: boolean }>();
let nextTicket = 1;

export function trackRequestStart(): number {
  const ticket = nextTicket++;
  const entry = {
    slow: false,
    timer: setTimeout(() => {
      entry.slow = true;
      useNetworkStore.setState((state) => ({ slowRequests: state.slowRequests + 1 }));
    }, SLOW_REQUEST_MS),
  };
  timers.set(ticket, entry);
  return ticket;
}

export function trackRequestEnd(ticket: number): void {
  const entry = timers.get(ticket);
  if (!entry) return;
  clearTimeout(entry.timer);
  timers.delete(ticket);
  if (entry.slow) {
    useNetworkStore.setState((state) => ({ slowRequests: Math.max(0, state.slowRequests - 1) }));
  }
}

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
}

/** Listens to online/offline and connection changes; returns a cleanup. */
export function watchNetwork(): () => void {
  const setOnline = () => useNetworkStore.setState({ online: navigator.onLine !== false });
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const setLink = () =>
    useNetworkStore.setState({
      slowLink: connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g',
    });
  setOnline();
  setLink();
  window.addEventListener('online', setOnline);
  window.addEventListener('offline', setOnline);
  connection?.addEventListener('change', setLink);
  return () => {
    window.removeEventListener('online', setOnline);
    window.removeEventListener('offline', setOnline);
    connection?.removeEventListener('change', setLink);
  };
}
