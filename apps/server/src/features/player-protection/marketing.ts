import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { notExcluded } from './protection.service.ts';

/**
 * One member's marketing (decision 048): a query condition true unless the member is on a break
 * or self-excluded at `nowIso` (the rule of `notExcluded`). It does not refer to the outer
 * query, so the database evaluates it once per query: a primary-key lookup of the member and of
 * their tools. The member inbox uses it to hide broadcasts from an excluded member.
 */
export function memberReachable(memberId: number, nowIso: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database>();
  return eb.exists(
    eb
      .selectFrom('members')
      .select('members.id')
      .where('members.id', '=', memberId)
      .where(notExcluded(nowIso)),
  );
}
