import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

/** A stand-in IntersectionObserver that records itself and lets a test report intersections. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  readonly options: { rootMargin?: string };
  constructor(
    callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    options: { rootMargin?: string },
  ) {
    this.callback = callback;
    this.options = options;
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

function Tile({ id, margin = '123px' }: { id: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return <div ref={ref} data-testid={id} data-near={String(near)} />;
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
  });

  it('watches every element of one margin with one observer and marks each once near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { getByTestId } = render(
      <>
        <Tile id="a" />
        <Tile id="b" />
        <Tile id="c" />
      </>,
    );
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe('123px');
    expect(observer!.observed.size).toBe(3);

    act(() => observer!.callback([{ target: getByTestId('b'), isIntersecting: true }]));
    expect(getByTestId('a').dataset.near).toBe('false');
    expect(getByTestId('b').dataset.near).toBe('true');
    // A near element is no longer watched; the others still are.
    expect(observer!.observed.has(getByTestId('b'))).toBe(false);
    expect(observer!.observed.size).toBe(2);
  });

  it('counts as near at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<Tile id="a" margin="7px" />);
    expect(getByTestId('a').dataset.near).toBe('true');
  });
});
