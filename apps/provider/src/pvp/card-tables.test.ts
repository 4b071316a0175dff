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
import { playMoney } from '../play/play-money.ts';
import { createCardTables, TURN_MS, type CardTables } from './card-tables.ts';

/**
 * Card tables on a test clock: a practice table fills with a labelled bot and plays a hand to
 * the end (the member's turns timing out), a real-money table never seats a bot and takes the
 * buy-in through the wallet, and leaving pays the stack back. A seat is the member's: a new
 * launch (a new game session) finds it, and cannot take a second one at the same table.
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
    await expect(tables.sit(member, 0, 4000)).rejects.toMatchObject({ code: 'already.seated' });
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

  it('lets a member leave and sit again, each seat its own buy-in debit and stack credit', async () => {
    const member = await session('PVK_POKER_DUEL', 'real');
    await tables.sit(member, 1, 4000);
    clock += 1000;
    expect((await tables.leave(member)).leftNow).toBe(true);
    clock += 1000;
    const again = await tables.sit(member, 0, 3000);
    expect(again.mySeat).toBe(0);
    expect(again.balanceCents).toBe(97_000);
    expect(operator.balanceCents).toBe(97_000);
    const calls = await database.db
      .selectFrom('wallet_calls')
      .select(['transaction_id', 'kind', 'amount_cents', 'state'])
      .orderBy('created_at')
      .execute();
    expect(calls.map((c) => [c.kind, c.amount_cents, c.state])).toEqual([
      ['debit', 4000, 'done'],
      ['credit', 4000, 'done'],
      ['debit', 3000, 'done'],
    ]);
    // The second seat is a wallet round of its own, so its debit is not the first one's retry.
    expect(calls[2]!.transaction_id).not.toBe(calls[0]!.transaction_id);
  });

  it('gives a member who comes back through a new session their seat, and they act from it', async () => {
    const first = await session('PVK_POKER_DUEL', 'real', '7');
    const rival = await session('PVK_POKER_DUEL', 'real', '8');
    await tables.sit(first, 0, 4000);
    await tables.sit(rival, 1, 4000);
    // The member reopens the game: a new launch, a new session.
    clock += 60_000;
    const back = await session('PVK_POKER_DUEL', 'real', '7');
    const view = await tables.view(back);
    expect(view.mySeat).toBe(0);
    expect(view.seats.filter((s) => s.you).map((s) => s.seat)).toEqual([0]);
    const row = await database.db
      .selectFrom('pvp_seats')
      .select(['session_id', 'stack_cents'])
      .where('player_id', '=', '7')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ session_id: back.id, stack_cents: 4000 });

    // A hand is dealt; the member plays from the seat through the new session.
    await tables.runOnce();
    let acted = false;
    for (let step = 0; step < 20 && !acted; step += 1) {
      const hand = (await tables.view(back)).hand!;
      const mover = hand.toAct === 0 ? back : rival;
      const legal = (await tables.view(mover)).hand!.legal as Array<{ type: string }>;
      const move = legal.find((a) => a.type === 'check') ?? legal.find((a) => a.type === 'call');
      const after = await tables.act(mover, move);
      if (mover === back) {
        acted = true;
        expect(after.mySeat).toBe(0);
      }
    }
    expect(acted).toBe(true);
    // Nothing moved in the wallet but the two buy-ins.
    expect(operator.calls).toEqual(['debit', 'debit']);
    expect(operator.balanceCents).toBe(92_000);
  });

  it('refuses a second seat at the table to a member already seated from another session', async () => {
    const first = await session('PVK_POKER_DUEL', 'real', '7');
    await tables.sit(first, 0, 4000);
    clock += 60_000;
    const second = await session('PVK_POKER_DUEL', 'real', '7');
    await expect(tables.sit(second, 1, 4000)).rejects.toMatchObject({
      code: 'already.seated',
      status: 409,
    });
    // Nothing was debited for it and the table still has one seat, the member's.
    expect(operator.calls).toEqual(['debit']);
    expect(operator.balanceCents).toBe(96_000);
    const view = await tables.view(second);
    expect(view.seats.map((s) => [s.seat, s.you])).toEqual([[0, true]]);
    // The free seat is still there for another member.
    const other = await session('PVK_POKER_DUEL', 'real', '8');
    expect((await tables.sit(other, 1, 4000)).mySeat).toBe(1);
  });

  it('pays a practice seat that moved to a new session back into that session', async () => {
    const first = await session('PVK_TRUCO_DUEL', 'free');
    await tables.sit(first, 0, 2400);
    clock += 60_000;
    const back = await session('PVK_TRUCO_DUEL', 'free');
    expect((await tables.leave(back)).leftNow).toBe(true);
    // The buy-in came out of the first session's play money; the chips land where the seat is.
    expect(await playMoney(database.db, first.id)).toBe(200_000 - 2400);
    expect(await playMoney(database.db, back.id)).toBe(200_000 + 2400);
    // Leaving freed the seat: the member sits again.
    expect((await tables.sit(back, 1, 2400)).mySeat).toBe(1);
  });

  it('stands a seat up with its chips after two missed turns in a row', async () => {
    const player = await session('PVK_POKER_DUEL', 'real', '7');
    const absent = await session('PVK_POKER_DUEL', 'real', '8');
    await tables.sit(player, 0, 4000);
    await tables.sit(absent, 1, 4000);
    let missed = 0;
    for (let step = 0; step < 40; step += 1) {
      const view = await tables.view(player);
      if (!view.seats.some((s) => s.seat === 1)) break;
      if (view.hand && view.hand.toAct === 0 && view.hand.legal.length > 0) {
        const legal = view.hand.legal as Array<{ type: string }>;
        await tables.act(
          player,
          legal.find((a) => a.type === 'check') ?? legal.find((a) => a.type === 'call'),
        );
        continue;
      }
      if (view.hand?.toAct === 1) {
        // One missed turn leaves the seat at the table.
        if (missed === 1) expect((await tables.view(absent)).mySeat).toBe(1);
        missed += 1;
      }
      clock += TURN_MS;
      await tables.runOnce();
    }
    expect((await tables.view(absent)).mySeat).toBeNull();
    expect(missed).toBeGreaterThanOrEqual(2);
    // The absent member's stack came back by a credit of its seat; the player still sits.
    const hands = await tables.history(player, 50);
    const rake = hands.reduce((t, h) => t + h.rakeCents, 0);
    const { stack_cents: stack } = await database.db
      .selectFrom('pvp_seats')
      .select('stack_cents')
      .where('player_id', '=', '7')
      .where('status', '=', 'seated')
      .executeTakeFirstOrThrow();
    expect(operator.calls).toEqual(['debit', 'debit', 'credit']);
    expect(operator.balanceCents + stack + rake).toBe(100_000);
  });
});
