import type { Page } from 'playwright-core';
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
