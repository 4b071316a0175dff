import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrands } from '../brands.ts';
import { createGameCatalogue } from '../catalogue/game-catalogue.ts';
import { migrateProvider, openProviderDatabase, type OpenedDatabase } from '../db/database.ts';
import type { GameSessionsTable } from '../db/schema.ts';
import { createHub } from '../realtime/hub.ts';
import { insertGameSession } from '../testing/game-session.ts';
import { startFakeOperator, type FakeOperator } from '../testing/fake-operator.ts';
import { operatorClient } from '../wallet/operator-client.ts';
import { createOutbox } from '../wallet/outbox.ts';
import { createCardTables, TURN_MS, type CardTables } from './card-tables.ts';

/**
 * Card tables on a test clock: a practice table fills with a labelled bot and plays a hand to
 * the end (the member's turns timing out), a real-money table never seats a bot and takes the
 * buy-in through the wallet, and leaving pays the stack back.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters';
let database: OpenedDatabase;
let operator: FakeOperator;
let tables: CardTables;
let clock: number;

async function session(
  gameCode: string,
  mode: 'real' | 'free',
  player = '7',
): Promise<GameSessionsTable> {
  return insertGameSession(database.db, {
    brand: 'PVK',
    gameCode,
    mode,
    at: new Date(clock),
    playerId: player,
    playBalanceCents: 200_000,
    lobbyUrl: 'http://127.0.0.1:3000/m/pvp',
  });
}

beforeEach(async () => {
  clock = Date.parse('2026-11-28T12:00:00Z');
  database = await openProviderDatabase('sqlite::memory:', 'provider');
  await migrateProvider(database, 'provider');
  await installBrands(database.db, { PVK: SECRET });
  operator = await startFakeOperator(SECRET, 100_000);
  const outbox = createOutbox(
    database.db,
    operatorClient(operator.url, 1_000),
    () => new Date(clock),
  );
  tables = createCardTables({
    db: database.db,
    outbox,
    hub: createHub(),
    games: createGameCatalogue(),
    now: () => clock,
  });
});

afterEach(async () => {
  await tables.stop();
  await operator.close();
  await database.destroy();
});

describe('card tables', () => {
  it('fills a practice table with a bot and plays a Truco hand to the end', async () => {
    const member = await session('PVK_TRUCO_DUEL', 'free');
    const seated = await tables.sit(member, 0, 2400);
    expect(seated.balanceCents).toBe(200_000 - 2400);
    for (let step = 0; step < 200; step += 1) {
      // The member never moves: each of its turns times out; the bot thinks a moment.
      clock += TURN_MS;
      await tables.runOnce();
      const view = await tables.view(member);
      if (view.history.length > 0) {
        expect(view.seats.find((s) => s.bot)).toMatchObject({
          name: expect.stringMatching(/^Bot/) as unknown,
        });
        const hand = view.history[0]!;
        const deltas = Object.values(hand.deltas);
        expect(deltas.reduce((a, b) => a + b, 0) + hand.rakeCents).toBe(0);
        expect(operator.calls).toHaveLength(0);
        return;
      }
    }
    throw new Error('the hand never ended');
  });

  it('seats only members at a real-money table and takes the buy-in through the wallet', async () => {
    const member = await session('PVK_POKER_DUEL', 'real');
    await tables.sit(member, 1, 4000);
    expect(operator.balanceCents).toBe(96_000);
    clock += 60_000;
    await tables.runOnce();
    const view = await tables.view(member);
    expect(view.seats.filter((s) => s.bot)).toHaveLength(0);
    expect(view.hand).toBeNull();
    await expect(tables.sit(member, 0, 4000)).rejects.toMatchObject({ code: 'seat.taken' });
    const left = await tables.leave(member);
    expect(left.leftNow).toBe(true);
    expect(operator.balanceCents).toBe(100_000);
  });

  it('refuses a buy-in outside the table limits and moves nothing', async () => {
    const member = await session('PVK_POKER_DUEL', 'real');
    await expect(tables.sit(member, 0, 100)).rejects.toMatchObject({ code: 'table.limit' });
    await expect(tables.sit(member, 0, 1_000_000)).rejects.toMatchObject({ code: 'table.limit' });
    expect(operator.calls).toHaveLength(0);
  });
});
