import { useEffect, useState, type ReactNode } from 'react';
import { later } from '../../lib/render-later.tsx';
import styles from './first-page-later.module.css';

/** index.html's server-sent hero banner, held while the first page waits for its task. */
let heldHero: HTMLElement | null = null;
let firstPageDue = false;

/**
 * Called in the task that first renders the app, when index.html's boot screen is up: takes
 * its hero banner (already painted) out of the markup the render replaces, to stand in for the
 * first page until that page renders (decision 053). Shell and page in one render were one
 * task of 150 to 200 ms on a slowed phone CPU; a tap waited for all of it.
 */
export function holdBootHero(doc: Document = document): void {
  firstPageDue = true;
  heldHero = doc.getElementById('boot-hero');
  heldHero?.remove();
}

/** False until the task after the first render, when the app started on the boot screen. */
function useFirstPageTask(onTask?: () => void): boolean {
  const [ready, setReady] = useState(!firstPageDue);
  useEffect(() => {
    if (ready) return undefined;
    return later(() => {
      onTask?.();
      setReady(true);
    });
  }, [ready, onTask]);
  return ready;
}

function releaseHero() {
  firstPageDue = false;
  heldHero = null;
}

/**
 * The first page renders a task after the shell around it; the boot screen's banner, the same
 * picture in the same place, stays on screen meanwhile, so nothing blinks or moves. Later
 * pages, and an app started without a boot screen (the unit tests), render at once.
 */
export function FirstPageLater({ children }: { children: ReactNode }) {
  const ready = useFirstPageTask(releaseHero);
  if (ready) return children;
  return (
    <div
      className={styles.held}
      ref={(element) => {
        if (element && heldHero && heldHero.parentNode !== element) element.append(heldHero);
      }}
    />
  );
}

/**
 * Chrome the first screen can do without for a task (the tab bar, the member session's calls):
 * on the app's first render it comes a task after the first page, in a task of its own;
 * afterwards it renders at once.
 */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  return useFirstPageTask() ? children : null;
}
