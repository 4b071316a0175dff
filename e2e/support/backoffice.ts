import { inject } from 'vitest';
import { TOTP } from 'otpauth';
import type { OperatorRole } from '@app/contracts/backoffice';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { runBackOfficeCli } from './server.ts';

/**
 * The back office in journeys (issue 21): a desktop browser (1280 x 800, pt-BR), operators made
 * as an administrator makes them (the CLI prints a one-time setup link), and the authenticator
 * app played by computing the TOTP code from the key the enrolment screen shows.
 */
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  locale: 'pt-BR',
};

export const OPERATOR_PASSWORD = 'journey-operator-password-1';

let serial = 0;
/** A username no other journey (or lane) uses. */
export function operatorName(role: OperatorRole): string {
  serial += 1;
  return `${role}${Date.now().toString(36)}${serial}`;
}

/** The code the authenticator app shows for `secret`, `stepsAhead` steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A new operator's setup link, on the journeys' server address. */
export async function setupLink(
  baseUrl: string,
  username: string,
  role: OperatorRole,
): Promise<string> {
  const printed = await runBackOfficeCli(inject('database'), [
    'create-operator',
    username,
    role,
    `Journey ${role}`,
  ]);
  const link = /https?:\/\/\S+\/bo\/setup#token=[\w-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`create-operator printed no link: ${printed}`);
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.hash}`;
}

/**
 * Opens the setup link, sets the password and enrols 2FA as a person would, then continues past
 * the recovery codes into the back office. Answers the TOTP key and the recovery codes.
 */
export async function enrolOperator(
  page: Page,
  link: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto(link);
  await page.getByLabel('Nova senha').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Repita a senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const secret = (await page.locator('code.secret').textContent())?.trim() ?? '';
  await page.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Ativar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperação' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: /Guardei os códigos/ }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  return { secret, recoveryCodes };
}

/** A signed-in operator of `role` on `page` (a fresh account, enrolled through its link). */
export async function operatorOn(
  page: Page,
  baseUrl: string,
  role: OperatorRole,
): Promise<{ username: string; secret: string }> {
  const username = operatorName(role);
  const { secret } = await enrolOperator(page, await setupLink(baseUrl, username, role));
  return { username, secret };
}
