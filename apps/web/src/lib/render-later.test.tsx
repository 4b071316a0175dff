import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, RenderLater, useRenderedCount } from './render-later.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('later', () => {
  it('runs queued work one piece per task, in order, and skips cancelled work', () => {
    const ran: string[] = [];
    later(() => ran.push('a'));
    const cancel = later(() => ran.push('b'));
    later(() => ran.push('c'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'c']);
  });
});

function List({ total }: { total: number }) {
  const count = useRenderedCount(total, 2, 3);
  return <p>{count}</p>;
}

describe('RenderLater and useRenderedCount', () => {
  it('render nothing at first, then the children in a later task', () => {
    render(<RenderLater>later text</RenderLater>);
    expect(screen.queryByText('later text')).toBeNull();
    act(() => vi.runAllTimers());
    expect(screen.getByText('later text')).toBeInTheDocument();
  });

  it('grow a list by steps, one step a task, up to its length', () => {
    render(<List total={7} />);
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('5')).toBeInTheDocument();
    act(() => vi.runAllTimers());
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});
