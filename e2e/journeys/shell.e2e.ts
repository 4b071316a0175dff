import { describe, expect, it } from 'vitest';
import { hidden, linkOrButton, useApp, visible } from '../support/app.ts';

describe('site frame', () => {
  const app = useApp();

  it('switches the language from the side menu and remembers it after a reload', async () => {
    const { page } = app;
    await app.goto('/m/');
    await visible(linkOrButton(page.getByRole('banner'), 'Entrar'));

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await menu.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });

    // The menu itself and the page behind it now read English.
    await visible(menu.getByRole('combobox', { name: 'Language' }));
    await menu.getByRole('button', { name: 'Close' }).click();
    await hidden(page.getByRole('dialog', { name: 'Menu' }));
    await visible(linkOrButton(page.getByRole('banner'), 'Login'));
    await visible(page.getByRole('heading', { name: 'Hot games' }));
    await hidden(linkOrButton(page.getByRole('banner'), 'Entrar'));

    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Hot games' }));
    await visible(linkOrButton(page.getByRole('banner'), 'Login'));
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
  });

  it('offers Tiếng Việt: the site, its login popup and <html lang> read Vietnamese, after a reload too', async () => {
    const { page } = app;
    await app.goto('/m/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await menu.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Tiếng Việt' });
    await visible(menu.getByRole('combobox', { name: 'Ngôn ngữ' }));
    await menu.getByRole('button', { name: 'Đóng' }).click();
    await hidden(page.getByRole('dialog', { name: 'Menu' }));
    await visible(page.getByRole('heading', { name: 'Trò chơi nổi bật' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');

    await page.reload({ waitUntil: 'domcontentloaded' });
    // index.html sets the remembered language before any script of the app has run.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await visible(page.getByRole('navigation', { name: 'Điều hướng chính' }));
    await linkOrButton(page.getByRole('banner'), 'Đăng nhập').click();
    const login = await visible(page.getByRole('dialog', { name: 'Đăng nhập' }));
    await visible(login.getByLabel('Tên đăng nhập', { exact: true }));
    await visible(login.getByLabel('Mật khẩu', { exact: true }));
    await visible(login.getByRole('button', { name: 'Quên mật khẩu?' }));
  });

  it('switches to the dark theme from the side menu and remembers it after a reload', async () => {
    const { page } = app;
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await app.goto('/m/');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    const light = await background();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    const toggle = menu
      .getByRole('switch', { name: 'Tema escuro' })
      .or(menu.getByRole('checkbox', { name: 'Tema escuro' }));
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect.poll(background).not.toBe(light);
    const dark = await background();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }));
    await expect.poll(background).toBe(dark);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const reopened = await visible(page.getByRole('dialog', { name: 'Menu' }));
    expect(
      await reopened
        .getByRole('switch', { name: 'Tema escuro' })
        .or(reopened.getByRole('checkbox', { name: 'Tema escuro' }))
        .isChecked(),
    ).toBe(true);
  });

  it('opens the login dialog when a guest taps a gated footer tab', async () => {
    const { page } = app;
    await app.goto('/m/');
    const footer = await visible(page.getByRole('navigation', { name: 'Navegação principal' }));
    await linkOrButton(footer, 'Depósito').first().click();
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
  });

  it('opens the login dialog for the member-centre tab too', async () => {
    const { page } = app;
    await app.goto('/m/');
    const footer = await visible(page.getByRole('navigation', { name: 'Navegação principal' }));
    await linkOrButton(footer, 'Área do membro').first().click();
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
  });

  it('opens the floating shortcuts from one round button and closes them on Escape and outside', async () => {
    const { page } = app;
    await app.goto('/m/');
    const toggle = await visible(page.getByRole('button', { name: 'Atalhos' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const sheet = await visible(page.getByRole('dialog', { name: 'Atalhos' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await visible(sheet.getByRole('link', { name: 'Convidar amigos' }));
    // The merchant's two Telegram resources are a channel and a group: two names, not one icon twice.
    await visible(sheet.getByRole('link', { name: 'Canal do Telegram' }));
    await visible(sheet.getByRole('link', { name: 'Grupo do Telegram' }));
    expect(
      await sheet
        .getByRole('link', { name: 'Convidar amigos' })
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog', { name: 'Atalhos' }));
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    await toggle.click();
    await visible(page.getByRole('dialog', { name: 'Atalhos' }));
    await page.getByRole('heading', { name: 'Jogos em destaque' }).click();
    await hidden(page.getByRole('dialog', { name: 'Atalhos' }));
  });
});
