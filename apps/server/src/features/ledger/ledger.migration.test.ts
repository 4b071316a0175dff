import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestDatabase, testConfig } from '../../testing/test-app.ts';
import { findTransfer, memberBalance, transfer } from './ledger.service.ts';

describe('migration 004 (double-entry ledger)', () => {
  it('upgrades a database created by 003: balances and entries become accounts and transfers', async () => {
    const old = await createTestDatabase();
    try {
      const db = old.database.db;
      await seedDatabase(db, 'DEMO');
      const { error } = await createMigrator(old.database, old.env.DATABASE_SCHEMA).migrateTo(
        '003-accounts',
      );
      expect(error).toBeUndefined();
      // 003's single-entry money: a trial credit, a seed opening, game moves, a bare wallet.
      const trial = await insertMember(db, { type: 4 });
      const demo = await insertMember(db);
      const empty = await insertMember(db);
      const odd = await insertMember(db);
      const at = '2026-01-01T00:00:00.000Z';
      const wallet = (memberId: number, cents: number) =>
        sql`INSERT INTO wallets (member_id, balance_cents, updated_at) VALUES (${memberId}, ${cents}, ${at})`.execute(
          db,
        );
      const entry = (memberId: number, amount: number, after: number, kind: string, key: string) =>
        sql`INSERT INTO ledger_entries (member_id, amount_cents, balance_after_cents, kind, idempotency_key, reference, created_at)
            VALUES (${memberId}, ${amount}, ${after}, ${kind}, ${key}, ${'ref'}, ${at})`.execute(
          db,
        );
      await wallet(trial.id, 200_000);
      await entry(trial.id, 200_000, 200_000, 'trial.credit', `trial:DEMO:${trial.id}`);
      await wallet(demo.id, 99_500);
      await entry(demo.id, 100_000, 100_000, 'seed.opening', 'seed:DEMO:x:opening');
      await entry(demo.id, -700, 99_300, 'test', 'old:bet');
      await entry(demo.id, 200, 99_500, 'test', 'old:win');
      await wallet(empty.id, 0);
      // A wallet its entries do not explain gets one adjusting transfer.
      await wallet(odd.id, 42);

      // Later migrations (if any) follow 004.
      expect((await migrateToLatest(old.database, old.env.DATABASE_SCHEMA))[0]).toBe('004-ledger');
      // Only this test's schema: on PostgreSQL other runs' schemas may still hold a wallets table.
      const tables = (await db.introspection.getTables()).filter(
        (t) => t.schema === old.env.DATABASE_SCHEMA,
      );
      expect(tables.map((t) => t.name)).toContain('ledger_accounts');
      expect(tables.map((t) => t.name)).not.toContain('wallets');

      const ctx = { config: testConfig(old.env), db, merchantCode: 'DEMO' };
      expect(await memberBalance(ctx, trial.id)).toBe(200_000);
      expect(await memberBalance(ctx, demo.id)).toBe(99_500);
      expect(await memberBalance(ctx, empty.id)).toBe(0);
      expect(await memberBalance(ctx, odd.id)).toBe(42);
      const houses = await db
        .selectFrom('ledger_accounts')
        .select(['owner_key', 'balance_cents'])
        .where('kind', '=', 'house')
        .orderBy('owner_key')
        .execute();
      expect(houses.map((h) => [h.owner_key, Number(h.balance_cents)])).toEqual([
        ['house:bonus', -100_000],
        ['house:game', 700 - 200 - 42],
        ['house:trial', -200_000],
      ]);
      const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
      expect(accounts.reduce((s, a) => s + Number(a.balance_cents), 0)).toBe(0);
      for (const a of accounts) {
        const sum = await db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.sum<number | string>('amount_cents').as('s'))
          .where('account_id', '=', a.id)
          .executeTakeFirstOrThrow();
        expect(Number(sum.s ?? 0)).toBe(Number(a.balance_cents));
      }
      const bet = await db
        .selectFrom('ledger_transfers')
        .selectAll()
        .where('idempotency_key', '=', 'old:bet')
        .executeTakeFirstOrThrow();
      expect(bet).toMatchObject({ kind: 'test', amount_cents: 700, member_balance_cents: 99_300 });

      // Old keys still replay; new transfers go on from the carried balances.
      const replay = await transfer(ctx, {
        idempotencyKey: 'old:bet',
        from: { kind: 'member', memberId: demo.id },
        to: { kind: 'house', name: 'game' },
        amountCents: 700,
        kind: 'bet',
      });
      expect(replay).toMatchObject({ replayed: true, transferId: bet.id });
      expect(await findTransfer(ctx, `trial:DEMO:${trial.id}`)).not.toBeNull();
      const next = await transfer(ctx, {
        idempotencyKey: 'new:bet',
        from: { kind: 'member', memberId: demo.id },
        to: { kind: 'house', name: 'game' },
        amountCents: 500,
        kind: 'bet',
      });
      expect(next.memberBalanceCents).toBe(99_000);
      // The seed runs again on the next start without moving the opening twice.
      await seedDatabase(db, 'DEMO');
      await seedDatabase(db, 'DEMO');

      // And back down to 003 and up again works on an empty ledger.
      const down = await createMigrator(old.database, old.env.DATABASE_SCHEMA).migrateTo(
        '003-accounts',
      );
      expect(down.error).toBeUndefined();
      expect((await migrateToLatest(old.database, old.env.DATABASE_SCHEMA))[0]).toBe('004-ledger');
    } finally {
      await old.cleanup();
    }
  });
});
