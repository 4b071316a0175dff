import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OperatorRole } from '@app/contracts/backoffice';
import type { Database } from '../db/schema/tables.ts';
import { hashToken } from '../lib/sessions.ts';

/**
 * Back-office operators for server tests (not a test file itself). The sign-in steps have their
 * own tests (backoffice/auth.test.ts); other tests start from a signed-in session or an API key
 * written straight to the database.
 */
let serial = 0;

export interface TestOperator {
  id: number;
  username: string;
  /** Headers of a same-origin call from the back office's pages with this operator's cookie. */
  headers: { cookie: string; 'sec-fetch-site': 'same-origin' };
}

export async function insertOperator(
  db: Kysely<Database>,
  role: OperatorRole,
  username = `${role}${++serial}${randomBytes(3).toString('hex')}`,
): Promise<{ id: number; username: string }> {
  const row = await db
    .insertInto('operators')
    .values({
      username,
      display_name: `${role} ${serial}`,
      role,
      password_hash: 'unused-in-tests',
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_enabled: 1,
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

/** A fully signed-in operator of `role` (password and 2FA done), as its cookie. */
export async function signedInOperator(
  db: Kysely<Database>,
  role: OperatorRole,
  at: Date = new Date(),
): Promise<TestOperator> {
  const operator = await insertOperator(db, role);
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.id,
      stage: 'full',
      ip: '127.0.0.1',
      user_agent: 'test',
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 8 * 3600_000).toISOString(),
    })
    .execute();
  return {
    ...operator,
    headers: { cookie: `bo_session=${token}`, 'sec-fetch-site': 'same-origin' },
  };
}

/** An API key of `role` (for an operator of that role), as its Authorization header. */
export async function operatorApiKey(
  db: Kysely<Database>,
  role: OperatorRole,
): Promise<{ authorization: string; operatorId: number }> {
  const operator = await insertOperator(db, role);
  const key = `bok_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('operator_api_keys')
    .values({
      operator_id: operator.id,
      name: 'test key',
      role,
      key_hash: hashToken(key),
      key_prefix: key.slice(0, 10),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { authorization: `Bearer ${key}`, operatorId: operator.id };
}
