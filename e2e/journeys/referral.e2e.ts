import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { API, BgsSessionValue, PLAY_API, bgsPath } from '@app/contracts';
import { boJobRunPath, JobRun } from '@app/contracts/backoffice';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DESKTOP, operatorName, operatorOn } from '../support/backoffice.ts';
import { depositAsPage } from '../support/deposit.ts';
import { spinTimes } from '../support/game-page.ts';
import { REPO_ROOT, runBackOfficeCli } from '../support/server.ts';

/**
 * A referral held for review (issue 25, decision 058), on the phone (390 x 844) and the back
 * office (1280 x 800), in Portuguese against the real server. An inviter reads their invite
 * code; a friend registers with it in a second browser on the same machine (so the same address
 * and browser: the referral will look like a self-referral), deposits R$ 150 and stakes R$ 100
 * of it on an in-house slot. The `referral-rewards` job runs (through the back office's jobs
 * API, as an administrator's script would, instead of waiting for the scheduler) and holds the
 * referral; a risk operator finds it with its device and address signals, approves it with a
 * reason; the inviter claims the "Bônus de indicação" in the reward centre and the balance rises
 * by R$ 20,00. With E2E_SCREENSHOTS=1 the review screens are also saved to
 * test-results/referral/.
 */
const SHOTS = process.env.E2E_SCREENSHOTS ? path.join(REPO_ROOT, 'test-results/referral') : null;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** What the referral promotion asks the friend to stake of their own money. */
const WAGER_CENTS = 100_00;
const DEPOSIT_REAIS = 150;

/** The masked user name the member site shows for a friend (first two, last two). */
const masked = (name: string) =>
  `${name.slice(0, 2)}${'*'.repeat(name.length - 4)}${name.slice(-2)}`;

/** The signed-in page's cash balance, in cents. */
async function cashBalance(page: Page): Promise<number> {
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    const body = (await response.json()) as { value: { sumBalance: number } };
    return body.value.sumBalance;
  }, API.walletBalance);
}

/**
 * Whether `bet` reaches the wager from the deposit even if every spin loses, with the Spin
 * button still enabled after the last one (the balance still covers a bet).
 */
function fits(bet: number): boolean {
  return (Math.ceil(WAGER_CENTS / bet) + 1) * bet <= DEPOSIT_REAIS * 100;
}

/**
 * An in-house slot among the first page of BGS slots, with the largest bet option that fits:
 * the fewest spins to reach the wager. Answers its id and that bet.
 */
async function slotWithLargeBets(page: Page): Promise<{ gameId: number; betCents: number }> {
  const list = await page.request.get(`${API.gameList}?gameType=RNG&vassalage=BGS&pageNo=1`);
  const { value } = (await list.json()) as { value: { games: { gameId: string }[] } };
  let best = { gameId: 0, betCents: 0 };
  for (const game of value.games.slice(0, 20)) {
    const gameId = Number(game.gameId);
    const answer = await page.request.get(bgsPath(PLAY_API.bgsSession, gameId));
    if (!answer.ok()) continue;
    const session = BgsSessionValue.parse(((await answer.json()) as { value: unknown }).value);
    const bet = Math.max(0, ...session.betOptionsCents.filter(fits));
    if (bet > best.betCents) best = { gameId, betCents: bet };
    // R$ 50,00: two spins (the most that fits R$ 150,00).
    if (best.betCents >= WAGER_CENTS / 2) break;
  }
  expect(best.betCents, 'an in-house slot with a bet option that fits').toBeGreaterThan(0);
  return best;
}

/** An administrator's API key (jobs.run), made as an operator would with the CLI. */
async function adminKey(): Promise<string> {
  const username = operatorName('admin');
  await runBackOfficeCli(inject('database'), [
    'create-operator',
    username,
    'admin',
    'Journey admin',
  ]);
  const printed = await runBackOfficeCli(inject('database'), [
    'create-api-key',
    username,
    'admin',
    'referral journey',
  ]);
  const key = printed.trim().split('\n').pop() ?? '';
  expect(key).toMatch(/^bok_/);
  return key;
}

