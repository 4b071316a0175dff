import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API, OutboxMessage } from '@app/contracts';

/** Helpers the server's tests share for talking to the app (not a test file itself). */

let lastOctet = 0;
/** A fresh client address per call, so per-address caps of one test never touch another. */
export function freshIp(): string {
  lastOctet += 1;
  return `198.51.${100 + Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

export function okValue<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMessage[]> {
  const url = to ? `${API.devOutbox}?to=${encodeURIComponent(to)}` : API.devOutbox;
  const response = await app.inject({ method: 'GET', url });
  return OutboxMessage.array().parse(okValue(response));
}

/** The code of the newest SMS sent to a number ("+55" + digits). */
export async function lastSmsCode(app: FastifyInstance, target: string): Promise<string> {
  const [message] = await outbox(app, target);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code sent to ${target}`);
  return code;
}

/** Asks for a code and answers the one the outbox received. */
export async function sendCode(
  app: FastifyInstance,
  mobileNum: string,
  purpose: 'register' | 'login' | 'resetPassword',
  remoteAddress: string = freshIp(),
  countryDialingCode = '+55',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: API.smsSend,
    remoteAddress,
    payload: { mobileNum, countryDialingCode, purpose },
  });
  okValue(response);
  return lastSmsCode(app, `${countryDialingCode}${mobileNum}`);
}

/** A captcha fetched from `ip`, answered through the development route. */
export async function solvedCaptcha(
  app: FastifyInstance,
  ip: string,
): Promise<{ captchaKey: string; captcha: string }> {
  const fetched = await app.inject({ method: 'GET', url: API.captcha, remoteAddress: ip });
  const { captchaKey } = okValue<{ captchaKey: string }>(fetched);
  const answered = await app.inject({
    method: 'GET',
    url: `${API.devCaptcha}?key=${captchaKey}`,
    remoteAddress: ip,
  });
  return { captchaKey, captcha: okValue<{ answer: string }>(answered).answer };
}

/** The session cookie a response set, as a request Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0]! : String(header);
  return first.split(';')[0]!;
}

/** A GET carrying a session cookie (is that session still live?). */
export function getAs(app: FastifyInstance, cookie: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

/**
 * Registers a member by user name (password abc123) as the site does, through an affiliate or
 * invitation code when one is given, with any other fields of the form (an e-mail, a mobile);
 * answers the raw response.
 */
export function registerByName(
  app: FastifyInstance,
  username: string,
  { affiliateCode, fields = {} }: { affiliateCode?: string; fields?: Record<string, unknown> } = {},
) {
  return app.inject({
    method: 'PUT',
    url: API.register,
    remoteAddress: freshIp(),
    payload: {
      registerMethod: 'H5',
      registerUrl: 'concha.demo.example',
      username,
      password: 'abc123',
      confirmPassword: 'abc123',
      ...(affiliateCode === undefined ? {} : { affiliateCode }),
      ...fields,
      type: 0,
      agreement: true,
    },
  });
}
