import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  API,
  CASHIER_API,
  KYC_API,
  PROTECTION_API,
  SERVICE_API,
  type CreateDepositValue,
  type CreateWithdrawalValue,
  type FeedbackValue,
} from '@app/contracts';
import { API_MEMBER_PASSWORD, registerThroughApi } from '../support/accounts.ts';
import { apiMember, type Envelope } from '../support/api-member.ts';
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
 * the detail pages of a deposit, a withdrawal, a feedback and a member with each of the member's
 * tabs, and the dialogs of a decision, a balance adjustment, a job run and a new operator. No
 * serious or critical violation anywhere.
 */

/**
 * Opens a back-office path and waits for its heading, `ready` (what shows once the screen's data
 * has arrived: the heading alone is drawn before it) and a quiet network before axe reads it.
 */
async function screen(desk: Page, path: string, ready?: Locator): Promise<void> {
  await desk.goto(path);
  await visible(desk.getByRole('heading', { level: 1 }));
  if (ready) await visible(ready);
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

const WITHDRAW_PASSWORD = '135246';
const FEEDBACK_TEXT = 'O depósito por transferência ainda não apareceu no saldo.';

function valueOf<T>(envelope: Envelope<T>, what: string): T {
  if (!envelope.success) throw new Error(`${what} failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/**
 * What the detail pages show, made through the member's routes as the site makes them (the seed
 * has no deposit, withdrawal or feedback): a member whose R$ 200,00 deposit the operator API
 * approved, with a second deposit and a withdrawal waiting for a decision, and a feedback.
 * Plain HTTP, no page: a few calls, not a second browser journey.
 */
async function memberWithRequests(baseUrl: string) {
  const member = await apiMember(baseUrl, { prefix: 'boaxd', depositReais: 200 });
  const deposit = valueOf(
    await member.call<CreateDepositValue>('POST', CASHIER_API.deposits, {
      channelCode: 'bank-transfer',
      amount: '60',
      reference: 'PIX-AXE-1',
    }),
    'deposit',
  ).deposit;
  valueOf(
    await member.call('PUT', CASHIER_API.payee, {
      bankName: 'Banco Demonstração',
      accountNumber: '0012 3456 7890',
      holderName: 'Maria Teste',
      password: API_MEMBER_PASSWORD,
    }),
    'payee',
  );
  valueOf(
    await member.call('POST', CASHIER_API.withdrawPassword, {
      newPassword: WITHDRAW_PASSWORD,
      confirmPassword: WITHDRAW_PASSWORD,
      loginPassword: API_MEMBER_PASSWORD,
    }),
    'withdrawal password',
  );
  const withdrawal = valueOf(
    await member.call<CreateWithdrawalValue>('POST', CASHIER_API.withdrawals, {
      amount: '80',
      password: WITHDRAW_PASSWORD,
      requestId: crypto.randomUUID(),
    }),
    'withdrawal',
  ).withdrawal;
  const captcha = valueOf(await member.call<{ captchaKey: string }>('GET', API.captcha), 'captcha');
  const answer = valueOf(
    await member.call<{ answer: string }>('GET', `${API.devCaptcha}?key=${captcha.captchaKey}`),
    'captcha answer',
  );
  const feedback = valueOf(
    await member.call<FeedbackValue>('PUT', SERVICE_API.feedback, {
      content: FEEDBACK_TEXT,
      type: 1,
      captcha: answer.answer,
      captchaKey: captcha.captchaKey,
    }),
    'feedback',
  );
  return {
    userName: member.userName,
    depositId: deposit.id,
    withdrawalId: withdrawal.id,
    feedbackId: feedback.id,
  };
}

/** Waits until the open tab's tables have their rows (each table is aria-busy while it loads). */
async function tabLoaded(desk: Page): Promise<Locator> {
  const panel = await visible(desk.getByRole('tabpanel'));
  await expect.poll(() => panel.locator('table').count()).toBeGreaterThan(0);
  await expect.poll(() => panel.locator('table[aria-busy="true"]').count()).toBe(0);
  return panel;
}

/** The member's tabs this file checks here; protection and identity have a test of their own. */
const MEMBER_TABS = [
  'Rodadas',
  'Apostas de loteria',
  'Sessões',
  'Dispositivos e endereços',
  'Depósitos e saques',
  'Notas',
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

  // The detail pages of requests and feedback this test makes (so none can be skipped), the
  // member's tabs, and the dialogs of a decision, an adjustment, a job run and a new operator.
  // Each form is submitted empty first, so axe also reads its error messages (no form sends
  // anything empty: nothing is decided, adjusted or run). One page, one axe read per state.
  it('has none on the detail pages, the member tabs and the dialogs', async () => {
    const [made, desk] = await Promise.all([memberWithRequests(app.baseUrl), signedInPage()]);
    const { depositId, withdrawalId, feedbackId, userName } = made;

    await screen(
      desk,
      `/bo/cashier/deposits/${depositId}`,
      desk.getByRole('button', { name: `Aprovar depósito #${depositId}` }),
    );

    const reject = desk.getByRole('button', { name: `Recusar saque #${withdrawalId}` });
    await screen(desk, `/bo/cashier/withdrawals/${withdrawalId}`, reject);
    await reject.click();
    const rejectDialog = await visible(
      desk.getByRole('dialog', { name: `Recusar saque #${withdrawalId}` }),
    );
    await rejectDialog.getByRole('button', { name: 'Recusar', exact: true }).click();
    await visible(rejectDialog.locator('textarea[aria-invalid="true"]'));
    await expectNoSeriousViolations(desk);

    await desk.goto(`/bo/feedback/${feedbackId}`);
    await visible(desk.getByText(FEEDBACK_TEXT).first());
    await desk.getByRole('button', { name: 'Enviar resposta' }).click();
    await visible(desk.getByText('Escreva a resposta antes de enviar.'));
    await desk.waitForLoadState('networkidle');
    await expectNoSeriousViolations(desk);

    // The member: the profile with its first tab (the ledger: the deposit and the withdrawal's
    // hold), then each other tab as an operator opens it, then the adjustment dialog.
    const member = await firstId(desk, `/bo/api/members?key=account&q=${userName}`);
    expect(member).not.toBeNull();
    await desk.goto(`/bo/members/${member}`);
    const ledger = await tabLoaded(desk);
    await visible(ledger.getByRole('cell', { name: 'Saque solicitado' }));
    await desk.waitForLoadState('networkidle');
    await expectNoSeriousViolations(desk);
    for (const tab of MEMBER_TABS) {
      await desk.getByRole('tab', { name: tab, exact: true }).click();
      await visible(desk.getByRole('tab', { name: tab, exact: true, selected: true }));
      await tabLoaded(desk);
      await expectNoSeriousViolations(desk);
    }
    await desk.getByRole('button', { name: 'Ajustar saldo' }).click();
    const adjust = await visible(desk.getByRole('dialog', { name: 'Ajustar saldo' }));
    await adjust.getByRole('button', { name: 'Ajustar', exact: true }).click();
    await visible(adjust.locator('[aria-invalid="true"]').first());
    await expectNoSeriousViolations(desk);

    // Running a job again: a period that is no period, so the dialog shows its error.
    await desk.goto('/bo/jobs');
    await visible(desk.getByRole('heading', { level: 1 }));
    await desk.getByRole('button', { name: 'Executar de novo…', exact: true }).click();
    const run = await visible(
      desk.getByRole('dialog', { name: 'Executar de novo para um período' }),
    );
    await run.getByLabel(/\(UTC\)/).fill('');
    await run.getByRole('button', { name: 'Executar', exact: true }).click();
    await visible(run.getByText('Não é um período desta tarefa'));
    await expectNoSeriousViolations(desk);

    // Creating an operator (the screen itself is among the areas above).
    await desk.goto('/bo/operators');
    await visible(desk.getByRole('heading', { level: 1 }));
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
