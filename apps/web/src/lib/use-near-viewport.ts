import { useEffect, useState, type RefObject } from 'react';

type Watch = { observer: IntersectionObserver; onNear: Map<Element, () => void> };

/** One observer per margin for every tile on the page: a 100-game list asks for one, not 100. */
const watches = new Map<string, Watch>();

function watch(element: Element, margin: string, onNear: () => void): () => void {
  let entry = watches.get(margin);
  if (!entry) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) callbacks.get(record.target)?.();
        }
      },
      { rootMargin: margin },
    );
    entry = { observer, onNear: callbacks };
    watches.set(margin, entry);
  }
  const { observer, onNear: callbacks } = entry;
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true. The
 * game art uses it for the spec's lazy-loading margin (100 px): the browser's own
 * `loading="lazy"` starts thousands of pixels ahead, which on a long list of tiles fetches
 * far more art than a cheap phone's connection should carry. Without IntersectionObserver
 * the element counts as near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, skip = false) {
  const [near, setNear] = useState(skip || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watch(element, margin, () => setNear(true));
  }, [ref, margin, near]);
  return near;
}
