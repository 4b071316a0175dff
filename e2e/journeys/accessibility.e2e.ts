import type { Page } from 'playwright-core';
import { PROTECTION_API } from '@app/contracts';
import { describe, it } from 'vitest';
import { registerThroughApi, startTrial } from '../support/accounts.ts';
import { hidden, linkOrButton, scrollUntilVisible, useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

describe('accessibility', () => {
  const app = useApp();

  it('has no serious or critical axe-core violations on the home page', async () => {
    const { page } = app;
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await visible(page.getByRole('region', { name: 'Banners' }));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    // The floating shortcuts' open list, light and dark.
    await page.getByRole('button', { name: 'Atalhos' }).click();
    await visible(page.getByRole('dialog', { name: 'Atalhos' }));
    await expectNoSeriousViolations(page);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expectNoSeriousViolations(page);
  });

  it('has none on the game pages: list, filter panel, search, slot list and game centre', async () => {
    const { page } = app;
    await app.goto('/m/rng');
    await visible(page.getByRole('list', { name: 'Todos os jogos' }).getByRole('listitem'));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Filtrar jogos' }).click();
    const panel = await visible(page.getByRole('dialog', { name: 'Filtrar jogos' }));
    await expectNoSeriousViolations(page);
    await panel.getByRole('radio', { name: 'Solarix Slots' }).check();
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    const search = await visible(page.getByRole('dialog', { name: 'Pesquisar jogos' }));
    await visible(
      search.getByRole('list', { name: 'Resultados da pesquisa' }).getByRole('listitem'),
    );
    await expectNoSeriousViolations(page);

    for (const path of ['/m/inhouse', '/m/esports']) {
      await app.goto(path);
      await visible(page.getByRole('main').getByRole(path === '/m/inhouse' ? 'listitem' : 'link'));
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
  });

  it('has none on the promotions, help centre and user agreement pages', async () => {
    const { page } = app;
    await app.goto('/m/activity');
    const tabs = await visible(page.getByRole('tablist', { name: 'Categorias de promoções' }));
    await visible(page.getByRole('list', { name: 'Promoções' }).getByRole('article'));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    await tabs.getByRole('tab', { name: 'Cassino ao vivo' }).click();
    await page.getByRole('link', { name: /^Mais sobre / }).click();
    await visible(page.getByRole('article').getByRole('heading', { level: 2 }));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    for (const path of ['/m/help', '/m/help?tag=terms', '/m/useragreement']) {
      await app.goto(path);
      await visible(page.getByRole('heading', { level: 2 }));
      await expectNoSeriousViolations(page);
    }
  });

  it('has none on the lottery pages: lobby, history, weekly schedule and betting page', async () => {
    const { page } = app;
    await app.goto('/m/lott');
    await visible(page.getByRole('article', { name: 'Miền Bắc' }));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Resultados anteriores' }).click();
    await visible(page.getByRole('dialog'));
    await expectNoSeriousViolations(page);

    await app.goto('/m/lottery');
    await visible(page.getByRole('listitem', { name: /Segunda-feira/ }));
    await expectNoSeriousViolations(page);

    await startTrial(page);
    await app.goto('/m/lott');
    await page.getByRole('button', { name: 'Jogar agora: Miền Bắc' }).click();
    await visible(page.getByRole('heading', { name: 'Miền Bắc' }));
    await visible(page.getByRole('tab', { name: /Lô 2/ }));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  it('has none in the login and registration popups', async () => {
    const { page } = app;
    await app.goto('/m/login');
    const login = await visible(page.getByRole('dialog', { name: 'Entrar' }));
    await visible(login.getByLabel('Nome de usuário', { exact: true }));
    await expectNoSeriousViolations(page);

    await login.getByRole('button', { name: 'Cadastrar' }).click();
    const register = await visible(page.getByRole('dialog', { name: 'Cadastrar' }));
    await visible(register.getByRole('img', { name: 'Imagem do código de verificação' }));
    await expectNoSeriousViolations(page);
  });

  it('has none in the signed-in header and side menu, light and dark', async () => {
    const { page } = app;
    await app.goto('/m/');
    await startTrial(page);
    await visible(linkOrButton(page.getByRole('banner'), 'Depósito'));
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await visible(menu.getByRole('button', { name: 'Sair' }));
    await expectNoSeriousViolations(page);

    await menu.getByRole('switch', { name: 'Tema escuro' }).click();
    await expectNoSeriousViolations(page);
  });

  // Issue 7, messages: the announcement list with an item open, light and dark.
  it('has none on the message screens, light and dark', async () => {
    const { page } = app;
    await app.goto('/m/message');
    const list = await visible(page.getByRole('list', { name: 'Lista de anúncios' }));
    await list.getByRole('button').first().click();
    await expectNoSeriousViolations(page);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await app.goto('/m/notice');
    await visible(page.getByRole('list', { name: 'Lista de avisos' }));
    await expectNoSeriousViolations(page);
  });
});

// Home widgets below the fold (issue 7, decision 020).
describe('accessibility of the home widgets', () => {
  const app = useApp();

  async function scrollToBottom(page: Page): Promise<void> {
    await scrollUntilVisible(page, page.getByRole('region', { name: 'Jogo responsável' }));
    await visible(page.getByRole('region', { name: 'Partidas em destaque' }).getByRole('button'));
    await visible(page.getByRole('region', { name: 'Notícias' }).getByRole('button'));
    await page.waitForLoadState('networkidle');
  }

  it('has no serious or critical violations in the widgets and the news dialog, light and dark', async () => {
    const { page } = app;
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await app.goto('/m/');
      await scrollToBottom(page);
      await expectNoSeriousViolations(page);
      await page.getByRole('region', { name: 'Notícias' }).getByRole('button').first().click();
      await visible(page.getByRole('dialog'));
      await expectNoSeriousViolations(page);
    }
  });
});

// Player protection and identity (issue 23): a fresh member's /m/protection with a limit form
// and the break's confirmation open (cancelled, never confirmed), /m/identity, and the
// reality-check dialog.
describe('accessibility of the protection and identity pages', () => {
  const app = useApp();

  it('has no serious or critical violations on /m/protection, /m/identity and the reality check, light and dark', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'axe');
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);

      await app.goto('/m/protection');
      const row = await visible(page.getByRole('region', { name: 'Limite diário de depósito' }));
      await visible(page.getByRole('region', { name: 'Pausas e autoexclusão' }));
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);

      // A limit's form open.
      await row.getByRole('button', { name: /: Limite diário de depósito/ }).click();
      await visible(row.getByRole('textbox', { name: 'Limite diário de depósito' }));
      await expectNoSeriousViolations(page);
      await row.getByRole('button', { name: 'Cancelar' }).click();

      // The break's confirmation open, then cancelled.
      await page
        .getByRole('form', { name: 'Fazer uma pausa' })
        .getByRole('button', { name: 'Fazer pausa' })
        .click();
      const confirm = await visible(page.getByRole('dialog', { name: /Confirmar a pausa/ }));
      await visible(confirm.getByLabel('Senha de acesso'));
      await expectNoSeriousViolations(page);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await hidden(confirm);

      await app.goto('/m/identity');
      await visible(page.getByRole('form', { name: 'Dados de identidade e documentos' }));
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);

      // The reality-check dialog: the server's own answer, read as due and with a loss (the
      // shared server's clock cannot be moved to make one due), never answered.
      const realityCheck = (url: URL) => url.pathname === PROTECTION_API.realityCheck;
      await page.route(realityCheck, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: Record<string, unknown> };
        Object.assign(body.value, {
          due: true,
          playedMinutes: 47,
          netResultCents: -2_500,
          stakesCents: 5_000,
          winsCents: 2_500,
        });
        await route.fulfill({ response, json: body });
      });
      await app.goto('/m/home');
      const check = await visible(page.getByRole('dialog', { name: 'Lembrete de tempo de jogo' }));
      await visible(check.getByText('Resultado nesta sessão'));
      await expectNoSeriousViolations(page);
      await page.unroute(realityCheck);
    }
  });
});
