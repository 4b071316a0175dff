import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { makeBanner, renderWithProviders, stubReducedMotion } from '../../test/api-stubs.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

const three = [makeBanner(1), makeBanner(2), makeBanner(3)];

function currentSlide() {
  // Slides that are not showing are aria-hidden, so only the current one is in the tree.
  return screen.getByRole('group').getAttribute('aria-label');
}

describe('BannerCarousel', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('pt');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a region named Banners with the carousel role description', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('group', { name: '1 de 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
  });

  it('labels slides "n of m" in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<BannerCarousel banners={three} />);
    expect(currentSlide()).toBe('1 of 3');
  });

  it('with one banner neither autoplays nor loops and shows no controls', () => {
    renderWithProviders(<BannerCarousel banners={[makeBanner(7)]} />);
    expect(currentSlide()).toBe('1 de 1');
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs * 4));
    expect(currentSlide()).toBe('1 de 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with three banners advances every 5 s and wraps to the first', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    expect(currentSlide()).toBe('1 de 3');
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs - 1));
    expect(currentSlide()).toBe('1 de 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 de 3');
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs));
    expect(currentSlide()).toBe('3 de 3');
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs));
    expect(currentSlide()).toBe('1 de 3');
  });

  it('dots jump to a slide and mark the current one', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar banner 3' }));
    expect(currentSlide()).toBe('3 de 3');
    expect(screen.getByRole('button', { name: 'Mostrar banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('pauses while focus is inside and when the pause button is pressed', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    const pause = screen.getByRole('button', { name: 'Pausar banners' });
    act(() => pause.focus());
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs * 2));
    expect(currentSlide()).toBe('1 de 3');

    fireEvent.click(pause);
    act(() => pause.blur());
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs * 2));
    expect(currentSlide()).toBe('1 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Retomar banners' }));
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs));
    expect(currentSlide()).toBe('2 de 3');
  });

  it('does not autoplay for people who prefer reduced motion', () => {
    stubReducedMotion(true);
    renderWithProviders(<BannerCarousel banners={three} />);
    act(() => vi.advanceTimersByTime(TIMING.bannerAutoplayMs * 3));
    expect(currentSlide()).toBe('1 de 3');
    expect(screen.queryByRole('button', { name: 'Pausar banners' })).not.toBeInTheDocument();
  });

  it('swipes to the next slide and wraps backwards from the first', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    const viewport = screen.getByRole('region', { name: 'Banners' }).firstElementChild!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: from, button: 0 });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: (from + to) / 2 });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to });
    };
    swipe(300, 100);
    expect(currentSlide()).toBe('2 de 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(currentSlide()).toBe('3 de 3');
  });

  it('loads the first image eagerly at high priority with fixed dimensions', () => {
    renderWithProviders(<BannerCarousel banners={three} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    // Once the first banner is on screen, the next one is fetched ahead of its turn.
    fireEvent.load(images[0]!);
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});
