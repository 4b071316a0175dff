import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/** The test's way to move through history, set by the page inside the router. */
const history: { navigate?: NavigateFunction } = {};
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    history.navigate = navigate;
  }, [navigate]);
  return null;
}
/** Opens the page at `path` in a router of its own. */
function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}
const navigate = (to: string | number) =>
  typeof to === 'number' ? history.navigate!(to) : history.navigate!(to);

/** How far the page can scroll now (its height less the window's). */
let maxY = 10_000;
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: Math.min(y, maxY), configurable: true });
}

/** The member scrolls the page to `y`. */
function scrollTo(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrolled: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    maxY = 10_000;
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    // The browser's scrollTo: the page moves, as far as it can, and says so.
    scrolled = vi.fn((_x: number, y: number) => scrollTo(y));
    vi.stubGlobal('scrollTo', scrolled);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens a new page at its top and returns to where a page was left on back and forward', () => {
    openAt('/list');
    scrollTo(1200);
    act(() => void navigate('/detail'));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    scrollTo(300);
    act(() => void navigate(-1));
    expect(window.scrollY).toBe(1200);
    act(() => void navigate(1));
    expect(window.scrollY).toBe(300);
    // A new entry of the same path is a new page: its top.
    act(() => void navigate('/list'));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
  });

  it('waits for a page that renders in parts to grow tall enough, keeping the place it restores', () => {
    openAt('/home');
    scrollTo(900);
    act(() => void navigate('/activity'));
    // Back on home, whose first part alone is 400 px too short: the scroll stops short.
    maxY = 500;
    act(() => void navigate(-1));
    expect(window.scrollY).toBe(500);
    // Its later parts arrive; the next frames finish the way.
    maxY = 10_000;
    act(() => void vi.advanceTimersToNextFrame());
    expect(window.scrollY).toBe(900);
    // Leaving and coming back again still finds 900, not the 500 passed on the way.
    act(() => void navigate('/activity'));
    act(() => void navigate(-1));
    expect(window.scrollY).toBe(900);
  });

  it('leaves a page opened at an anchor where the browser put it', () => {
    openAt('/help');
    scrolled.mockClear();
    act(() => void navigate('/help#deposits'));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
