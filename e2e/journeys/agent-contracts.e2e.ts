import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACTS_API } from '@app/contracts';
import { login, trackCaptchas } from '../support/accounts.ts';
import { hidden, painted, useApp, visible } from '../support/app.ts';

/**
 * Agent contracts at 390 x 844 in Portuguese (decision 024), against the real server and its
 * demo data: the sub-agent agent02 (upline agent01) signs in on home, is prompted about the
 * dividend contract agent01 offered it, opens the contract screen, accepts after confirming and
 * sees it accepted with the time; agent01 then sees the contract accepted among its offers.
 * Only this journey uses agent02, so deciding its seeded offer touches no other journey.
 */
describe('agent contracts', () => {
  const app = useApp();

  it('a sub-agent accepts the offered dividend from the home prompt; its upline sees it accepted', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'agent02', 'demo1234');

    const prompt = await visible(page.getByRole('dialog', { name: 'Novo contrato de Dividendos' }));
    await prompt.getByRole('button', { name: 'Ver contrato' }).click();
    await page.waitForURL(/\/m\/member\/agent\/getDevidendContract$/);
    await visible(page.getByRole('heading', { name: 'Dividendos' }));
    await visible(page.getByText('Aguardando sua decisão'));
    const tiers = page.getByRole('table', { name: 'Faixas' });
    expect(await tiers.getByRole('row').count()).toBe(3);
    await visible(tiers.getByText('15,00%'));

    await page.getByRole('button', { name: 'Aceitar' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Aceitar este contrato?' }));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Sua decisão foi salva.'));
    await visible(page.getByText('Aceito', { exact: true }));
    await visible(page.getByText('Decidido em'));
    expect(await page.locator('time').first().innerText()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await hidden(page.getByRole('button', { name: 'Aceitar' }));

    // Home prompts nothing any more; the dividend screen shows the contract in force.
    // Home asks for the pending contracts on entry: once that answer is on screen, no prompt.
    const statusAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === AGENT_CONTRACTS_API.status,
    );
    await app.goto('/m/home');
    await visible(page.getByRole('main'));
    await (await statusAnswer).finished();
    await painted(page);
    expect(await page.getByRole('dialog', { name: /contrato/ }).count()).toBe(0);
    await app.goto('/m/agent/dividend');
    const current = await visible(page.getByRole('region', { name: 'Contrato atual' }));
    await visible(current.getByText('agent01'));
    await visible(page.getByRole('region', { name: 'Histórico de pagamentos' }));

    // The upline sees the contract accepted.
    const upline = await app.freshPage();
    await upline.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await login(upline, baseUrl, trackCaptchas(upline), 'agent01', 'demo1234');
    await upline.goto('/m/agent/contract/offer', { waitUntil: 'domcontentloaded' });
    const offered = await visible(upline.getByRole('list', { name: 'Contratos que você propôs' }));
    const item = await visible(offered.getByRole('listitem').filter({ hasText: 'agent02' }));
    await visible(item.getByText('Dividendos'));
    await visible(item.getByText('Aceito', { exact: true }));
  });
});
