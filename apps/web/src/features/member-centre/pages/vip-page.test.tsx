import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../lib/session-store.ts';
import { i18n } from '../../../i18n/index.ts';
import { renderCentre, storeSession } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const LONG = { timeout: 5000 };

/** Waits until a level's row (by the level's name) shows these cells. */
async function expectCells(level: string, cells: string[]): Promise<void> {
  const row = await screen.findByRole('row', { name: new RegExp(level) }, LONG);
  await waitFor(() =>
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(cells),
  );
}

describe('VIP page amounts (decision 034)', () => {
  afterEach(async () => {
    signOut();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('pt');
  });

  it('writes money with the merchant symbol and Brazilian digits, the rebate boost as 0,10%', async () => {
    storeSession();
    renderCentre('/m/vip');
    await expectCells('Prata', [
      'R$ 1.000,00',
      'R$ 5.000,00',
      'R$ 10.000,00',
      'R$ 20,00',
      '0,10%',
      'R$ 10,00',
    ]);
    expect(await screen.findByText(/R\$ 1\.000,00 .* R\$ 5\.000,00/)).toBeVisible();
    // Issue 25: how far the member is towards Prata, in words and as bars.
    const deposited = screen.getByRole('progressbar', {
      name: 'Depositado: R$ 250,00 de R$ 1.000,00',
    });
    expect(deposited).toHaveAttribute('value', '25000');
    expect(deposited).toHaveAttribute('max', '100000');
    expect(
      screen.getByRole('progressbar', {
        name: 'Apostado nos últimos 30 dias: R$ 1.200,00 de R$ 5.000,00',
      }),
    ).toHaveAttribute('value', '120000');
  });

  it('writes English digits in English', async () => {
    await i18n.changeLanguage('en');
    storeSession();
    renderCentre('/m/vip');
    await expectCells('Prata', [
      'R$ 1,000.00',
      'R$ 5,000.00',
      'R$ 10,000.00',
      'R$ 20.00',
      '0.10%',
      'R$ 10.00',
    ]);
  });
});
