import { useEffect, useState, type ReactNode } from 'react';

/**
 * Work that can wait for a task of its own (issue 24, decision 053). The site runs on Preact,
 * which renders a whole update in one go: a first visit rendered the shell, the home screen
 * and thirty game cards in one task of 600 to 800 ms on a slowed phone CPU, and a tap in that
 * time waits for all of it. Parts below the first screen render here instead, one queued part
 * per task, so the browser paints and answers input in between. Tasks run in the order queued.
 */
const queue: Array<() => void> = [];

function runNext() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext, 0);
}

/**
 * Resolves in a new task, so the browser can paint and answer input first. `scheduler.yield`
 * (Chromium 129+) puts the continuation ahead of other queued tasks; elsewhere a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` in a later task, after what was queued before it; returns a cancel. */
export function later(work: () => void): () => void {
  queue.push(work);
  if (queue.length === 1) setTimeout(runNext, 0);
  return () => {
    const at = queue.indexOf(work);
    if (at >= 0) queue.splice(at, 1);
  };
}

/** Its children render in a task after the screen around them (nothing in their place before). */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : later(() => setReady(true))), [ready]);
  return ready ? children : null;
}

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more per later
 * task, so a long list's first screenful paints before the rest is built.
 */
export function useRenderedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(
    () => (count < total ? later(() => setCount((shown) => shown + step)) : undefined),
    [count, total, step],
  );
  return Math.min(count, total);
}
