import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { insertGames } from '../../apps/server/src/db/seed/search-rows.ts';
import { syntheticGames } from '../../apps/server/src/testing/synthetic-games.ts';
import { useApp, visible } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * A long game list at 390 x 844 (issue 24): with nine hundred more slots in the catalogue, a
 * visitor scrolls /m/rng through twenty pages of fifty. The grid keeps only the rows near the
 * view in the page (decision 053), every card still says where it is in the whole list, and
 * the frame intervals seen while scrolling are printed (measured, not asserted: a timed
 * assertion would fail on a busy machine, not on slow code).
 */
const PAGES = 20;
const PAGE_SIZE = 50;
/** Three in five synthetic games are slots: with the catalogue's own, over twenty pages of them. */
const EXTRA_GAMES = 1_500;

interface Frames {
  intervals: number[];
}

describe('a long game list', () => {
  const app = useApp();
  let server: RunningServer;

  beforeAll(async () => {
    // Its own server: a thousand more games would change what the shared server's lists show.
    server = await startServer({
      label: 'longlist',
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
    const opened = await openDatabase(server.database);
    try {
      await insertGames(opened.db, syntheticGames(EXTRA_GAMES));
    } finally {
      await opened.destroy();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps a few rows of cards in the page while twenty pages scroll by', async () => {
    const page = await app.freshPage({ baseURL: server.baseUrl });
    await page.goto('/m/rng');
    const list = page.getByRole('list', { name: 'Todos os jogos' });
    const cards = list.getByRole('listitem');
    await visible(cards.first());
    const loaded = async () => Number(await cards.first().getAttribute('aria-setsize'));

    await page.evaluate(() => {
      const frames: Frames = { intervals: [] };
      (window as unknown as { frames_: Frames }).frames_ = frames;
      let last = performance.now();
      const tick = (now: number) => {
        frames.intervals.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });

    // A finger's flicks: the wheel scrolls as a touch does, and each page arrives on the way.
    let mostCards = 0;
    for (let flick = 0; flick < 600 && (await loaded()) < PAGES * PAGE_SIZE; flick += 1) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(50);
      mostCards = Math.max(mostCards, await cards.count());
    }
    expect(await loaded()).toBeGreaterThanOrEqual(PAGES * PAGE_SIZE);

    // At the bottom: the last cards are the list's last, and few cards are in the page.
    await page.mouse.wheel(0, 100_000);
    await expect
      .poll(async () => Number(await cards.last().getAttribute('aria-posinset')))
      .toBe(await loaded());
    expect(mostCards).toBeLessThanOrEqual(120);
    await visible(cards.last());

    const intervals = await page.evaluate(
      () => (window as unknown as { frames_: Frames }).frames_.intervals,
    );
    const sorted = [...intervals].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(
      `long game list: ${await loaded()} games loaded, at most ${mostCards} cards in the page; ` +
        `${intervals.length} frames, interval p50 ${at(0.5).toFixed(1)} ms, p95 ` +
        `${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, over 50 ms: ` +
        `${intervals.filter((ms) => ms > 50).length}`,
    );
  }, 180_000);
});
