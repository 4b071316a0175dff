import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT, jackpotStart } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { seededRandomInt } from '../../test/seeded-random.ts';
import { renderWithProviders } from '../../test/api-stubs.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';

/** "€ 35,123,456.00" -> 3512345600 cents (English grouping). */
function amountCents(): number {
  const text = screen.getByTestId('jackpot-amount').textContent ?? '';
  return Math.round(Number(text.replace(/,/g, '')) * 100);
}

describe('JackpotCounter', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts between 30,000,000 and 40,000,000 for any seed', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const cents = jackpotStart(seededRandomInt(seed));
      expect(cents).toBeGreaterThanOrEqual(JACKPOT.min * 100);
      expect(cents).toBeLessThanOrEqual(JACKPOT.max * 100);
    }
  });

  it('shows the figure with two decimals, the currency symbol and the label Jackpot', () => {
    renderWithProviders(<JackpotCounter currencySymbol="€" random={seededRandomInt(7)} />);
    const region = screen.getByRole('region', { name: 'Jackpot' });
    expect(region).toHaveTextContent('€');
    expect(screen.getByTestId('jackpot-amount').textContent).toMatch(/^\d{2},\d{3},\d{3}\.\d{2}$/);
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('uses Brazilian grouping (dots, no spaces of any width) and a decimal comma in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderWithProviders(<JackpotCounter currencySymbol="R$" random={seededRandomInt(7)} />);
    expect(screen.getByTestId('jackpot-amount').textContent).toMatch(/^\d{2}\.\d{3}\.\d{3},\d{2}$/);
  });

  it('grows by 100 to 500 every 3, 4 or 5 seconds', () => {
    renderWithProviders(<JackpotCounter currencySymbol="€" random={seededRandomInt(11)} />);
    let previous = amountCents();
    let steps = 0;
    for (let second = 1; second <= 60; second += 1) {
      act(() => vi.advanceTimersByTime(1_000));
      const now = amountCents();
      if (now !== previous) {
        const increment = (now - previous) / 100;
        expect(increment).toBeGreaterThanOrEqual(JACKPOT.stepMin);
        expect(increment).toBeLessThanOrEqual(JACKPOT.stepMax);
        steps += 1;
        previous = now;
      }
    }
    // 60 s at one step every 3 to 5 s.
    expect(steps).toBeGreaterThanOrEqual(12);
    expect(steps).toBeLessThanOrEqual(20);
  });

  it('never waits less than 3 s or more than 5 s between steps', () => {
    renderWithProviders(<JackpotCounter currencySymbol="€" random={seededRandomInt(3)} />);
    let previous = amountCents();
    let lastChange = 0;
    for (let ms = 100; ms <= 40_000; ms += 100) {
      act(() => vi.advanceTimersByTime(100));
      const now = amountCents();
      if (now !== previous) {
        expect(JACKPOT.intervalsMs).toContain(ms - lastChange);
        lastChange = ms;
        previous = now;
      }
    }
  });
});
