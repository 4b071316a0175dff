import { inject } from 'vitest';
import { TOTP } from 'otpauth';
import { BO_AUTH_API, type OperatorRole } from '@app/contracts/backoffice';
import type { Envelope } from '@app/contracts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { runBackOfficeCli, type DatabaseEnv } from './server.ts';

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
  database: DatabaseEnv = inject('database'),
): Promise<string> {
  const printed = await runBackOfficeCli(database, [
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

/** A signed-in operator over plain HTTP: its session cookie, sent to whichever server is asked. */
export interface ApiOperator {
  username: string;
  /** `bo_session=...` */
  cookie: string;
  /** A JSON call of the back-office API on `baseUrl` (any instance) with the session. */
  call<T = unknown>(
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; envelope: Envelope<T> }>;
}

/**
 * An operator of `role` made with the back-office CLI and signed in over the API, as the back
 * office's pages would do it: the setup link's password, the 2FA enrolment, then a fresh sign-in
 * with name, password and the authenticator's next code. For tests without a browser (several
 * servers on one database: the session is the database's, any instance accepts it).
 */
export async function operatorOverApi(
  baseUrl: string,
  database: DatabaseEnv,
  role: OperatorRole,
): Promise<ApiOperator> {
  const username = operatorName(role);
  const link = new URL(await setupLink(baseUrl, username, role, database));
  const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';
  let cookie = '';
  const call = async <T>(target: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${target}${path}`, {
      method,
      headers: {
        origin: target,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers
      .getSetCookie()
      .find((line) => /^(__Secure-)?bo_session=/.test(line));
    if (set) cookie = set.split(';')[0]!;
    return { status: response.status, envelope: (await response.json()) as Envelope<T> };
  };
  const step = async <T>(path: string, body: unknown): Promise<T> => {
    const { envelope } = await call<T>(baseUrl, 'POST', path, body);
    if (!envelope.success) throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
    return envelope.value;
  };
  const setup = await step<{ stage: string; enrolment?: { secret: string } }>(BO_AUTH_API.setup, {
    token,
    password: OPERATOR_PASSWORD,
  });
  const secret = setup.enrolment?.secret;
  if (!secret) throw new Error(`setup started no enrolment: ${JSON.stringify(setup)}`);
  await step(BO_AUTH_API.enrol, { code: totpCode(secret) });
  await step(BO_AUTH_API.logout, {});
  cookie = '';
  await step(BO_AUTH_API.login, { username, password: OPERATOR_PASSWORD });
  // A code is accepted once: the enrolment used this step's, the sign-in takes the next one.
  await step(BO_AUTH_API.totp, { code: totpCode(secret, 1) });
  return {
    username,
    get cookie() {
      return cookie;
    },
    call,
  };
}
