import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstPageLater, holdBootHero } from './first-page-later.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** index.html's boot screen with the hero the server sends. */
function bootScreen() {
  document.body.innerHTML =
    '<div id="root"><div class="boot"><div class="boot-hero" id="boot-hero">' +
    '<img src="/wps/banners/art/1.svg" alt=""></div></div></div>';
  return document.getElementById('boot-hero')!;
}

describe('FirstPageLater', () => {
  it('keeps the boot banner in the page’s place until the page renders a task later', async () => {
    const hero = bootScreen();
    holdBootHero();
    expect(hero.isConnected).toBe(false);
    render(
      <main>
        <FirstPageLater>
          <p>the home page</p>
        </FirstPageLater>
      </main>,
    );
    // The same element, already loaded and painted, not a copy.
    expect(document.querySelector('main #boot-hero')).toBe(hero);
    expect(screen.queryByText('the home page')).toBeNull();
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(screen.getByText('the home page')).toBeTruthy();
    expect(hero.isConnected).toBe(false);
  });

  it('renders later pages, and an app started without a boot screen, at once', () => {
    render(
      <FirstPageLater>
        <p>a page</p>
      </FirstPageLater>,
    );
    expect(screen.getByText('a page')).toBeTruthy();
  });

  it('shows the page a task later when there was no hero to hold', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    holdBootHero();
    render(
      <FirstPageLater>
        <p>the lottery lobby</p>
      </FirstPageLater>,
    );
    expect(screen.queryByText('the lottery lobby')).toBeNull();
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(screen.getByText('the lottery lobby')).toBeTruthy();
  });
});
