import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGridWindow } from './use-grid-window.ts';

/**
 * The grid window with a laid-out page (jsdom lays nothing out, so the grid's columns and a
 * card's height are given): three columns of 200 px rows on an 844 px screen.
 */
const ROW = 200;

function Grid({ count, seen }: { count: number; seen: number[] }) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useGridWindow(list, count, true);
  seen.push(shown.end - shown.start);
  return (
    <ul ref={list} style={{ paddingTop: shown.paddingTop, paddingBottom: shown.paddingBottom }}>
      {Array.from({ length: shown.end - shown.start }, (_, i) => (
        <li key={shown.start + i}>{shown.start + i}</li>
      ))}
    </ul>
  );
}

describe('useGridWindow', () => {
  beforeEach(() => {
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      () => ({ gridTemplateColumns: '1fr 1fr 1fr', rowGap: '0px' }) as CSSStyleDeclaration,
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.tagName === 'LI' ? ROW : 0;
      return { top: 0, bottom: height, left: 0, right: 390, width: 390, height } as DOMRect;
    });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders one row to measure, then the window, and never drops the measured row', async () => {
    const seen: number[] = [];
    render(<Grid count={50} seen={seen} />);
    expect(seen[0]).toBe(3);
    // The five rows in view (844 / 200) in one render, then the four spare rows below in one
    // task after it: not a row a task, which measured worse (each task paid its own style,
    // layout and paint; decision 053). The page's other twenty-three cards never render.
    await waitFor(() => expect(seen.at(-1)).toBe(9 * 3));
    expect([...new Set(seen)]).toEqual([3, 5 * 3, 9 * 3]);
  });
});
