import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startTrial } from '../support/accounts.ts';
import { linkOrButton, scrollUntilVisible, useApp, visible } from '../support/app.ts';

const require = createRequire(import.meta.url);

let axeScript: Promise<string> | undefined;
/** axe-core's bundle, read once per file. */
function axeSource(): Promise<string> {
  axeScript ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page once its animations and transitions are over (a menu sliding in
 * or a theme fading over has passing colours only at its end) and fails on serious or
 * critical violations.
 */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (the ticker, the jackpot glow) never finish and change no contrast.
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  // Evaluated through the DevTools protocol, so the site's CSP stays as it is; once per
  // document (a page that has not navigated since still has it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: unknown[]; html: string }>;
          }>;
        }>;
      };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });

  const blocking = violations.filter((v: Violation) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  const others = violations.filter((v: Violation) => !blocking.includes(v));
  for (const v of others) {
    console.log(`axe (${v.impact ?? 'n/a'}): ${v.id} — ${v.help} — ${v.targets.join(', ')}`);
  }
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

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