describe('referral review', () => {
  const app = useApp();

  it(
    'a friend on the inviter’s device plays enough; risk approves; the inviter claims R$ 20,00',
    { timeout: 240_000 },
    async () => {
      const { page, baseUrl } = app;

      // The inviter: a new member and the invite screen's link with its code.
      await app.goto('/m/');
      await registerThroughApi(page, 'convida');
      await app.goto('/m/invite');
      const main = page.getByRole('main');
      const qr = await visible(main.getByRole('img', { name: 'QR code do seu link de convite' }));
      const link = new URL((await qr.getAttribute('data-qr-value'))!);
      const code = link.searchParams.get('affiliateCode')!;
      expect(code).toMatch(/^[A-Z2-9]{10}$/);

      // The friend, in a browser of their own on the same machine: follows the link, registers
      // with its code, deposits R$ 150 and stakes R$ 100 of it on an in-house slot.
      const friendPage = await app.freshPage();
      await friendPage.goto(link.pathname + link.search, { waitUntil: 'domcontentloaded' });
      const friend = await registerThroughApi(friendPage, 'amigo', { affiliateCode: code });
      await depositAsPage(friendPage, baseUrl, DEPOSIT_REAIS);
      const slot = await slotWithLargeBets(friendPage);
      await friendPage.goto(`/m/game/bgs/${slot.gameId}`, { waitUntil: 'domcontentloaded' });
      // The select's name is its label with the chosen bet (the label wraps it).
      const bet = await visible(friendPage.getByRole('combobox', { name: /^Aposta/ }));
      await bet.selectOption(String(slot.betCents));
      let staked = 0;
      while (staked < WAGER_CENTS) staked += (await spinTimes(friendPage, 1)).stakedCents;

      // The job, run now for the minute just ended by an administrator's script.
      const periodKey = new Date(Date.now() - 60_000).toISOString().slice(0, 16);
      const response = await fetch(`${baseUrl}${boJobRunPath('referral-rewards')}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await adminKey()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ periodKey, reason: 'Journey: check the referrals now' }),
      });
      const envelope = (await response.json()) as { success: boolean; value: unknown };
      expect(envelope.success, JSON.stringify(envelope)).toBe(true);
      expect(JobRun.parse(envelope.value)).toMatchObject({
        job: 'referral-rewards',
        outcome: 'ok',
      });

      // A risk operator: the referrals under review, the friend with both signals.
      const desk = await app.freshPage(DESKTOP);
      await operatorOn(desk, baseUrl, 'risk');
      await desk
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Bônus' })
        .click();
      await desk
        .getByRole('navigation', { name: 'Seções de bônus' })
        .getByRole('link', { name: 'Indicações para revisão' })
        .click();
      await visible(desk.getByRole('heading', { name: 'Indicações para revisão', level: 1 }));
      const table = await visible(
        desk.getByRole('table', { name: 'Indicações, mais recentes primeiro' }),
      );
      const row = table.getByRole('row').filter({ hasText: friend });
      await visible(row);
      for (const text of ['Em revisão', 'Mesmo aparelho', 'Mesmo IP', 'R$ 150,00']) {
        await visible(row.getByText(text, { exact: true }));
      }
      await visible(row.getByText(/^R\$ [\d.,]+ de R\$ 100,00$/));
      await visible(row.getByRole('link', { name: `Abrir a página de ${friend}` }));
      await desk.waitForLoadState('networkidle');
      await expectNoSeriousViolations(desk);
      await shot(desk, '1-review');

      await row.getByRole('button', { name: `Aprovar a indicação de ${friend}` }).click();
      const dialog = await visible(
        desk.getByRole('dialog', { name: `Aprovar a indicação de ${friend}` }),
      );
      await visible(dialog.getByText(/Aprovar paga R\$ 20,00 a convida\d+ e R\$ 20,00 a/));
      await expectNoSeriousViolations(desk);
      await shot(desk, '2-approve');
      await dialog.getByLabel('Motivo').fill('Mesma casa, confirmado por telefone');
      await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
      await visible(
        desk.getByRole('status').filter({ hasText: `Indicação de ${friend} aprovada` }),
      );
      // Decided: no longer under review; in the rewarded ones, by this operator.
      await expect.poll(() => row.count()).toBe(0);
      await desk.getByLabel('Situação').selectOption('rewarded');
      await visible(table.getByRole('row').filter({ hasText: friend }).getByText('Recompensada'));
      await shot(desk, '3-rewarded');

      // The inviter's reward centre: the referral bonus, claimed into the balance.
      const before = await cashBalance(page);
      await app.goto('/m/rewardCenter');
      const title = `Bônus de indicação: ${masked(friend)}`;
      await visible(page.getByText(title, { exact: true }));
      await page.getByRole('button', { name: `Resgatar ${title}` }).click();
      await visible(page.getByRole('status').filter({ hasText: 'R$ 20,00 adicionados' }));
      await expect.poll(() => cashBalance(page)).toBe(before + 20_00);
      await app.goto('/m/home');
      await visible(
        page
          .getByRole('banner')
          .getByText(`R$ ${((before + 20_00) / 100).toFixed(2).replace('.', ',')}`, {
            exact: true,
          }),
      );

      // The friend's welcome reward waits in theirs.
      await friendPage.goto('/m/rewardCenter', { waitUntil: 'domcontentloaded' });
      await visible(friendPage.getByText('Bônus de boas-vindas por convite', { exact: true }));
    },
  );
});
