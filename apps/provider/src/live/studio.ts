import { lockingRows, type ProviderDb } from '../db/database.ts';
import type { LiveBetsTable, LiveRoundsTable, LiveSeatsTable } from '../db/schema.ts';
import type { Hub } from '../realtime/hub.ts';
import { addPlayMoney, playMoney } from '../play/play-money.ts';
import { enqueueWalletCall, type Outbox } from '../wallet/outbox.ts';
import { rollBackDebit } from '../wallet/stakes.ts';
import { blackjackDealt, seatReturn } from './live-payouts.ts';
import { liveResultOf, newLiveRound, publicLiveRound } from './live-rounds.ts';
import type { LiveTable } from './tables.ts';

/**
 * The studio (decision 040): every table runs its rounds on the server's clock whether or not
 * anyone watches: open (seed committed, bets taken until the countdown ends), closed (no more
 * bets; blackjack players decide), result (seed revealed, every seat settled in one
 * transaction, credits queued and sent), and the next round when the result has shown.
 * Everyone at a table gets the same round, times and result from the same push.
 *
 * After a restart a table takes up its last round: one still open carries on; one past its
 * result time is finished from its committed seed; bets whose debit never got an answer are
 * voided and rolled back. Nothing is left hanging.
 */

export const channelOf = (tableCode: string) => `live:${tableCode}`;
/** How many results the road keeps. */
export const ROAD_LENGTH = 40;
const TICK_MS = 100;
/** Credits are sent this many at a time after a result (every payout within seconds). */
const CREDIT_CONCURRENCY = 16;

export interface StudioDeps {
  db: ProviderDb;
  outbox: Outbox;
  hub: Hub;
  tables: LiveTable[];
  now?: () => number;
}

interface TableState {
  table: LiveTable;
  round: LiveRoundsTable | null;
  busy: boolean;
  road: unknown[];
}

