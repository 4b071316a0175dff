import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_IDLE,
  LOTTERY_API,
  LotteryListValue,
  NumeroValue,
  okEnvelope,
} from '@app/contracts';
import { startTrial } from '../support/accounts.ts';
import { useApp, visible, type App } from '../support/app.ts';
import { advanceClocks } from '../support/clock.ts';

/**
 * The lottery at 390 x 844 in Portuguese, against the real server, its demo data and its own
 * draw sweep: a player sees live countdowns in the lobby, bets on the one-minute game, sees the
 * balance drop by the stake, sees the real draw settle it and finds the settled bet in the
 * betting record; a bet that reaches the server after lock is refused and moves nothing; the
 * weekly schedule lists games on their days with LOTTFAV favourites first.
 *
 * No journey waits for a draw on the wall clock: the server's clock (the development
 * /dev/clock) and the page's clock (Playwright's) move forward together to just past the lock
 * or the draw, and the journey then waits for what a player would see.
 */

const ONE_MINUTE_GAME = 'Turbo 1 minuto';
const ONE_MINUTE_CODE = 'ENT_TURBO_1';
/**
 * After a clock move: a sweep (every second) draws and opens, the page asks again (2-7 s); with
 * room for a machine busy with the other database's journeys beside this one.
 */
const AFTER_MOVE_MS = 30_000;
/** How far past a lock or a draw the clocks move, so the server is surely past it. */
const MARGIN_MS = 1_000;
/** How long before a lock the card check starts: the lock then comes in real time. */
const LEAD_MS = 5_000;

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

/** A countdown's text in seconds (null for --:--:--). */
function secondsIn(text: string): number | null {
  const match = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Every text an element shows from now on (a MutationObserver in the page keeps them). */
async function recordTexts(element: Locator): Promise<() => Promise<string[]>> {
  const key = `texts${randomUUID().replaceAll('-', '')}`;
  await element.evaluate((node, name) => {
    const seen: string[] = [node.textContent ?? ''];
    (window as unknown as Record<string, string[]>)[name] = seen;
    new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, {
      characterData: true,
      childList: true,
      subtree: true,
    });
  }, key);
  return () =>
    element.page().evaluate((name) => (window as unknown as Record<string, string[]>)[name]!, key);
}

/**
 * Moves both clocks to LEAD_MS before the one-minute game's lock and loads the lobby afresh, so
 * the card counts the last seconds from an answer of that moment; again at the next draw when
 * the load took so long that the lock came first (a busy machine).
 */
async function beforeTheLock(app: App, gameId: number, timer: Locator): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { msToLock } = await openDraw(app.baseUrl, gameId);
    if (msToLock > LEAD_MS) await advanceClocks(app.page, app.baseUrl, msToLock - LEAD_MS);
    await app.goto('/m/lott');
    await expect
      .poll(async () => secondsIn(await timer.innerText()) ?? -1, { timeout: AFTER_MOVE_MS })
      .toBeGreaterThanOrEqual(0);
    // At least 2 s left: time to start watching before the lock.
    const left = secondsIn(await timer.innerText()) ?? -1;
    if (left >= 2 && left <= LEAD_MS / 1000) return;
  }
  throw new Error('The lobby never loaded in time to watch a lock');
}

/** The countdown to lock on the betting page, in seconds (null while locked). */
async function secondsToLock(page: Page): Promise<number | null> {
  return secondsIn(await page.getByRole('timer').first().innerText());
}

/** Waits until the page shows an open draw with at least `seconds` left before it locks. */
async function waitForOpenDraw(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(async () => (await secondsToLock(page)) ?? -1, { timeout: AFTER_MOVE_MS })
    .toBeGreaterThanOrEqual(seconds);
}

