/**
 * The provider's push (decision 040): one WebSocket to a table or the sportsbook, reopened by
 * itself after a drop with a growing, jittered delay (0.5 s doubling to 10 s), and at once when
 * the phone comes back online or the page becomes visible. Every (re)connection starts with
 * the server's snapshot, which replaces what the page shows: a missed push is never a wrong
 * screen. Bets never go this way, so a reconnect cannot place one twice.
 */
export interface PushSocket {
  close(): void;
}

export interface PushHandlers {
  message(data: { type: string; [key: string]: unknown }): void;
  /** true once connected, false while reconnecting. */
  connected(up: boolean): void;
}

export function openPush(path: string, handlers: PushHandlers): PushSocket {
  let socket: WebSocket | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const url = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

  function schedule() {
    if (closed || timer) return;
    const base = Math.min(10_000, 500 * 2 ** attempts);
    const jitter = base * 0.3 * (crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
    attempts += 1;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, base + jitter);
  }

  function connect() {
    if (closed) return;
    const ws = new WebSocket(url());
    socket = ws;
    ws.addEventListener('open', () => {
      attempts = 0;
      handlers.connected(true);
    });
    ws.addEventListener('message', (event) => {
      try {
        handlers.message(JSON.parse(String(event.data)) as { type: string });
      } catch (error) {
        console.error(error);
      }
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      handlers.connected(false);
      // 4401: the game session ended; reconnecting cannot help.
      if (event.code === 4401) {
        handlers.message({ type: 'ended' });
        return;
      }
      schedule();
    });
  }

  const now = () => {
    if (closed || (socket && socket.readyState <= WebSocket.OPEN)) return;
    if (timer) clearTimeout(timer);
    timer = null;
    attempts = 0;
    connect();
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') now();
  });
  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}

/** The server's clock as seen here: pushes carry serverTime; countdowns use it. */
export function serverClock() {
  let offset = 0;
  return {
    sync(serverTime: unknown) {
      if (typeof serverTime === 'number') offset = serverTime - Date.now();
    },
    now: () => Date.now() + offset,
  };
}
