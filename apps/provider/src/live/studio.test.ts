import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrands } from '../brands.ts';
import { createGameCatalogue } from '../catalogue/game-catalogue.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';
import type { GameSessionsTable } from '../db/schema.ts';
import { onceByKey } from '../play/requests.ts';
import { createHub } from '../realtime/hub.ts';
import { insertGameSession } from '../testing/game-session.ts';
import { startFakeOperator, type FakeOperator } from '../testing/fake-operator.ts';
import { operatorClient } from '../wallet/operator-client.ts';
import { createOutbox, type Outbox } from '../wallet/outbox.ts';
import { LIVE_GAMES, settleMain, type BlackjackResult } from './games/index.ts';
import { createLiveBets } from './live-bets.ts';
import { liveResultOf } from './live-rounds.ts';
import { createStudio, type Studio } from './studio.ts';
import { liveTableOf, type LiveTable } from './tables.ts';

/**
 * The studio against a stand-in of the operator's wallet: rounds on a test clock, stakes
 * debited once per request (and once per key), results from the committed seed, every seat
 * credited, a restart that finishes an open round, and blackjack decisions with their stakes.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters';
const ROULETTE = 'VLV_ROULETTE_CLASSIC';
const BLACKJACK = 'VLV_BLACKJACK_CLASSIC';

let database: OpenedDatabase;
let operator: FakeOperator;
let outbox: Outbox;
let clock: number;
let tables: LiveTable[];

function build() {
  const hub = createHub();
  const studio = createStudio({ db: database.db, outbox, hub, tables, now: () => clock });
  const bets = createLiveBets({ db: database.db, outbox, studio, now: () => clock });
  return { studio, bets };
}

async function session(
  gameCode: string,
  mode: 'real' | 'free' = 'real',
): Promise<GameSessionsTable> {
  return insertGameSession(database.db, {
    brand: 'VLV',
    gameCode,
    mode,
    at: new Date(clock),
    lobbyUrl: 'http://127.0.0.1:3000/m/live',
  });
}

async function advanceTo(studio: Studio, ms: number) {
  clock = ms;
  await studio.runOnce();
}

beforeEach(async () => {
  clock = Date.parse('2026-11-28T12:00:00Z');
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { VLV: SECRET });
  operator = await startFakeOperator(SECRET, 100_000);
  outbox = createOutbox(database.db, operatorClient(operator.url, 1_000), () => new Date(clock));
  const games = createGameCatalogue();
  tables = [ROULETTE, BLACKJACK].map((code) => liveTableOf(games.byCode(code)!, 100)!);
});

afterEach(async () => {
  await operator.close();
  await database.destroy();
});

describe('the studio', () => {
  it('runs a roulette round: committed seed, one debit per request, the result paid', async () => {
    const { studio, bets } = build();
    await studio.runOnce();
    const round = studio.current(ROULETTE)!;
    expect(round.status).toBe('betting');
    expect(round.server_seed_hash).toBe(
      createHash('sha256').update(round.server_seed).digest('hex'),
    );
    const player = await session(ROULETTE);
    const stakes = [
      { spot: 'red', cents: 1000 },
      { spot: 'straight:17', cents: 500 },
      { spot: 'dozen:2', cents: 500 },
    ];
    const placed = () =>
      onceByKey(database.db, player.id, 'key-0001', 'live-bet', () =>
        bets.place(player, round.id, stakes),
      );
    const first = await placed();
    const again = await placed();
    expect(again).toEqual(first);
    expect(first.balanceCents).toBe(98_000);
    expect(operator.balanceCents).toBe(98_000);
    const debits = operator.calls.filter((call) => call.includes('debit'));
    expect(debits).toHaveLength(1);

    await advanceTo(studio, Date.parse(round.closes_at));
    expect(studio.current(ROULETTE)!.status).toBe('closed');
    await expect(
      bets.place(player, round.id, [{ spot: 'black', cents: 100 }]),
    ).rejects.toMatchObject({
      code: 'betting.closed',
    });

    await advanceTo(studio, Date.parse(round.result_at));
    const settled = studio.current(ROULETTE)!;
    expect(settled.status).toBe('settled');
    const result = liveResultOf(round);
    expect(JSON.parse(settled.result!)).toEqual(result);
    const game = LIVE_GAMES.roulette;
    const expected = stakes.reduce((sum, s) => sum + game.payout(s.spot, s.cents, result), 0);
    const seat = await database.db.selectFrom('live_seats').selectAll().executeTakeFirstOrThrow();
    expect(seat).toMatchObject({ status: 'settled', win_cents: expected, staked_cents: 2000 });
    expect(operator.balanceCents).toBe(98_000 + expected);
    const credit = await database.db
      .selectFrom('wallet_calls')
      .selectAll()
      .where('kind', '=', 'credit')
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ state: 'done', amount_cents: expected, round_id: seat.id });

    // The next round opens when the result has shown.
    await advanceTo(studio, Date.parse(round.result_at) + tables[0]!.showMs);
    expect(studio.current(ROULETTE)!.number).toBe(round.number + 1);
  });

  it('refuses stakes outside the board and the limits, and moves nothing', async () => {
    const { studio, bets } = build();
    await studio.runOnce();
    const round = studio.current(ROULETTE)!;
    const player = await session(ROULETTE);
    await expect(
      bets.place(player, round.id, [{ spot: 'split:1-5', cents: 100 }]),
    ).rejects.toMatchObject({ code: 'bet.invalid' });
    await expect(bets.place(player, round.id, [{ spot: 'red', cents: 150 }])).rejects.toMatchObject(
      { code: 'bet.invalid' },
    );
    await expect(
      bets.place(player, round.id, [{ spot: 'red', cents: 600_000 }]),
    ).rejects.toMatchObject({ code: 'table.limit' });
    await expect(
      bets.place(player, 'other-round', [{ spot: 'red', cents: 100 }]),
    ).rejects.toMatchObject({ code: 'betting.closed' });
    expect(operator.calls).toHaveLength(0);
  });

  it('plays money-free seats from the session’s play balance', async () => {
    const { studio, bets } = build();
    await studio.runOnce();
    const round = studio.current(ROULETTE)!;
    const player = await session(ROULETTE, 'free');
    const answer = await bets.place(player, round.id, [{ spot: 'even', cents: 2000 }]);
    expect(answer.balanceCents).toBe(8000);
    await advanceTo(studio, Date.parse(round.result_at));
    const win = LIVE_GAMES.roulette.payout('even', 2000, liveResultOf(round));
    const row = await database.db
      .selectFrom('game_sessions')
      .select('play_balance_cents')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.play_balance_cents).toBe(8000 + win);
    expect(operator.calls).toHaveLength(0);
  });

  it('finishes a round that was open when the process stopped, from its committed seed', async () => {
    const first = build();
    await first.studio.runOnce();
    const round = first.studio.current(ROULETTE)!;
    const player = await session(ROULETTE);
    await first.bets.place(player, round.id, [{ spot: 'black', cents: 3000 }]);
    // A stake whose debit got no answer before the stop:
    operator.fail('debit', 1, 'after');
    await expect(
      first.bets.place(player, round.id, [{ spot: 'odd', cents: 1000 }]),
    ).rejects.toMatchObject({ code: 'round.voided' });

    // A new process well after the round's result time.
    clock = Date.parse(round.result_at) + 60_000;
    const second = build();
    await second.studio.runOnce();
    await second.studio.runOnce();
    const settled = await database.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    expect(settled.server_seed).toBe(round.server_seed);
    const win = LIVE_GAMES.roulette.payout('black', 3000, liveResultOf(round));
    await outbox.sweep(new Date(clock + 120_000));
    // The voided stake came back, the other was paid.
    expect(operator.balanceCents).toBe(100_000 - 3000 + win);
    const bets = await database.db
      .selectFrom('live_bets')
      .select(['spot', 'status'])
      .orderBy('spot')
      .execute();
    expect(bets).toEqual([
      { spot: 'black', status: 'settled' },
      { spot: 'odd', status: 'voided' },
    ]);
  });

  it('plays blackjack decisions, debiting a double before its card', async () => {
    const { studio, bets } = build();
    // Rounds until one whose common hand may double and the dealer has no blackjack.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await studio.runOnce();
      const round = studio.current(BLACKJACK)!;
      const result = liveResultOf(round) as BlackjackResult;
      const player = await session(BLACKJACK);
      await bets.place(player, round.id, [{ spot: 'main', cents: 1000 }]);
      await advanceTo(studio, Date.parse(round.closes_at));
      const mine = await bets.mine(player);
      if (!mine?.hand?.legal.includes('double')) {
        await advanceTo(studio, Date.parse(round.result_at));
        await advanceTo(studio, Date.parse(round.result_at) + tables[1]!.showMs);
        continue;
      }
      const before = operator.balanceCents;
      const answer = await bets.act(player, round.id, 'double');
      expect(answer.hand.finished).toBe(true);
      expect(answer.hand.hands[0]!.cards).toHaveLength(3);
      expect(operator.balanceCents).toBe(before - 1000);
      await expect(bets.act(player, round.id, 'hit')).rejects.toMatchObject({
        code: 'action.invalid',
      });
      await advanceTo(studio, Date.parse(round.result_at));
      const seat = await database.db
        .selectFrom('live_seats')
        .selectAll()
        .where('round_id', '=', round.id)
        .executeTakeFirstOrThrow();
      expect(seat.win_cents).toBe(settleMain(1000, result, ['double']));
      expect(seat.staked_cents).toBe(2000);
      expect(operator.balanceCents).toBe(before - 1000 + seat.win_cents!);
      return;
    }
    throw new Error('no doubling hand in 200 rounds');
  });
});
