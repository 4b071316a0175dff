import type { Locator, Page } from 'playwright-core';
import { API } from '@app/contracts';
import type { OutboxMessage } from '@app/contracts';
import { expect } from 'vitest';
import { hidden, linkOrButton, visible } from './app.ts';

/**
 * What a member would read on their phone or in their mailbox, and what they would read off a
 * captcha image: the development server's outbox and captcha answers (absent in production).
 */
export async function outbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}${API.devOutbox}?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { value: OutboxMessage[] };
  return body.value;
}

/** Waits for the newest message to `to` whose body matches, and returns the first group. */
export async function readFromOutbox(
  baseUrl: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const newestMatch = async () =>
    (await outbox(baseUrl, to)).map((message) => pattern.exec(message.body)).find(Boolean);
  await expect
    .poll(newestMatch, { timeout: timeoutMs, message: `a message to ${to} matching ${pattern}` })
    .toBeTruthy();
  const match = (await newestMatch())!;
  return match[1] ?? match[0];
}

export interface CaptchaTracker {
  /** Key of the newest captcha the page fetched since the last reset ('' before any). */
  key(): string;
  /** Forget the current key: call before the action that brings a new captcha. */
  reset(): void;
}

/**
 * Remembers the key of the last captcha the page fetched, so a journey can type its answer
 * as a person reading the image would.
 */
export function trackCaptchas(page: Page): CaptchaTracker {
  let lastKey = '';
  page.on('response', async (response) => {
    if (!response.url().includes(API.captcha) || response.request().method() !== 'GET') return;
    try {
      const body = (await response.json()) as { value?: { captchaKey?: string } };
      if (body.value?.captchaKey) lastKey = body.value.captchaKey;
    } catch {
      // Not a captcha answer (e.g. an aborted request).
    }
  });
  return {
    key: () => lastKey,
    reset: () => {
      lastKey = '';
    },
  };
}

export async function captchaAnswer(baseUrl: string, key: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API.devCaptcha}?key=${encodeURIComponent(key)}`);
  const body = (await response.json()) as { value: { answer: string } };
  return body.value.answer;
}

/** Types the answer of the captcha shown in `scope` (waits for its image to arrive). */
export async function solveCaptcha(
  scope: Locator,
  baseUrl: string,
  captchas: CaptchaTracker,
  label: string,
): Promise<void> {
  const input = await visible(scope.getByLabel(label, { exact: true }));
  await expect.poll(() => captchas.key(), { message: 'a captcha was fetched' }).not.toBe('');
  await input.fill(await captchaAnswer(baseUrl, captchas.key()));
}

/** A user name the journeys have not used yet (letters then digits, 4-16 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString().slice(-7)}`;
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export async function openLogin(page: Page): Promise<Locator> {
  await linkOrButton(header(page), 'Entrar').first().click();
  return visible(page.getByRole('dialog', { name: 'Entrar' }));
}

/** The member block of the header shows this balance (2 decimals, PT formatting). */
export async function expectBalance(page: Page, amount: string): Promise<void> {
  await visible(header(page).getByText(amount, { exact: true }));
}

/**
 * Signs in by user name; answers the captcha when the site shows one, or when the server asks
 * for one after the first try (an earlier failure from this address, spec section 4).
 */
export async function login(
  page: Page,
  baseUrl: string,
  captchas: CaptchaTracker,
  userName: string,
  password: string,
): Promise<void> {
  const dialog = await openLogin(page);
  const captchaInput = dialog.getByLabel('Código da imagem', { exact: true });
  const loginDialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Nome de usuário', { exact: true }).fill(userName);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  const captchaShown = await captchaInput.isVisible();
  if (captchaShown) await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
  else captchas.reset();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  if (!captchaShown) {
    // Each wait settles on its own (the loser times out later): no rejection goes unhandled.
    const outcome = await Promise.race([
      hidden(loginDialog).then(
        () => 'signed-in' as const,
        () => 'timeout' as const,
      ),
      captchaInput.waitFor({ state: 'visible', timeout: 15_000 }).then(
        () => 'captcha' as const,
        () => 'timeout' as const,
      ),
    ]);
    if (outcome === 'captcha') {
      await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    }
  }
  await hidden(loginDialog);
}

/**
 * Signs the page in as a new trial player with one call (its session cookie stays with the
 * page), then reloads: a player of their own, without the demo account's login throttle that
 * the other journeys share. The page must be on the site already.
 */
export async function startTrial(page: Page): Promise<string> {
  const userName = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { value } = (await response.json()) as {
      value: { userName: string; customerType: number };
    };
    localStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ userName: value.userName, type: value.customerType, isTrial: true }),
    );
    return value.userName;
  }, API.trialUser);
  await page.reload({ waitUntil: 'domcontentloaded' });
  return userName;
}

/** The password of the members `registerThroughApi` makes. */
export const API_MEMBER_PASSWORD = 'Senha2026x';

/**
 * Registers a new type 0 member from the page, as the registration popup would (answering the
 * captcha from the development server), optionally under an affiliate code, and signs the site
 * in: the page then holds the member's session. Answers the user name.
 */
export async function registerThroughApi(
  page: Page,
  prefix: string,
  options: { affiliateCode?: string } = {},
): Promise<string> {
  const userName = uniqueName(prefix);
  await page.evaluate(
    async ({ userName, password, affiliateCode, paths }) => {
      const captcha = (await (await fetch(paths.captcha)).json()) as {
        value: { captchaKey: string };
      };
      const key = captcha.value.captchaKey;
      const answer = (await (await fetch(`${paths.devCaptcha}?key=${key}`)).json()) as {
        value: { answer: string };
      };
      const response = await fetch(paths.register, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          registerMethod: 'H5',
          registerUrl: location.hostname,
          username: userName,
          password,
          confirmPassword: password,
          ...(affiliateCode ? { affiliateCode } : {}),
          captcha: answer.value.answer,
          captchaKey: key,
          type: 0,
          agreement: true,
        }),
      });
      const body = (await response.json()) as { success: boolean; value: { userName: string } };
      if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
      localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ userName: body.value.userName, type: 0 }),
      );
    },
    {
      userName,
      password: API_MEMBER_PASSWORD,
      affiliateCode: options.affiliateCode ?? '',
      paths: { captcha: API.captcha, devCaptcha: API.devCaptcha, register: API.register },
    },
  );
  return userName;
}
