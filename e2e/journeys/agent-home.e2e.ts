import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, solveCaptcha, startTrial, trackCaptchas, uniqueName } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';

/**
 * The agent home at 390 x 844 in Portuguese, against the real server and its demo data
 * (issue 8, decision 021): agent01 sees its greeting, balance and team counters, opens the
 * register centre from the agent quick menu, creates an affiliate link there, a visitor in a fresh browser registers through that
 * link and the link's member count and the registered-members counter rise. agent01's money
 * is never moved. A trial player opening /m/agent lands on home.
 */

const PASSWORD = 'abc12345';

async function registeredToday(page: Page): Promise<number> {
  const counter = await visible(page.getByTestId('counter-teamRegisterMemberCount'));
  await expect.poll(async () => /^\d+$/.test((await counter.innerText()).trim())).toBe(true);
  return Number((await counter.innerText()).trim());
}

describe('agent home', () => {
  const app = useApp();

  it('an agent creates a link, a visitor registers through it, and the counters rise', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'agent01', 'demo1234');

    await app.goto('/m/agent');
    await visible(
      page.getByRole('heading', {
        name: /^(Bom dia|Boa tarde|Boa noite), agent01$/,
      }),
    );
    await expect
      .poll(() => page.getByTestId('agent-balance').innerText())
      .toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    const before = await registeredToday(page);
    const tools = page.getByRole('navigation', { name: 'Ferramentas do agente' });
    await visible(tools.getByRole('link', { name: 'Resumo da equipe' }));
    await visible(tools.getByRole('button', { name: 'Serviço online' }));

    expect(
      await page
        .getByRole('navigation', { name: 'Seções do agente' })
        .getByRole('link', { name: 'Abrir conta' })
        .getAttribute('href'),
    ).toBe('/m/agentRegister');

    // The register centre, through the agent quick menu of the side menu (home's header).
    await app.goto('/m/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await menu.getByRole('button', { name: 'Agente' }).click();
    const quick = await visible(page.getByRole('dialog', { name: 'Agente' }));
    await quick.getByRole('button', { name: 'Central de cadastro' }).click();
    await page.waitForURL(/\/m\/agentRegister$/);
    await expect.poll(() => page.getByRole('dialog', { name: 'Agente' }).count()).toBe(0);
    const rebate = await visible(page.getByLabel('Rebate padrão (%)'));
    await rebate.fill('1,5');
    await page.getByRole('button', { name: 'Criar link' }).click();
    const created = await visible(page.getByRole('status').getByText(/^Link [A-Z2-9]{8} criado$/));
    const code = /([A-Z2-9]{8})/.exec(await created.innerText())![1]!;
    const item = page.locator(`[data-code="${code}"]`);
    await visible(item.getByText('1,50%'));
    await expect.poll(() => item.getByTestId(`members-${code}`).innerText()).toBe('0');
    const url = (await item.getByText(/\/m\/register\?affiliateCode=/).innerText()).trim();
    expect(url).toMatch(new RegExp(`/m/register\\?affiliateCode=${code}$`));

    // A visitor follows the link (on this server: same path and query) in a browser of their own.
    const visitor = await app.freshPage();
    const captchas = trackCaptchas(visitor);
    const linkPath = new URL(url).pathname + new URL(url).search;
    await visitor.goto(linkPath, { waitUntil: 'domcontentloaded' });
    const dialog = await visible(visitor.getByRole('dialog', { name: 'Cadastrar' }));
    await expect
      .poll(() => dialog.getByLabel('Código de convite', { exact: true }).inputValue())
      .toBe(code);
    const userName = uniqueName('viaLink');
    await dialog.getByLabel('Nome de usuário', { exact: true }).fill(userName);
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
    await dialog.getByRole('button', { name: 'Cadastrar agora' }).click();
    await visible(visitor.getByRole('dialog', { name: 'Cadastro concluído' }));

    // Back at the agent: the link brought one member; today's registrations rose.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect
      .poll(() => page.locator(`[data-code="${code}"]`).getByTestId(`members-${code}`).innerText())
      .toBe('1');
    await app.goto('/m/agent');
    await expect.poll(() => registeredToday(page)).toBeGreaterThanOrEqual(before + 1);

    // The link is deleted after a confirmation and leaves the list.
    await app.goto('/m/agentRegister');
    const row = page.locator(`[data-code="${code}"]`);
    await row.getByRole('button', { name: `Excluir link ${code}` }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Excluir este link?' }));
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('a trial player opening /m/agent lands on home', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await startTrial(page);
    await app.goto('/m/agent');
    await page.waitForURL(/\/m\/home$/);
    expect(await page.getByTestId('agent-balance').count()).toBe(0);
  });
});
