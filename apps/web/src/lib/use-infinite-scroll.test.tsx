import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { INFINITE_SCROLL_DELAY_MS, useInfiniteScroll } from './use-infinite-scroll.ts';

/** The window's geometry as the hook reads it (jsdom lays nothing out). */
function layoutWindow({ content, scrollY }: { content: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: content,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

function scrollWindowTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  window.dispatchEvent(new Event('scroll'));
}

function WindowProbe({ enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void }) {
  useInfiniteScroll({ enabled, onLoadMore });
  return null;
}

function BoxProbe({ onLoadMore }: { onLoadMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ enabled: true, onLoadMore, container: ref });
  return <div data-testid="box" ref={ref} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-05T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useInfiniteScroll', () => {
  it('asks for more only within 300 px of the bottom, 150 ms after the scroll', () => {
    // 5000 px of content, 800 visible: the bottom is at scrollY 4200.
    layoutWindow({ content: 5000, scrollY: 0 });
    const onLoadMore = vi.fn();
    render(<WindowProbe enabled onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).not.toHaveBeenCalled();

    // 301 px from the bottom: still too far.
    act(() => scrollWindowTo(3899));
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).not.toHaveBeenCalled();

    // Exactly 300 px from the bottom: yes, but only once the 150 ms delay is over.
    act(() => scrollWindowTo(3900));
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS - 1));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('calls at most once per 500 ms however often the page scrolls near the bottom', () => {
    layoutWindow({ content: 5000, scrollY: 4100 });
    const onLoadMore = vi.fn();
    render(<WindowProbe enabled onLoadMore={onLoadMore} />);
    // A scroll event every 16 ms for 2 s, always near the bottom.
    for (let elapsed = 0; elapsed < 2000; elapsed += 16) {
      act(() => scrollWindowTo(4100 + (elapsed % 50)));
      act(() => vi.advanceTimersByTime(16));
    }
    // The first look at 150 ms, then one every 500 ms: 150, 650, 1150, 1650.
    expect(onLoadMore).toHaveBeenCalledTimes(4);
  });

  it('looks once without any scroll when the content does not fill the viewport', () => {
    layoutWindow({ content: 600, scrollY: 0 });
    const onLoadMore = vi.fn();
    render(<WindowProbe enabled onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('waits while disabled and looks again, throttled, when enabled again', () => {
    layoutWindow({ content: 600, scrollY: 0 });
    const onLoadMore = vi.fn();
    const { rerender } = render(<WindowProbe enabled onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // A page is loading: scrolls change nothing.
    rerender(<WindowProbe enabled={false} onLoadMore={onLoadMore} />);
    act(() => scrollWindowTo(0));
    act(() => vi.advanceTimersByTime(250));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // It arrived 250 ms after the call, still short of the viewport: the look 150 ms later
    // (400 ms after the call) waits for the throttle, and calls at 500 ms without a scroll.
    rerender(<WindowProbe enabled onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(100));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback', () => {
    layoutWindow({ content: 5000, scrollY: 0 });
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<WindowProbe enabled onLoadMore={first} />);
    rerender(<WindowProbe enabled onLoadMore={second} />);
    act(() => scrollWindowTo(4200));
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('follows a scrolling element instead of the window when given one', () => {
    layoutWindow({ content: 5000, scrollY: 0 });
    const onLoadMore = vi.fn();
    const { getByTestId } = render(<BoxProbe onLoadMore={onLoadMore} />);
    const box = getByTestId('box');
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).not.toHaveBeenCalled();

    // The window scrolling to its own bottom is not the element's business.
    act(() => scrollWindowTo(4200));
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).not.toHaveBeenCalled();

    box.scrollTop = 1250;
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    layoutWindow({ content: 5000, scrollY: 0 });
    const onLoadMore = vi.fn();
    const { unmount } = render(<WindowProbe enabled onLoadMore={onLoadMore} />);
    act(() => scrollWindowTo(4200));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    act(() => scrollWindowTo(4200));
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
