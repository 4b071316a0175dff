import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  API,
  formatAmount,
  HOME_WIDGETS_API,
  PLAY_API,
  type EsportsMatchCounts,
  type HotGames,
  type HotMatches,
  type OkEnvelope,
  type Winners,
} from '@app/contracts';
import { login, trackCaptchas } from '../support/accounts.ts';
import { scrollUntilVisible, useApp, visible } from '../support/app.ts';

/**
 * The home widgets below the fold at 390 x 844 in Portuguese, against the real server and its
 * demo data (decision 020): a member's real slot win reaches the winner board masked; a member
 * tapping a hot match (a featured fixture of our game provider) gets the hot match popup and
 * "bet now" opens that match on the provider's sportsbook page; a guest scrolling home sees the
 * hot matches, hot news and winner board, and a tapped match asks them to sign in; the e-sports
 * centre's vendor tiles say how many matches are live and coming up.
 */

const MAX_SPINS = 300;

/** Scrolls down a screen at a time until the heading shows (the widgets load near the viewport). */
async function scrollTo(page: Page, heading: string): Promise<void> {
  const target = page.getByRole('heading', { name: heading, exact: true });
  await scrollUntilVisible(page, target);
  await target.scrollIntoViewIfNeeded();
}

async function api<T>(baseUrl: string, path: string): Promise<T> {
  const body = (await (await fetch(`${baseUrl}${path}`)).json()) as OkEnvelope<T>;
  expect(body.success).toBe(true);
  return body.value;
}

