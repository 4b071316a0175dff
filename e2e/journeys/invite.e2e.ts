import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  API_MEMBER_PASSWORD,
  registerThroughApi,
  solveCaptcha,
  trackCaptchas,
  uniqueName,
} from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { REPO_ROOT } from '../support/server.ts';

/**
 * Invite and referral (issue 18, decision 035) at 390 x 844 in Portuguese, against the real
 * server: a member's footer invite tab opens the invite screen with the personal link, its QR
 * code and how the referral promotion works; a friend follows the link, registers through the
 * form and then shows, masked, in the member's list. A guest tapping the tab gets the login dialog.
 */

const SCREENSHOT = path.join(REPO_ROOT, 'test-results/invite-390x844.png');

function footer(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

describe('invite', () => {
  const app = useApp();

  // Two browsers and a registration through the form: more than the default minute on a busy
  // machine.
  it(
    'a member shares the invite link; a friend registers through it and joins the list',
    {
      timeout: 150_000,
    },
    async () => {
      const { page } = app;
      await app.goto('/m/');
      const member = await registerThroughApi(page, 'convida');
      await app.goto('/m/home');

      await footer(page).getByRole('link', { name: 'Convidar' }).click();
      await page.waitForURL('**/m/invite');
      const main = page.getByRole('main');
      await visible(main.getByRole('heading', { name: 'Seu link de convite' }));
      const qr = await visible(main.getByRole('img', { name: 'QR code do seu link de convite' }));
      const url = (await qr.getAttribute('data-qr-value'))!;
      expect(url).toMatch(/^https:\/\/[^/]+\/m\/register\?affiliateCode=[A-Z2-9]{10}$/);
      await visible(main.getByText(url, { exact: true }));
      await visible(main.getByRole('button', { name: 'Copiar link' }));
      // How it works: the seeded referral promotion, in Portuguese.
      const how = main.getByRole('region', { name: 'Como funciona' });
      await visible(how.getByText('Convide amigos e ganhem juntos'));
      await visible(how.getByText(/vocês dois ganham R\$ 20,00/));
      const friends = main.getByRole('region', { name: 'Amigos que entraram' });
      await visible(friends.getByText(/Nenhum amigo entrou pelo seu link ainda/));

      await page.evaluate(() => window.scrollTo(0, 0));
      await mkdir(path.dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });

      // A friend follows the link (on this server: same path and query) in a browser of their
      // own and registers through the form, which checks the link's code first.
      const code = new URL(url).searchParams.get('affiliateCode')!;
      const friendPage = await app.freshPage();
      const captchas = trackCaptchas(friendPage);
      await friendPage.goto(new URL(url).pathname + new URL(url).search, {
        waitUntil: 'domcontentloaded',
      });
      const dialog = await visible(friendPage.getByRole('dialog', { name: 'Cadastrar' }));
      await expect
        .poll(() => dialog.getByLabel('Código de convite', { exact: true }).inputValue())
        .toBe(code);
      const friend = uniqueName('amigo');
      expect(friend).not.toBe(member);
      await dialog.getByLabel('Nome de usuário', { exact: true }).fill(friend);
      await dialog.getByLabel('Senha', { exact: true }).fill(API_MEMBER_PASSWORD);
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill(API_MEMBER_PASSWORD);
      await solveCaptcha(dialog, app.baseUrl, captchas, 'Código da imagem');
      await dialog.getByRole('button', { name: 'Cadastrar agora' }).click();
      await visible(friendPage.getByRole('dialog', { name: 'Cadastro concluído' }));

      await page.reload({ waitUntil: 'domcontentloaded' });
      const list = await visible(
        page.getByRole('main').getByRole('list', { name: 'Amigos que entraram' }),
      );
      const masked = `${friend.slice(0, 2)}${'*'.repeat(friend.length - 4)}${friend.slice(-2)}`;
      await visible(list.getByText(masked, { exact: true }));
      await visible(list.getByText('Ainda sem depósito'));
      await visible(page.getByText('1 amigo', { exact: true }));
    },
  );

  it('a guest tapping the invite tab gets the login dialog and stays put', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Convidar' }).click();
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });
});
