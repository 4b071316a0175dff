import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, WalletBalance } from '@app/contracts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { okValue } from '../../testing/api.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { expectError } from './test-support.ts';

/** The wallet balance call reads the member's ledger account (money moves: features/ledger). */
describe('wallet', () => {
  let t: TestApp;
  const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers the balance of the signed-in member in cents (0 when new), and 401 without one', async () => {
    const fresh = await insertMember(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, fresh.id);
    const balance = (c: string) =>
      t.app.inject({ method: 'GET', url: API.walletBalance, headers: { cookie: c } });
    expect(WalletBalance.parse(okValue(await balance(cookie)))).toEqual({
      sumBalance: 0,
      bonusBalance: 0,
    });
    await transfer(ctx(), {
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: fresh.id },
      amountCents: 12_345,
      kind: 'seed.grant',
      idempotencyKey: 'test:wallet:b',
    });
    expect(okValue(await balance(cookie))).toEqual({ sumBalance: 12_345, bonusBalance: 0 });

    const demo = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('user_name_key', '=', 'demo')
      .executeTakeFirstOrThrow();
    const demoCookie = await sessionCookieFor(t.database.db, demo.id);
    expect(okValue(await balance(demoCookie))).toEqual({ sumBalance: 100_000, bonusBalance: 0 });

    expectError(
      await t.app.inject({ method: 'GET', url: API.walletBalance }),
      401,
      'auth.required',
    );
  });
});
