import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOTTERY_API, type VietnamRecentValue } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { errorResponse, renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import { FIXED_NOW, lotteryStubs } from '../../../components/lottery/lottery-fixtures.ts';
import { VietnamLottery } from './vietnam-lottery.tsx';

const day = (offset: number, time = '11:15') =>
  new Date(`2026-01-${String(7 + offset).padStart(2, '0')}T${time}:00.000Z`).toISOString();
const result = (numero: string, drawAt: string, gb: string) => ({
  numero,
  drawAt,
  winningNumber: `${gb}|11111|22222,33333`,
});

const RECENT: VietnamRecentValue = {
  serverTime: FIXED_NOW,
  games: {
    VN_MB: {
      gameId: 11001,
      remark: 'Miền Bắc',
      gameMenuTag: 'vietnam_north',
      results: [result('20260106', day(-1), '54321'), result('20260105', day(-2), '00000')],
    },
    VN_HCM: {
      gameId: 11002,
      remark: 'TP. Hồ Chí Minh',
      gameMenuTag: 'vietnam_south',
      results: [result('20260103', day(-4, '09:15'), '123456')],
    },
    VN_CT: {
      gameId: 11010,
      remark: 'Cần Thơ',
      gameMenuTag: 'vietnam_south',
      results: [result('20260107', day(0, '09:15'), '654321')],
    },
    VN_VN30: {
      gameId: 11020,
      remark: 'Chỉ số VN30',
      gameMenuTag: 'vietnam_rb_stock',
      results: [result('20260106', day(-1, '08:00'), '99999')],
    },
  },
};

describe('home Vietnam lottery widget (spec 2 and 7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the recent Vietnam lottery as spec 7 says and shows the north first', async () => {
    const fetchMock = stubApi(lotteryStubs({ [LOTTERY_API.vietnamRecent]: RECENT }));
    renderWithProviders(<VietnamLottery />, { path: '/home' });
    const widget = await screen.findByRole('region', { name: 'Loteria do Vietnã' });
    const tabs = within(widget).getByRole('tablist', { name: 'Regiões' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Norte', 'Centro', 'Sul']);
    const latest = await within(widget).findByRole('group', {
      name: 'Último resultado de Miền Bắc',
    });
    expect(latest).toHaveTextContent('GB54321');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe(LOTTERY_API.vietnamRecent);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      device: 'MOBILE',
      recentCount: '100',
      prizeMode: 'Lott',
      language: 'PT',
    });
    expect(within(widget).getByRole('link', { name: 'Todas as loterias' })).toHaveAttribute(
      'href',
      '/lott',
    );
  });

  it('switches region, newest draws first, and says when a region has none', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.vietnamRecent]: RECENT }));
    renderWithProviders(<VietnamLottery />);
    const widget = await screen.findByRole('region', { name: 'Loteria do Vietnã' });
    await within(widget).findByRole('group', { name: 'Último resultado de Miền Bắc' });
    fireEvent.click(within(widget).getByRole('tab', { name: 'Sul' }));
    expect(
      within(widget)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Último resultado de Cần Thơ', 'Último resultado de TP. Hồ Chí Minh']);
    fireEvent.click(within(widget).getByRole('tab', { name: 'Centro' }));
    expect(within(widget).getByText('Ainda sem resultados')).toBeInTheDocument();
    expect(within(widget).queryByText(/VN30/)).toBeNull();
  });

  it('hides itself when the call fails', async () => {
    const fetchMock = stubApi(lotteryStubs({ [LOTTERY_API.vietnamRecent]: () => errorResponse() }));
    const { container } = renderWithProviders(<VietnamLottery />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
