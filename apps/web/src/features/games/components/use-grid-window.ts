import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { later } from '../../../lib/render-later.tsx';

/** Rows kept rendered above and below the visible ones: a fast flick still lands on cards. */
const OVERSCAN_ROWS = 4;

interface Layout {
  /** False until the list has been measured once. */
  measured: boolean;
  columns: number;
  /** One row and the gap under it; 0 until a card has been laid out (or where nothing is). */
  rowHeight: number;
  /** The list's distance from the top of the document. */
  top: number;
}

const sameLayout = (a: Layout, b: Layout) =>
  a.measured === b.measured &&
  a.columns === b.columns &&
  Math.abs(a.rowHeight - b.rowHeight) < 0.5 &&
  Math.abs(a.top - b.top) < 0.5;

/** Reads the grid's columns, its row height and where it starts, from the laid-out list. */
function measure(list: HTMLElement): Layout {
  const style = getComputedStyle(list);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
  const card = list.firstElementChild;
  const height = card ? card.getBoundingClientRect().height : 0;
  const rowHeight = height > 0 ? height + (parseFloat(style.rowGap) || 0) : 0;
  // Row 0 starts at the list's top edge: its top padding stands for the rows not rendered.
  return {
    measured: true,
    columns,
    rowHeight,
    top: list.getBoundingClientRect().top + window.scrollY,
  };
}

export interface GridWindow {
  /** Items [start, end) are rendered. */
  start: number;
  end: number;
  /** Space standing for the rows above and below them. */
  paddingTop: number;
  paddingBottom: number;
}

/**
 * The part of a long window-scrolled grid worth rendering (issue 24, decision 053): the rows
 * in view and a few either side, with padding standing for the rest, so scrolling twenty pages
 * of a game list keeps about forty cards in the page instead of a thousand. Rows are counted
 * with TanStack Virtual from the grid's own measured layout (three or four columns, the CSS
 * decides). The first render has one row, to be measured; where nothing is laid out (jsdom)
 * everything renders.
 */
export function useGridWindow(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  enabled: boolean,
): GridWindow {
  const [layout, setLayout] = useState<Layout>({
    measured: false,
    columns: 3,
    rowHeight: 0,
    top: 0,
  });

  // Measured when the list's length changes and whenever the page or the list changes size
  // (banners and chips above it arriving move it down; a rotation changes the columns).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const update = () => {
      const next = measure(list);
      setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [listRef, enabled, count]);

  const active = enabled && layout.rowHeight > 0;
  // The first window holds the rows in view alone; the spare rows follow a task later, so the
  // first screen's render is not twice the size of what it shows (decision 053).
  const [spareRows, setSpareRows] = useState(false);
  useEffect(
    () => (active && !spareRows ? later(() => setSpareRows(true)) : undefined),
    [active, spareRows],
  );
  const rows = Math.ceil(count / layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => layout.rowHeight,
    overscan: spareRows ? OVERSCAN_ROWS : 0,
    scrollMargin: layout.top,
    enabled: active,
  });

  // Before the first measure, one row: enough to measure, and the first render of a 50-card
  // page built all fifty only to drop most of them a moment later (decision 053).
  if (enabled && !layout.measured) {
    const end = Math.min(count, layout.columns);
    return { start: 0, end, paddingTop: 0, paddingBottom: 0 };
  }
  if (!active) return { start: 0, end: count, paddingTop: 0, paddingBottom: 0 };
  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  // Before the virtualizer has read the window (a render), the measured row stays.
  const lastRow = items.at(-1)?.index ?? 0;
  return {
    start: firstRow * layout.columns,
    end: Math.min(count, (lastRow + 1) * layout.columns),
    paddingTop: firstRow * layout.rowHeight,
    paddingBottom: Math.max(0, rows - 1 - lastRow) * layout.rowHeight,
  };
}