export function createStudio(deps: StudioDeps) {
  const { db, outbox, hub } = deps;
  const now = deps.now ?? Date.now;
  const states = new Map<string, TableState>();
  let timer: NodeJS.Timeout | null = null;
  /** Settlements in flight: a stop waits for them, so no result is cut half-way. */
  const running = new Set<Promise<unknown>>();

  for (const table of deps.tables)
    states.set(table.code, { table, round: null, busy: false, road: [] });

  async function loadRoad(state: TableState) {
    const rows = await db
      .selectFrom('live_rounds')
      .selectAll()
      .where('table_code', '=', state.table.code)
      .where('status', '=', 'settled')
      .orderBy('number', 'desc')
      .limit(ROAD_LENGTH)
      .execute();
    state.road = rows.reverse().map((row) => publicLiveRound(row).road);
  }

  async function openRound(state: TableState, number: number, atMs: number) {
    const round = newLiveRound(state.table, number, atMs);
    await db
      .insertInto('live_rounds')
      .values(round)
      .onConflict((oc) => oc.columns(['table_code', 'number']).doNothing())
      .execute();
    state.round = round;
    hub.broadcast(channelOf(state.table.code), {
      type: 'round',
      serverTime: now(),
      round: publicLiveRound(round),
    });
  }

  async function closeRound(state: TableState) {
    const round = state.round!;
    await db
      .updateTable('live_rounds')
      .set({ status: 'closed' })
      .where('id', '=', round.id)
      .where('status', '=', 'betting')
      .execute();
    state.round = { ...round, status: 'closed' };
    hub.broadcast(channelOf(state.table.code), {
      type: 'closed',
      serverTime: now(),
      round: publicLiveRound(state.round),
      dealt: dealtView(state.round),
    });
  }

  /**
   * The result: every seat's bets paid in one transaction (credits queued in the outbox), the
   * seed revealed; then the credits are sent and each player is told their payout.
   */
  async function settleRound(state: TableState) {
    const round = state.round!;
    const result = liveResultOf(round);
    const at = new Date(now());
    const credits: Array<{ seat: LiveSeatsTable; callId: string | null; win: number }> = [];
    const settled = await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const fresh = await lockingRows(
        t,
        t.selectFrom('live_rounds').selectAll().where('id', '=', round.id),
      ).executeTakeFirst();
      if (!fresh || fresh.status === 'settled' || fresh.status === 'voided') return fresh ?? null;
      const seats = await t
        .selectFrom('live_seats')
        .selectAll()
        .where('round_id', '=', round.id)
        .execute();
      const bets = await t
        .selectFrom('live_bets')
        .selectAll()
        .where('round_id', '=', round.id)
        .execute();
      const bySeat = new Map<string, LiveBetsTable[]>();
      for (const bet of bets) bySeat.set(bet.seat_id, [...(bySeat.get(bet.seat_id) ?? []), bet]);
      for (const seat of seats) {
        const own = bySeat.get(seat.id) ?? [];
        // A stake whose debit is still unanswered cannot play: void it and roll it back.
        const unknown = own.filter((bet) => bet.status === 'pending');
        await voidBets(t, seat, unknown, at);
        const accepted = own.filter((bet) => bet.status === 'accepted');
        if (accepted.length === 0) {
          await t
            .updateTable('live_seats')
            .set({ status: 'settled', win_cents: 0, settled_at: at.toISOString() })
            .where('id', '=', seat.id)
            .execute();
          continue;
        }
        const payouts = seatReturn(
          round.family,
          result,
          accepted,
          JSON.parse(seat.actions) as unknown[],
        );
        for (const bet of accepted) {
          await t
            .updateTable('live_bets')
            .set({ status: 'settled', payout_cents: payouts.get(bet.id) ?? 0 })
            .where('id', '=', bet.id)
            .execute();
        }
        const win = [...payouts.values()].reduce((sum, cents) => sum + cents, 0);
        await t
          .updateTable('live_seats')
          .set({ status: 'settled', win_cents: win, settled_at: at.toISOString() })
          .where('id', '=', seat.id)
          .execute();
        if (seat.mode === 'real') {
          // Even a losing seat gets its credit of 0: it closes the round on the operator's side.
          const call = await enqueueWalletCall(
            t,
            {
              transactionId: `${seat.id}-C`,
              kind: 'credit',
              roundId: seat.id,
              brand: seat.brand,
              playerId: seat.player_id,
              gameCode: seat.table_code,
              amountCents: win,
              betTransactionId: accepted[0]!.debit_id!,
            },
            at,
          );
          credits.push({ seat, callId: call.transaction_id, win });
        } else {
          await addPlayMoney(t, seat.session_id, win);
          credits.push({ seat, callId: null, win });
        }
      }
      const done = {
        ...fresh,
        status: 'settled' as const,
        result: JSON.stringify(result),
        settled_at: at.toISOString(),
      };
      await t
        .updateTable('live_rounds')
        .set({ status: 'settled', result: done.result, settled_at: done.settled_at })
        .where('id', '=', round.id)
        .execute();
      return done;
    });
    if (!settled) return;
    state.round = settled;
    const shown = publicLiveRound(settled);
    state.road = [...state.road, shown.road].slice(-ROAD_LENGTH);
    const channel = channelOf(state.table.code);
    hub.broadcast(channel, { type: 'result', serverTime: now(), round: shown });
    await payOut(channel, credits);
  }

  async function payOut(
    channel: string,
    credits: Array<{ seat: LiveSeatsTable; callId: string | null; win: number }>,
  ) {
    let next = 0;
    const worker = async () => {
      while (next < credits.length) {
        const { seat, callId, win } = credits[next++]!;
        let balanceCents: number | null;
        if (callId) {
          const answer = await outbox.deliver(callId, undefined);
          balanceCents = answer?.kind === 'ok' ? answer.value.balanceCents : null;
        } else {
          balanceCents = await playMoney(db, seat.session_id);
        }
        hub.toSession(channel, seat.session_id, {
          type: 'payout',
          roundId: seat.round_id,
          stakedCents: seat.staked_cents,
          winCents: win,
          balanceCents,
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CREDIT_CONCURRENCY, credits.length) }, worker));
  }

  /** Takes a table through every transition that is due (a restart may owe several). */
  async function step(state: TableState) {
    for (let moves = 0; moves < 4; moves += 1) {
      if (!(await move(state))) return;
    }
  }

  /** One transition, if one is due; answers whether it made one. */
  async function move(state: TableState): Promise<boolean> {
    const t = now();
    const round = state.round;
    if (!round) {
      const last = await db
        .selectFrom('live_rounds')
        .selectAll()
        .where('table_code', '=', state.table.code)
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst();
      await loadRoad(state);
      if (last && (last.status === 'betting' || last.status === 'closed')) {
        state.round = last;
        return true;
      }
      await openRound(state, (last?.number ?? 0) + 1, t);
      return true;
    }
    if (round.status === 'betting' && t >= Date.parse(round.closes_at)) {
      await closeRound(state);
      return true;
    }
    if (round.status === 'closed' && t >= Date.parse(round.result_at)) {
      await settleRound(state);
      return true;
    }
    if (
      (round.status === 'settled' || round.status === 'voided') &&
      t >= Date.parse(round.result_at) + state.table.showMs
    ) {
      await openRound(state, round.number + 1, t);
      return true;
    }
    return false;
  }

  function tick() {
    for (const state of states.values()) {
      if (state.busy) continue;
      state.busy = true;
      const work = step(state)
        .catch((error: unknown) => console.error(`live table ${state.table.code}:`, error))
        .finally(() => {
          state.busy = false;
          running.delete(work);
        });
      running.add(work);
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, TICK_MS);
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...running]);
    },
    /** One step of every table, awaited (tests drive the clock themselves). */
    async runOnce() {
      for (const state of states.values()) await step(state);
    },
    table: (code: string) => states.get(code)?.table ?? null,
    /** The table's round in play and its road, for a new watcher (and a reconnect's resync). */
    snapshot(code: string) {
      const state = states.get(code);
      if (!state) return null;
      return {
        serverTime: now(),
        round: state.round ? publicLiveRound(state.round) : null,
        dealt: state.round ? dealtView(state.round) : null,
        road: state.road,
      };
    },
    current: (code: string) => states.get(code)?.round ?? null,
    tables: () => [...states.values()].map((state) => state.table),
  };
}

/** Blackjack: what the deal shows once bets close (the common cards, the dealer's up card). */
function dealtView(round: LiveRoundsTable): unknown {
  if (round.family !== 'blackjack' || round.status !== 'closed') return null;
  return blackjackDealt(liveResultOf(round));
}

/** Voids stakes whose fate is unknown and queues the rollback of each of their debits. */
async function voidBets(t: ProviderDb, seat: LiveSeatsTable, bets: LiveBetsTable[], at: Date) {
  if (bets.length === 0) return;
  for (const bet of bets) {
    await t.updateTable('live_bets').set({ status: 'voided' }).where('id', '=', bet.id).execute();
  }
  if (seat.mode !== 'real') return;
  const byDebit = new Map<string, number>();
  for (const bet of bets) {
    if (bet.debit_id) byDebit.set(bet.debit_id, (byDebit.get(bet.debit_id) ?? 0) + bet.stake_cents);
  }
  for (const [debitId, amount] of byDebit) {
    await rollBackDebit(
      t,
      {
        transaction_id: debitId,
        brand: seat.brand,
        round_id: seat.id,
        player_id: seat.player_id,
        gameCode: seat.table_code,
      },
      amount,
      at,
    );
  }
}

export type Studio = ReturnType<typeof createStudio>;