describe('home widgets', () => {
  const app = useApp();

  it('a member wins for real, is on the winner board masked, and opens a hot match to bet', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'demo', 'demo1234');

    // Real-money spins of an in-house slot until one pays more than its stake: a win for the
    // board (a round paying back its stake or less is not one).
    const { list } = await api<HotGames>(
      baseUrl,
      `${API.hotGames}?isPlatform=2&platform=html5&vassalage=BGS`,
    );
    const game = list.find((entry) => entry.vendorCode === 'BGS');
    expect(game).toBeDefined();
    const win = await page.evaluate(
      async ({ path, betCents, maxSpins }) => {
        for (let spin = 0; spin < maxSpins; spin += 1) {
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ betCents, idempotencyKey: `widgets-${Date.now()}-${spin}` }),
          });
          const body = (await response.json()) as {
            success: boolean;
            value?: { round: { winCents: number } };
          };
          if (!body.success) throw new Error(JSON.stringify(body));
          if (body.value!.round.winCents > betCents) return body.value!.round.winCents;
        }
        return 0;
      },
      {
        path: PLAY_API.bgsSpin.replace(':gameId', String(game!.gameId)),
        betCents: Math.max(game!.minBet, 10),
        maxSpins: MAX_SPINS,
      },
    );
    expect(win).toBeGreaterThan(0);
    // The board is rebuilt at most every 30 s per query: the win shows, masked, within that.
    // Asked as the home page asks (its ten), whose answer an earlier journey may have cached
    // before this win: the next test reads the board on the page.
    await expect
      .poll(
        async () =>
          (
            await api<Winners>(baseUrl, `${HOME_WIDGETS_API.winners}?language=PT&limit=10`)
          ).list.some((entry) => entry.account === 'de***o' && entry.amountCents === win),
        { timeout: 40_000, interval: 2_000 },
      )
      .toBe(true);

    await scrollTo(page, 'Partidas em destaque');
    const matches = page.getByRole('region', { name: 'Partidas em destaque' });
    const first = (await api<HotMatches>(baseUrl, `${HOME_WIDGETS_API.hotMatches}?language=PT`))
      .list[0]!;
    await matches
      .getByRole('button', { name: new RegExp(first.homeTeam) })
      .first()
      .click();
    const popup = await visible(page.getByRole('dialog', { name: 'Partida em destaque' }));
    expect(await popup.textContent()).toContain(first.awayTeam);
    // Odds in Brazilian digits: 1,85.
    expect(await popup.textContent()).toContain(formatAmount(first.odds.home, 'pt-BR'));
    expect(await page.getByRole('dialog', { name: 'Entrar' }).count()).toBe(0);
    // The journeys run beside our game provider: the matches are its featured fixtures, and
    // "bet now" opens the match's sportsbook title on its page at that very match (issue 20).
    expect(first.fixtureId).not.toBeNull();
    expect(first.launch?.vendorCode).toMatch(/^(KCK|NXA|IMES|IA|AV)$/);
    await popup.getByRole('button', { name: 'Apostar agora' }).click();
    await page.waitForURL((url) => url.hash === `#fixture=${first.fixtureId}`);
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl).origin);
    const match = await visible(page.locator(`[id="fixture-${first.fixtureId}"]`));
    expect(await match.textContent()).toContain(first.awayTeam);
  });

  it('a guest scrolls home to the hot matches, hot news and winner board; a match asks to sign in', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');

    await scrollTo(page, 'Partidas em destaque');
    const matches = page.getByRole('region', { name: 'Partidas em destaque' });
    const cards = matches.getByRole('listitem');
    await visible(cards);
    const shown = await api<HotMatches>(baseUrl, `${HOME_WIDGETS_API.hotMatches}?language=PT`);
    expect(await cards.count()).toBe(shown.list.length);
    for (const match of shown.list) {
      expect(Date.parse(match.kickOffAt)).toBeGreaterThan(Date.now());
    }

    await scrollTo(page, 'Notícias');
    const news = page.getByRole('region', { name: 'Notícias' });
    const firstNews = await visible(news.getByRole('button').first());
    const title = (await firstNews.innerText()).split('\n')[0]!;
    await firstNews.click();
    const article = await visible(page.getByRole('dialog', { name: title }));
    await visible(article.locator('[data-dialog-body] p').first());
    await article.getByRole('button', { name: 'Fechar' }).click();

    await scrollTo(page, 'Quadro de vencedores');
    const board = page.getByRole('region', { name: 'Quadro de vencedores' });
    // The member's win of the journey above is on the board, masked.
    const rows = board
      .getByRole('list', { name: 'Maiores prêmios da semana' })
      .getByRole('listitem');
    await visible(rows);
    const labels = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    expect(labels.some((label) => label.startsWith('de***o ganhou R$'))).toBe(true);
    expect(labels.join(' ')).not.toContain('demo ');

    await visible(page.getByRole('navigation', { name: 'Ajuda' }));
    await visible(page.getByRole('region', { name: 'Jogo responsável' }));

    await scrollTo(page, 'Partidas em destaque');
    await matches.getByRole('button').first().click();
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
    expect(await page.getByRole('dialog', { name: 'Partida em destaque' }).count()).toBe(0);
  });

  it('the e-sports centre shows each e-sports vendor’s live and upcoming matches', async () => {
    const { page, baseUrl } = app;
    // Counted by the provider's sportsbook: NXA plays every e-sports title, the others one each.
    const { vendors } = await api<EsportsMatchCounts>(baseUrl, HOME_WIDGETS_API.esportsMatches);
    expect(vendors).not.toBeNull();
    expect(Object.keys(vendors!).sort()).toEqual(['AV', 'IA', 'IMES', 'NXA']);
    for (const code of ['AV', 'IA', 'IMES']) {
      expect(vendors![code]!.live + vendors![code]!.upcoming).toBeLessThanOrEqual(
        vendors!.NXA!.live + vendors!.NXA!.upcoming,
      );
    }
    await app.goto('/m/esports');
    for (const name of ['Nexa Arena', 'Imperial Esports', 'Iron Arena', 'Avalanche Versus']) {
      await visible(
        page.getByRole('link', { name: new RegExp(`^${name} .*\\d+ ao vivo · \\d+ em breve$`) }),
      );
    }
  });
});
