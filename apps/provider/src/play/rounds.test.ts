import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrands } from '../brands.ts';
import { createGameCatalogue } from '../catalogue/game-catalogue.ts';
import { VIDEO_POKER_PATIENCE_MS } from '../catalogue/game-kinds.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';
import type { GameSessionsTable, RoundsTable } from '../db/schema.ts';
import { progressiveJackpot } from './jackpot-pool.ts';
import { insertGameSession } from '../testing/game-session.ts';
import { startFakeOperator, type FakeOperator } from '../testing/fake-operator.ts';
import { operatorClient } from '../wallet/operator-client.ts';
import { createOutbox, type Outbox } from '../wallet/outbox.ts';
import { createRoundService, PlayError, type RoundService } from './rounds.ts';

/**
 * The round service against a stand-in of the operator's wallet (testing/fake-operator.ts):
 * stakes and wins, refusals, lost answers and the outbox's retries, recovery after a crash.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters';
const SLOT = 'SLX_SAPPHIRE_REELS';
const POKER = 'SLX_EMERALD_REELS';
const JACKPOT = 'SLX_NEON_REELS';

let database: OpenedDatabase;
let operator: FakeOperator;
let outbox: Outbox;
let rounds: RoundService;
let clock: Date;

async function session(
  gameCode: string,
  mode: 'real' | 'free' = 'real',
): Promise<GameSessionsTable> {
  return insertGameSession(database.db, {
    brand: 'SLX',
    gameCode,
    mode,
    at: clock,
  });
}

async function walletCalls() {
  return database.db.selectFrom('wallet_calls').selectAll().orderBy('created_at').execute();
}

beforeEach(async () => {
  clock = new Date('2026-11-28T12:00:00Z');
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { SLX: SECRET });
  operator = await startFakeOperator(SECRET, 100_000);
  const client = operatorClient(operator.url, 1_000);
  outbox = createOutbox(database.db, client, () => clock);
  const games = createGameCatalogue();
  rounds = createRoundService({
    db: database.db,
    client,
    outbox,
    kinds: (code) => games.kind(code),
    limits: (code) => games.limits(code),
    jackpot: (code) => games.jackpot(code),
    now: () => clock,
  });
});

afterEach(async () => {
  await operator.close();
  await database.destroy();
});

describe('real-money rounds', () => {
  it('stakes through a debit and pays through a credit, even a credit of 0', async () => {
    const s = await session(SLOT);
    let expected = 100_000;
    for (let i = 0; i < 5; i += 1) {
      const { round, balanceCents } = await rounds.play(s, 100, undefined);
      expect(round.status).toBe('settled');
      expected += round.winCents! - 100;
      expect(balanceCents).toBe(expected);
    }
    expect(operator.balanceCents).toBe(expected);
    const calls = await walletCalls();
    expect(calls.filter((c) => c.kind === 'debit' && c.state === 'done')).toHaveLength(5);
    expect(calls.filter((c) => c.kind === 'credit' && c.state === 'done')).toHaveLength(5);
  });

  it('shows the operator’s refusal and moves nothing', async () => {
    const s = await session(SLOT);
    operator.balanceCents = 50;
    await expect(rounds.play(s, 100, undefined)).rejects.toMatchObject({
      code: 'wallet.insufficient.funds',
      operatorMessage: 'Saldo insuficiente',
    });
    const [round] = await database.db.selectFrom('rounds').selectAll().execute();
    expect(round!.status).toBe('refused');
    expect((await walletCalls()).map((c) => [c.kind, c.state])).toEqual([['debit', 'refused']]);
    expect(operator.balanceCents).toBe(50);
  });

  it('retries a credit whose answer was lost, with the same id, until it is acknowledged', async () => {
    const s = await session(SLOT);
    operator.fail('credit', 2, 'after');
    const { round } = await rounds.play(s, 100, undefined);
    const credit = (await walletCalls()).find((c) => c.kind === 'credit')!;
    expect(credit.state).toBe('pending');
    // Not due yet: the backoff holds it.
    expect(await outbox.sweep(clock)).toBe(0);
    expect(await outbox.sweep(new Date(clock.getTime() + 60_000))).toBe(0);
    expect(await outbox.sweep(new Date(clock.getTime() + 120_000))).toBe(1);
    expect((await walletCalls()).find((c) => c.kind === 'credit')!.state).toBe('done');
    // Three deliveries, one credit applied.
    expect(operator.calls.filter((k) => k === 'credit')).toHaveLength(3);
    expect(operator.balanceCents).toBe(100_000 - 100 + round.winCents!);
  });

  it('voids a round whose debit got no answer and rolls the stake back', async () => {
    const s = await session(SLOT);
    operator.fail('debit', 1, 'after');
    await expect(rounds.play(s, 100, undefined)).rejects.toBeInstanceOf(PlayError);
    const [round] = await database.db.selectFrom('rounds').selectAll().execute();
    expect(round!.status).toBe('voided');
    await expect
      .poll(async () => (await walletCalls()).find((c) => c.kind === 'rollback')?.state)
      .toBe('done');
    expect((await walletCalls()).find((c) => c.kind === 'debit')!.state).toBe('unknown');
    expect(operator.balanceCents).toBe(100_000);
  });

  it('recovers a round a crash left between its debit and its answer', async () => {
    const s = await session(SLOT);
    // The operator takes the stake, but its answer is lost...
    operator.fail('debit', 1, 'after');
    operator.fail('rollback', 1, 'before');
    await expect(rounds.play(s, 100, undefined)).rejects.toBeInstanceOf(PlayError);
    // ...and the process dies before it could void the round: as it was on the way.
    await database.db.updateTable('rounds').set({ status: 'pending' }).execute();
    await database.db.deleteFrom('wallet_calls').where('kind', '=', 'rollback').execute();
    await database.db.updateTable('wallet_calls').set({ state: 'pending' }).execute();
    expect(operator.balanceCents).toBe(100_000 - 100);
    // The restarted process waits out the call's timeout, then voids it and rolls it back.
    expect(await rounds.recover(1_000)).toBe(0);
    clock = new Date(clock.getTime() + 10_000);
    expect(await rounds.recover(1_000)).toBe(1);
    await outbox.sweep(clock);
    const calls = await walletCalls();
    expect(calls.find((c) => c.kind === 'debit')!.state).toBe('unknown');
    expect(calls.find((c) => c.kind === 'rollback')!.state).toBe('done');
    expect(operator.balanceCents).toBe(100_000);
  });

  it('keeps a poker hand open, then stands on an abandoned one', async () => {
    const s = await session(POKER);
    const { round } = await rounds.play(s, 50, undefined);
    expect(round.status).toBe('open');
    expect(round.outcome).not.toHaveProperty('deck');
    expect(operator.balanceCents).toBe(100_000 - 50);
    expect(await rounds.recover(1_000)).toBe(0);
    clock = new Date(clock.getTime() + VIDEO_POKER_PATIENCE_MS + 1);
    expect(await rounds.recover(1_000)).toBe(1);
    await outbox.sweep(clock);
    const [settled] = await database.db.selectFrom('rounds').selectAll().execute();
    expect(settled!.status).toBe('settled');
    expect(operator.balanceCents).toBe(100_000 - 50 + settled!.win_cents);
  });

  it('adds a jackpot stake’s contribution to the public pool', async () => {
    const s = await session(JACKPOT);
    await rounds.play(s, 2_000, undefined);
    const pool = await database.db
      .selectFrom('jackpot_pools')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(pool).toMatchObject({
      brand: 'SLX',
      currency: 'BRL',
      pool_cents: 20,
      reserve_cents: 10,
    });
  });
});

describe('the progressive jackpot pool', () => {
  it('pays a triggered round its share, then the whole reserve refills the pool', async () => {
    await database.db
      .insertInto('jackpot_pools')
      .values({
        brand: 'SLX',
        currency: 'BRL',
        pool_cents: 1_000_000,
        reserve_cents: 30_000,
        updated_at: clock.toISOString(),
      })
      .execute();
    const round = { brand: 'SLX', currency: 'BRL', bet_cents: 1_000 } as RoundsTable;
    expect(await progressiveJackpot.win(database.db, round, {}, clock)).toBe(0);
    // Half the full stake wins half the pool.
    const won = await progressiveJackpot.win(database.db, round, { jackpotTriggered: true }, clock);
    expect(won).toBe(500_000);
    const pool = await database.db
      .selectFrom('jackpot_pools')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(pool).toMatchObject({ pool_cents: 530_000, reserve_cents: 0 });
  });
});

describe('free play', () => {
  it('moves play money in the session and never calls the wallet', async () => {
    const s = await session(SLOT, 'free');
    let play = 10_000;
    for (let i = 0; i < 5; i += 1) {
      const { round, balanceCents } = await rounds.play(s, 100, undefined);
      play += round.winCents! - 100;
      expect(balanceCents).toBe(play);
    }
    expect(operator.calls).toEqual([]);
    await expect(rounds.play(s, 20_000, undefined)).rejects.toMatchObject({
      code: 'play.balance.low',
    });
  });
});
