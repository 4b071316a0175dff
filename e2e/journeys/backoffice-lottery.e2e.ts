import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOTTERY_API, NumeroValue, okEnvelope } from '@app/contracts';
import { startTrial } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { advanceClocks } from '../support/clock.ts';

/**
 * Voiding a lottery draw in the back office (issue 22): two players bet on the five-minute game
 * at 390 x 844, an administrator finds that draw among the draws at 1280 x 800, opens it, sees
 * its bets and voids it with a reason; on the site each player's stake is back in the balance
 * and the bets read as voided. The five-minute game leaves minutes of sale, so no clock has to
 * race the wall clock: the dev clock only skips to a draw with enough sale time left.
 */

const GAME = 'Turbo 5 minutos';
/** A draw with at least this much sale left: two slips and an operator's sign-in fit in it. */
const SALE_LEFT_MS = 120_000;
const AFTER_MOVE_MS = 30_000;

/** "R$ 1.234,50" -> 123450. */
function cents(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) throw new Error(`No amount in "${text}"`);
  return Number(digits);
}

async function shownBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('lottery-balance');
  await expect.poll(async () => /\d/.test(await balance.innerText())).toBe(true);
  return cents(await balance.innerText());
}

/** The game's open draw on the server's clock. */
async function openDraw(baseUrl: string, gameId: number) {
  const read = async () => {
    const response = await fetch(`${baseUrl}${LOTTERY_API.numero}?gameId=${gameId}`);
    const { value } = okEnvelope(NumeroValue).parse(await response.json());
    const { numero, lockAt } = value.game;
    if (numero === null || lockAt === null) return null;
    return { numero, msToLock: Date.parse(lockAt) - value.serverTime };
  };
  await expect.poll(read, { timeout: AFTER_MOVE_MS }).not.toBeNull();
  return (await read())!;
}

/** A new trial player on the five-minute game's betting page. */
async function playerOnGame(page: Page): Promise<number> {
  await page.goto('/m/lott', { waitUntil: 'domcontentloaded' });
  await startTrial(page);
  await page.getByRole('button', { name: `Jogar agora: ${GAME}` }).click();
  await page.waitForURL(/\/m\/launchGame\?playType=ent&gameId=\d+/);
  await visible(page.getByRole('heading', { name: GAME }));
  return Number(new URL(page.url()).searchParams.get('gameId'));
}

/** Sum on big and small at 1,00 each (2,00), placed and confirmed. */
async function betSum(page: Page, numero: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId('lottery-numero').innerText(), { timeout: AFTER_MOVE_MS })
    .toBe(numero);
  await page.getByRole('tab', { name: /^Soma/ }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Grande', exact: true }).click();
  await panel.getByRole('button', { name: 'Pequeno', exact: true }).click();
  await page.getByLabel('Aposta por unidade').fill('1');
  await page.getByRole('button', { name: 'Adicionar ao boletim' }).click();
  await page.getByRole('button', { name: 'Apostar', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Confirme as apostas' }));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await visible(page.getByText(/apostas? feitas? no sorteio/i));
}

describe('back office: lottery', () => {
  const app = useApp();

  it('an admin voids a draw two players bet on, and their stakes come back on the site', async () => {
    const { page, baseUrl } = app;
    await page.clock.install();
    const gameId = await playerOnGame(page);
    let draw = await openDraw(baseUrl, gameId);
    if (draw.msToLock < SALE_LEFT_MS) {
      // Past this draw's lock: the next one sells for almost five minutes.
      await advanceClocks(page, baseUrl, draw.msToLock + 1_000);
      draw = await openDraw(baseUrl, gameId);
    }
    const first = await shownBalance(page);
    await betSum(page, draw.numero);
    await expect.poll(() => shownBalance(page)).toBe(first - 200);

    const other = await app.freshPage();
    expect(await playerOnGame(other)).toBe(gameId);
    const second = await shownBalance(other);
    await betSum(other, draw.numero);
    await expect.poll(() => shownBalance(other)).toBe(second - 200);

    // The administrator finds the draw on sale of that game and voids it with a reason.
    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'admin');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Loteria' })
      .click();
    await visible(desk.getByRole('table', { name: 'Jogos de loteria' }));
    await desk.waitForTimeout(800);
    await desk.waitForTimeout(400);
    await desk.getByRole('link', { name: `Sorteios de ${GAME}` }).click();
    const filters = desk.getByRole('search', { name: 'Filtrar sorteios' });
    await expect.poll(() => filters.getByLabel('Jogo').inputValue()).toBe(String(gameId));
    await filters.getByLabel('Estado').selectOption({ label: 'Em venda' });
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await desk.waitForTimeout(800);
    await desk.getByRole('link', { name: draw.numero, exact: true }).click();
    await visible(desk.getByRole('heading', { name: `${GAME} · sorteio ${draw.numero}` }));
    const bets = desk.getByRole('table', { name: 'Apostas do sorteio' });
    await expect.poll(() => bets.getByRole('row').count()).toBe(3);

    await desk.getByRole('button', { name: 'Anular sorteio' }).click();
    const dialog = await visible(
      desk.getByRole('dialog', { name: `Anular o sorteio ${draw.numero}` }),
    );
    await dialog.getByLabel('Motivo').fill('Falha no gerador durante o teste');
    await dialog.getByRole('button', { name: 'Anular e devolver' }).click();
    await visible(desk.getByText(/Sorteio anulado: 2 apostas devolvidas \(R\$\s?4,00\)/));
    await visible(desk.getByText('Falha no gerador durante o teste'));
    await expect.poll(() => bets.getByText('Anulada (devolvida)').count()).toBe(2);

    // Each player: the stake is back, the bets read as voided.
    for (const [player, before] of [
      [page, first],
      [other, second],
    ] as const) {
      await player.reload({ waitUntil: 'domcontentloaded' });
      await expect.poll(() => shownBalance(player)).toBe(before);
      const settled = player.getByRole('list', { name: 'Apostas resolvidas' });
      await visible(settled.getByText('Anulada · valor devolvido').first());
      await settled.scrollIntoViewIfNeeded();
    }
  });
});
