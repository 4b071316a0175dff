import type { Kysely } from 'kysely';
import type { DividendTerms } from '@app/contracts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../schema/tables.ts';
import { DEMO_AGENT } from './merchant-data.ts';
import { seededMemberId } from './seeded-member.ts';

/** A demo sub-agent of agent01, so a contract prompt can be seen and decided (decision 024). */
export const DEMO_SUB_AGENT = {
  userName: 'agent02',
  password: 'demo1234',
  type: 1,
  nickname: 'Subagente Demo',
} as const;

/** The dividend agent01 offers agent02: weekly, 10% from the first cent, 15% from 1,000.00. */
export const DEMO_DIVIDEND_TERMS: DividendTerms = {
  cycle: 'weekly',
  tiers: [
    { minNetLossCents: 0, rateBasisPoints: 1000 },
    { minNetLossCents: 100_000, rateBasisPoints: 1500 },
  ],
};

/**
 * agent02 (type 1, upline agent01) and, while agent02 has never had a dividend contract, a
 * pending one from agent01. Insert-if-absent: once decided, a restart offers nothing again.
 */
export async function seedAgentContracts(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  const memberId = (userName: string) => seededMemberId(db, merchantCode, userName);
  const uplineId = await memberId(DEMO_AGENT.userName);
  if (uplineId === undefined) return;
  const nowIso = now.toISOString();
  if ((await memberId(DEMO_SUB_AGENT.userName)) === undefined) {
    const passwordHash = await hashPassword(DEMO_SUB_AGENT.password);
    await db
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        user_name: DEMO_SUB_AGENT.userName,
        user_name_key: DEMO_SUB_AGENT.userName,
        password_hash: passwordHash,
        password_changed_at: nowIso,
        type: DEMO_SUB_AGENT.type,
        nickname: DEMO_SUB_AGENT.nickname,
        upline_id: uplineId,
        affiliate_code: DEMO_AGENT.affiliateCode,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'user_name_key']).doNothing())
      .execute();
  }
  const subId = await memberId(DEMO_SUB_AGENT.userName);
  if (subId === undefined) return;
  await db.transaction().execute(async (trx) => {
    const any = await trx
      .selectFrom('agent_contracts')
      .select('id')
      .where('member_id', '=', subId)
      .where('kind', '=', 'dividend')
      .executeTakeFirst();
    if (any) return;
    const contract = await trx
      .insertInto('agent_contracts')
      .values({
        merchant_code: merchantCode,
        kind: 'dividend',
        upline_id: uplineId,
        member_id: subId,
        terms: JSON.stringify(DEMO_DIVIDEND_TERMS),
        status: 'pending',
        created_at: nowIso,
        decided_at: null,
        decided_by: null,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('agent_contract_audit')
      .values({
        contract_id: contract.id,
        action: 'offer',
        actor_id: uplineId,
        at: nowIso,
        from_status: null,
        to_status: 'pending',
        note: '',
      })
      .execute();
  });
}
