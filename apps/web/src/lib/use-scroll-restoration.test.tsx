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
const navigate = (to: string | number) =>
  typeof to === 'number' ? history.navigate!(to) : history.navigate!(to);

/** The member scrolls the page to `y`. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrolled: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrolled = vi.fn();
    vi.stubGlobal('scrollTo', scrolled);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new page at its top and returns to where a page was left on back and forward', () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo(1200);
    act(() => void navigate('/detail'));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    scrollTo(300);
    act(() => void navigate(-1));
    expect(scrolled).toHaveBeenLastCalledWith(0, 1200);
    act(() => void navigate(1));
    expect(scrolled).toHaveBeenLastCalledWith(0, 300);
    // A new entry of the same path is a new page: its top.
    act(() => void navigate('/list'));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves a page opened at an anchor where the browser put it', () => {
    render(
      <MemoryRouter initialEntries={['/help']}>
        <Page />
      </MemoryRouter>,
    );
    scrolled.mockClear();
    act(() => void navigate('/help#deposits'));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
