import type { BrowserContext, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import {
  DESKTOP,
  OPERATOR_PASSWORD,
  operatorName,
  setupLink,
  totpCode,
} from '../support/backoffice.ts';

/**
 * axe-core on every screen of the back office at 1280 x 800 (issue 21): sign-in, the setup
 * link's password, 2FA enrolment and recovery codes, then every area an administrator opens,
 * the detail pages and a decision dialog. No serious or critical violation anywhere.
 */

/** Opens a back-office path and waits for its heading and its data before axe reads it. */
async function screen(desk: Page, path: string): Promise<void> {
  await desk.goto(path);
  await visible(desk.getByRole('heading', { level: 1 }));
  await desk.waitForLoadState('networkidle');
  await expectNoSeriousViolations(desk);
}

async function firstId(desk: Page, path: string): Promise<number | null> {
  return desk.evaluate(async (url) => {
    const response = await fetch(url);
    const body = (await response.json()) as { value: { rows: { id: number }[] } };
    return body.value.rows[0]?.id ?? null;
  }, path);
}

/** Every area's first screen, a few per test so one slow screen cannot time out the rest. */
const AREA_SCREENS = [
  ['/bo/dashboard', '/bo/cashier/deposits', '/bo/cashier/withdrawals', '/bo/approvals'],
  ['/bo/members', '/bo/feedback', '/bo/system', '/bo/jobs', '/bo/audit', '/bo/operators'],
  ['/bo/content', '/bo/messages', '/bo/games', '/bo/providers'],
  ['/bo/lottery', '/bo/agents', '/bo/reports'],
  // The second screens of issue 22's areas: editors, lists and reports past the first.
  [
    '/bo/content/promotions',
    '/bo/content/banners/new',
    '/bo/messages/help',
    '/bo/messages/inbox/new',
  ],
  ['/bo/games/ordering', '/bo/lottery/draws', '/bo/agents/settlements', '/bo/reports/cashflow'],
];

describe('back office accessibility', () => {
  const app = useApp();
  /** The administrator's cookies, signed in by the first test; each later test opens a page with them. */
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  const signedInPage = () => app.freshPage({ ...DESKTOP, storageState: signedIn });

  it('sign-in, the setup link and 2FA enrolment have no serious or critical axe violations', async () => {
    const desk = await app.freshPage(DESKTOP);
    await desk.goto('/bo/login');
    await visible(desk.getByRole('heading', { name: 'Entrar no back office' }));
    await expectNoSeriousViolations(desk);

    await desk.goto(await setupLink(app.baseUrl, operatorName('admin'), 'admin'));
    await visible(desk.getByRole('heading', { name: 'Configure seu acesso' }));
    await expectNoSeriousViolations(desk);
    await desk.getByLabel('Nova senha').fill(OPERATOR_PASSWORD);
    await desk.getByLabel('Repita a senha').fill(OPERATOR_PASSWORD);
    await desk.getByRole('button', { name: 'Continuar' }).click();
    await visible(desk.getByRole('img', { name: 'Código QR para o aplicativo autenticador' }));
    await expectNoSeriousViolations(desk);
    const secret = (await desk.locator('code.secret').textContent())?.trim() ?? '';
    await desk.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
    await desk.getByRole('button', { name: 'Ativar' }).click();
    await visible(desk.getByRole('list', { name: 'Códigos de recuperação' }));
    await expectNoSeriousViolations(desk);
    await desk.getByRole('button', { name: /Guardei os códigos/ }).click();
    await visible(desk.getByRole('navigation', { name: 'Menu principal' }));
    signedIn = await desk.context().storageState();
  });

  it.each(AREA_SCREENS.map((paths) => [paths.join(', '), paths] as const))(
    'has no serious or critical axe violations on %s',
    async (_name, paths) => {
      const desk = await signedInPage();
      for (const path of paths) await screen(desk, path);
    },
  );

  it('has none on the detail pages and a dialog', async () => {
    const desk = await signedInPage();
    await screen(desk, '/bo/dashboard');
    // Detail pages, where the demo data has one.
    const member = await firstId(desk, '/bo/api/members?key=account&q=demo');
    if (member !== null) await screen(desk, `/bo/members/${member}`);
    const deposit = await firstId(desk, '/bo/api/cashier/deposits?status=all');
    if (deposit !== null) await screen(desk, `/bo/cashier/deposits/${deposit}`);
    const withdrawal = await firstId(desk, '/bo/api/cashier/withdrawals?status=all');
    if (withdrawal !== null) await screen(desk, `/bo/cashier/withdrawals/${withdrawal}`);
    const feedback = await firstId(desk, '/bo/api/feedback');
    if (feedback !== null) await screen(desk, `/bo/feedback/${feedback}`);

    // A dialog open over a screen: creating an operator.
    await screen(desk, '/bo/operators');
    await desk.getByRole('button', { name: 'Novo operador' }).click();
    await visible(desk.getByRole('dialog'));
    await expectNoSeriousViolations(desk);
  });
});
