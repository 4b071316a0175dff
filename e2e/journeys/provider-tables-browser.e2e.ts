import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectBalance, registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { depositAsPage } from '../support/deposit.ts';
import { cents, openFromList, shownBalance } from '../support/game-page.ts';

/**
 * Live tables, a card table and the sportsbook of our provider from the site at 390 x 844 in
 * Portuguese (issue 20): a roulette round and a baccarat round bet on the board, a Truco hand
 * between two members in two browsers, a pre-match single and an in-play accumulator, with
 * every balance checked against stakes and payouts (and every page passing axe-core).
 */

const reais = (value: number) => `R$ ${(value / 100).toFixed(2).replace('.', ',')}`;

/** Waits for a round that takes bets for at least `seconds` more. */
async function openBetting(page: Page, seconds = 4) {
  await expect
    .poll(
      async () => {
        const phase = await page.locator('.phase').innerText();
        const left = Number((await page.locator('.countdown').innerText()).replace(/\D/g, '') || 0);
        return phase === 'Apostas abertas' && left >= seconds;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
}

/** Bets one R$ 5 chip on `spot` in the round in play, and waits for its payout. */
async function betOneRound(page: Page, spot: RegExp): Promise<void> {
  await openBetting(page);
  const before = await shownBalance(page);
  await page.getByRole('radio', { name: 'R$ 5,00' }).check();
  await page.getByRole('button', { name: spot }).click();
  await page.getByRole('button', { name: /^Confirmar apostas \(R\$ 5,00\)$/ }).click();
  await visible(page.getByRole('status').filter({ hasText: 'Apostas aceitas' }));
  await expect.poll(() => shownBalance(page)).toBe(before - 500);
  const paid = await visible(
    page.getByRole('status').filter({ hasText: /^(Ganho R\$\s?[\d.,]+|Não foi desta vez)$/ }),
    60_000,
  );
  const text = await paid.innerText();
  const win = text.startsWith('Ganho') ? cents(text) : 0;
  await expect.poll(() => shownBalance(page)).toBe(before - 500 + win);
  // The result verifies from its revealed seed.
  await page.getByRole('button', { name: 'Verificar resultado' }).click();
  await visible(page.getByText(/^Verificado: a semente confere/));
}

describe('tables and the sportsbook of our provider', () => {
  const app = useApp();

  it('plays a roulette round and a baccarat round on the board', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'pvr');
    await depositAsPage(page, baseUrl, 100);
    const goto = (path: string) => app.goto(path);

    await openFromList(page, goto, '/m/live', 'roulette classic', 'Roulette Classic');
    expect(await shownBalance(page)).toBe(10_000);
    await betOneRound(page, /^Vermelho ?, paga 1:1/);
    await visible(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('listitem') })
        .first(),
    );
    await expectNoSeriousViolations(page);
    const afterRoulette = await shownBalance(page);

    await openFromList(page, goto, '/m/live', 'baccarat classic', 'Baccarat Classic');
    expect(await shownBalance(page)).toBe(afterRoulette);
    await betOneRound(page, /^Banca ?, paga 0.95:1/);
    await expectNoSeriousViolations(page);
    const last = await shownBalance(page);
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.waitForURL(/\/m\/live$/);
    await app.goto('/m/home');
    await expectBalance(page, reais(last));
  }, 180_000);

  it('plays a Truco hand between two members in two browsers', async () => {
    const { page, baseUrl } = app;
    const other = await app.freshPage();
    const goto = (p: Page) => (path: string) => p.goto(path).then(() => undefined);
    for (const [who, prefix] of [
      [page, 'tra'],
      [other, 'trb'],
    ] as const) {
      await who.goto('/m/home');
      await registerThroughApi(who, prefix);
      await depositAsPage(who, baseUrl, 100);
      await openFromList(who, goto(who), '/m/pvp', 'truco duel', 'Truco Duel');
    }
    // Both sit at the same table with the offered buy-in (24 stakes of R$ 1,00).
    await page.getByRole('button', { name: 'Sentar no lugar 1' }).click();
    await expect.poll(() => shownBalance(page)).toBe(10_000 - 2400);
    await other.getByRole('button', { name: 'Sentar no lugar 2' }).click();
    await expect.poll(() => shownBalance(other)).toBe(10_000 - 2400);
    await visible(page.getByText(/^Mão 1/).first(), 30_000);
    await expectNoSeriousViolations(page);

    // Each plays a card on their turn (accepting a raise, playing a hand of eleven) until the
    // hand is in the history.
    const history = (p: Page) =>
      p.getByRole('region', { name: 'Histórico de mãos' }).getByRole('listitem');
    for (let moves = 0; moves < 40 && (await history(page).count()) === 0; moves += 1) {
      for (const player of [page, other]) {
        if (!(await player.getByRole('status').filter({ hasText: 'Sua vez' }).count())) continue;
        const actions = player.getByRole('group', { name: 'Suas jogadas' });
        const choice = actions
          .getByRole('button', { name: /^(Aceitar|Jogar a mão de onze|Jogar (?!.*virada).+)$/ })
          .first();
        if (await choice.count()) await choice.click().catch(() => undefined);
      }
      await page.waitForTimeout(300);
    }
    const line = await visible(history(page).first(), 30_000);
    const mine = await line.innerText();
    const theirs = await visible(history(other).first()).then((l) => l.innerText());
    // "Mão 1: você ganhou R$ 0,95 · comissão R$ 0,05"
    const parse = (text: string) => {
      const [result, fee] = text.replace(/^Mão \d+:/, '').split('·') as [string, string];
      const amount = /ganhou|perdeu/.test(result) ? cents(result) : 0;
      return { delta: /perdeu/.test(result) ? -amount : amount, rake: cents(fee) };
    };
    const { delta: da, rake } = parse(mine);
    const { delta: db } = parse(theirs);
    expect(da + db + rake).toBe(0);
    expect(Math.abs(da) + Math.abs(db)).toBeGreaterThan(0);

    // Both leave with their chips: each balance moved by exactly the hand's result.
    for (const [player, d] of [
      [page, da],
      [other, db],
    ] as const) {
      const leave = player.getByRole('button', { name: 'Sair da mesa' });
      // A seat whose stack can no longer cover a hand was stood up with its chips already.
      if (await leave.isVisible()) await leave.click();
      await expect.poll(() => shownBalance(player), { timeout: 30_000 }).toBe(10_000 + d);
    }
  }, 180_000);

  it('places a pre-match single and an in-play accumulator and sees them settle', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'pvsb');
    await depositAsPage(page, baseUrl, 100);
    await openFromList(
      page,
      (path) => app.goto(path),
      '/m/sports',
      'football live odds',
      'Football Live Odds',
    );
    expect(await shownBalance(page)).toBe(10_000);

    const place = async () => {
      const stake = page.getByRole('spinbutton', { name: 'Valor da aposta' });
      await stake.fill('10');
      // In play the prices move every few seconds; on a busy machine a try can lose the race
      // more than once. Each try reads its own answer: the text on the page can still be the
      // last try's "As odds mudaram" when the next one is sent.
      for (let tries = 0; tries < 12; tries += 1) {
        const accept = page.getByRole('button', { name: 'Aceitar novas odds' });
        if (await accept.count()) await accept.click();
        const answered = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/sports/slips' &&
            response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Apostar', exact: true }).click();
        const answer = (await (await answered).json()) as { success: boolean; errorCode?: string };
        if (answer.success) {
          await visible(page.getByText('Aposta feita'));
          return;
        }
        expect(['odds.changed', 'market.closed']).toContain(answer.errorCode);
        await visible(accept);
      }
      throw new Error('the prices kept moving');
    };

    // A single on the next match.
    await page.getByRole('tab', { name: 'Próximos' }).click();
    const upcoming = page.getByRole('tabpanel').getByRole('article').first();
    await upcoming
      .getByRole('button', { name: /Resultado final/ })
      .first()
      .click();
    await visible(page.getByText('Simples'));
    await place();
    await expect.poll(() => shownBalance(page)).toBe(9000);
    await expectNoSeriousViolations(page);

    // An accumulator of two matches in play.
    await page.getByRole('tab', { name: 'Ao vivo' }).click();
    // The two latest kick-offs still priced: a match near its end has its markets suspended.
    const result = /Resultado final/;
    const live = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: result }) });
    await expect.poll(() => live.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    for (const nth of [-1, -2])
      await live.nth(nth).getByRole('button', { name: result }).first().click();
    await visible(page.getByText('Múltipla de 2'));
    // In play a price moves every simulated minute (about a second here): the member lets the
    // slip take whatever the board says when it arrives, as a slow phone needs to.
    await page
      .getByRole('combobox', { name: 'Se as odds mudarem' })
      .selectOption({ label: 'Aceitar qualquer mudança' });
    // The board repaints with each push; the stake box keeps the member's focus through them.
    await page.getByRole('spinbutton', { name: 'Valor da aposta' }).focus();
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('slip-stake');
    await place();
    await expect.poll(() => shownBalance(page)).toBe(8000);

    // Both settle when their matches end; the balance is stakes less what they paid.
    const slips = async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/sports/slips');
        const body = (await response.json()) as {
          value: { slips: Array<{ status: string; payoutCents: number | null }> };
        };
        return body.value.slips;
      });
    await expect
      .poll(async () => (await slips()).every((slip) => slip.status !== 'open'), {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe(true);
    const paid = (await slips()).reduce((sum, slip) => sum + (slip.payoutCents ?? 0), 0);
    await page.reload();
    await expect.poll(() => shownBalance(page)).toBe(8000 + paid);
    await page.getByRole('tab', { name: 'Minhas apostas' }).click();
    await visible(page.getByText(/^(Ganha|Perdida)$/).first());
    await expectNoSeriousViolations(page);
  }, 240_000);
});
