import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT } from '@app/contracts';
import type { Database, MembersTable } from '../db/schema/tables.ts';
import type { Insertable } from 'kysely';
import { hashPassword } from '../lib/passwords.ts';
import { hashToken, SESSION_COOKIE } from '../lib/sessions.ts';

export interface TestMember {
  id: number;
  userName: string;
  password: string;
}

/** Inserts a member (type 0, DEMO merchant) with a hashed password and an empty wallet. */
export async function insertMember(
  db: Kysely<Database>,
  overrides: Partial<Insertable<MembersTable>> & { password?: string } = {},
): Promise<TestMember> {
  const { password = 'secret123', ...columns } = overrides;
  const userName = columns.user_name ?? `m${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      type: 0,
      password_hash: await hashPassword(password),
      password_changed_at: now,
      created_at: now,
      ...columns,
      user_name: userName,
      user_name_key: userName.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userName, password };
}

/** A live session for a member without going through login: returns its cookie header. */
export async function sessionCookieFor(db: Kysely<Database>, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: randomBytes(16).toString('hex'),
      token_hash: hashToken(token),
      member_id: memberId,
      merchant_code: 'DEMO',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ACCOUNT.sessionAbsoluteMs).toISOString(),
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

/** A member (insertMember) with a live session: its id, name, password and cookie header. */
export async function insertMemberWithSession(
  db: Kysely<Database>,
  overrides: Parameters<typeof insertMember>[1] = {},
): Promise<TestMember & { cookie: string }> {
  const member = await insertMember(db, overrides);
  return { ...member, cookie: await sessionCookieFor(db, member.id) };
}
