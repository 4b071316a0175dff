import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { depositAsPage } from '../support/deposit.ts';
import { openFromList, shownBalance } from '../support/game-page.ts';

/**
 * The catalogue in the back office (issue 22) beside the member site on a phone (390 x 844):
 * a content operator switches the in-house vendor off and its games leave the site's in-house
 * list; switched on again, they come back. Set BO_SHOTS_DIR to keep screenshots of the screens.
 */
const SHOTS = process.env.BO_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('back-office catalogue', () => {
  const app = useApp();

  /** The in-house list on a new phone (no answer kept from before): its tiles' names. */
  async function inHouseTiles(): Promise<Page> {
    const phone = await app.freshPage();
    await phone.goto('/m/inhouse', { waitUntil: 'domcontentloaded' });
    await visible(phone.getByRole('tablist'));
    await phone.waitForLoadState('networkidle');
    return phone;
  }

  it('an operator turns a vendor off and its games vanish from the member site, then come back', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/inhouse');
    const tile = await visible(page.getByRole('main').getByRole('listitem').first());
    const name = ((await tile.textContent()) ?? '').trim();
    expect(name).not.toBe('');

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'content');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Catálogo' })
      .click();
    await visible(desk.getByRole('table', { name: 'Jogos do catálogo' }));
    await visible(desk.getByRole('switch').first());
    await shot(desk, 'games');
    await desk
      .getByRole('navigation', { name: 'Seções do catálogo' })
      .getByRole('link', { name: 'Fornecedores' })
      .click();
    const vendor = await visible(
      desk.getByRole('switch', { name: 'Fornecedor BGS Originals ligado' }),
    );
    expect(await vendor.isChecked()).toBe(true);
    await vendor.click();
    await visible(desk.getByText('Fornecedor BGS Originals desligado: seus jogos saíram do site.'));
    await expect.poll(() => vendor.isChecked()).toBe(false);
    await shot(desk, 'vendors');

    const off = await inHouseTiles();
    await expect.poll(() => off.getByRole('main').getByRole('listitem').count()).toBe(0);
    await shot(off, 'member-vendor-off');

    await vendor.click();
    await visible(desk.getByText('Fornecedor BGS Originals ligado.'));
    const on = await inHouseTiles();
    await visible(on.getByRole('main').getByRole('listitem').filter({ hasText: name }).first());

    if (SHOTS) {
      await desk
        .getByRole('navigation', { name: 'Seções do catálogo' })
        .getByRole('link', { name: 'Lista quente e menus' })
        .click();
      await visible(desk.getByRole('button', { name: /^Descer .* na lista quente$/ }).first());
      await shot(desk, 'ordering');
      await desk.goto('/bo/games');
      await desk
        .getByRole('button', { name: /^Editar / })
        .first()
        .click();
      await visible(desk.getByRole('dialog'));
      await shot(desk, 'edit-game');
      const admin = await app.freshPage(DESKTOP);
      await operatorOn(admin, baseUrl, 'admin');
      await admin.goto('/bo/providers');
      await visible(admin.getByRole('table', { name: /^Fornecedores de / }).first());
      await admin.getByRole('button', { name: 'Conciliar' }).click();
      await visible(admin.getByText(/divergências \(/));
      await shot(admin, 'providers');
    }
  });

  it('an administrator rotates a provider vendor’s secret and members play its games on both secrets', async () => {
    const { page, baseUrl } = app;
    const admin = await app.freshPage(DESKTOP);
    await operatorOn(admin, baseUrl, 'admin');
    await admin.goto('/bo/providers');
    await visible(admin.getByRole('table', { name: /^Fornecedores de / }).first());
    await admin.getByRole('button', { name: 'Trocar segredo de Solarix Slots' }).click();
    await visible(admin.getByRole('dialog'));
    await shot(admin, 'rotate-dialog');
    await admin.getByLabel('Motivo').fill('rotina trimestral');
    await admin.getByRole('dialog').getByRole('button', { name: 'Trocar segredo' }).click();
    // Delivered to our provider over its signed API, and shown once.
    await visible(admin.getByRole('dialog', { name: 'Novo segredo de SLX' }));
    await shot(admin, 'new-secret');

    // Both sides now sign with their choice of the two secrets: the launch (server to
    // provider), its check and the wallet's debit (provider to server) all still verify.
    await app.goto('/m/home');
    await registerThroughApi(page, 'rot');
    await depositAsPage(page, baseUrl, 100);
    await openFromList(
      page,
      (path) => app.goto(path),
      '/m/rng',
      'sapphire reels',
      'Sapphire Reels',
    );
    expect(await shownBalance(page)).toBe(10_000);
    await page.getByRole('button', { name: 'Girar', exact: true }).click();
    await visible(page.getByRole('status').filter({ hasText: /Ganho R\$|Sem ganho desta vez/ }));
    await expect.poll(() => shownBalance(page)).not.toBe(10_000);
  });
});
