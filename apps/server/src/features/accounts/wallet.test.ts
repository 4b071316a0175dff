import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, WalletBalance } from '@app/contracts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { okValue } from '../../testing/api.ts';
import { expectError } from './test-support.ts';
import { credit, debit, walletBalance } from './wallet.service.ts';

describe('wallet', () => {
  let t: TestApp;
  let serial = 0;
  const key = (name: string) => `test:${name}:${(serial += 1)}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const entries = (memberId: number) =>
    t.database.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  it('credits and debits with one ledger entry each, carrying the balance after', async () => {
    const m = await insertMember(t.database.db);
    const db = t.database.db;
    const c = await credit(db, {
      memberId: m.id,
      amountCents: 1500,
      kind: 'test',
      idempotencyKey: key('c'),
    });
    expect(c).toMatchObject({ amount_cents: 1500, balance_after_cents: 1500 });
    const d = await debit(db, {
      memberId: m.id,
      amountCents: 400,
      kind: 'test',
      idempotencyKey: key('d'),
    });
    expect(d).toMatchObject({ amount_cents: -400, balance_after_cents: 1100 });
    expect(await walletBalance(db, m.id)).toBe(1100);
    expect(await entries(m.id)).toHaveLength(2);
  });

  it('returns the first entry for a repeated key and moves money once', async () => {
    const m = await insertMember(t.database.db);
    const db = t.database.db;
    const k = key('repeat');
    const first = await credit(db, {
      memberId: m.id,
      amountCents: 700,
      kind: 'test',
      idempotencyKey: k,
    });
    const again = await credit(db, {
      memberId: m.id,
      amountCents: 700,
      kind: 'test',
      idempotencyKey: k,
    });
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        credit(db, { memberId: m.id, amountCents: 700, kind: 'test', idempotencyKey: k }),
      ),
    );
    for (const entry of concurrent) expect(entry.id).toBe(first.id);
    expect(await walletBalance(db, m.id)).toBe(700);
    expect(await entries(m.id)).toHaveLength(1);
  });

  it('never goes below zero: an overdraft is refused and writes nothing', async () => {
    const m = await insertMember(t.database.db);
    const db = t.database.db;
    await credit(db, { memberId: m.id, amountCents: 100, kind: 'test', idempotencyKey: key('c') });
    await expect(
      debit(db, { memberId: m.id, amountCents: 101, kind: 'test', idempotencyKey: key('d') }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    expect(await walletBalance(db, m.id)).toBe(100);
    expect(await entries(m.id)).toHaveLength(1);
    // Concurrent debits: only as many as the balance allows.
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        debit(db, { memberId: m.id, amountCents: 40, kind: 'test', idempotencyKey: key('race') }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await walletBalance(db, m.id)).toBe(20);
    const ledger = await entries(m.id);
    expect(ledger.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(20);
    // Ids follow insert order, not the order the balance changed in: compare as a set.
    expect(ledger.map((e) => e.balance_after_cents).sort((a, b) => a - b)).toEqual([20, 60, 100]);
  });

  it('joins the caller transaction: a rollback undoes the move', async () => {
    const m = await insertMember(t.database.db);
    const k = key('rollback');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await credit(trx, { memberId: m.id, amountCents: 500, kind: 'test', idempotencyKey: k });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await walletBalance(t.database.db, m.id)).toBe(0);
    expect(await entries(m.id)).toHaveLength(0);
  });

  it('refuses amounts that are not positive whole cents', async () => {
    const m = await insertMember(t.database.db);
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      await expect(
        credit(t.database.db, {
          memberId: m.id,
          amountCents,
          kind: 'test',
          idempotencyKey: key('x'),
        }),
      ).rejects.toThrow();
    }
    expect(await entries(m.id)).toHaveLength(0);
  });

  it('answers the balance of the signed-in member in cents (0 when new), and 401 without one', async () => {
    const fresh = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, fresh.id);
    const balance = (c: string) =>
      t.app.inject({ method: 'GET', url: API.walletBalance, headers: { cookie: c } });
    expect(WalletBalance.parse(okValue(await balance(cookie)))).toEqual({ sumBalance: 0 });
    await credit(t.database.db, {
      memberId: fresh.id,
      amountCents: 12_345,
      kind: 'test',
      idempotencyKey: key('b'),
    });
    expect(okValue(await balance(cookie))).toEqual({ sumBalance: 12_345 });

    const demo = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('user_name_key', '=', 'demo')
      .executeTakeFirstOrThrow();
    const demoCookie = await sessionCookieFor(t.database.db, demo.id);
    expect(okValue(await balance(demoCookie))).toEqual({ sumBalance: 100_000 });

    expectError(
      await t.app.inject({ method: 'GET', url: API.walletBalance }),
      401,
      'auth.required',
    );
  });
});
