import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InChunks, later, RenderLater } from './render-later.tsx';

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

let renders = 0;
function Item({ label }: { label: string }) {
  renders++;
  return <li>{label}</li>;
}

function List({ total }: { total: number }) {
  const items = Array.from({ length: total }, (_, i) => `item ${i + 1}`);
  return (
    <ul>
      <InChunks
        items={items}
        first={2}
        step={3}
        render={(label) => <Item key={label} label={label} />}
        fallback={(_, start) => <li>waiting from {start + 1}</li>}
      />
    </ul>
  );
}

describe('RenderLater and InChunks', () => {
  it('render nothing at first, then the children in a later task', () => {
    render(<RenderLater>later text</RenderLater>);
    expect(screen.queryByText('later text')).toBeNull();
    act(() => vi.runAllTimers());
    expect(screen.getByText('later text')).toBeInTheDocument();
  });

  it('build a list in chunks, one chunk a task, never building an item twice', () => {
    renders = 0;
    render(<List total={7} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'item 1',
      'item 2',
      'waiting from 3',
      'waiting from 6',
    ]);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('waiting from 6')).toBeInTheDocument();
    act(() => vi.runAllTimers());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      Array.from({ length: 7 }, (_, i) => `item ${i + 1}`),
    );
    // Each item rendered once: a chunk arriving does not render the ones before it again.
    expect(renders).toBe(7);
  });
});
