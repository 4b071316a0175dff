import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { snapshot } from '../auth/test-helpers.ts';
import { findTransfer, memberBalance, transfer } from './ledger.service.ts';
import type { LedgerAccountRef, TransferInput, TransferResult } from './ledger.service.ts';

const GAME: LedgerAccountRef = { kind: 'house', name: 'game' };

describe('ledger', () => {
  let t: TestApp;
  let ctx: AppContext;
  let serial = 0;
  const key = (name: string) => `test:${name}:${(serial += 1)}`;
  const member = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  });
  afterAll(() => t.cleanup());

  /** Every invariant of the whole ledger, over all accounts of all tests so far. */
  async function expectLedgerInvariants() {
    const db = t.database.db;
    const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
    expect(accounts.reduce((sum, a) => sum + Number(a.balance_cents), 0)).toBe(0);
    for (const a of accounts) {
      if (a.kind === 'member') expect(Number(a.balance_cents)).toBeGreaterThanOrEqual(0);
    }
    const entries = await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
    const running = new Map<number, number>();
    for (const e of entries) {
      const after = (running.get(e.account_id) ?? 0) + Number(e.amount_cents);
      running.set(e.account_id, after);
      // Entries of one account, in id order, carry the running balance.
      expect(Number(e.balance_after_cents)).toBe(after);
    }
    for (const a of accounts) expect(running.get(a.id) ?? 0).toBe(Number(a.balance_cents));
    const transfers = await db.selectFrom('ledger_transfers').selectAll().execute();
    const byTransfer = new Map<number, number[]>();
    for (const e of entries) {
      byTransfer.set(e.transfer_id, [
        ...(byTransfer.get(e.transfer_id) ?? []),
        Number(e.amount_cents),
      ]);
    }
    expect(byTransfer.size).toBe(transfers.length);
    for (const tr of transfers) {
      const sides = byTransfer.get(tr.id)!;
      expect(sides.sort((a, b) => a - b)).toEqual([
        -Number(tr.amount_cents),
        Number(tr.amount_cents),
      ]);
    }
  }

  it('moves money between two accounts with one entry per side and the balances after', async () => {
    const m = await insertMember(t.database.db);
    const credited = await transfer(ctx, {
      idempotencyKey: key('win'),
      from: GAME,
      to: member(m.id),
      amountCents: 1500,
      kind: 'win',
      reference: 'round-1',
    });
    expect(credited).toMatchObject({ replayed: false, memberBalanceCents: 1500 });
    const debited = await transfer(ctx, {
      idempotencyKey: key('bet'),
      from: member(m.id),
      to: { kind: 'vendor', vendorCode: 'PG' },
      amountCents: 400,
      kind: 'bet',
    });
    expect(debited.memberBalanceCents).toBe(1100);
    expect(await memberBalance(ctx, m.id)).toBe(1100);
    const house = await transfer(ctx, {
      idempotencyKey: key('house'),
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'vendor', vendorCode: 'PG' },
      amountCents: 5,
      kind: 'seed.grant',
    });
    expect(house.memberBalanceCents).toBeNull();
    const vendor = await t.database.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('owner_key', '=', 'vendor:PG')
      .executeTakeFirstOrThrow();
    expect(vendor).toMatchObject({ kind: 'vendor', name: 'PG', currency_code: 'BRL' });
    await expectLedgerInvariants();
  });

  it('answers 0 for a member without an account, and refuses bad amounts and self transfers', async () => {
    const m = await insertMember(t.database.db);
    expect(await memberBalance(ctx, m.id)).toBe(0);
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      await expect(
        transfer(ctx, {
          idempotencyKey: key('x'),
          from: GAME,
          to: member(m.id),
          amountCents,
          kind: 'seed.grant',
        }),
      ).rejects.toThrow();
    }
    await expect(
      transfer(ctx, {
        idempotencyKey: key('x'),
        from: GAME,
        to: GAME,
        amountCents: 1,
        kind: 'seed.grant',
      }),
    ).rejects.toThrow();
    expect(await findTransfer(ctx, 'test:never')).toBeNull();
  });

  it('refuses a debit beyond the balance with the balance, changing nothing', async () => {
    const m = await insertMember(t.database.db);
    await transfer(ctx, {
      idempotencyKey: key('c'),
      from: GAME,
      to: member(m.id),
      amountCents: 100,
      kind: 'win',
    });
    const before = await snapshot(t.database.db, [
      'ledger_accounts',
      'ledger_transfers',
      'ledger_entries',
    ]);
    const refused = await transfer(ctx, {
      idempotencyKey: key('d'),
      from: member(m.id),
      to: GAME,
      amountCents: 101,
      kind: 'bet',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'wallet.insufficient.funds',
      status: 409,
      value: { balanceCents: 100 },
    });
    // A member without any account yet is refused too, and gets no account.
    const fresh = await insertMember(t.database.db);
    await expect(
      transfer(ctx, {
        idempotencyKey: key('d'),
        from: member(fresh.id),
        to: GAME,
        amountCents: 1,
        kind: 'bet',
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds', value: { balanceCents: 0 } });
    const after = await snapshot(t.database.db, [
      'ledger_accounts',
      'ledger_transfers',
      'ledger_entries',
    ]);
    expect(after.ledger_transfers).toEqual(before.ledger_transfers);
    expect(after.ledger_entries).toEqual(before.ledger_entries);
    expect(await memberBalance(ctx, m.id)).toBe(100);
  });

  it('replays a repeated key (same hash or none) and refuses it with another hash', async () => {
    const m = await insertMember(t.database.db);
    const input: TransferInput = {
      idempotencyKey: key('repeat'),
      from: GAME,
      to: member(m.id),
      amountCents: 700,
      kind: 'win',
      requestHash: 'hash-a',
    };
    const first = await transfer(ctx, input);
    expect(await transfer(ctx, input)).toEqual({ ...first, replayed: true });
    const { requestHash: _none, ...withoutHash } = input;
    expect(await transfer(ctx, withoutHash)).toEqual({ ...first, replayed: true });
    expect(await findTransfer(ctx, input.idempotencyKey)).toEqual({ ...first, replayed: true });
    const conflict = await transfer(ctx, {
      ...input,
      amountCents: 701,
      requestHash: 'hash-b',
    }).catch((error: unknown) => error);
    expect(conflict).toMatchObject({ code: 'ledger.idempotency.conflict', status: 409 });
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => transfer(ctx, input)));
    for (const r of concurrent) expect(r.transferId).toBe(first.transferId);
    expect(await memberBalance(ctx, m.id)).toBe(700);
    // The key is per merchant: its transfer is not another merchant's.
    expect(await findTransfer({ ...ctx, merchantCode: 'OTHER' }, input.idempotencyKey)).toBeNull();
  });

  it('joins the caller transaction: a rollback undoes the transfer', async () => {
    const m = await insertMember(t.database.db);
    const k = key('rollback');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await transfer(
          { ...ctx, db: trx },
          { idempotencyKey: k, from: GAME, to: member(m.id), amountCents: 5, kind: 'win' },
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await memberBalance(ctx, m.id)).toBe(0);
    expect(await findTransfer(ctx, k)).toBeNull();
  });

  it('lets concurrent debits through only as far as the balance goes', async () => {
    const m = await insertMember(t.database.db);
    await transfer(ctx, {
      idempotencyKey: key('c'),
      from: GAME,
      to: member(m.id),
      amountCents: 100,
      kind: 'win',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        transfer(ctx, {
          idempotencyKey: key('race'),
          from: member(m.id),
          to: GAME,
          amountCents: 30,
          kind: 'bet',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ code: 'wallet.insufficient.funds' });
    }
    expect(await memberBalance(ctx, m.id)).toBe(10);
    await expectLedgerInvariants();
  });

  type Op =
    | { type: 'bet'; amount: number }
    | { type: 'win'; amount: number }
    | { type: 'rollback'; of: number }
    | { type: 'repeat'; of: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ type: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
    fc.record({ type: fc.constant('win' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
    fc.record({ type: fc.constant('rollback' as const), of: fc.nat() }),
    fc.record({ type: fc.constant('repeat' as const), of: fc.nat() }),
  );

  it('keeps every invariant under random interleavings of bets, wins, rollbacks and repeated keys', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (ops, parallel) => {
          const m = await insertMember(t.database.db);
          const run = key('prop');
          // Resolve every op to a transfer input first: rollbacks reverse an earlier input.
          const inputs: TransferInput[] = [];
          ops.forEach((op, i) => {
            if (op.type === 'bet' || op.type === 'win') {
              const bet = op.type === 'bet';
              inputs.push({
                idempotencyKey: `${run}:${i}`,
                from: bet ? member(m.id) : GAME,
                to: bet ? GAME : member(m.id),
                amountCents: op.amount,
                kind: op.type,
                requestHash: `${op.type}:${op.amount}`,
              });
            } else if (inputs.length > 0) {
              const base = inputs[op.of % inputs.length]!;
              inputs.push(
                op.type === 'repeat'
                  ? base
                  : {
                      idempotencyKey: `rb:${base.idempotencyKey}`,
                      from: base.to,
                      to: base.from,
                      amountCents: base.amountCents,
                      kind: 'rollback',
                      reference: base.idempotencyKey,
                      requestHash: `rb:${base.requestHash}`,
                    },
              );
            }
          });
          const outcomes: { input: TransferInput; result?: TransferResult; refused?: boolean }[] =
            [];
          for (let i = 0; i < inputs.length; i += parallel) {
            const batch = inputs.slice(i, i + parallel);
            const settled = await Promise.allSettled(batch.map((input) => transfer(ctx, input)));
            settled.forEach((s, j) => {
              const input = batch[j]!;
              if (s.status === 'fulfilled') outcomes.push({ input, result: s.value });
              else {
                expect(s.reason).toMatchObject({ code: 'wallet.insufficient.funds' });
                outcomes.push({ input, refused: true });
              }
            });
          }
          // No key applies twice: every success under a key names the same transfer, one of
          // them not a replay; keys only ever refused have no transfer.
          const applied = new Map<string, { id: number; delta: number }>();
          for (const o of outcomes) {
            if (!o.result) continue;
            const k = o.input.idempotencyKey;
            const delta = o.input.to.kind === 'member' ? o.input.amountCents : -o.input.amountCents;
            const seen = applied.get(k);
            if (seen) expect(o.result.transferId).toBe(seen.id);
            else applied.set(k, { id: o.result.transferId, delta });
          }
          for (const [k, { id }] of applied) {
            const fresh = outcomes.filter(
              (o) => o.input.idempotencyKey === k && o.result && !o.result.replayed,
            );
            expect(fresh.length).toBe(1);
            expect((await findTransfer(ctx, k))?.transferId).toBe(id);
          }
          for (const o of outcomes) {
            if (o.refused && !applied.has(o.input.idempotencyKey)) {
              expect(await findTransfer(ctx, o.input.idempotencyKey)).toBeNull();
            }
          }
          // The wallet equals its start (0) plus the transfers applied.
          const expected = [...applied.values()].reduce((sum, a) => sum + a.delta, 0);
          expect(await memberBalance(ctx, m.id)).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(0);
          await expectLedgerInvariants();
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
