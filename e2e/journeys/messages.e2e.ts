import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, trackCaptchas } from '../support/accounts.ts';
import { hidden, useApp, visible } from '../support/app.ts';

/**
 * Announcements and messages at 390 x 844 in Portuguese, against the real server and its demo
 * data: the demo member sees the unread badges, opens an unread announcement and the badge
 * drops (also after a reload); the inbox lists the demo messages and reading one drops the
 * mail count; a guest reads announcements without read state and is asked to log in for the
 * inbox.
 */

/** An unread item names itself so (its date follows in the name). */
const UNREAD = /, Não lida/;

function tabs(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Seções de mensagens' });
}

function tab(page: Page, name: string): Locator {
  return tabs(page).getByRole('link', { name: new RegExp(`^${name}`) });
}

/** The unread count a tab announces (", não lidas: 3"), 0 without a badge. */
async function tabCount(page: Page, name: string): Promise<number> {
  const link = tab(page, name);
  if ((await link.count()) === 0) return 0;
  const match = /não lidas: (\d+)/.exec((await link.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

/** Opens the first unread item of a list; answers its content region. */
async function openUnread(page: Page, list: Locator): Promise<Locator> {
  const item = await visible(list.getByRole('button', { name: UNREAD }));
  const contentId = await item.getAttribute('aria-controls');
  expect(await item.getAttribute('aria-expanded')).toBe('false');
  await item.click();
  const content = page.locator(`[id="${contentId}"]`);
  await visible(content);
  return content;
}

describe('announcements and messages', () => {
  const app = useApp();

  it('a member reads an announcement and a message; the badges drop and stay dropped', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'demo', 'demo1234');

    await app.goto('/m/message');
    const list = await visible(page.getByRole('list', { name: 'Lista de anúncios' }));
    await visible(list.getByRole('button', { name: UNREAD }));
    await expect.poll(() => tabCount(page, 'Anúncios')).toBeGreaterThan(0);
    const before = await tabCount(page, 'Anúncios');
    const shownUnread = await list.getByRole('button', { name: UNREAD }).count();
    expect(shownUnread).toBe(before);

    const content = await openUnread(page, list);
    expect((await content.innerText()).trim().length).toBeGreaterThan(0);
    // The start date reads YYYY-MM-DD.
    expect(await list.locator('time').first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => list.getByRole('button', { name: UNREAD }).count()).toBe(before - 1);
    await expect.poll(() => tabCount(page, 'Anúncios')).toBe(before - 1);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('list', { name: 'Lista de anúncios' }));
    await expect.poll(() => tabCount(page, 'Anúncios')).toBe(before - 1);
    expect(
      await page
        .getByRole('list', { name: 'Lista de anúncios' })
        .getByRole('button', { name: UNREAD })
        .count(),
    ).toBe(before - 1);

    // The inbox: the demo messages in Portuguese; reading one drops the mail count.
    await tab(page, 'Mensagens').click();
    await page.waitForURL(/\/m\/webEmail$/);
    const inbox = await visible(page.getByRole('list', { name: 'Caixa de mensagens' }));
    for (const title of [
      'Mantenha sua conta segura',
      'Semana da loteria: sorteios em dobro na sexta-feira',
      'Seu bônus de depósito está pronto',
      'Bem-vindo à sua caixa de mensagens',
    ]) {
      await visible(inbox.getByRole('button', { name: new RegExp(`^${title}`) }));
    }
    await expect.poll(() => tabCount(page, 'Mensagens')).toBeGreaterThan(0);
    const mail = await tabCount(page, 'Mensagens');
    await openUnread(page, inbox);
    await expect.poll(() => tabCount(page, 'Mensagens')).toBe(mail - 1);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('list', { name: 'Caixa de mensagens' }));
    await expect.poll(() => tabCount(page, 'Mensagens')).toBe(mail - 1);
  });

  it('a guest reads announcements without read state and is asked to log in for the inbox', async () => {
    const { page } = app;
    await app.goto('/m/home');
    // A ticker title opens the announcement list at that announcement.
    const ticker = await visible(page.getByRole('region', { name: 'Anúncios' }));
    // Moving text holds still on its pause button (WCAG 2.2.2) before a title is tapped.
    await ticker.getByRole('button', { name: 'Pausar anúncios' }).click();
    await ticker.getByRole('button').nth(1).click();
    await page.waitForURL(/\/m\/message\?id=\d+$/);
    const list = await visible(page.getByRole('list', { name: 'Lista de anúncios' }));
    await visible(list.getByRole('button', { expanded: true }));
    expect(await list.getByRole('button', { name: UNREAD }).count()).toBe(0);
    expect(
      await tabs(page)
        .getByRole('link', { name: /não lidas/ })
        .count(),
    ).toBe(0);
    expect(await tab(page, 'Mensagens').count()).toBe(0);

    await app.goto('/m/notice');
    const notices = await visible(page.getByRole('list', { name: 'Lista de avisos' }));
    const first = notices.getByRole('button').first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');

    await app.goto('/m/webEmail');
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
    await hidden(page.getByRole('list', { name: 'Caixa de mensagens' }));
  });
});
