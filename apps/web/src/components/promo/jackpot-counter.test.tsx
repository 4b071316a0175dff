import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_WIDGETS_API } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { okResponse, renderWithProviders, stubApi, type ApiStubs } from '../../test/api-stubs.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { JACKPOT_REFRESH_MS } from './use-jackpot.ts';

/** The jackpot route answers these pools one after another (the last one again after that). */
function stubPools(...pools: Array<number | null>) {
  let call = 0;
  return stubApi({
    [HOME_WIDGETS_API.jackpot]: () =>
      okResponse({ poolCents: pools[Math.min(call++, pools.length - 1)] }),
  } as ApiStubs);
}

describe('JackpotCounter', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the real pool with two decimals, the currency symbol and the label Jackpot', async () => {
    stubPools(1_234_567);
    renderWithProviders(<JackpotCounter currencySymbol="€" />);
    const region = screen.getByRole('region', { name: 'Jackpot' });
    expect(region).toHaveTextContent('€');
    expect(await screen.findByText('12,345.67')).toBeInTheDocument();
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('uses Brazilian grouping and a decimal comma in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    stubPools(1_234_567);
    renderWithProviders(<JackpotCounter currencySymbol="R$" />);
    expect(await screen.findByText('12.345,67')).toBeInTheDocument();
  });

  it('shows a dash, not an invented figure, while the pool is unknown', async () => {
    const fetchMock = stubPools(null);
    renderWithProviders(<JackpotCounter currencySymbol="€" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('—');
  });

  it('reads the pool again every few seconds as jackpot stakes feed it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPools(500_000, 500_150);
    renderWithProviders(<JackpotCounter currencySymbol="€" />);
    expect(await screen.findByText('5,000.00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS));
    expect(await screen.findByText('5,001.50')).toBeInTheDocument();
  });
});
