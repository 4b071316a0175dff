/**
 * Mark-read calls go out throttled (spec accounts-members section 7: 150 ms). Every id asked
 * for is sent once, in order, at least `intervalMs` apart; when the queue runs dry `onIdle`
 * runs once (the lists and unread counts reload after the calls, spec section 4).
 */
export const MARK_READ_THROTTLE_MS = 150;

export interface ReadQueue {
  push(id: number): void;
}

export function createReadQueue(options: {
  send: (id: number) => Promise<unknown>;
  onIdle: () => void;
  intervalMs?: number;
}): ReadQueue {
  const intervalMs = options.intervalMs ?? MARK_READ_THROTTLE_MS;
  const pending: number[] = [];
  let running = false;
  let lastSent = Number.NEGATIVE_INFINITY;

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function drain() {
    while (pending.length > 0) {
      const gap = lastSent + intervalMs - Date.now();
      if (gap > 0) await wait(gap);
      const id = pending.shift()!;
      lastSent = Date.now();
      // A failed mark is not retried: the reload below shows the server's truth.
      await options.send(id).catch(() => undefined);
    }
    running = false;
    options.onIdle();
  }

  return {
    push(id) {
      if (pending.includes(id)) return;
      pending.push(id);
      if (running) return;
      running = true;
      // The next task, not this one: the local read state is on screen before the call.
      setTimeout(() => void drain(), 0);
    },
  };
}
