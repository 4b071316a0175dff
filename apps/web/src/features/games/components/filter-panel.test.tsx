import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type GameType, type VendorGameTypes } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { okResponse, renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import type { SearchFilters } from '../lib/browse-state.ts';
import { FilterPanel } from './filter-panel.tsx';

const vendor = (gameCategory: GameType, vassalage: string, displayName: string) => ({
  gameCategory,
  vassalage,
  displayName,
  vendorNames: [{ accountTypeName: vassalage }],
  gameCount: 10,
});

function stubVendors() {
  const asked: URLSearchParams[] = [];
  stubApi({
    [API.vendorGameTypes]: (url: URL) => {
      asked.push(url.searchParams);
      const typeId = url.searchParams.get('typeId') as GameType;
      const value: VendorGameTypes = {
        list:
          typeId === 'RNG'
            ? [vendor('RNG', 'BGS', 'BGS Originals'), vendor('RNG', 'SLX', 'Slotix')]
            : [vendor(typeId, 'VLV', 'Velvet Live')],
      };
      return okResponse(value);
    },
  });
  return asked;
}

function renderPanel({
  gameType = 'RNG',
  initial = {},
  open = true,
}: {
  gameType?: GameType;
  initial?: Omit<SearchFilters, 'gameName'>;
  open?: boolean;
} = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <FilterPanel
      open={open}
      gameType={gameType}
      initial={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const rerender = (next: { open: boolean }) =>
    view.rerender(
      <FilterPanel
        open={next.open}
        gameType={gameType}
        initial={initial}
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
  return { onSubmit, onClose, rerender };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const optionNames = (name: string) =>
  within(group(name))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('FilterPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the manufacturers of the game type, the game types and the minimum bets for RNG', async () => {
    const asked = stubVendors();
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Filtrar jogos' })).toBeInTheDocument();
    expect(await within(group('Fabricante')).findByRole('radio', { name: 'Slotix' })).toBeVisible();
    expect(optionNames('Fabricante')).toEqual(['Todos', 'BGS Originals', 'Slotix']);
    expect(asked[0]?.get('typeId')).toBe('RNG');
    expect(optionNames('Tipo de jogo')).toEqual([
      'Todos',
      'Prêmio acumulado',
      'Raspadinha',
      'Vídeo pôquer',
      'PVP',
      'Arcade',
    ]);
    expect(optionNames('Aposta mínima')).toEqual(['Todos', '0,01', '0,05', '0,10', '0,50', '0,75']);
    expect(within(group('Fabricante')).getByRole('radio', { name: 'Todos' })).toBeChecked();
  });

  it('shows only the manufacturer picker for other game types', async () => {
    stubVendors();
    renderPanel({ gameType: 'LIVE' });
    expect(
      await within(group('Fabricante')).findByRole('radio', { name: 'Velvet Live' }),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Tipo de jogo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Aposta mínima' })).not.toBeInTheDocument();
  });

  it('starts from the current filters and submits the draft', async () => {
    stubVendors();
    const { onSubmit } = renderPanel({ initial: { vassalage: 'BGS', minBet: '0.1' } });
    const bgs = await within(group('Fabricante')).findByRole('radio', { name: 'BGS Originals' });
    expect(bgs).toBeChecked();
    expect(within(group('Aposta mínima')).getByRole('radio', { name: '0,10' })).toBeChecked();

    fireEvent.click(within(group('Fabricante')).getByRole('radio', { name: 'Slotix' }));
    fireEvent.click(within(group('Tipo de jogo')).getByRole('radio', { name: 'Raspadinha' }));
    fireEvent.click(within(group('Aposta mínima')).getByRole('radio', { name: '0,05' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onSubmit).toHaveBeenCalledWith({ vassalage: 'SLX', gameClassify: 'SC', minBet: '0.05' });
  });

  it('resets the manufacturer only', async () => {
    stubVendors();
    const { onSubmit } = renderPanel({
      initial: { vassalage: 'SLX', gameClassify: 'VP', minBet: '0.5' },
    });
    await within(group('Fabricante')).findByRole('radio', { name: 'Slotix' });
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir' }));
    expect(within(group('Fabricante')).getByRole('radio', { name: 'Todos' })).toBeChecked();
    expect(
      within(group('Tipo de jogo')).getByRole('radio', { name: 'Vídeo pôquer' }),
    ).toBeChecked();
    expect(within(group('Aposta mínima')).getByRole('radio', { name: '0,50' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onSubmit).toHaveBeenCalledWith({ gameClassify: 'VP', minBet: '0.5' });
  });

  it('forgets an unsubmitted draft when it closes', async () => {
    stubVendors();
    const { rerender, onSubmit, onClose } = renderPanel({ initial: { vassalage: 'BGS' } });
    fireEvent.click(await within(group('Fabricante')).findByRole('radio', { name: 'Slotix' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    rerender({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender({ open: true });
    expect(within(group('Fabricante')).getByRole('radio', { name: 'BGS Originals' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onSubmit).toHaveBeenCalledWith({ vassalage: 'BGS' });
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubVendors();
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Filter games' })).toBeInTheDocument();
    expect(optionNames('Game type')).toEqual([
      'All',
      'Jackpot',
      'Scratch cards',
      'Video poker',
      'PVP',
      'Arcade',
    ]);
    expect(optionNames('Minimum bet')).toContain('0.75');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