async function oneMinuteGameId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}${LOTTERY_API.games}`);
  const { value } = okEnvelope(LotteryListValue).parse(await response.json());
  const game = value.games.find((candidate) => candidate.code === ONE_MINUTE_CODE);
  if (!game) throw new Error(`No ${ONE_MINUTE_CODE} in the lottery list`);
  return game.gameId;
}

/** The game's open draw on the server's clock: ms to its lock and to its draw. */
async function openDraw(
  baseUrl: string,
  gameId: number,
): Promise<{ numero: string; msToLock: number; msToDraw: number }> {
  const read = async () => {
    const response = await fetch(`${baseUrl}${LOTTERY_API.numero}?gameId=${gameId}`);
    const { value } = okEnvelope(NumeroValue).parse(await response.json());
    const { numero, lockAt, drawAt } = value.game;
    if (numero === null || lockAt === null || drawAt === null) return null;
    return {
      numero,
      msToLock: Date.parse(lockAt) - value.serverTime,
      msToDraw: Date.parse(drawAt) - value.serverTime,
    };
  };
  // Between a draw and the next sweep no draw is open yet.
  await expect.poll(read, { timeout: AFTER_MOVE_MS }).not.toBeNull();
  return (await read())!;
}

/**
 * Makes sure the open draw sells for at least `ms` more: if it locks sooner, both clocks move
 * past its lock, and the next one (already opened by the sweep) is on sale at once.
 */
async function sellingFor(page: Page, baseUrl: string, gameId: number, ms: number) {
  const draw = await openDraw(baseUrl, gameId);
  if (draw.msToLock < ms) await advanceClocks(page, baseUrl, draw.msToLock + MARGIN_MS);
}

/** The game id of the betting page the browser shows. */
function shownGameId(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('gameId'));
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
    const { page, baseUrl } = app;
    await page.clock.install();
    await app.goto('/m/lott');
    await startTrial(page);

    // Live countdowns: a card's timer moves on by itself.
    const lottoId = await oneMinuteGameId(baseUrl);
    await sellingFor(page, baseUrl, lottoId, 5_000);
    const card = page.getByRole('article', { name: ONE_MINUTE_GAME });
    const timer = (await visible(card)).getByRole('timer');
    await expect
      .poll(() => timer.innerText(), { timeout: AFTER_MOVE_MS })
      .toMatch(/\d\d:\d\d:\d\d/);
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);

    // When its draw locks, the card counts on to the next draw at once, from the answer it
    // already has: never a --:--:-- while the next draw is on sale. The clocks move to a few
    // seconds before the lock and the page loads afresh (an answer landing between the two
    // clock moves would count from the wrong moment); the lock itself then comes in real time.
    await beforeTheLock(app, lottoId, timer);
    const shown = await recordTexts(timer);
    await expect
      .poll(async () => Math.max(...(await shown()).map((text) => secondsIn(text) ?? -1)), {
        timeout: LEAD_MS + 10_000,
      })
      .toBeGreaterThan(45);
    expect(await shown(), `the card showed ${JSON.stringify(await shown())}`).not.toContain(
      COUNTDOWN_IDLE,
    );

    await openOneMinuteGame(page);
    const gameId = shownGameId(page);
    await sellingFor(page, baseUrl, gameId, 20_000);
    await waitForOpenDraw(page, 15);
    const before = await shownBalance(page);
    const dialog = await fillSumSlip(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(/apostas? feitas? no sorteio/i));
    await expect.poll(() => shownBalance(page)).toBe(before - 200);

    // The real draw, reached by moving the clocks past it: the sweep draws and settles the bet,
    // and exactly one of big and small wins 1,98 (prize mode Elott).
    const { msToDraw } = await openDraw(baseUrl, gameId);
    await advanceClocks(page, baseUrl, msToDraw + MARGIN_MS);
    const settled = page.getByRole('region', { name: 'Apostas resolvidas' });
    await visible(settled.getByText('Ganhou'), AFTER_MOVE_MS);
    await expect.poll(() => shownBalance(page)).toBe(before - 200 + 198);

    await app.goto('/m/gameRecord');
    const row = await visible(page.getByRole('listitem').filter({ hasText: ONE_MINUTE_GAME }));
    await expect.poll(() => row.innerText()).toMatch(/Ganhou/);
    expect(await row.innerText()).toMatch(/\d{8}-\d{4}/);
  });

  it('refuses a bet that reaches the server after the draw locked, and moves nothing', async () => {
    // Journeys run without the service worker, so the page's own routing sees the slip's request.
    const { page, baseUrl } = app;
    await page.clock.install();
    await page.goto('/m/lott', { waitUntil: 'domcontentloaded' });
    await startTrial(page);
    await openOneMinuteGame(page);
    const gameId = shownGameId(page);
    await sellingFor(page, baseUrl, gameId, 20_000);
    await waitForOpenDraw(page, 15);
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
    // Past the lock (not the draw): the slip is still for the open draw, which no longer sells.
    const { numero, msToLock } = await openDraw(baseUrl, gameId);
    await advanceClocks(page, baseUrl, msToLock + MARGIN_MS);
    // The page sees the lock: it moves on to the next draw, which sells at once.
    await expect
      .poll(() => page.getByTestId('lottery-numero').innerText(), { timeout: AFTER_MOVE_MS })
      .not.toBe(numero);
    release();

    await visible(page.getByText('As apostas neste sorteio fecharam, aposte no próximo sorteio'));
    await page.unroute(isSlip);
    expect(await shownBalance(page)).toBe(before);
  });

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
  });
});
