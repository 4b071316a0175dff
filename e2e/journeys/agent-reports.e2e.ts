import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, startTrial, trackCaptchas } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';

/**
 * The team reports at 390 x 844 in Portuguese against the real server and its demo data: the
 * demo agent (agent01, whose downline is the demo member) opens each report from its URL,
 * sees the heading, the profit-and-loss table with the demo member and the total row, and
 * changes the period. Nothing here moves money. A visitor who is not an agent is sent home:
 * a guest with the login popup, a signed-in member or trial without it (decision 023).
 */

async function heading(page: Page, name: string) {
  return visible(page.getByRole('heading', { level: 1, name }));
}

describe('agent team reports', () => {
  const app = useApp();

  it('an agent reads the overview, the profit and loss per downline, team betting and the agent movements', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'agent01', 'demo1234');

    await app.goto('/m/agent/team/overview');
    await heading(page, 'Resumo da equipe');
    await visible(page.getByRole('region', { name: 'Resultado da equipe' }));
    const members = await visible(page.getByRole('region', { name: 'Membros' }));
    const direct = await members.getByText('Membros diretos').locator('xpath=..').innerText();
    expect(Number(/(\d+)\s*$/.exec(direct)?.[1])).toBeGreaterThanOrEqual(1);
    // Today's figures, then this month's: the period is in the URL.
    await page.getByRole('radio', { name: 'Este mês' }).check();
    await page.waitForURL(/range=month/);
    await visible(page.getByRole('region', { name: 'Resultado da equipe' }));

    await app.goto('/m/agent/team/pnl');
    await heading(page, 'Lucros e perdas da equipe');
    const table = await visible(
      page.getByRole('table', { name: 'Lucros e perdas por subordinado' }),
    );
    await visible(table.getByRole('rowheader', { name: 'demo', exact: true }));
    const total = await visible(table.getByRole('row').filter({ hasText: 'Total' }));
    // Amounts with 2 decimals (PT: comma); the currency is in the column headers.
    expect(await total.innerText()).toMatch(/\d,\d{2}\b/);
    await visible(table.getByRole('columnheader', { name: 'Resultado (R$)' }));
    await page.getByRole('radio', { name: 'Ontem' }).check();
    await page.waitForURL(/range=yesterday/);
    await visible(page.getByRole('table').getByRole('rowheader', { name: 'demo', exact: true }));
    await page.getByRole('radio', { name: 'Datas' }).check();
    await page.waitForURL(/range=custom/);
    await visible(page.getByLabel('De'));
    await visible(page.getByRole('table').getByRole('row').filter({ hasText: 'Total' }));

    await app.goto('/m/teamBetting');
    await heading(page, 'Apostas da equipe');
    await visible(
      page
        .getByRole('list', { name: 'Apostas da equipe' })
        .or(page.getByText('Sem apostas da equipe neste período')),
    );
    await visible(page.getByRole('searchbox', { name: 'Membro' }));

    await app.goto('/m/transaction/record?types=A');
    await heading(page, 'Extrato da conta');
    const type = await visible(page.getByRole('combobox', { name: 'Tipo' }));
    expect(await type.inputValue()).toBe('A');
    await visible(
      page
        .getByRole('list', { name: 'Movimentos' })
        .or(page.getByText('Sem movimentos neste período')),
    );
  });

  it('sends a guest home with the login popup and a trial player home', async () => {
    const { page } = app;
    await app.goto('/m/agent/team/pnl');
    await page.waitForURL(/\/m\/home$/);
    await visible(page.getByRole('dialog', { name: 'Entrar' }));

    const trial = await app.freshPage();
    await trial.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await startTrial(trial);
    for (const path of ['/m/agent/team/overview', '/m/teamBetting']) {
      await trial.goto(path, { waitUntil: 'domcontentloaded' });
      await trial.waitForURL(/\/m\/home$/);
    }
    expect(await trial.getByRole('table').count()).toBe(0);
  });
});
