import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema/tables.ts';

/** Test helpers of the accounts feature (not a test file itself). */

/** Rows a refused call must leave alone: full rows of the money and account tables, row counts of the rest. */
export async function dbState(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const table of [
    'members',
    'ledger_accounts',
    'ledger_transfers',
    'ledger_entries',
    'sessions',
  ] as const) {
    const rows = await db.selectFrom(table).selectAll().execute();
    state[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  for (const table of ['verification_codes', 'outbox', 'affiliate_codes'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    state[`${table}.count`] = Number(row.n);
  }
  return state;
}

/** Asserts an error envelope with its code (and HTTP status). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  errorCode: string,
): { errorCode: string; message: string; value?: unknown } {
  const body = response.json() as {
    success: boolean;
    errorCode: string;
    message: string;
    value?: unknown;
  };
  expect({ status: response.statusCode, success: body.success, errorCode: body.errorCode }).toEqual(
    { status, success: false, errorCode },
  );
  return body;
}

export async function setMerchant(
  db: Kysely<Database>,
  values: Partial<{
    register_username_enabled: number;
    register_mobile_enabled: number;
    register_captcha_enabled: number;
    affiliate_required: number;
    password_max_age_days: number;
  }>,
): Promise<void> {
  await db.updateTable('merchants').set(values).where('code', '=', 'DEMO').execute();
}
