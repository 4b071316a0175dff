import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import { startTrial } from '../support/accounts.ts';
import { hidden, useApp, visible } from '../support/app.ts';

/**
 * Game browsing at 390 x 844 in Portuguese, against the real server and its demo catalogue: a
 * guest pages, filters and searches the slots list; a member keeps favourites and finds a
 * launched game under recent; a vendor's own list shows that vendor only.
 */

/** The game list calls the page makes (their query, as sent). */
function trackGameLists(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === API.gameList) seen.push(url.searchParams);
  });
  return seen;
}

/** The tiles of a grid: each list item's own button (not the heart beside it). */
function tiles(list: Locator): Locator {
  return list.getByRole('listitem');
}

/** How many games a window-scrolled grid holds: only the rows near the view are in the page. */
async function gamesIn(list: Locator): Promise<number> {
  return Number(await tiles(list).first().getAttribute('aria-setsize'));
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

function heart(scope: Locator, gameName: string): Locator {
  return scope.getByRole('button', { name: `Favorito: ${gameName}`, exact: true });
}

/** The game name of a tile (its title line). */
async function nameOf(tile: Locator): Promise<string> {
  const label = await tile.getByRole('button', { name: /^Favorito: / }).getAttribute('aria-label');
  return label!.replace(/^Favorito: /, '');
}

describe('game browsing', () => {
  const app = useApp();

  it('lets a guest page, filter by vendor and minimum bet, remove a chip and search without accents', async () => {
    const { page } = app;
    const lists = trackGameLists(page);
    await app.goto('/m/rng');
    const all = page.getByRole('list', { name: 'Todos os jogos' });
    await expect.poll(() => gamesIn(all)).toBe(50);
    expect(lists[0]?.get('gameType')).toBe('RNG');
    expect(lists[0]?.get('pageSize')).toBe('50');

    // Scrolling near the bottom appends the second page.
    await scrollToBottom(page);
    await expect.poll(() => gamesIn(all), { timeout: 15_000 }).toBeGreaterThan(50);
    expect(lists.some((query) => query.get('pageNo') === '2')).toBe(true);

    // Filter: Solarix Slots at a minimum bet of 0,50.
    await page.getByRole('button', { name: 'Filtrar jogos' }).click();
    const panel = await visible(page.getByRole('dialog', { name: 'Filtrar jogos' }));
    await panel
      .getByRole('radiogroup', { name: 'Fabricante' })
      .getByRole('radio', { name: 'Solarix Slots' })
      .check();
    await panel
      .getByRole('radiogroup', { name: 'Aposta mínima' })
      .getByRole('radio', { name: '0,50' })
      .check();
    await panel.getByRole('button', { name: 'Aplicar' }).click();

    const search = await visible(page.getByRole('dialog', { name: 'Pesquisar jogos' }));
    const results = search.getByRole('list', { name: 'Resultados da pesquisa' });
    await visible(tiles(results));
    const filtered = lists.at(-1)!;
    expect(filtered.get('vassalage')).toBe('SLX');
    expect(filtered.get('minBet')).toBe('0.5');
    for (const text of await tiles(results).allInnerTexts())
      expect(text).toContain('Solarix Slots');
    const narrowCount = await tiles(results).count();

    // Removing the minimum-bet chip widens the results again.
    await search.getByRole('button', { name: 'Remover filtro: Aposta mín. 0,50' }).click();
    await expect.poll(() => lists.at(-1)?.get('minBet')).toBeNull();
    await expect.poll(() => tiles(results).count()).toBeGreaterThan(narrowCount);
    await visible(search.getByRole('button', { name: 'Remover filtro: Solarix Slots' }));

    // A name typed without its accents finds the game that has them.
    await search.getByRole('searchbox', { name: 'Nome do jogo' }).fill('dragao dourado');
    await expect.poll(() => lists.at(-1)?.get('gameName')).toBe('dragao dourado');
    await visible(results.getByText('Dragão Dourado', { exact: true }));
    expect(await tiles(results).count()).toBe(1);

    await search.getByRole('button', { name: 'Fechar pesquisa' }).click();
    await hidden(search);
    await visible(tiles(all));
  });

  it('keeps a player’s favourites and recent games', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await startTrial(page);

    await app.goto('/m/rng');
    const all = page.getByRole('list', { name: 'Todos os jogos' });
    await visible(tiles(all));
    const first = await nameOf(tiles(all).nth(0));
    const second = await nameOf(tiles(all).nth(1));
    for (const name of [first, second]) {
      const saved = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === API.favourites &&
          response.request().method() === 'POST',
      );
      await heart(all, name).click();
      expect((await saved).ok()).toBe(true);
      await expect.poll(() => heart(all, name).getAttribute('aria-pressed')).toBe('true');
    }
    await visible(page.getByText('Alteração salva'));

    await page.getByRole('tab', { name: 'Favoritos' }).click();
    const favourites = page.getByRole('list', { name: 'Jogos favoritos' });
    await visible(heart(favourites, first));
    await visible(heart(favourites, second));

    // Removing one on the fav tab takes its card away at once.
    await heart(favourites, first).click();
    await hidden(heart(favourites, first));
    await visible(heart(favourites, second));
    // ... and for good: the server no longer has it.
    await page.reload();
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    await visible(heart(favourites, second));
    expect(await heart(favourites, first).count()).toBe(0);
    await heart(favourites, second).click();
    await hidden(heart(favourites, second));

    // A game launched from the slot list appears under recent.
    await app.goto('/m/inhouse');
    const slots = page.getByRole('list', { name: 'Todos', exact: true });
    await visible(tiles(slots));
    const played = await nameOf(tiles(slots).nth(2));
    await tiles(slots)
      .nth(2)
      .getByRole('button', { name: new RegExp(`^(?!Favorito).*${played}`) })
      .click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    await page.goBack();
    await page.getByRole('tab', { name: 'Recentes' }).click();
    const recent = page.getByRole('list', { name: 'Recentes', exact: true });
    await expect.poll(() => nameOf(tiles(recent).first())).toBe(played);
  });

  it('shows only the chosen vendor on its vendor list, 100 a page', async () => {
    const { page } = app;
    const lists = trackGameLists(page);
    await app.goto('/m/gameList?gameType=RNG&vassalage=AUR');
    const results = page.getByRole('list', { name: 'Resultados da pesquisa' });
    await visible(tiles(results));
    const texts = await tiles(results).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Aurora Reels');
    expect(lists.at(-1)?.get('vassalage')).toBe('AUR');
    expect(lists.at(-1)?.get('pageSize')).toBe('100');
  });
});
