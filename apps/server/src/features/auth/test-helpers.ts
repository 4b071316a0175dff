import type { Kysely } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';

/**
 * The rows a rejected call must leave alone, sorted so two snapshots compare equal whatever
 * order the database returns them in.
 */
export async function snapshot(
  db: Kysely<Database>,
  tables: (keyof Database)[] = ['members', 'sessions', 'wallets', 'ledger_entries'],
): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/** A captcha fetched from `ip`, with its answer read through the development route. */
export async function solvedCaptcha(
  app: FastifyInstance,
  ip: string,
): Promise<{ captchaKey: string; captcha: string }> {
  const fetched = await app.inject({ method: 'GET', url: API.captcha, remoteAddress: ip });
  const captchaKey = (fetched.json() as { value: { captchaKey: string } }).value.captchaKey;
  const answered = await app.inject({
    method: 'GET',
    url: `${API.devCaptcha}?key=${captchaKey}`,
    remoteAddress: ip,
  });
  return { captchaKey, captcha: (answered.json() as { value: { answer: string } }).value.answer };
}

/** The session cookie a response set, as a request Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0]! : String(header);
  return first.split(';')[0]!;
}
