import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BgsRoundsValue,
  BgsSessionValue,
  BgsSpinValue,
  GameRecordsValue,
  PLAY_API,
  PLAY_MONEY_START_CENTS,
  RotateSeedValue,
  SeedState,
  bgsPath,
  evaluateSpin,
  roundSeedHash,
  slotModel,
  slotTheme,
  slotThemeFor,
  verifyRound,
} from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { dbState, expectError } from '../accounts/test-support.ts';
import { memberBalance, transfer } from '../ledger/ledger.service.ts';
import { countRows } from '../../testing/rows.ts';

describe('in-house slot play (BGS)', () => {
  let t: TestApp;
  let ctx: AppContext;
  let gameId: number;
  let otherGameId: number;
  let nonBgsGameId: number;
  let keyN = 0;
  const key = () => `k${Date.now()}-${(keyN += 1)}`;

  const member = async (balanceCents: number, type?: number) => {
    const m = await insertMember(t.database.db, type === undefined ? {} : { type });
    if (balanceCents > 0) {
      await transfer(ctx, {
        idempotencyKey: `fund:${m.id}`,
        from: { kind: 'house', name: 'bonus' },
        to: { kind: 'member', memberId: m.id },
        amountCents: balanceCents,
        kind: 'seed.grant',
      });
    }
    return { id: m.id, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const spinCall = (cookie: string, body: object, id = gameId) =>
    call('POST', bgsPath(PLAY_API.bgsSpin, id), cookie, body);
  const spin = async (cookie: string, body: object, id = gameId) =>
    BgsSpinValue.parse(okValue(await spinCall(cookie, body, id)));
  const session = async (cookie: string, id = gameId) =>
    BgsSessionValue.parse(okValue(await call('GET', bgsPath(PLAY_API.bgsSession, id), cookie)));
  const roundCount = () => countRows(t.database.db, 'game_rounds');

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const slots = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'slot_model'])
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .orderBy('game_id')
      .execute();
    expect(slots.length).toBeGreaterThanOrEqual(40);
    expect(new Set(slots.map((s) => s.slot_model))).toEqual(new Set(['low', 'medium', 'high']));
    gameId = slots[0]!.game_id;
    otherGameId = slots[1]!.game_id;
    nonBgsGameId = (
      await t.database.db
        .selectFrom('games')
        .select('game_id')
        .where('vendor_code', '!=', 'BGS')
        .executeTakeFirstOrThrow()
    ).game_id;
    // Free play allowed on the first game, refused on the second.
    await t.database.db
      .updateTable('games')
      .set({ support_play: 1, freeplay: 0 })
      .where('game_id', '=', otherGameId)
      .execute();
  });
  afterAll(() => t.cleanup());

  it('maps every seeded BGS game (in-house list included) to a model by game id modulo 3 and a theme by name', async () => {
    const rows = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'node_name', 'slot_model', 'slot_theme', 'vendor_code', 'game_type'])
      .execute();
    const bgs = rows.filter((row) => row.vendor_code === 'BGS');
    expect(bgs.filter((row) => row.game_type === 'INHOUSE')).toHaveLength(40);
    for (const row of rows) {
      const slot = row.vendor_code === 'BGS';
      expect(row.slot_model).toBe(slot ? ['low', 'medium', 'high'][row.game_id % 3] : null);
      expect(row.slot_theme).toBe(slot ? slotThemeFor(row.node_name) : null);
    }
  });

  it('answers the title theme in the session; a bad stored theme falls back to the name', async () => {
    const m = await member(0);
    const row = await t.database.db
      .selectFrom('games')
      .select(['node_name', 'slot_theme'])
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    const s = await session(m.cookie);
    expect(s.themeId).toBe(row.slot_theme);
    expect(slotTheme(s.themeId)).not.toBeNull();
    const other = await session(m.cookie, otherGameId);
    expect(other.themeId).not.toBe(s.themeId);
    await t.database.db
      .updateTable('games')
      .set({ slot_theme: 'nonsense' })
      .where('game_id', '=', gameId)
      .execute();
    try {
      expect((await session(m.cookie)).themeId).toBe(slotThemeFor(row.node_name));
    } finally {
      await t.database.db
        .updateTable('games')
        .set({ slot_theme: row.slot_theme })
        .where('game_id', '=', gameId)
        .execute();
    }
  });

  it('plays a game of the in-house list (type INHOUSE) like any BGS slot', async () => {
    const inhouse = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'node_name'])
      .where('vendor_code', '=', 'BGS')
      .where('game_type', '=', 'INHOUSE')
      .orderBy('game_id', 'desc')
      .executeTakeFirstOrThrow();
    const m = await member(10_000);
    const s = await session(m.cookie, inhouse.game_id);
    expect(s.themeId).toBe(slotThemeFor(inhouse.node_name));
    const result = await spin(
      m.cookie,
      { betCents: s.minBetCents, idempotencyKey: key() },
      inhouse.game_id,
    );
    expect(result.round.gameId).toBe(inhouse.game_id);
    expect(result.balanceCents).toBe(10_000 - s.minBetCents + result.round.winCents);
    const rounds = BgsRoundsValue.parse(
      okValue(await call('GET', bgsPath(PLAY_API.bgsRounds, inhouse.game_id), m.cookie)),
    );
    expect(rounds.content.map((r) => r.roundId)).toEqual([result.round.roundId]);
  });

  it('answers 401 without a session on every call', async () => {
    for (const [method, url] of [
      ['GET', bgsPath(PLAY_API.bgsSession, gameId)],
      ['POST', bgsPath(PLAY_API.bgsSpin, gameId)],
      ['GET', bgsPath(PLAY_API.bgsRounds, gameId)],
      ['POST', PLAY_API.bgsClientSeed],
      ['POST', PLAY_API.bgsRotateSeed],
      ['GET', PLAY_API.gameRecords],
    ] as const) {
      expectError(
        await call(method, url, null, method === 'POST' ? {} : undefined),
        401,
        'auth.required',
      );
    }
  });

  it('describes the game: bets on the bet step, rules, RTP, balance and the seed commitment', async () => {
    const m = await member(12_345);
    const s = await session(m.cookie);
    expect(s.gameId).toBe(gameId);
    expect(s.betStepCents).toBe(10);
    expect(s.minBetCents % 10).toBe(0);
    expect(s.minBetCents).toBeGreaterThanOrEqual(10);
    expect(s.betOptionsCents[0]).toBe(s.minBetCents);
    expect(s.betOptionsCents.every((b) => b % s.betStepCents === 0)).toBe(true);
    expect(s.theoreticalRtp).toBeGreaterThan(0.94);
    expect(s.theoreticalRtp).toBeLessThan(0.97);
    expect(s.rules.paytable.length).toBeGreaterThan(0);
    expect(s.balanceCents).toBe(12_345);
    expect(s.playBalanceCents).toBe(PLAY_MONEY_START_CENTS);
    expect(s.seeds.nonce).toBe(0);
    expect(s.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The commitment is stable until played or rotated.
    expect((await session(m.cookie)).seeds).toEqual(s.seeds);
  });

  it('debits the bet and credits exactly the engine win, in one round that verifies', async () => {
    const m = await member(1_000_000);
    const s = await session(m.cookie);
    const bet = s.minBetCents * 2;
    let balance = 1_000_000;
    let wins = 0;
    for (let i = 0; i < 40; i += 1) {
      const v = await spin(m.cookie, { betCents: bet, idempotencyKey: key() });
      const model = slotModel(v.round.modelId);
      const expectedWin = evaluateSpin(model, v.round.stops, bet).totalWinCents;
      expect(v.round.winCents).toBe(expectedWin);
      expect(v.round.nonce).toBe(i);
      expect(v.round.serverSeed).toBeNull();
      expect(v.balanceCents).toBe(balance - bet + expectedWin);
      balance = v.balanceCents;
      expect(await memberBalance(ctx, m.id)).toBe(balance);
      // The ledger: one bet of exactly the stake, one win of exactly the pay when it wins.
      const transfers = await t.database.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'amount_cents'])
        .where('reference', '=', `bgs-round:${v.round.roundId}`)
        .orderBy('id')
        .execute();
      expect(transfers.map((x) => [x.kind, Number(x.amount_cents)])).toEqual(
        expectedWin > 0
          ? [
              ['bet', bet],
              ['win', expectedWin],
            ]
          : [['bet', bet]],
      );
      if (expectedWin > 0) wins += 1;
    }
    expect(wins).toBeGreaterThan(0);
    // Rotating reveals the seed: every round recomputes exactly.
    const rotated = RotateSeedValue.parse(
      okValue(await call('POST', PLAY_API.bgsRotateSeed, m.cookie)),
    );
    expect(await roundSeedHash(rotated.revealed.serverSeed)).toBe(s.seeds.serverSeedHash);
    expect(rotated.revealed.nonce).toBe(40);
    expect(rotated.seeds.nonce).toBe(0);
    expect(rotated.seeds.serverSeedHash).not.toBe(s.seeds.serverSeedHash);
    expect(rotated.seeds.clientSeed).toBe(s.seeds.clientSeed);
    const history = BgsRoundsValue.parse(
      okValue(await call('GET', `${bgsPath(PLAY_API.bgsRounds, gameId)}?pageSize=50`, m.cookie)),
    );
    expect(history.content).toHaveLength(40);
    for (const round of history.content) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      const again = await verifyRound(
        slotModel(round.modelId),
        round.serverSeed!,
        round.clientSeed,
        round.nonce,
        round.betCents,
      );
      expect(again.totalWinCents).toBe(round.winCents);
      expect({ base: again.base.stops, freeSpins: again.freeSpins.map((f) => f.stops) }).toEqual(
        round.stops,
      );
    }
    // The next round uses the new seed, whose secret stays hidden.
    const next = await spin(m.cookie, { betCents: bet, idempotencyKey: key() });
    expect(next.round.serverSeedHash).toBe(rotated.seeds.serverSeedHash);
    expect(next.round.nonce).toBe(0);
    const latest = BgsRoundsValue.parse(
      okValue(await call('GET', `${bgsPath(PLAY_API.bgsRounds, gameId)}?pageSize=1`, m.cookie)),
    );
    expect(latest.totalPages).toBe(41);
    expect(latest.content[0]!.roundId).toBe(next.round.roundId);
    expect(latest.content[0]!.serverSeed).toBeNull();
    // Actual return over all rounds of this game.
    const after = await session(m.cookie);
    expect(after.roundsPlayed).toBeGreaterThanOrEqual(41);
    expect(after.actualReturn).not.toBeNull();
  });

  it('a different stake gives the same outcome for the same seeds and nonce', async () => {
    const a = await member(100_000);
    const seeds = await session(a.cookie);
    const first = await spin(a.cookie, { betCents: seeds.minBetCents, idempotencyKey: key() });
    // Replay the same seed position for another member with the same seeds by recomputation.
    const model = slotModel(first.round.modelId);
    const tenfold = evaluateSpin(model, first.round.stops, seeds.minBetCents * 10);
    expect(tenfold.totalWinCents).toBe(first.round.winCents * 10);
  });

  it('uses a new client seed and keeps the nonce counting', async () => {
    const m = await member(100_000);
    const s = await session(m.cookie);
    const set = SeedState.parse(
      okValue(await call('POST', PLAY_API.bgsClientSeed, m.cookie, { clientSeed: 'lucky-7' })),
    );
    expect(set).toEqual({ ...s.seeds, clientSeed: 'lucky-7' });
    const v = await spin(m.cookie, { betCents: s.minBetCents, idempotencyKey: key() });
    expect(v.round.clientSeed).toBe('lucky-7');
    const inline = await spin(m.cookie, {
      betCents: s.minBetCents,
      idempotencyKey: key(),
      clientSeed: 'inline-seed',
    });
    expect(inline.round.clientSeed).toBe('inline-seed');
    expect(inline.round.nonce).toBe(1);
    expect(inline.seeds).toEqual({ ...s.seeds, clientSeed: 'inline-seed', nonce: 2 });
    expectError(
      await call('POST', PLAY_API.bgsClientSeed, m.cookie, { clientSeed: 'has space' }),
      400,
      'request.invalid',
    );
  });

  it('answers a repeated key with the same round and moves nothing twice', async () => {
    const m = await member(50_000);
    const s = await session(m.cookie);
    const body = { betCents: s.minBetCents * 3, idempotencyKey: key() };
    const first = await spin(m.cookie, body);
    const before = await dbState(t.database.db);
    const rounds = await roundCount();
    const again = await spin(m.cookie, body);
    expect(again.round).toEqual(first.round);
    expect(again.balanceCents).toBe(first.balanceCents);
    expect(await dbState(t.database.db)).toEqual(before);
    expect(await roundCount()).toBe(rounds);
    // Same key, different bet: refused, nothing moved.
    expectError(
      await spinCall(m.cookie, { ...body, betCents: s.minBetCents }),
      409,
      'ledger.idempotency.conflict',
    );
    expect(await dbState(t.database.db)).toEqual(before);
    // Concurrent repeats of one new key: one round, one debit.
    const body2 = { betCents: s.minBetCents, idempotencyKey: key() };
    const results = await Promise.all([1, 2, 3, 4].map(() => spin(m.cookie, body2)));
    expect(new Set(results.map((r) => r.round.roundId)).size).toBe(1);
    const bets = await t.database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `bgs:${m.id}:${body2.idempotencyKey}`)
      .execute();
    expect(bets).toHaveLength(1);
  });

  it('refuses a bet above the balance: nothing moved, no round, nonce unchanged', async () => {
    const m = await member(15);
    const s = await session(m.cookie);
    const before = await dbState(t.database.db);
    const rounds = await roundCount();
    const body = expectError(
      await spinCall(m.cookie, { betCents: s.minBetCents * 100, idempotencyKey: key() }),
      409,
      'wallet.insufficient.funds',
    );
    expect(body.value).toEqual({ balanceCents: 15 });
    expect(await dbState(t.database.db)).toEqual(before);
    expect(await roundCount()).toBe(rounds);
    expect((await session(m.cookie)).seeds).toEqual(s.seeds);
  });

  it('refuses bad bets and games with codes, moving nothing', async () => {
    const m = await member(100_000);
    const s = await session(m.cookie);
    const before = await dbState(t.database.db);
    const rounds = await roundCount();
    expectError(
      await spinCall(m.cookie, { betCents: s.minBetCents + 5, idempotencyKey: key() }),
      400,
      'game.bet.invalid',
    );
    expectError(
      await spinCall(m.cookie, { betCents: s.minBetCents - 10, idempotencyKey: key() }),
      400,
      'game.bet.invalid',
    );
    expectError(
      await spinCall(m.cookie, { betCents: 0, idempotencyKey: key() }),
      400,
      'game.bet.invalid',
    );
    expectError(
      await spinCall(m.cookie, { betCents: 10.5, idempotencyKey: key() }),
      400,
      'request.invalid',
    );
    expectError(await spinCall(m.cookie, { betCents: s.minBetCents }), 400, 'request.invalid');
    expectError(
      await spinCall(m.cookie, { betCents: s.minBetCents, idempotencyKey: key() }, 999_999),
      404,
      'game.not.found',
    );
    expectError(
      await spinCall(m.cookie, { betCents: 100, idempotencyKey: key() }, nonBgsGameId),
      404,
      'game.not.found',
    );
    expectError(
      await call('GET', bgsPath(PLAY_API.bgsSession, nonBgsGameId), m.cookie),
      404,
      'game.not.found',
    );
    expectError(
      await call('GET', bgsPath(PLAY_API.bgsRounds, 999_999), m.cookie),
      404,
      'game.not.found',
    );
    expectError(
      await spinCall(
        m.cookie,
        { betCents: 1000, idempotencyKey: key(), playMoney: true },
        otherGameId,
      ),
      400,
      'game.freeplay.unavailable',
    );
    expect(await dbState(t.database.db)).toEqual(before);
    expect(await roundCount()).toBe(rounds);
  });

  it('plays money that never touches the ledger and never goes below zero', async () => {
    const m = await member(0);
    const s = await session(m.cookie);
    const before = await dbState(t.database.db);
    let play = PLAY_MONEY_START_CENTS;
    const bet = 10_000;
    for (let i = 0; i < 5; i += 1) {
      const v = await spin(m.cookie, { betCents: bet, idempotencyKey: key(), playMoney: true });
      expect(v.round.playMoney).toBe(true);
      expect(v.round.winCents).toBe(
        evaluateSpin(slotModel(v.round.modelId), v.round.stops, bet).totalWinCents,
      );
      expect(v.playBalanceCents).toBe(play - bet + v.round.winCents);
      expect(v.balanceCents).toBe(0);
      play = v.playBalanceCents;
    }
    expect(await dbState(t.database.db)).toEqual(before);
    expect((await session(m.cookie)).playBalanceCents).toBe(play);
    // A bet above the play balance is refused (by the game's maximum stake when the balance
    // grew past it: decision 030).
    const over = play + 10;
    const aboveMax = over > s.maxBetCents;
    expectError(
      await spinCall(m.cookie, { betCents: over, idempotencyKey: key(), playMoney: true }),
      aboveMax ? 400 : 409,
      aboveMax ? 'game.stake.above.max' : 'wallet.insufficient.funds',
    );
    // Real money with an empty wallet is refused too.
    expectError(
      await spinCall(m.cookie, { betCents: s.minBetCents, idempotencyKey: key() }),
      409,
      'wallet.insufficient.funds',
    );
    // Play rounds stay out of the betting record.
    const record = GameRecordsValue.parse(
      okValue(await call('GET', PLAY_API.gameRecords, m.cookie)),
    );
    expect(record.content).toEqual([]);
  });

  it('lets a trial member play with the trial balance as normal money', async () => {
    const m = await member(20_000, 4);
    const s = await session(m.cookie);
    const v = await spin(m.cookie, { betCents: s.minBetCents, idempotencyKey: key() });
    expect(v.balanceCents).toBe(20_000 - s.minBetCents + v.round.winCents);
    expect(v.round.playMoney).toBe(false);
  });

  it('lists the betting record newest first, 25 a page, by date range and game type', async () => {
    const m = await member(1_000_000);
    const s = await session(m.cookie);
    const other = await session(m.cookie, otherGameId);
    const ids: number[] = [];
    for (let i = 0; i < 27; i += 1) {
      ids.push(
        (await spin(m.cookie, { betCents: s.minBetCents, idempotencyKey: key() })).round.roundId,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await spin(m.cookie, { betCents: other.minBetCents, idempotencyKey: key() }, otherGameId))
          .round.roundId,
      );
    }
    await spin(m.cookie, { betCents: s.minBetCents, idempotencyKey: key(), playMoney: true });
    // Someone else's rounds never show.
    const stranger = await member(10_000);
    await spin(stranger.cookie, { betCents: s.minBetCents, idempotencyKey: key() });
    // Rounds 0..9 on 2026-01-01, the rest today.
    await t.database.db
      .updateTable('game_rounds')
      .set({ created_at: '2026-01-01T12:00:00.000Z' })
      .where('id', 'in', ids.slice(0, 10))
      .execute();
    const get = async (query = '') =>
      GameRecordsValue.parse(
        okValue(await call('GET', `${PLAY_API.gameRecords}${query}`, m.cookie)),
      );
    const first = await get();
    expect(first.totalPages).toBe(2);
    expect(first.pageNo).toBe(1);
    expect(first.content).toHaveLength(25);
    expect(first.content[0]!.roundId).toBe(ids[29]);
    const second = await get('?pageNo=2');
    expect(second.content.map((r) => r.roundId)).toEqual(ids.slice(0, 5).reverse());
    for (const r of first.content) {
      expect(r.netCents).toBe(r.winCents - r.stakeCents);
      expect(r.gameName.length).toBeGreaterThan(0);
    }
    const day = await get('?startDate=2026-01-01&endDate=2026-01-01');
    expect(day.content.map((r) => r.roundId)).toEqual(ids.slice(0, 10).reverse());
    expect((await get('?startDate=2026-01-02')).content).toHaveLength(20);
    // Both games are the first BGS slots by id: games of the in-house list.
    expect((await get('?gameType=INHOUSE&pageSize=100')).content).toHaveLength(30);
    expect((await get('?gameType=RNG')).content).toEqual([]);
    expect((await get('?gameType=LIVE')).content).toEqual([]);
    expectError(
      await call('GET', `${PLAY_API.gameRecords}?startDate=yesterday`, m.cookie),
      400,
      'request.invalid',
    );
  });
});
