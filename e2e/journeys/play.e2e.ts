import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BgsSpinValue } from '@app/contracts';
import { login, trackCaptchas } from '../support/accounts.ts';
import { linkOrButton, useApp, visible } from '../support/app.ts';

/**
 * Money and play at 390 x 844 in Portuguese, against the real server and its demo data: a
 * member taps a hot in-house game on home, spins, sees exactly stake and win move the balance,
 * verifies a round, and finds the rounds in the betting and account records.
 */

const MAX_SPINS = 10;

/** "R$ 1.234,50" -> 123450: every amount is shown with exactly two decimals. */
function cents(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) throw new Error(`No amount in "${text}"`);
  return Number(digits);
}

/** The hot-game tiles of home (their own buttons, not the favourite hearts beside them). */
function hotTiles(page: Page) {
  return page
    .getByRole('region', { name: 'Jogos em destaque' })
    .getByRole('button', { name: /^(?!Favorito)/ });
}

async function shownBalance(page: Page): Promise<number> {
  return cents(await page.getByTestId('slot-balance').innerText());
}

describe('money and play', () => {
  const app = useApp();

  it('asks a guest who taps a game tile to sign in', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await (await visible(hotTiles(page))).click();
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
    expect(page.url()).toMatch(/\/m\/home$/);
  });

  it('plays a hot in-house slot from home and verifies a round', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'demo', 'demo1234');

    // A live table opens at our provider's studio (issue 20), and its way back leads home.
    await hotTiles(page).filter({ hasText: 'Velvet Live' }).first().click();
    await page.waitForURL(/\/game\/$/);
    await visible(page.getByRole('heading', { name: /· Rodada \d+/ }));
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.waitForURL(/\/m\/home$/);

    await hotTiles(page).filter({ hasText: 'BGS Originals' }).first().click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    const spinButton = await visible(page.getByRole('button', { name: 'Girar', exact: true }));

    const roundIds: number[] = [];
    let won = false;
    for (let spin = 0; spin < MAX_SPINS && !won; spin += 1) {
      const before = await shownBalance(page);
      const bet = cents(await page.getByLabel('Aposta').locator('option:checked').innerText());
      const answer = page.waitForResponse(
        (response) =>
          /^\/lgw\/games\/bgs\/\d+\/spin$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'POST',
      );
      await spinButton.click();
      const body = (await (await answer).json()) as { value: unknown };
      const { round } = BgsSpinValue.parse(body.value);
      expect(round.betCents).toBe(bet);
      roundIds.push(round.roundId);
      // What the member reads: the balance moved by exactly the stake and the win.
      await expect.poll(() => shownBalance(page)).toBe(before - bet + round.winCents);
      if (round.winCents > 0) {
        won = true;
        await visible(page.getByText(/^Ganho R\$/));
      } else {
        await visible(page.getByText('Sem ganho desta vez'));
      }
      await visible(page.getByRole('button', { name: 'Girar', exact: true }));
    }

    // Verification needs the server seed: rotate it, then recompute a round in the browser.
    const history = page.getByRole('region', { name: 'Histórico de rodadas' });
    await visible(history.getByRole('heading', { name: `Rodada ${roundIds[0]}` }));
    await page.getByRole('button', { name: 'Trocar a semente do servidor' }).click();
    await visible(page.getByTestId('slot-revealed-seed'));
    const verify = history.getByRole('button', { name: `Verificar a rodada ${roundIds.at(-1)}` });
    await verify.click();
    await visible(history.getByText(/^Verificada:/));

    // The records, reached from the menu: every round played, and each bet (and win) entry.
    await app.goto('/m/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    let menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await linkOrButton(menu, 'Histórico de apostas').click();
    await page.waitForURL('**/m/gameRecord');
    const rounds = page.getByRole('list', { name: 'Rodadas' });
    for (const id of roundIds) {
      await visible(rounds.getByText(`Rodada n.º ${id}`, { exact: true }));
    }

    await app.goto('/m/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await linkOrButton(menu, 'Extrato da conta').click();
    await page.waitForURL('**/m/transaction/record');
    const entries = page.getByRole('list', { name: 'Movimentos' });
    for (const id of roundIds) {
      const rows = entries.getByRole('listitem').filter({ hasText: `Rodada n.º ${id}` });
      await visible(rows.filter({ hasText: 'Aposta' }));
      if (won && id === roundIds.at(-1)) await visible(rows.filter({ hasText: 'Ganho' }));
    }
  });
});
