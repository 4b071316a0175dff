import type { Kysely } from 'kysely';
import type { RebateGameType } from '@app/contracts';
import { transferIn } from '../../features/ledger/ledger.service.ts';
import type { Database } from '../schema/tables.ts';
import { DEMO_AGENT } from './merchant-data.ts';
import { seededMemberId } from './seeded-member.ts';

/**
 * The demo agent's rebate rates (basis points, the ceiling of its downlines' rates) and an
 * opening balance it can transfer to downlines (issue 8, decision 022).
 */
export const DEMO_AGENT_REBATES: Readonly<Record<RebateGameType, number>> = {
  RNG: 100,
  LIVE: 80,
  PVP: 50,
  FISH: 100,
  SPORTS: 80,
  ESPORTS: 60,
  LOTT: 150,
};
export const DEMO_AGENT_OPENING_CENTS = 500_000;

/** Insert-if-absent: an operator's later rates survive restarts; the credit is paid once by key. */
export async function seedAgentMoney(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  const agentId = await seededMemberId(db, merchantCode, DEMO_AGENT.userName);
  if (agentId === undefined) return;
  await db
    .insertInto('agent_rebates')
    .values(
      Object.entries(DEMO_AGENT_REBATES).map(([gameType, rateBp]) => ({
        member_id: agentId,
        game_type: gameType,
        rate_bp: rateBp,
        updated_at: now.toISOString(),
        updated_by: null,
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'game_type']).doNothing())
    .execute();
  await transferIn(db, merchantCode, {
    from: { kind: 'house', name: 'bonus' },
    to: { kind: 'member', memberId: agentId },
    amountCents: DEMO_AGENT_OPENING_CENTS,
    kind: 'seed.grant',
    idempotencyKey: `seed:${merchantCode}:${DEMO_AGENT.userName}:opening`,
    reference: 'Demo agent opening balance',
  });
}
