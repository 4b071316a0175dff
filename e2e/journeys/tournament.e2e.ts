import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  API,
  DevClockValue,
  okEnvelope,
  WalletBalance,
  type TournamentPrize,
} from '@app/contracts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { insertTournament } from '../../apps/server/src/testing/tournaments.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { depositAsPage } from '../support/deposit.ts';
import { spinTimes } from '../support/game-page.ts';

/**
 * A tournament from entry to payout at 390 x 844 in Portuguese, against the real server and
 * its own scheduler (issue 25, decision 057). There is no operator screen for tournaments yet,
 * so the journey writes one into the database: every in-house slot, scored by total wagered,
 * ending a few minutes from the server's now, R$ 100,00 for first place. A new member with a
 * deposit finds it from the promotions screen, enters, spins a covered slot three times, and
 * sees their rank and score on the board; then the server's clock (POST /dev/clock) moves past
 * the end, the scheduler's `tournament-payout` job pays on its next tick, and the member sees
 * the prize on the tournament, in the balance and in the account record.
 */

const FIRST_PRIZE_CENTS = 100_00;
/** The tournament ends this long after the server's now: time for the spins, in real time. */
const RUNS_FOR_MS = 5 * 60_000;
/** The payout waits this long after the end for rounds still committing (SETTLE_MS). */
const SETTLE_MS = 60_000;
/** The scheduler ticks every 15 s; room for a busy machine. */
const PAYOUT_WAIT_MS = 60_000;

/** "R$ 1.234,50" -> 123450. */
function cents(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** Moves the server's clock forward (development only); answers its new now. */
async function advanceServerClock(baseUrl: string, advanceMs: number): Promise<number> {
  const response = await fetch(`${baseUrl}${API.devClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  return okEnvelope(DevClockValue).parse(await response.json()).value.now;
}

async function balanceOf(page: Page): Promise<number> {
  const body = await page.evaluate(async (path) => (await fetch(path)).json(), API.walletBalance);
  return okEnvelope(WalletBalance).parse(body).value.sumBalance;
}

/** A tournament of every in-house slot ending `RUNS_FOR_MS` after the server's `now`. */
async function tournamentEndingSoon(now: number, title: string): Promise<number> {
  const opened = await openDatabase(inject('database'));
  try {
    const slots = await opened.db
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .execute();
    const prizes: TournamentPrize[] = [
      { fromRank: 1, toRank: 1, amountCents: FIRST_PRIZE_CENTS },
      { fromRank: 2, toRank: 3, amountCents: 10_00 },
    ];
    return await insertTournament(opened.db, {
      rule: 'totalWagered',
      // Spins are stamped on the wall clock, which the server's may run ahead of.
      startsAt: new Date(Math.min(now, Date.now()) - 86_400_000).toISOString(),
      endsAt: new Date(now + RUNS_FOR_MS).toISOString(),
      gameIds: slots.map((slot) => slot.game_id),
      prizes,
      title: { pt: title, en: title },
    });
  } finally {
    await opened.destroy();
  }
}

describe('tournament', () => {
  const app = useApp();

  it('enters a tournament, climbs the board with a few spins and is paid at the end', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'tourn');
    await depositAsPage(page, baseUrl, 50);
    const serverNow = await advanceServerClock(baseUrl, 1);
    const title = `Torneio Relâmpago ${serverNow.toString(36)}`;
    const id = await tournamentEndingSoon(serverNow, title);

    // From the promotions screen to the tournament.
    await app.goto('/m/activity');
    await (await visible(page.getByRole('link', { name: /^Torneios/ }))).click();
    await page.waitForURL(/\/m\/tournaments$/);
    const live = await visible(page.getByRole('list', { name: 'Acontecendo agora' }));
    await visible(live.getByRole('link', { name: new RegExp(title) }));
    await expectNoSeriousViolations(page);
    await live.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL(new RegExp(`/m/tournament\\?id=${id}$`));
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: title }));
    await visible(main.getByRole('timer'));
    const mine = main.getByRole('region', { name: 'Sua posição' });
    await visible(mine.getByText('Entre no torneio para aparecer na classificação.'));
    await visible(main.getByRole('listitem').filter({ hasText: 'R$ 100,00' }));
    await expectNoSeriousViolations(page);

    await main.getByRole('button', { name: 'Entrar no torneio' }).click();
    await visible(main.getByText('Você está neste torneio.', { exact: false }));
    await visible(mine.getByText('Jogue em um dos slots do torneio para entrar na classificação.'));

    // A covered slot, from the tournament's list of slots.
    await main.getByRole('list', { name: 'Slots do torneio' }).getByRole('link').first().click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    const { stakedCents: staked } = await spinTimes(page, 3);

    // Back on the tournament, the board shows the member first with what was staked: it is
    // worked out again every few seconds and the screen asks again every 10.
    await page.goBack();
    await page.waitForURL(new RegExp(`/m/tournament\\?id=${id}$`));
    const board = main.getByRole('list', { name: 'Classificação' });
    const ownLine = board.getByRole('listitem', { name: /^1º lugar: você \(/ });
    await visible(ownLine, 30_000);
    expect(await ownLine.getAttribute('aria-current')).toBe('true');
    const ownName = (await ownLine.getAttribute('aria-label')) ?? '';
    expect(cents(ownName.slice(ownName.lastIndexOf(', ')))).toBe(staked);
    await expect.poll(async () => (await mine.innerText()).includes('1º lugar')).toBe(true);
    const score = mine.getByText('Sua pontuação').locator('xpath=following-sibling::dd[1]');
    expect(cents(await score.innerText())).toBe(staked);

    // The end: the server's clock moves past it and its settling minute; the scheduler pays.
    const before = await balanceOf(page);
    await advanceServerClock(baseUrl, RUNS_FOR_MS + SETTLE_MS + 2_000);
    await visible(
      mine.getByText('Você ganhou R$ 100,00. O prêmio já está no seu saldo.'),
      PAYOUT_WAIT_MS,
    );
    await visible(main.getByText(/Este torneio terminou\. Prêmios pagos em/));
    await expect.poll(() => balanceOf(page)).toBe(before + FIRST_PRIZE_CENTS);

    // The account record lists the prize.
    await app.goto('/m/transaction/record');
    const records = await visible(page.getByRole('list', { name: 'Movimentos' }));
    const prize = records.getByRole('listitem').filter({ hasText: 'Prêmio de torneio' });
    expect(await (await visible(prize)).innerText()).toContain('+R$ 100,00');
  });
});
