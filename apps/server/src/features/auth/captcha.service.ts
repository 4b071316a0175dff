import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT } from '@app/contracts';
import type { CaptchaValue } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { CAPTCHA_ALPHABET, captchaPng } from './captcha-image.ts';

export interface CaptchaAnswerInput {
  key: string | undefined;
  answer: string | undefined;
  ip: string;
}

/** The value of every captcha error: the client shows (or keeps) the captcha input. */
const CAPTCHA_FLAG = { captcha: true } as const;

// Expired rows are deleted at most this often, by whichever request comes along.
const PRUNE_INTERVAL_MS = 10 * 60_000;
const lastPrune = new WeakMap<Kysely<Database>, number>();

/** Addresses are stored and compared at the column's width. */
export const ipColumn = (ip: string) => ip.slice(0, 64);

async function pruneExpired(ctx: AppContext, now: Date): Promise<void> {
  const last = lastPrune.get(ctx.db) ?? 0;
  if (now.getTime() - last < PRUNE_INTERVAL_MS) return;
  lastPrune.set(ctx.db, now.getTime());
  await ctx.db.deleteFrom('captchas').where('expires_at', '<=', now.toISOString()).execute();
}

function newQuestion(kind: CaptchaValue['kind']): { shown: string; answer: string } {
  if (kind === 'arithmetic') {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    return { shown: `${a}+${b}=?`, answer: String(a + b) };
  }
  let text = '';
  for (let i = 0; i < ACCOUNT.captchaLength; i += 1) {
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  }
  return { shown: text, answer: text };
}

/** A new captcha bound to the address that asked for it. */
export async function createCaptcha(
  ctx: AppContext,
  ip: string,
  now: Date = new Date(),
): Promise<CaptchaValue> {
  await pruneExpired(ctx, now);
  const kind = ctx.config.CAPTCHA_KIND;
  const { shown, answer } = newQuestion(kind);
  const captchaKey = randomBytes(24).toString('base64url');
  const expirationTime = now.getTime() + ACCOUNT.captchaTtlMs;
  await ctx.db
    .insertInto('captchas')
    .values({
      key: captchaKey,
      answer,
      kind,
      ip: ipColumn(ip),
      expires_at: new Date(expirationTime).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return { captchaKey, image: captchaPng(shown).toString('base64'), kind, expirationTime };
}

function matches(kind: string, expected: string, given: string): boolean {
  const answer = given.trim();
  if (kind === 'arithmetic') return /^\d{1,4}$/.test(answer) && Number(answer) === Number(expected);
  return answer.toUpperCase() === expected.toUpperCase();
}

/**
 * Consumes a captcha: throws captcha.required without an answer, captcha.invalid for a wrong,
 * expired, reused or foreign one. Consumption comes first (one UPDATE that only a live,
 * unused captcha of this address passes), so a wrong answer burns the captcha too and two
 * requests racing with the same key cannot both pass.
 */
export async function checkCaptcha(
  ctx: AppContext,
  input: CaptchaAnswerInput,
  now: Date = new Date(),
): Promise<void> {
  if (!input.key || !input.answer?.trim()) {
    throw new AppError('captcha.required', 400, '', CAPTCHA_FLAG);
  }
  const nowIso = now.toISOString();
  const result = await ctx.db
    .updateTable('captchas')
    .set({ used_at: nowIso })
    .where('key', '=', input.key)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .where('ip', '=', ipColumn(input.ip))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new AppError('captcha.invalid', 400, '', CAPTCHA_FLAG);
  }
  const row = await ctx.db
    .selectFrom('captchas')
    .select(['answer', 'kind'])
    .where('key', '=', input.key)
    .executeTakeFirstOrThrow();
  if (!matches(row.kind, row.answer, input.answer)) {
    throw new AppError('captcha.invalid', 400, '', CAPTCHA_FLAG);
  }
}

/** Development only: the answer of a captcha, so tests and the demo can solve it. */
export async function captchaAnswer(ctx: AppContext, key: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('captchas')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.answer ?? null;
}
