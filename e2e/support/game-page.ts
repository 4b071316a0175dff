import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BgsSpinValue } from '@app/contracts';
import { visible } from './app.ts';

/** A game page of our provider as a member sees it: its balance, and the way in from a list. */

/** "R$ 1.234,50" -> 123450. */
export function cents(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) throw new Error(`No amount in "${text}"`);
  return Number(digits);
}

export async function shownBalance(page: Page): Promise<number> {
  return cents(await page.locator('.balance-value').innerText());
}

/** Opens a game from a list through its search, as a member would, and waits for its page. */
export async function openFromList(
  page: Page,
  goto: (path: string) => Promise<void>,
  list: string,
  query: string,
  name: string,
) {
  await goto(list);
  await page.getByRole('button', { name: 'Pesquisar jogos' }).click();
  const search = await visible(page.getByRole('dialog', { name: 'Pesquisar jogos' }));
  await search.getByRole('searchbox', { name: 'Nome do jogo' }).fill(query);
  const results = search.getByRole('list', { name: 'Resultados da pesquisa' });
  const tile = results.getByRole('button', { name: new RegExp(`^(?!Favo).*${name}`) }).first();
  await (await visible(tile)).click();
  await page.waitForURL(/\/game\/$/);
  await visible(page.getByRole('heading', { level: 1, name }));
}

/**
 * Spins an in-house slot's page `times` times through its Spin button, as a member would, and
 * answers what was staked, read from the server's answers (each spin waits for the button).
 */
export async function spinTimes(page: Page, times: number): Promise<{ stakedCents: number }> {
  const spinButton = await visible(page.getByRole('button', { name: 'Girar', exact: true }));
  let stakedCents = 0;
  for (let spin = 0; spin < times; spin += 1) {
    const answer = page.waitForResponse(
      (response) =>
        /^\/lgw\/games\/bgs\/\d+\/spin$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );
    await spinButton.click();
    const { round } = BgsSpinValue.parse(
      ((await (await answer).json()) as { value: unknown }).value,
    );
    stakedCents += round.betCents;
    await expect.poll(async () => spinButton.isEnabled()).toBe(true);
  }
  return { stakedCents };
}
