import { Fragment, useEffect, useState, type ReactNode } from 'react';

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

/**
 * Its children render in a task after the screen around them; `fallback` (or nothing) stands in
 * their place until then.
 */
export function RenderLater({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : later(() => setReady(true))), [ready]);
  return ready ? children : (fallback ?? null);
}

/**
 * A list's items in chunks: the first `first` at once, then `step` more per later task, so a
 * long list's first screenful paints before the rest is built. Each later chunk holds its own
 * "ready" state, so a chunk arriving renders that chunk alone: growing one count in the list's
 * parent re-rendered every item already shown at each step (a lottery lobby's forty cards were
 * built over and over, most of a second of a slowed phone CPU). `fallback` stands in for a
 * chunk not built yet (`start` is the index of its first item).
 */
export function InChunks<T>({
  items,
  first,
  step,
  render,
  fallback,
}: {
  items: readonly T[];
  first: number;
  step: number;
  render: (item: T, index: number) => ReactNode;
  fallback?: (chunk: readonly T[], start: number) => ReactNode;
}) {
  const chunks = [<Fragment key={0}>{items.slice(0, first).map(render)}</Fragment>];
  for (let start = first; start < items.length; start += step) {
    const chunk = items.slice(start, start + step);
    chunks.push(
      <RenderLater key={start} fallback={fallback?.(chunk, start)}>
        {chunk.map((item, offset) => render(item, start + offset))}
      </RenderLater>,
    );
  }
  return <>{chunks}</>;
}
