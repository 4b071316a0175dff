import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi } from '../support/accounts.ts';
import { painted, useApp, visible } from '../support/app.ts';
import { REPO_ROOT } from '../support/server.ts';

/**
 * Issue 18: the site reads as one language at a time, in Brazilian Portuguese (the default),
 * English and Vietnamese. A member walks the busiest screens (home, lottery lobby, deposit,
 * account record, security centre, invite) in each language at 390 x 844: the document names
 * the language, the chrome and each screen's own texts are in it, lottery names follow it, and
 * money is written the member's way (R$ 0,00 in PT and VI, R$ 0.00 in EN).
 *
 * With E2E_SCREENSHOTS=1 each screen is also saved to test-results/languages/ to look at.
 */

type Lang = 'pt' | 'en' | 'vi';

interface Words {
  htmlLang: string;
  nav: string;
  balance: string;
  lottery: string;
  oneMinute: string;
  deposit: string;
  amount: string;
  record: string;
  filters: string;
  security: string;
  mobile: string;
  invite: string;
  inviteLink: string;
}

const WORDS: Record<Lang, Words> = {
  pt: {
    htmlLang: 'pt-BR',
    nav: 'Navegação principal',
    balance: 'R$ 0,00',
    lottery: 'Loteria',
    oneMinute: 'Turbo 1 minuto',
    deposit: 'Depósito',
    amount: 'Valor',
    record: 'Extrato da conta',
    filters: 'Filtros',
    security: 'Central de segurança',
    mobile: 'Número de celular',
    invite: 'Convidar amigos',
    inviteLink: 'Seu link de convite',
  },
  en: {
    htmlLang: 'en',
    nav: 'Main navigation',
    balance: 'R$ 0.00',
    lottery: 'Lottery',
    oneMinute: 'Turbo 1 minute',
    deposit: 'Deposit',
    amount: 'Amount',
    record: 'Account record',
    filters: 'Filters',
    security: 'Security centre',
    mobile: 'Mobile number',
    invite: 'Invite friends',
    inviteLink: 'Your invite link',
  },
  vi: {
    htmlLang: 'vi',
    nav: 'Điều hướng chính',
    balance: 'R$ 0,00',
    lottery: 'Xổ số',
    oneMinute: 'Siêu tốc 1 phút',
    deposit: 'Nạp tiền',
    amount: 'Số tiền',
    record: 'Lịch sử giao dịch',
    filters: 'Bộ lọc',
    security: 'Trung tâm bảo mật',
    mobile: 'Số điện thoại',
    invite: 'Mời bạn bè',
    inviteLink: 'Liên kết mời của bạn',
  },
};

const SHOTS = process.env.E2E_SCREENSHOTS ? path.join(REPO_ROOT, 'test-results/languages') : null;

/** The header's screen title. */
function screenTitle(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('heading', { name, exact: true });
}

describe('the site in Brazilian Portuguese, English and Vietnamese', () => {
  const app = useApp();

  it('shows the busiest member screens wholly in the chosen language', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'lang');
    if (SHOTS) await mkdir(SHOTS, { recursive: true });

    for (const lang of ['pt', 'en', 'vi'] as const) {
      const words = WORDS[lang];
      await page.evaluate((value) => localStorage.setItem('language', value), lang);
      const screens: { name: string; path: string; ready: () => Promise<void> }[] = [
        {
          name: 'home',
          path: '/m/home',
          ready: async () => {
            await visible(page.getByRole('banner').getByText(words.balance, { exact: true }));
          },
        },
        {
          name: 'lottery',
          path: '/m/lott',
          ready: async () => {
            await visible(screenTitle(page, words.lottery));
            await visible(page.getByRole('article', { name: words.oneMinute }));
          },
        },
        {
          name: 'deposit',
          path: '/m/voucherCenter',
          ready: async () => {
            await visible(screenTitle(page, words.deposit));
            await visible(page.getByRole('main').getByText(words.amount, { exact: true }).first());
          },
        },
        {
          name: 'record',
          path: '/m/transaction/record',
          ready: async () => {
            await visible(screenTitle(page, words.record));
            await visible(page.getByRole('main').getByText(words.filters).first());
          },
        },
        {
          name: 'security',
          path: '/m/securityCenter',
          ready: async () => {
            await visible(screenTitle(page, words.security));
            await visible(page.getByRole('region', { name: words.mobile }));
          },
        },
        {
          name: 'invite',
          path: '/m/invite',
          ready: async () => {
            await visible(screenTitle(page, words.invite));
            await visible(page.getByRole('heading', { name: words.inviteLink }));
          },
        },
      ];
      for (const screen of screens) {
        await app.goto(screen.path);
        await screen.ready();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(words.htmlLang);
        if (screen.name !== 'invite' && screen.name !== 'security') {
          await visible(page.getByRole('navigation', { name: words.nav }));
        }
        if (SHOTS) {
          await painted(page);
          await page.screenshot({ path: path.join(SHOTS, `${lang}-${screen.name}.png`) });
        }
      }
    }
  });
});
