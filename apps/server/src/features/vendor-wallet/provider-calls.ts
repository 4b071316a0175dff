import { okEnvelope } from '@app/contracts';
import { signedHeaders } from '@app/contracts/signing';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';

/**
 * A signed call to our game provider about one of its vendors (decision 039): a POST of `body`
 * signed with that vendor's secret, as the provider signs its wallet calls to us, answered in
 * our envelope. Anything but a valid answer (no provider configured, the vendor off, no answer
 * in time, a refusal) is `game.vendor.unavailable`: the member or operator can only try later.
 */
export async function callProvider<T extends z.ZodType>(
  ctx: AppContext,
  vendorCode: string,
  path: string,
  body: object,
  value: T,
  timeoutMs: number,
): Promise<z.infer<T>> {
  // Each call's outcome and time go to the metrics (decision 060), labelled by its path (one of
  // PROVIDER_API's few), never by vendor or player.
  const began = performance.now();
  const observe = (outcome: 'ok' | 'off' | 'failed' | 'refused') =>
    ctx.metrics?.providerCalls.observe({ call: path, outcome }, (performance.now() - began) / 1000);
  const unavailable = (outcome: 'off' | 'failed' | 'refused') => {
    observe(outcome);
    return new AppError('game.vendor.unavailable', 503);
  };
  const providerUrl = ctx.config.GAME_PROVIDER_URL;
  if (!providerUrl) throw unavailable('off');
  const credential = await ctx.db
    .selectFrom('vendor_credentials')
    .select(['secret', 'active', 'previous_secret', 'previous_until', 'rotated_at'])
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  if (!credential || credential.active !== 1) throw unavailable('off');
  // For the first half of a rotation's overlap we still sign with the previous secret, which
  // the provider accepts until the overlap ends: no call fails while the new secret is on its
  // way, and no clock skew at the overlap's end matters (decision 045).
  const signing =
    credential.previous_secret !== null &&
    credential.previous_until !== null &&
    credential.rotated_at !== null &&
    Date.now() < (Date.parse(credential.rotated_at) + Date.parse(credential.previous_until)) / 2
      ? credential.previous_secret
      : credential.secret;
  const raw = JSON.stringify(body);
  let answer: unknown;
  try {
    const response = await fetch(new URL(path, providerUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(signing, raw) },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = await response.json();
  } catch {
    throw unavailable('failed');
  }
  const parsed = okEnvelope(value).safeParse(answer);
  if (!parsed.success) throw unavailable('refused');
  observe('ok');
  return (parsed.data as { value: z.infer<T> }).value;
}
