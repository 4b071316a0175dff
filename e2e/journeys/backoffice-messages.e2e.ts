import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/server.ts';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';

/**
 * The back office's messages area (issue 22) at 1280 x 800 in Portuguese, beside a visitor on
 * the phone (390 x 844): a content operator writes a pop-up notice in Portuguese and English,
 * sees it in the 390 px phone preview, publishes it, and the member site's home shows it at once
 * in Portuguese (the default) and in English. With E2E_SCREENSHOTS=1 the screens are saved to
 * test-results/backoffice-messages/ to look at.
 */
const SHOTS = process.env.E2E_SCREENSHOTS
  ? path.join(REPO_ROOT, 'test-results/backoffice-messages')
  : null;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('back office: notices and texts', () => {
  const app = useApp();

  it(
    'a content operator publishes a pop-up notice that the site shows at once in each language',
    async () => {
      const { page, baseUrl } = app;
      const stamp = Date.now().toString(36);
      const titlePt = `Aviso de teste ${stamp}`;
      const titleEn = `Test notice ${stamp}`;

      const desk = await app.freshPage(DESKTOP);
      await operatorOn(desk, baseUrl, 'content');
      await desk
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Avisos e textos' })
        .click();
      await visible(desk.getByRole('table', { name: /Avisos do site/ }));
      await shot(desk, 'announcements');
      await desk.getByRole('link', { name: 'Novo aviso' }).click();

      const form = await visible(desk.getByRole('form', { name: 'Novo aviso' }));
      await form.getByLabel('Tipo').selectOption('PU');
      await form.getByLabel('Título (Português)').fill(titlePt);
      await form
        .getByLabel('Conteúdo em HTML (Português)')
        .fill('<p>Sorteio <strong>duplo</strong> nesta sexta.</p><script>alert(1)</script>');
      await form.getByRole('tab', { name: /Inglês/ }).click();
      await form.getByLabel('Título (Inglês)').fill(titleEn);
      await form
        .getByLabel('Conteúdo em HTML (Inglês)')
        .fill('<p>A <strong>double</strong> draw this Friday.</p>');
      // The phone preview, 390 px wide, follows the language being edited.
      const frame = desk.locator('iframe[title^="Prévia em 390 px"]');
      await visible(
        desk.frameLocator('iframe[title^="Prévia em 390 px"]').getByText('double draw'),
      );
      expect(await frame.evaluate((element) => element.clientWidth)).toBe(390);
      await shot(desk, 'announcement-editor');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await visible(desk.getByText('Salvo. O site já mostra a nova versão.'));

      // The visitor on the phone: the home's notice box, in Portuguese, then in English.
      await app.goto('/m/home');
      const notices = await visible(page.getByRole('region', { name: 'Avisos' }));
      await visible(notices.getByText(titlePt));
      await visible(notices.getByText('Sorteio duplo nesta sexta.'));
      await notices.scrollIntoViewIfNeeded();
      await shot(page, 'member-home-pt');
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await app.goto('/m/home');
      await visible(page.getByRole('region', { name: 'Notices' }).getByText(titleEn));

      if (SHOTS) {
        await desk
          .getByRole('navigation', { name: 'Seções de avisos e textos' })
          .getByRole('link', { name: 'Mensagens' })
          .click();
        await desk.getByRole('link', { name: 'Enviar mensagem' }).click();
        await desk.getByLabel('Nível VIP').selectOption({ index: 1 });
        await visible(desk.getByText(/Alcança|Nenhum membro/));
        await shot(desk, 'send-message');
        await desk
          .getByRole('navigation', { name: 'Seções de avisos e textos' })
          .getByRole('link', { name: 'Ajuda e documentos' })
          .click();
        await visible(desk.getByRole('table', { name: /Tópicos da central/ }));
        await shot(desk, 'help-topics');
      }
    }, // Screenshots take longer than the journey itself.
    SHOTS ? 120_000 : undefined,
  );
});
