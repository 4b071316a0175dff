import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsRoundsValue,
  BgsSessionValue,
  BgsSpinValue,
  MAX_AMOUNT_CENTS,
  PLAY_API,
  RotateSeedValue,
  bgsPath,
  slotModel,
  verifyRound,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { dbState, expectError } from '../accounts/test-support.ts';
import { memberBalance, ownerKey, transfer } from '../ledger/ledger.service.ts';
import { DEFAULT_GAME_LIMITS, setGameLimits } from '../game-limits/game-limits.service.ts';
import { countRows } from '../../testing/rows.ts';

/** Security issue 17 (decision 030): the merchant's maximum stake and maximum win of a slot. */
describe('in-house slot limits', () => {
  let t: TestApp;
  let ctx: AppContext;
  let gameId: number;
  let cappedGameId: number;
  let limitedGameId: number;
  let keyN = 0;
  const key = () => `lim${Date.now()}-${(keyN += 1)}`;

  const member = async (balanceCents: number) => {
    const m = await insertMember(t.database.db, {});
    await transfer(ctx, {
      idempotencyKey: `fund:${m.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: m.id },
      amountCents: balanceCents,
      kind: 'seed.grant',
    });
    return { id: m.id, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const spinCall = (cookie: string, body: object, id = gameId) =>
    call('POST', bgsPath(PLAY_API.bgsSpin, id), cookie, body);
  const session = async (cookie: string, id = gameId) =>
    BgsSessionValue.parse(okValue(await call('GET', bgsPath(PLAY_API.bgsSession, id), cookie)));
  const houseGame = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('ledger_accounts')
          .select('balance_cents')
          .where('owner_key', '=', ownerKey({ kind: 'house', name: 'game' }))
          .executeTakeFirst()
      )?.balance_cents ?? 0,
    );
  const roundCount = () => countRows(t.database.db, 'game_rounds');

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const slots = await t.database.db
      .selectFrom('games')
      .select('game_id')
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .execute();
    [gameId, cappedGameId, limitedGameId] = slots.map((s) => s.game_id) as [number, number, number];
  });
  afterAll(() => t.cleanup());

  it('seeds the default limits as the merchant settings and answers them in the session', async () => {
    const rows = await t.database.db
      .selectFrom('game_limits')
      .select(['game_kind', 'game_id', 'max_stake_cents', 'max_win_cents'])
      .where('merchant_code', '=', 'DEMO')
      .orderBy('game_kind')
      .execute();
    expect(rows.map((r) => [r.game_kind, r.game_id, Number(r.max_stake_cents)])).toEqual([
      ['lottery', 0, DEFAULT_GAME_LIMITS.lottery.maxStakeCents],
      ['slot', 0, DEFAULT_GAME_LIMITS.slot.maxStakeCents],
    ]);
    const m = await member(100);
    const s = await session(m.cookie);
    expect(s.maxBetCents).toBe(
      Math.floor(DEFAULT_GAME_LIMITS.slot.maxStakeCents / s.betStepCents) * s.betStepCents,
    );
    expect(s.maxWinCents).toBe(DEFAULT_GAME_LIMITS.slot.maxWinCents);
    expect(Math.max(...s.betOptionsCents)).toBeLessThanOrEqual(s.maxBetCents);
  });

  it('refuses the R$ 500,000 spin of the issue with a code, moving nothing', async () => {
    const stake = 50_000_000; // R$ 500,000.00
    const m = await member(stake); // the member can pay: only the limit refuses it
    const before = await dbState(t.database.db);
    const house = await houseGame();
    const rounds = await roundCount();
    const response = await spinCall(m.cookie, { betCents: stake, idempotencyKey: key() });
    expectError(response, 400, 'game.stake.above.max');
    expect(response.json().value).toEqual({ maxBetCents: (await session(m.cookie)).maxBetCents });
    expect(await dbState(t.database.db)).toEqual(before);
    expect(await houseGame()).toBe(house);
    expect(await roundCount()).toBe(rounds);
    expect(await memberBalance(ctx, m.id)).toBe(stake);
  });

  it('takes a stake up to the game maximum and refuses one step above; the selector offers none above', async () => {
    const m = await member(1_000_000);
    const base = await session(m.cookie, limitedGameId);
    const max = base.minBetCents * 3 + base.betStepCents;
    await setGameLimits(
      t.database.db,
      'DEMO',
      'slot',
      { maxStakeCents: max, maxWinCents: 10_000_000 },
      limitedGameId,
    );
    const s = await session(m.cookie, limitedGameId);
    expect(s.maxBetCents).toBe(max);
    expect(s.betOptionsCents).toEqual([s.minBetCents, s.minBetCents * 2]);
    // The kind's limit still holds for the other games.
    expect((await session(m.cookie)).maxBetCents).toBeGreaterThan(max);
    okValue(await spinCall(m.cookie, { betCents: max, idempotencyKey: key() }, limitedGameId));
    const before = await dbState(t.database.db);
    expectError(
      await spinCall(
        m.cookie,
        { betCents: max + s.betStepCents, idempotencyKey: key() },
        limitedGameId,
      ),
      400,
      'game.stake.above.max',
    );
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('answers a stake above the absolute ceiling with 400 in the envelope', async () => {
    const m = await member(100);
    const before = await dbState(t.database.db);
    expectError(
      await spinCall(m.cookie, { betCents: MAX_AMOUNT_CENTS + 10, idempotencyKey: key() }),
      400,
      'request.invalid',
    );
    expect(await dbState(t.database.db)).toEqual(before);
  });

  it('pays a win above the maximum win capped, records the outcome, and the outcome still verifies', async () => {
    const maxWin = 1;
    await setGameLimits(
      t.database.db,
      'DEMO',
      'slot',
      { maxStakeCents: 100_000, maxWinCents: maxWin },
      cappedGameId,
    );
    const m = await member(1_000_000);
    const s = await session(m.cookie, cappedGameId);
    expect(s.maxWinCents).toBe(maxWin);
    const houseBefore = await houseGame();
    let paid = 0;
    let staked = 0;
    let capped: BgsSpinValue['round'] | null = null;
    for (let i = 0; i < 60 && !capped; i += 1) {
      const value = BgsSpinValue.parse(
        okValue(
          await spinCall(
            m.cookie,
            { betCents: s.minBetCents, idempotencyKey: key() },
            cappedGameId,
          ),
        ),
      );
      staked += value.round.betCents;
      paid += value.round.winCents;
      expect(value.round.winCents).toBeLessThanOrEqual(maxWin);
      expect(value.round.winCapped).toBe(value.round.outcomeWinCents > maxWin);
      if (value.round.winCapped) capped = value.round;
    }
    expect(capped).not.toBeNull();
    const round = capped!;
    expect(round.winCents).toBe(maxWin);
    expect(round.outcomeWinCents).toBeGreaterThan(maxWin);
    // The ledger moved the capped amount only.
    const winTransfer = await t.database.db
      .selectFrom('ledger_transfers')
      .select('amount_cents')
      .where('idempotency_key', 'like', `bgs:${m.id}:%:win`)
      .execute();
    expect(winTransfer.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(paid);
    expect(await memberBalance(ctx, m.id)).toBe(1_000_000 - staked + paid);
    expect(await houseGame()).toBe(houseBefore + staked - paid);

    // The history shows the cap; once the seed is revealed the outcome recomputes exactly.
    const rotated = RotateSeedValue.parse(
      okValue(await call('POST', PLAY_API.bgsRotateSeed, m.cookie)),
    );
    const history = BgsRoundsValue.parse(
      okValue(
        await call('GET', `${bgsPath(PLAY_API.bgsRounds, cappedGameId)}?pageSize=100`, m.cookie),
      ),
    );
    const listed = history.content.find((r) => r.roundId === round.roundId)!;
    expect(listed).toMatchObject({ winCents: maxWin, winCapped: true });
    expect(listed.outcomeWinCents).toBe(round.outcomeWinCents);
    expect(listed.serverSeed).toBe(rotated.revealed.serverSeed);
    const verified = await verifyRound(
      slotModel(listed.modelId),
      listed.serverSeed!,
      listed.clientSeed,
      listed.nonce,
      listed.betCents,
    );
    expect(verified.totalWinCents).toBe(listed.outcomeWinCents);
  });
});
