import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BONUS_API, type MemberBonusesValue } from '@app/contracts';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';

/**
 * Free spins on a provider's slot (issue 25, decision 061), at 390 x 844 in Portuguese: a risk
 * operator grants a member three spins of R$ 1,00 on Sapphire Reels in the back office (1280 x
 * 800); the member finds them in My bonuses, opens the game from there, plays the three on the
 * provider's page without staking anything, and back on the site the spins are gone and their
 * winnings are the bonus balance.
 */

interface FreeRoundAnswer {
  round: { betCents: number; winCents: number | null; status: string };
}

async function memberBonuses(page: Page): Promise<MemberBonusesValue> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'same-origin' });
    return ((await response.json()) as { value: MemberBonusesValue }).value;
  }, BONUS_API.bonuses);
}

describe('free spins on a provider slot', () => {
  const app = useApp();

  it('an operator grants them, the member plays them on the provider page', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'pfs');

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'risk');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Membros' })
      .click();
    await desk.getByLabel('Termo de busca').fill(userName);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    await desk.getByRole('link', { name: userName }).click();
    await desk.getByRole('link', { name: 'Conceder giros grátis' }).click();
    const slot = desk.getByRole('combobox', { name: 'Slot' });
    await expect.poll(() => slot.isEnabled()).toBe(true);
    await slot.selectOption({ label: 'Sapphire Reels' });
    await desk.getByLabel('Quantidade de giros').fill('3');
    await desk.getByLabel('Valor de cada giro').fill('1,00');
    await desk.getByLabel('Rollover (vezes os ganhos)').fill('10');
    await desk.getByLabel('Validade (dias)').fill('3');
    await desk.getByLabel('Motivo (fica no registro de auditoria)').fill('Campanha Sapphire');
    await desk.getByRole('button', { name: 'Conceder giros grátis' }).click();
    await visible(
      desk.getByRole('status').filter({
        hasText: `3 giros grátis de R$ 1,00 em Sapphire Reels concedidos a ${userName}`,
      }),
    );

    // My bonuses lists them and opens the provider's game, as its tile would.
    await app.goto('/m/member/bonuses');
    const list = await visible(page.getByRole('list', { name: 'Rodadas grátis' }));
    await visible(list.getByText('3 de 3 rodadas de R$ 1,00 em Sapphire Reels'));
    await list.getByRole('button', { name: 'Jogar Sapphire Reels' }).click();
    await page.waitForURL(/\/game\/$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Sapphire Reels' }));
    const offer = await visible(page.getByRole('group', { name: 'Rodadas grátis' }));
    await visible(offer.getByText('Rodadas grátis: 3'));
    await expectNoSeriousViolations(page);

    // Three spins that stake nothing; each one's win goes to the bonus balance.
    let wonCents = 0;
    for (let left = 2; left >= 0; left -= 1) {
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/rounds' &&
          response.request().method() === 'POST',
      );
      await offer.getByRole('button', { name: 'Girar grátis' }).click();
      const body = (await (await answered).json()) as { success: boolean; value: FreeRoundAnswer };
      expect(body.success).toBe(true);
      expect(body.value.round).toMatchObject({ status: 'settled', betCents: 100 });
      wonCents += body.value.round.winCents!;
      if (left > 0) await visible(offer.getByText(`Rodadas grátis: ${left}`));
    }
    await expect.poll(() => offer.isHidden()).toBe(true);
    await visible(page.getByRole('button', { name: 'Girar', exact: true }));

    // Back on the site: no spins left, their winnings are the bonus balance.
    await app.goto('/m/member/bonuses');
    await expect
      .poll(async () => (await memberBonuses(page)).freeSpins.length, { timeout: 10_000 })
      .toBe(0);
    const bonuses = await memberBonuses(page);
    expect(bonuses.bonusBalanceCents).toBe(wonCents);
    if (wonCents > 0) {
      expect(bonuses.active).toMatchObject({
        source: 'freeSpins',
        wageringRequiredCents: wonCents * 10,
      });
      const balance = await visible(page.getByRole('region', { name: 'Saldo de bônus' }));
      await visible(balance.getByText(`R$ ${(wonCents / 100).toFixed(2).replace('.', ',')}`));
    } else {
      await visible(page.getByText(/Você ainda não tem bônus/));
    }
    await expectNoSeriousViolations(page);
  }, 120_000);
});
