import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, BgsSpinValue } from '@app/contracts';
import { API_MEMBER_PASSWORD, openLogin, registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { cents } from '../support/game-page.ts';
import { useOperatorKey } from '../support/operator-api.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Player protection (issue 23, decision 048) at 390 x 844 in Portuguese: a new member sets a
 * daily deposit limit of R$ 100, is refused a deposit above it, raises it to R$ 300 and is still
 * held to R$ 100 until the 24-hour cooling-off has passed; sets a reality check every 15 minutes
 * and, 16 minutes into the session, is stopped mid-spin by the dialog (the server refuses the
 * stake until the member answers); takes a 24-hour break and is refused at login, with the
 * offer to sign in only to withdraw.
 *
 * Waiting out the cooling-off moves the development clock a day forward. The journeys of a lane
 * share one server, so this one starts its own: the day it skips is nobody else's.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Moves the private server's clock forward (the page keeps its own: nothing here counts down). */
async function advanceServerClock(baseUrl: string, advanceMs: number): Promise<void> {
  const response = await fetch(`${baseUrl}${API.devClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(response.status).toBe(200);
}

/** The daily deposit limit's row on /m/protection. */
function dailyDepositLimit(page: Page): Locator {
  return page.getByRole('region', { name: 'Limite diário de depósito' });
}

async function setDailyDepositLimit(page: Page, reais: string, expected: RegExp): Promise<void> {
  await page.goto('/m/protection', { waitUntil: 'domcontentloaded' });
  const row = await visible(dailyDepositLimit(page));
  await row.getByRole('button', { name: /: Limite diário de depósito/ }).click();
  await row.getByRole('textbox', { name: 'Limite diário de depósito' }).fill(reais);
  await row.getByRole('button', { name: 'Salvar' }).click();
  await visible(row.getByText(expected));
}

/** Starts an online deposit of `reais` on /m/voucherCenter; answers the page's main region. */
async function startDeposit(page: Page, reais: string): Promise<Locator> {
  await page.goto('/m/voucherCenter', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const online = await visible(main.getByRole('radio', { name: /Pagamento online/ }));
  await online.check();
  await main.getByLabel('Valor', { exact: true }).fill(reais);
  await main.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  return main;
}

async function depositRefused(page: Page, reais: string): Promise<void> {
  const main = await startDeposit(page, reais);
  await visible(
    main.getByText(/Este depósito passaria do seu limite diário de depósito\. Ele é renovado em/),
  );
  expect(page.url()).toMatch(/\/m\/voucherCenter$/);
}

async function depositPaid(page: Page, reais: string): Promise<void> {
  await startDeposit(page, reais);
  await page.waitForURL(/\/dev\/pay\/\d+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/m\/voucherCenter\/result\?depositId=\d+/);
  await visible(page.getByText('Pagamento recebido. Seu saldo foi atualizado.'));
}

/** The balance the open BGS slot shows, in cents. */
async function shownBalance(page: Page): Promise<number> {
  return cents(await page.getByTestId('slot-balance').innerText());
}

/** One spin on the open BGS slot: its HTTP status and, when played, the round. */
async function spin(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      /^\/lgw\/games\/bgs\/\d+\/spin$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Girar', exact: true }).click();
  const response = await answer;
  const body = (await response.json()) as { value?: unknown; errorCode?: string };
  return {
    status: response.status(),
    errorCode: body.errorCode,
    round: response.ok() ? BgsSpinValue.parse(body.value).round : null,
  };
}

describe('player protection', () => {
  const app = useApp();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      label: 'protection',
      databaseUrl: process.env.DATABASE_URL || undefined,
      env: { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' },
    });
    useOperatorKey(server.baseUrl, server.operatorKey);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds a member to their deposit limit, reality check and break', async () => {
    const page = await app.freshPage({ baseURL: server.baseUrl });
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const userName = await registerThroughApi(page, 'rg');

    // A daily deposit limit of R$ 100 applies at once.
    await setDailyDepositLimit(page, '100', /Alteração salva/);
    await depositRefused(page, '150');
    await depositPaid(page, '100');

    // Raising it waits for the cooling-off: the R$ 100 still holds.
    await setDailyDepositLimit(page, '300', /Muda para R\$\s300,00 em/);
    await depositRefused(page, '50');

    // A day later the raise is in force and a new day has begun.
    await advanceServerClock(server.baseUrl, DAY_MS + 60_000);
    await page.goto('/m/protection', { waitUntil: 'domcontentloaded' });
    const row = await visible(dailyDepositLimit(page));
    await visible(row.getByText(/R\$\s300,00/));
    await expect(row.getByText(/Muda para/).count()).resolves.toBe(0);
    await depositPaid(page, '150');

    // A reality check every 15 minutes.
    await page.goto('/m/protection', { waitUntil: 'domcontentloaded' });
    const reality = await visible(page.getByRole('region', { name: 'Lembrete de tempo de jogo' }));
    await reality.getByRole('combobox').selectOption('15');
    await reality.getByRole('button', { name: /Salvar/ }).click();
    await visible(reality.getByText('Alteração salva'));

    // Spinning an in-house slot: the first spin plays.
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await (
      await visible(
        page
          .getByRole('region', { name: 'Jogos em destaque' })
          .getByRole('button', { name: /^(?!Favorito)/ })
          .filter({ hasText: 'BGS Originals' })
          .first(),
      )
    ).click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    await visible(page.getByRole('button', { name: 'Girar', exact: true }));
    const first = await spin(page);
    expect(first.status).toBe(200);

    // Sixteen minutes on, the next stake waits for the member's answer.
    await advanceServerClock(server.baseUrl, 16 * 60_000);
    const before = await shownBalance(page);
    const held = await spin(page);
    expect(held.errorCode).toBe('rg.reality.check.due');
    const check = await visible(page.getByRole('dialog', { name: 'Lembrete de tempo de jogo' }));
    await visible(check.getByText('Tempo jogado nesta sessão'));
    await visible(check.getByText('Resultado nesta sessão'));
    expect(await shownBalance(page)).toBe(before);
    await check.getByRole('button', { name: 'Continuar jogando' }).click();
    await expect.poll(() => check.count()).toBe(0);
    const bet = cents(await page.getByLabel('Aposta').locator('option:checked').innerText());
    const after = await spin(page);
    expect(after.status).toBe(200);
    await expect.poll(() => shownBalance(page)).toBe(before - bet + after.round!.winCents);

    // A 24-hour break, confirmed with the password, signs the member out.
    await page.goto('/m/protection', { waitUntil: 'domcontentloaded' });
    const breaks = await visible(page.getByRole('region', { name: 'Pausas e autoexclusão' }));
    await breaks
      .getByRole('form', { name: 'Fazer uma pausa' })
      .getByRole('button', { name: 'Fazer pausa' })
      .click();
    const confirm = await visible(page.getByRole('dialog', { name: /Confirmar a pausa/ }));
    await confirm.getByLabel('Senha de acesso').fill(API_MEMBER_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(/\/m\/home/);

    // Signing in again is refused, with the way to the balance.
    const login = await openLogin(page);
    await login.getByLabel('Nome de usuário', { exact: true }).fill(userName);
    await login.getByLabel('Senha', { exact: true }).fill(API_MEMBER_PASSWORD);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(login.getByText(/Você está em pausa até .+\. Você ainda pode sacar seu saldo\./));
    await login.getByRole('button', { name: 'Entrar só para sacar' }).click();
    await page.waitForURL(/\/m\/withdraw$/);
    await visible(
      page
        .getByRole('main')
        .getByLabel('Saldo', { exact: true })
        .getByText(/\d,\d\d/),
    );
  });
});
