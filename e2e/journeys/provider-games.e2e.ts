import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectBalance, registerThroughApi, startTrial } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { openFromList, shownBalance } from '../support/game-page.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { depositAsPage as deposit } from '../support/deposit.ts';

/**
 * Our game provider's games from the site at 390 x 844 in Portuguese (issue 19): a member finds
 * one game of each kind through the list's search, plays it for real money on the provider's
 * page, sees its balance move by exactly stake minus win, verifies a round, and comes back to
 * the list, the site's balance the same as the game's (every game page passes axe-core); a trial account plays for fun and keeps its credit.
 */

interface RoundAnswer {
  round: { roundId: string; betCents: number; winCents: number | null; status: string };
  balanceCents: number;
}

/** The answer of the next round call (a start or an action) the page makes. */
function nextRound(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      /^\/api\/rounds(\/[^/]+\/act)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
  );
}

async function roundOf(response: Promise<Response>): Promise<RoundAnswer> {
  const body = (await (await response).json()) as { success: boolean; value: RoundAnswer };
  if (!body.success) throw new Error(JSON.stringify(body));
  return body.value;
}

/** Plays one round by `play` and checks the page's balance moved by exactly stake and win. */
async function playOnce(page: Page, play: () => Promise<RoundAnswer>): Promise<RoundAnswer> {
  const before = await shownBalance(page);
  const answer = await play();
  expect(answer.round.status).toBe('settled');
  const after = before - answer.round.betCents + (answer.round.winCents ?? 0);
  expect(answer.balanceCents).toBe(after);
  await expect.poll(() => shownBalance(page)).toBe(after);
  return answer;
}

describe('games of our provider', () => {
  const app = useApp();

  // One game of each kind, each played through: about 50 s on a quiet CI machine.
  it('plays one game of each kind for real money, verifies a round and returns to the list', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'pvg');
    await deposit(page, baseUrl, 300);
    const goto = (path: string) => app.goto(path);

    // A slot: spin once.
    await openFromList(page, goto, '/m/rng', 'sapphire reels', 'Sapphire Reels');
    expect(await shownBalance(page)).toBe(30_000);
    await playOnce(page, async () => {
      const answer = nextRound(page);
      await page.getByRole('button', { name: 'Girar', exact: true }).click();
      return roundOf(answer);
    });
    await visible(page.getByRole('status').filter({ hasText: /Ganho R\$|Sem ganho desta vez/ }));
    await expectNoSeriousViolations(page);

    // Its round verifies once the seeds are rotated (the server seed is revealed).
    await page.getByRole('button', { name: 'Justo e verificável' }).click();
    await page.getByRole('button', { name: 'Trocar sementes' }).click();
    await (await visible(page.getByRole('button', { name: /^Verificar rodada/ }).first())).click();
    await visible(page.getByText('Rodada verificada').first());
    await expectNoSeriousViolations(page);

    // Back to the list it came from, where the site shows the same balance.
    const balance = await shownBalance(page);
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.waitForURL(/\/m\/rng$/);
    await app.goto('/m/home');
    await expectBalance(page, `R$ ${(balance / 100).toFixed(2).replace('.', ',')}`);

    // The progressive jackpot slot.
    await openFromList(page, goto, '/m/rng', 'dragao dourado', 'Dragão Dourado');
    await visible(page.getByText(/Prêmio acumulado/));
    await playOnce(page, async () => {
      const answer = nextRound(page);
      await page.getByRole('button', { name: 'Girar', exact: true }).click();
      return roundOf(answer);
    });

    // A scratch card: buy, reveal every cell.
    await openFromList(page, goto, '/m/rng', 'perola do sertao', 'Pérola do Sertão');
    await playOnce(page, async () => {
      const answer = nextRound(page);
      await page.getByRole('button', { name: 'Comprar bilhete' }).click();
      const round = await roundOf(answer);
      await page.getByRole('button', { name: 'Revelar tudo' }).click();
      return round;
    });
    await expectNoSeriousViolations(page);
    await visible(page.getByRole('status').filter({ hasText: /Ganho R\$|Sem ganho desta vez/ }));

    // Video poker: deal, hold the first two cards, draw.
    await openFromList(page, goto, '/m/rng', 'coracao valente', 'Coração Valente');
    const beforePoker = await shownBalance(page);
    const dealt = nextRound(page);
    await page.getByRole('button', { name: 'Distribuir' }).click();
    const deal = await roundOf(dealt);
    expect(deal.round.status).toBe('open');
    await expect.poll(() => shownBalance(page)).toBe(beforePoker - deal.round.betCents);
    await page.getByRole('button', { name: /^Carta 1:/ }).click();
    await page.getByRole('button', { name: /^Carta 2:/ }).click();
    await expect(
      page.getByRole('button', { name: /^Carta 1:/ }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    const drawn = nextRound(page);
    await page.getByRole('button', { name: 'Trocar', exact: true }).click();
    const draw = await roundOf(drawn);
    expect(draw.round.status).toBe('settled');
    await expectNoSeriousViolations(page);
    await expect
      .poll(() => shownBalance(page))
      .toBe(beforePoker - deal.round.betCents + (draw.round.winCents ?? 0));

    // Crash: bet, cash out while it climbs.
    await openFromList(page, goto, '/m/rng', 'midnight reels', 'Midnight Reels');
    const beforeCrash = await shownBalance(page);
    const launched = nextRound(page);
    await page.getByRole('button', { name: 'Apostar' }).click();
    const flight = await roundOf(launched);
    expect(flight.round.status).toBe('open');
    const cashed = nextRound(page);
    await page.getByRole('button', { name: 'Sacar' }).click();
    const ended = await roundOf(cashed);
    expect(ended.round.status).toBe('settled');
    await expectNoSeriousViolations(page);
    await expect
      .poll(() => shownBalance(page))
      .toBe(beforeCrash - flight.round.betCents + (ended.round.winCents ?? 0));

    // Fish: shoot a clownfish.
    await openFromList(page, goto, '/m/fish', 'ocean hunter', 'Ocean Hunter');
    await playOnce(page, async () => {
      const answer = nextRound(page);
      await page.getByRole('button', { name: /^Atirar no Peixe-palhaço/ }).click();
      return roundOf(answer);
    });
    await expectNoSeriousViolations(page);
    const last = await shownBalance(page);
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.waitForURL(/\/m\/fish$/);
    await app.goto('/m/home');
    await expectBalance(page, `R$ ${(last / 100).toFixed(2).replace('.', ',')}`);
  }, 150_000);

  it('lets a trial account play for fun without touching its credit', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await startTrial(page);
    await openFromList(
      page,
      (path) => app.goto(path),
      '/m/rng',
      'sapphire reels',
      'Sapphire Reels',
    );
    await visible(page.getByText('Saldo de diversão'));
    await playOnce(page, async () => {
      const answer = nextRound(page);
      await page.getByRole('button', { name: 'Girar', exact: true }).click();
      return roundOf(answer);
    });
  });
});
