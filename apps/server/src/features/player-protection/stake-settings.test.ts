import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { memberBalance, transfer } from '../ledger/ledger.service.ts';
import { loadSettings } from './rules.ts';

/**
 * The stake check's rg_settings lookup is one statement compiled once (decision 051, third
 * pass) and remembers nothing: a break set or lifted through another connection (the member's
 * own call on another server, an operator's tool) holds from the very next stake.
 */
describe("checkStake's settings lookup", () => {
  let t: TestApp;
  let ctx: AppContext;
  let other: AppDatabase;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    other = await openDatabase(t.env);
  });
  afterAll(async () => {
    await other.destroy();
    await t.cleanup();
  });

  const fundedMember = async () => {
    const member = await insertMember(t.database.db);
    await transfer(ctx, {
      idempotencyKey: `stake-settings-fund:${member.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: member.id },
      amountCents: 10_000,
      kind: 'seed.grant',
    });
    return member.id;
  };
  const stake = (memberId: number) =>
    transfer(ctx, {
      idempotencyKey: `stake-settings-bet:${(n += 1)}`,
      from: { kind: 'member', memberId },
      to: { kind: 'house', name: 'game' },
      amountCents: 100,
      kind: 'bet',
    });

  it('a break written through another connection refuses the next stake; lifted, the next passes', async () => {
    const memberId = await fundedMember();
    expect(await loadSettings(t.database.db, memberId)).toBeUndefined();
    await stake(memberId);
    expect(await memberBalance(ctx, memberId)).toBe(9_900);

    const now = Date.now();
    await other.db
      .insertInto('rg_settings')
      .values({
        member_id: memberId,
        merchant_code: 'DEMO',
        exclusion_kind: 'timeout',
        exclusion_duration: '24h',
        exclusion_started_at: new Date(now).toISOString(),
        exclusion_until: new Date(now + 86_400_000).toISOString(),
        updated_at: new Date(now).toISOString(),
      })
      .execute();
    expect((await loadSettings(t.database.db, memberId))?.exclusion_kind).toBe('timeout');
    await expect(stake(memberId)).rejects.toMatchObject({ code: 'rg.excluded.timeout' });
    expect(await memberBalance(ctx, memberId)).toBe(9_900);

    await other.db
      .updateTable('rg_settings')
      .set({ exclusion_until: new Date(now - 1000).toISOString() })
      .where('member_id', '=', memberId)
      .execute();
    await stake(memberId);
    expect(await memberBalance(ctx, memberId)).toBe(9_800);
  });
});
