import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KYC_API, PROTECTION_API } from '@app/contracts';
import { registerThroughApi } from '../support/accounts.ts';
import { hidden, useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { newCpf } from '../support/identity.ts';
import {
  DESKTOP,
  OPERATOR_PASSWORD,
  operatorName,
  setupLink,
  totpCode,
} from '../support/backoffice.ts';
import { REPO_ROOT } from '../support/server.ts';

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
  ['/bo/lottery', '/bo/agents', '/bo/reports', '/bo/kyc'],
  // The second screens of issue 22's areas: editors, lists and reports past the first.
  [
    '/bo/content/promotions',
    '/bo/content/banners/new',
    '/bo/messages/help',
    '/bo/messages/inbox/new',
  ],
  ['/bo/games/ordering', '/bo/lottery/draws', '/bo/agents/settlements', '/bo/reports/cashflow'],
];

/**
 * A new member, signed in on `page`, with a daily deposit limit and an identity submission
 * awaiting review (front, back and selfie: the site's own icon stands in for the photos), sent
 * through the member API as the identity page would. Answers the user name.
 */
async function memberAwaitingReview(page: Page): Promise<string> {
  await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
  const userName = await registerThroughApi(page, 'boaxe');
  const photo = (
    await readFile(path.join(REPO_ROOT, 'apps/web/public/icons/icon-512.png'))
  ).toString('base64');
  const failures = await page.evaluate(
    async ({ photo, cpf, paths }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const send = async (url: string, init: RequestInit) => {
        const response = await fetch(url, init);
        const body = (await response.json()) as { success: boolean };
        return body.success ? [] : [`${url}: ${JSON.stringify(body)}`];
      };
      const json = { 'content-type': 'application/json' };
      const failures = await send(paths.limit, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ kind: 'deposit', period: 'day', amountCents: 10_000 }),
      });
      for (const kind of ['front', 'back', 'selfie']) {
        failures.push(
          ...(await send(paths.document.replace(':kind', kind), {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: bytes,
          })),
        );
      }
      failures.push(
        ...(await send(paths.identity, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ fullName: 'Maria Teste', nationalId: cpf }),
        })),
      );
      return failures;
    },
    {
      photo,
      cpf: newCpf(),
      paths: {
        limit: PROTECTION_API.limit,
        document: KYC_API.document,
        identity: KYC_API.identity,
      },
    },
  );
  expect(failures).toEqual([]);
  return userName;
}

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

  // Issue 23: a KYC review with its documents and the approval dialog (cancelled), and a
  // member's protection and identity tabs.
  it('has none on a KYC review, its approval dialog and the protection and identity tabs', async () => {
    const userName = await memberAwaitingReview(app.page);
    const desk = await signedInPage();
    await screen(desk, '/bo/kyc');
    const member = await firstId(desk, `/bo/api/members?key=account&q=${userName}`);
    expect(member).not.toBeNull();

    await desk.goto(`/bo/kyc/${member}`);
    await visible(desk.getByRole('heading', { name: `Identidade de ${userName}` }));
    await expect
      .poll(() =>
        desk
          .getByRole('img', { name: /enviado em/ })
          .evaluateAll(
            (images) =>
              images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBe(3);
    // Each image's link says which document it opens.
    await visible(desk.getByRole('link', { name: /tamanho real: Frente do documento$/ }));
    await desk.waitForLoadState('networkidle');
    await expectNoSeriousViolations(desk);
    await desk.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const approve = await visible(desk.getByRole('dialog', { name: 'Aprovar a identidade' }));
    await visible(approve.getByLabel('Nome completo'));
    await expectNoSeriousViolations(desk);
    await approve.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(approve);

    await screen(desk, `/bo/members/${member}?tab=protection`);
    await visible(
      desk
        .getByRole('table', { name: /Limites em vigor/ })
        .getByRole('cell')
        .first(),
    );
    await expectNoSeriousViolations(desk);
    await screen(desk, `/bo/members/${member}?tab=identity`);
    await visible(desk.getByRole('tabpanel').getByRole('heading', { name: /Dados enviados/ }));
    await expectNoSeriousViolations(desk);
  });
});
