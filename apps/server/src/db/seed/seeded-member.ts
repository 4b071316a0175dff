import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';

/**
 * The id of a merchant's member by user name (a demo account the seed made), or undefined when
 * it is absent: the seed steps after the members skip what needs one an operator removed.
 */
export async function seededMemberId(
  db: Kysely<Database>,
  merchantCode: string,
  userName: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('user_name_key', '=', userName)
    .executeTakeFirst();
  return row?.id;
}
