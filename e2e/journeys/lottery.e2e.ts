import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOTTERY_API } from '@app/contracts';
import { startTrial } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';

/**
 * The lottery at 390 x 844 in Portuguese, against the real server, its demo data and its own
 * draw sweep: a player sees live countdowns in the lobby, bets on the one-minute game, sees the
 * balance drop by the stake, waits for the real draw and finds the settled bet in the betting
 * record; a bet that reaches the server after lock is refused and moves nothing; the weekly
 * schedule lists games on their days with LOTTFAV favourites first.
 */

const ONE_MINUTE_GAME = 'Turbo 1 minuto';
/** A one-minute game draws every 60 s; settling follows within the 1 s sweep. */
const DRAW_WAIT_MS = 100_000;

/** "R$ 1.234,50" -> 123450: every amount is shown with exactly two decimals. */
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

/** The countdown to lock on the betting page, in seconds (null while locked). */
async function secondsToLock(page: Page): Promise<number | null> {
  const text = await page.getByRole('timer').first().innerText();
  const match = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Waits until the open draw has at least `seconds` left before it locks. */
async function waitForOpenDraw(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(async () => (await secondsToLock(page)) ?? -1, { timeout: DRAW_WAIT_MS, interval: 500 })
    .toBeGreaterThanOrEqual(seconds);
}

/** Sum bet on big and small at 1,00 each: exactly one of them wins, whatever the draw. */
async function fillSumSlip(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /^Soma/ }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Grande', exact: true }).click();
  await panel.getByRole('button', { name: 'Pequeno', exact: true }).click();
  await page.getByLabel('Aposta por unidade').fill('1');
  await page.getByRole('button', { name: 'Adicionar ao boletim' }).click();
  await page.getByRole('button', { name: 'Apostar', exact: true }).click();
  return visible(page.getByRole('dialog', { name: 'Confirme as apostas' }));
}

async function openOneMinuteGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Jogar agora: ${ONE_MINUTE_GAME}` }).click();
  await page.waitForURL(/\/m\/launchGame\?playType=ent&gameId=\d+/);
  await visible(page.getByRole('heading', { name: ONE_MINUTE_GAME }));
}

describe('lottery', () => {
  const app = useApp();

  it('bets on the one-minute game, sees the stake leave the balance, and finds the settled bet in the record', async () => {
    const { page } = app;
    await app.goto('/m/lott');
    await startTrial(page);

    // Live countdowns: a card's timer moves on by itself.
    const card = page.getByRole('article', { name: ONE_MINUTE_GAME });
    const timer = (await visible(card)).getByRole('timer');
    // (While the draw is locked the card shows --:--:-- until the next draw opens.)
    await expect.poll(() => timer.innerText(), { timeout: 30_000 }).toMatch(/\d\d:\d\d:\d\d/);
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);

    await openOneMinuteGame(page);
    await waitForOpenDraw(page, 15);
    const before = await shownBalance(page);
    const dialog = await fillSumSlip(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(/apostas? feitas? no sorteio/i));
    await expect.poll(() => shownBalance(page)).toBe(before - 200);

    // The real draw: the bet settles, exactly one of big and small wins 1,98 (prize mode Elott).
    const settled = page.getByRole('region', { name: 'Apostas resolvidas' });
    await visible(settled.getByText('Ganhou'), DRAW_WAIT_MS);
    await expect.poll(() => shownBalance(page)).toBe(before - 200 + 198);

    await app.goto('/m/gameRecord');
    const row = await visible(page.getByRole('listitem').filter({ hasText: ONE_MINUTE_GAME }));
    await expect.poll(() => row.innerText()).toMatch(/Ganhou/);
    expect(await row.innerText()).toMatch(/\d{8}-\d{4}/);
  }, 180_000);

  it('refuses a bet that reaches the server after the draw locked, and moves nothing', async () => {
    // No service worker, so the page's own routing sees the slip's request.
    const page = await app.freshPage({ serviceWorkers: 'block' });
    await page.goto('/m/lott', { waitUntil: 'domcontentloaded' });
    await startTrial(page);
    await openOneMinuteGame(page);
    await waitForOpenDraw(page, 3);
    const before = await shownBalance(page);

    // The network holds the slip until the draw has locked; the real server then judges it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isSlip = (url: URL) => url.pathname === LOTTERY_API.bets;
    await page.route(isSlip, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    const dialog = await fillSumSlip(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => secondsToLock(page), { timeout: DRAW_WAIT_MS, interval: 250 })
      .toBeNull();
    release();

    await visible(page.getByText('As apostas neste sorteio fecharam, aposte no próximo sorteio'));
    await page.unroute(isSlip);
    expect(await shownBalance(page)).toBe(before);
  }, 180_000);

  it('shows games on their draw days in the weekly schedule, favourites first', async () => {
    const { page } = app;
    await app.goto('/m/lott');
    await startTrial(page);

    // Favourite two Monday games, Miền Bắc first and Cà Mau second: the newest comes first.
    await page.getByRole('tab', { name: 'Norte' }).click();
    await (await visible(page.getByRole('button', { name: 'Favorito Miền Bắc' }))).click();
    await page.getByRole('tab', { name: 'Sul' }).click();
    await (await visible(page.getByRole('button', { name: 'Favorito Cà Mau' }))).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Favorito Cà Mau' }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    await app.goto('/m/lottery');
    const monday = await visible(page.getByRole('listitem', { name: /Segunda-feira/ }));
    const tuesday = page.getByRole('listitem', { name: /Terça-feira/ });
    const mondayGames = await monday.getByRole('button').allInnerTexts();
    expect(mondayGames[0]).toMatch(/Cà Mau/);
    expect(mondayGames[1]).toMatch(/Miền Bắc/);
    expect(mondayGames.join('\n')).toMatch(/TP\. Hồ Chí Minh/);
    expect(mondayGames.join('\n')).not.toMatch(/Bến Tre/);
    expect((await tuesday.getByRole('button').allInnerTexts()).join('\n')).toMatch(/Bến Tre/);
    // Every day has the entertainment games.
    expect(mondayGames.join('\n')).toMatch(new RegExp(ONE_MINUTE_GAME));

    // Choosing a game selects it and highlights it.
    await monday.getByRole('button', { name: /Cà Mau/ }).click();
    const selected = page.getByRole('region', { name: 'Jogo escolhido' });
    await visible(selected.getByRole('heading', { name: 'Cà Mau' }));
  }, 120_000);
});
