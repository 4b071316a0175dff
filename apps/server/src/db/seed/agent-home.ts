import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';
import { DEMO_AGENT } from './merchant-data.ts';

/** The demo agent's own rebate (basis points): the ceiling of its links' default rebates. */
export const DEMO_AGENT_REBATE_BPS = 200;

/**
 * Agent home demo data (issue 8, decision 021): agent01 gets its own rebate once. Only a zero
 * rebate is set, so an operator's later change survives every restart.
 */
export async function seedAgentHome(db: Kysely<Database>, merchantCode: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ rebate_bps: DEMO_AGENT_REBATE_BPS })
    .where('merchant_code', '=', merchantCode)
    .where('user_name_key', '=', DEMO_AGENT.userName)
    .where('rebate_bps', '=', 0)
    .execute();
}
