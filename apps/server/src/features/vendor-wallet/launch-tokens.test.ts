import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context.ts';
import { insertMemberWithSession } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestVendor, VendorSimulator } from '../../testing/vendors.ts';
import { issueLaunchToken, LAUNCH_TOKEN_TTL_MS } from './launch-tokens.ts';

/**
 * Launch tokens of our game provider (decision 039): spent once by the vendor they were issued
 * for, then the player's name in that vendor's wallet calls while the launching session lives.
 */
describe('launch tokens', () => {
  let t: TestApp;
  let ctx: AppContext;
  let provider: VendorSimulator;
  let other: VendorSimulator;
  let member: { id: number; sessionId: string };

  async function issue(vendorCode: string, now = new Date()) {
    return issueLaunchToken(
      ctx,
      {
        memberId: member.id,
        sessionId: member.sessionId,
        vendorCode,
        gameCode: 'SLX_SAPPHIRE_REELS',
        language: 'PT',
        freePlay: false,
      },
      now,
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const vendor = await createTestVendor(t.database.db);
    provider = new VendorSimulator(t, vendor);
    other = new VendorSimulator(t, await createTestVendor(t.database.db));
    const inserted = await insertMemberWithSession(t.database.db);
    const session = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    member = { id: inserted.id, sessionId: session.id };
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('is spent once, by its own vendor, within its lifetime', async () => {
    const token = await issue(provider.vendorCode);
    expect((await other.send('verify', { launchToken: token })).json()).toMatchObject({
      errorCode: 'vendor.launch.invalid',
    });
    const first = await provider.send('verify', { launchToken: token });
    expect(first.json()).toEqual({
      success: true,
      value: {
        playerId: String(member.id),
        currency: 'BRL',
        language: 'PT',
        gameCode: 'SLX_SAPPHIRE_REELS',
        mode: 'real',
      },
    });
    const again = await provider.send('verify', { launchToken: token });
    expect(again.statusCode).toBe(404);
    const stale = await issue(provider.vendorCode, new Date(Date.now() - LAUNCH_TOKEN_TTL_MS - 1));
    expect((await provider.send('verify', { launchToken: stale })).statusCode).toBe(404);
  });

  it('names the player in bets while the launching session lives, never before it is spent', async () => {
    const token = await issue(provider.vendorCode);
    const bet = (transactionId: string) =>
      provider.send('debit', {
        token,
        transactionId,
        roundId: `r-${transactionId}`,
        amountCents: 100,
      });
    // Not spent yet: nobody.
    expect((await bet('b1')).json()).toMatchObject({ errorCode: 'vendor.player.invalid' });
    await provider.send('verify', { launchToken: token });
    // Spent: the member (with an empty wallet).
    expect((await bet('b2')).json()).toMatchObject({ errorCode: 'wallet.insufficient.funds' });
    // The member logs out: the game's bets stop.
    await t.database.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('id', '=', member.sessionId)
      .execute();
    expect((await bet('b3')).json()).toMatchObject({ errorCode: 'vendor.session.invalid' });
  });
});
