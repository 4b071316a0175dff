import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../testing/members.ts';
import { createSeededTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { up } from './036-bo-agents.ts';

/**
 * Migration 036 on a database that already holds contracts: `agent_contracts.upline_id` becomes
 * nullable (a house offer), and on SQLite, where the table is rebuilt, no contract, audit row or
 * payout is lost to a cascade, and the one-pending and one-accepted rules still hold.
 */
describe('migration 036: house contracts', () => {
  let t: TestDatabase;
  let contractId = 0;
  let agent = 0;

  beforeAll(async () => {
    t = await createSeededTestDatabase('DEMO');
    const db = t.database.db;
    const upline = (await insertMember(db, { type: 1 })).id;
    agent = (await insertMember(db, { type: 1, upline_id: upline })).id;
    const at = '2024-01-01T00:00:00.000Z';
    contractId = Number(
      (
        await db
          .insertInto('agent_contracts')
          .values({
            merchant_code: 'DEMO',
            kind: 'dailySalary',
            upline_id: upline,
            member_id: agent,
            terms: JSON.stringify({ tiers: [{ minValidBetCents: 0, rateBasisPoints: 50 }] }),
            status: 'accepted',
            created_at: at,
            decided_at: at,
            decided_by: agent,
            ended_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await db
      .insertInto('agent_contract_audit')
      .values({
        contract_id: contractId,
        action: 'offer',
        actor_id: upline,
        at,
        from_status: null,
        to_status: 'pending',
        note: '',
      })
      .execute();
    await db
      .insertInto('agent_contract_payouts')
      .values({
        merchant_code: 'DEMO',
        contract_id: contractId,
        kind: 'dailySalary',
        member_id: agent,
        period_start: '2024-01-01',
        period_end: '2024-01-01',
        valid_bet_cents: 1000,
        net_loss_cents: 0,
        rate_bp: 50,
        amount_cents: 5,
        transfer_id: null,
        paid_at: at,
      })
      .execute();
    // The template ran it already; running it again rebuilds a table that holds rows.
    await up(t.database.db as never);
  });
  afterAll(async () => t?.cleanup());

  it('keeps every contract, audit row and payout', async () => {
    const db = t.database.db;
    const contract = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract).toMatchObject({ member_id: agent, status: 'accepted', kind: 'dailySalary' });
    const audit = await db
      .selectFrom('agent_contract_audit')
      .selectAll()
      .where('contract_id', '=', contractId)
      .execute();
    expect(audit).toHaveLength(1);
    const payouts = await db
      .selectFrom('agent_contract_payouts')
      .selectAll()
      .where('contract_id', '=', contractId)
      .execute();
    expect(payouts).toHaveLength(1);
  });

  it('takes a house contract (no upline) and still allows one accepted and one pending per kind', async () => {
    const db = t.database.db;
    const row = {
      merchant_code: 'DEMO',
      kind: 'dailySalary',
      upline_id: null,
      member_id: agent,
      terms: '{"tiers":[]}',
      created_at: '2024-02-01T00:00:00.000Z',
      decided_at: null,
      decided_by: null,
      ended_at: null,
    };
    await db
      .insertInto('agent_contracts')
      .values({ ...row, status: 'pending' })
      .execute();
    await expect(
      db
        .insertInto('agent_contracts')
        .values({ ...row, status: 'pending' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('agent_contracts')
        .values({ ...row, status: 'accepted' })
        .execute(),
    ).rejects.toThrow();
    // The audit trail still refers to the rebuilt table.
    await expect(
      db
        .insertInto('agent_contract_audit')
        .values({
          contract_id: 999_999_999,
          action: 'offer',
          actor_id: null,
          at: 'x',
          from_status: null,
          to_status: 'pending',
          note: '',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
