import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test/api-stubs.tsx';
import { WinningNumbers } from './winning-numbers.tsx';

const NORTH = '12345|67890|11111,22222|333,444|12,34,56,78';

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('WinningNumbers (spec 2)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('labels the rows of a regional result GB, G1, G2 ... with one box per number', () => {
    renderWithProviders(<WinningNumbers value={NORTH} />);
    const group = screen.getByRole('group', { name: 'Winning numbers' });
    const rows = within(group).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'GB',
      'G1',
      'G2',
      'G3',
      'G4',
    ]);
    expect(texts(within(rows[2]!).getAllByText(/^\d+$/))).toEqual(['11111', '22222']);
    expect(texts(within(rows[4]!).getAllByText(/^\d+$/))).toEqual(['12', '34', '56', '78']);
    expect(screen.getByTitle('Special prize')).toHaveTextContent('GB');
  });

  it('shows the special prize in the compact variant, and every row on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WinningNumbers value={NORTH} variant="compact" />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('row')).toHaveTextContent('GB12345');
    const more = screen.getByRole('button', { name: 'All 5 prize rows' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'GB',
      'G1',
      'G2',
      'G3',
      'G4',
    ]);
    const fewer = screen.getByRole('button', { name: 'Fewer prize rows' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('shows a single-row result as one ball per digit, and tildes as cells', () => {
    const { unmount } = renderWithProviders(<WinningNumbers value="38172" variant="compact" />);
    expect(screen.queryByRole('row')).toBeNull();
    expect(texts(screen.getAllByText(/^\d$/))).toEqual(['3', '8', '1', '7', '2']);
    unmount();
    renderWithProviders(<WinningNumbers value="07~12~33" />);
    expect(texts(screen.getAllByText(/^\d+$/))).toEqual(['07', '12', '33']);
  });

  it('says there is no result yet for an empty value', () => {
    renderWithProviders(<WinningNumbers value={null} />);
    expect(screen.getByText('No result yet')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('names the rows in Vietnamese', async () => {
    await i18n.loadLanguages(['vi']);
    await i18n.changeLanguage('vi');
    renderWithProviders(<WinningNumbers value={NORTH} label="Kết quả" />);
    expect(screen.getByRole('group', { name: 'Kết quả' })).toBeInTheDocument();
    expect(screen.getByTitle('Giải đặc biệt')).toHaveTextContent('GB');
    await i18n.changeLanguage('en');
  });
});
