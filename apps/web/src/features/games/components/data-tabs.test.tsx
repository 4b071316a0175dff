import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClassFilter } from './class-filter.tsx';
import { DataTabs } from './data-tabs.tsx';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'hot', label: 'Hot' },
  { id: 'fav', label: 'Favourites' },
] as const;

describe('DataTabs', () => {
  it('marks the chosen tab and asks for another on a tap', () => {
    const onChange = vi.fn();
    render(
      <DataTabs
        tabs={TABS}
        value="hot"
        onChange={onChange}
        label="Lists"
        idPrefix="t"
        panelId="p"
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Lists' })).toBeInTheDocument();
    const hot = screen.getByRole('tab', { name: 'Hot' });
    expect(hot).toHaveAttribute('aria-selected', 'true');
    expect(hot).toHaveAttribute('aria-controls', 'p');
    expect(hot).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '-1');

    fireEvent.click(hot);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(onChange).toHaveBeenCalledWith('fav');
  });

  it('moves the focus with the arrow keys without choosing (manual activation)', () => {
    const onChange = vi.fn();
    render(
      <DataTabs
        tabs={TABS}
        value="all"
        onChange={onChange}
        label="Lists"
        idPrefix="t"
        panelId="p"
      />,
    );
    const all = screen.getByRole('tab', { name: 'All' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(all).toHaveFocus();
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ClassFilter', () => {
  it('presses exactly the chosen class and asks for another on a tap', () => {
    const onChange = vi.fn();
    render(
      <ClassFilter
        options={[
          { value: 'ALL', label: 'All' },
          { value: 'NEW', label: 'New' },
          { value: 'SLX', label: 'Solarix Slots' },
        ]}
        value="NEW"
        onChange={onChange}
        label="Game class"
      />,
    );
    const group = screen.getByRole('group', { name: 'Game class' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Solarix Slots' }));
    expect(onChange).toHaveBeenCalledWith('SLX');
  });
});
