import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ownerKey, rememberedAccountId } from './account-ids.ts';
import type { LedgerAccountRef } from './account-ids.ts';
import { memberBalance, transfer, writeTransaction } from './ledger.service.ts';

/** The account ids a process remembers (decision 051, second pass). */
describe('remembered ledger account ids', () => {
  let t: TestApp;
  let ctx: AppContext;
  let serial = 0;
  const key = (name: string) => `ids:${name}:${(serial += 1)}`;
  const GAME: LedgerAccountRef = { kind: 'house', name: 'game' };
  const member = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });
  const remembered = (ref: LedgerAccountRef) => rememberedAccountId(t.database.db, 'DEMO', ref);

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  });
  afterAll(() => t.cleanup());

  const accountRow = (ref: LedgerAccountRef) =>
    t.database.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_cents'])
      .where('merchant_code', '=', 'DEMO')
      .where('owner_key', '=', ownerKey(ref))
      .executeTakeFirst();

  const credit = (db: AppContext['db'], memberId: number, amountCents: number) =>
    transfer(
      { ...ctx, db },
      { idempotencyKey: key('credit'), from: GAME, to: member(memberId), amountCents, kind: 'win' },
    );

  it('remembers both accounts of a committed transfer, by the ids of their rows', async () => {
    const m = await insertMember(t.database.db);
    await credit(t.database.db, m.id, 100);
    expect(remembered(member(m.id))).toBe((await accountRow(member(m.id)))!.id);
    expect(remembered(GAME)).toBe((await accountRow(GAME))!.id);
  });

  it('remembers nothing of a transaction that rolls back, nor before it commits', async () => {
    const m = await insertMember(t.database.db);
    await expect(
      writeTransaction(t.database.db, async (trx) => {
        await credit(trx, m.id, 100);
        // Created inside this transaction: not certain until it commits.
        expect(remembered(member(m.id))).toBeUndefined();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await accountRow(member(m.id))).toBeUndefined();
    expect(remembered(member(m.id))).toBeUndefined();

    // The account made afresh later is the one remembered.
    await credit(t.database.db, m.id, 40);
    const row = (await accountRow(member(m.id)))!;
    expect(remembered(member(m.id))).toBe(row.id);
    expect(Number(row.balance_cents)).toBe(40);
  });

  it('remembers nothing inside a transaction it did not open (it cannot see that one commit)', async () => {
    const m = await insertMember(t.database.db);
    await t.database.db.transaction().execute((trx) => credit(trx, m.id, 100));
    expect(remembered(member(m.id))).toBeUndefined();
    expect(await memberBalance(ctx, m.id)).toBe(100);
  });

  it('forgets every id when a migration runs on the database', async () => {
    const m = await insertMember(t.database.db);
    await credit(t.database.db, m.id, 100);
    expect(remembered(member(m.id))).toBeDefined();
    const migrator = createMigrator(t.database, t.env.DATABASE_SCHEMA);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await migrateToLatest(t.database, t.env.DATABASE_SCHEMA);
    expect(remembered(member(m.id))).toBeUndefined();
    expect(remembered(GAME)).toBeUndefined();
  });

  it("moves no one else's money when a remembered id has come to name another account", async () => {
    const a = await insertMember(t.database.db);
    const b = await insertMember(t.database.db);
    await credit(t.database.db, a.id, 100);
    await credit(t.database.db, b.id, 200);
    const idA = remembered(member(a.id))!;
    const idB = remembered(member(b.id))!;
    // Behind this process's back the two rows trade owners (as a re-created table might).
    const db = t.database.db;
    const relabel = (id: number, owner: string, memberId: number) =>
      db
        .updateTable('ledger_accounts')
        .set({ owner_key: owner, member_id: memberId })
        .where('id', '=', id)
        .execute();
    await relabel(idA, 'member:swapping', a.id);
    await relabel(idB, `member:${a.id}`, a.id);
    await relabel(idA, `member:${b.id}`, b.id);

    const result = await credit(db, a.id, 5);
    // The row now labelled a's got the money; the id remembered for a (now b's row) did not.
    expect(result.memberBalanceCents).toBe(205);
    expect(await memberBalance(ctx, a.id)).toBe(205);
    expect(await memberBalance(ctx, b.id)).toBe(100);
    expect(remembered(member(a.id))).toBe(idB);
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount_cents'])
      .where('transfer_id', '=', result.transferId)
      .execute();
    expect(entries.find((e) => Number(e.amount_cents) === 5)?.account_id).toBe(idB);
    const stored = await db
      .selectFrom('ledger_transfers')
      .select('to_account_id')
      .where('id', '=', result.transferId)
      .executeTakeFirstOrThrow();
    expect(stored.to_account_id).toBe(idB);
  });
});
