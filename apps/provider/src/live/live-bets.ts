import { randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts';
import { lockingRows, type ProviderDb } from '../db/database.ts';
import type { GameSessionsTable, LiveBetsTable, LiveSeatsTable } from '../db/schema.ts';
import { ProviderError } from '../http.ts';
import { takePlayMoney } from '../play/play-money.ts';
import { enqueueWalletCall, type Outbox } from '../wallet/outbox.ts';
import { abandonDebit, sendDebit } from '../wallet/stakes.ts';
import { LIVE_GAMES } from './games/index.ts';
import { blackjackLegal, blackjackView, extraStakeFor } from './live-payouts.ts';
import { liveResultOf } from './live-rounds.ts';
import type { Studio } from './studio.ts';

/**
 * A player's stakes at a studio table: a set of chips on spots of the round in play, while its
 * bets are open, within the table's limits. Real money: one debit for the set (the seat's
 * wallet round), acknowledged before the bets count; free play: the session's play money.
 * Blackjack decisions (hit, stand, double, split) come after the bets close; a double or split
 * adds its stake with a debit of its own before the card is dealt.
 */

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

export interface LiveBetsDeps {
  db: ProviderDb;
  outbox: Outbox;
  studio: Studio;
  now?: () => number;
}

export function createLiveBets(deps: LiveBetsDeps) {
  const { db, outbox, studio } = deps;
  const now = deps.now ?? Date.now;

  async function seatFor(t: ProviderDb, session: GameSessionsTable, roundId: string, at: Date) {
    const existing = await lockingRows(
      t,
      t
        .selectFrom('live_seats')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('session_id', '=', session.id),
    ).executeTakeFirst();
    if (existing) return existing;
    const seat: LiveSeatsTable = {
      id: id('L'),
      round_id: roundId,
      table_code: session.game_code,
      brand: session.brand,
      player_id: session.player_id,
      session_id: session.id,
      mode: session.mode,
      currency: session.currency,
      actions: '[]',
      staked_cents: 0,
      win_cents: null,
      status: 'open',
      created_at: at.toISOString(),
      settled_at: null,
    };
    await t.insertInto('live_seats').values(seat).execute();
    return seat;
  }

  /**
   * Writes stakes (pending for real money, accepted for play money) and, for real money, their
   * one debit in the outbox; then sends it and records what it decided.
   */
  async function stake(
    session: GameSessionsTable,
    roundId: string,
    stakes: Array<{ spot: string; cents: number }>,
    check: (t: ProviderDb, seat: LiveSeatsTable) => Promise<void>,
  ) {
    const at = new Date(now());
    const total = stakes.reduce((sum, s) => sum + s.cents, 0);
    const written = await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const seat = await seatFor(t, session, roundId, at);
      await check(t, seat);
      const debitId =
        session.mode === 'real' ? `${seat.id}-${randomBytes(4).toString('hex')}` : null;
      const rows: LiveBetsTable[] = stakes.map((s) => ({
        id: id('B'),
        seat_id: seat.id,
        round_id: roundId,
        spot: s.spot,
        stake_cents: s.cents,
        payout_cents: null,
        debit_id: debitId,
        status: session.mode === 'real' ? 'pending' : 'accepted',
        created_at: at.toISOString(),
      }));
      await t.insertInto('live_bets').values(rows).execute();
      await t
        .updateTable('live_rounds')
        .set((eb) => ({ bet_count: eb('bet_count', '+', rows.length) }))
        .where('id', '=', roundId)
        .execute();
      if (session.mode === 'free') {
        const balance = await takePlayMoney(t, session.id, total);
        await t
          .updateTable('live_seats')
          .set((eb) => ({ staked_cents: eb('staked_cents', '+', total) }))
          .where('id', '=', seat.id)
          .execute();
        return { seat, rows, debit: null, balance };
      }
      const debit = await enqueueWalletCall(
        t,
        {
          transactionId: debitId!,
          kind: 'debit',
          roundId: seat.id,
          brand: session.brand,
          playerId: session.player_id,
          gameCode: session.game_code,
          amountCents: total,
          walletToken: session.wallet_token,
        },
        at,
      );
      return { seat, rows, debit, balance: null };
    });
    if (!written.debit) return { bets: written.rows, balanceCents: written.balance };
    const answer = await sendDebit(db, outbox, written.debit, session.language as Language);
    const ids = written.rows.map((row) => row.id);
    if (answer.kind === 'ok') {
      await db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        // A round settled meanwhile voided these stakes and queued their rollback: they stay so.
        const accepted = await t
          .updateTable('live_bets')
          .set({ status: 'accepted' })
          .where('id', 'in', ids)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(accepted.numUpdatedRows) > 0) {
          await t
            .updateTable('live_seats')
            .set((eb) => ({ staked_cents: eb('staked_cents', '+', total) }))
            .where('id', '=', written.seat.id)
            .execute();
        }
      });
      return {
        bets: written.rows.map((row) => ({ ...row, status: 'accepted' as const })),
        balanceCents: answer.balanceCents,
      };
    }
    if (answer.kind === 'refused') {
      await db.updateTable('live_bets').set({ status: 'refused' }).where('id', 'in', ids).execute();
      throw answer.error;
    }
    return abandonDebit(
      db,
      outbox,
      written.debit,
      session.game_code,
      (t) =>
        t
          .updateTable('live_bets')
          .set({ status: 'voided' })
          .where('id', 'in', ids)
          .where('status', '=', 'pending')
          .execute(),
      new Date(now()),
    );
  }

  return {
    async place(
      session: GameSessionsTable,
      roundId: string,
      bets: Array<{ spot: string; cents: number }>,
    ) {
      const table = studio.table(session.game_code);
      if (!table) throw new ProviderError('game.unavailable', 404);
      const game = LIVE_GAMES[table.family];
      for (const bet of bets) {
        if (
          !game.isSpot(bet.spot) ||
          (table.family === 'blackjack' && bet.spot.startsWith('main:'))
        ) {
          throw new ProviderError('bet.invalid', 400);
        }
        if (bet.cents < table.minBetCents || bet.cents % 100 !== 0)
          throw new ProviderError('bet.invalid', 400);
      }
      const round = studio.current(session.game_code);
      if (
        !round ||
        round.id !== roundId ||
        round.status !== 'betting' ||
        now() >= Date.parse(round.closes_at)
      ) {
        throw new ProviderError('betting.closed', 409);
      }
      const result = await stake(session, roundId, bets, async (t, seat) => {
        const fresh = await t
          .selectFrom('live_rounds')
          .select(['status', 'closes_at'])
          .where('id', '=', roundId)
          .executeTakeFirst();
        if (!fresh || fresh.status !== 'betting' || now() >= Date.parse(fresh.closes_at)) {
          throw new ProviderError('betting.closed', 409);
        }
        const placed = await t
          .selectFrom('live_bets')
          .select(['spot', 'stake_cents'])
          .where('seat_id', '=', seat.id)
          .where('status', 'in', ['pending', 'accepted'])
          .execute();
        const perSpot = new Map<string, number>();
        for (const row of [
          ...placed,
          ...bets.map((b) => ({ spot: b.spot, stake_cents: b.cents })),
        ]) {
          perSpot.set(row.spot, (perSpot.get(row.spot) ?? 0) + row.stake_cents);
        }
        const total = [...perSpot.values()].reduce((sum, cents) => sum + cents, 0);
        if (
          [...perSpot.values()].some((cents) => cents > table.maxSpotCents) ||
          total > table.maxRoundCents
        ) {
          throw new ProviderError('table.limit', 409);
        }
      });
      return {
        roundId,
        bets: result.bets.map((bet) => ({
          id: bet.id,
          spot: bet.spot,
          cents: bet.stake_cents,
          status: bet.status,
        })),
        balanceCents: result.balanceCents,
      };
    },

    /** A blackjack decision on the seat's hand while the round is closed to bets. */
    async act(session: GameSessionsTable, roundId: string, action: string) {
      const table = studio.table(session.game_code);
      const round = studio.current(session.game_code);
      if (!table || table.family !== 'blackjack') throw new ProviderError('action.invalid', 400);
      if (
        !round ||
        round.id !== roundId ||
        round.status !== 'closed' ||
        now() >= Date.parse(round.result_at)
      ) {
        throw new ProviderError('round.not.open', 409);
      }
      const result = liveResultOf(round);
      const seat = await db
        .selectFrom('live_seats')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('session_id', '=', session.id)
        .executeTakeFirst();
      if (!seat) throw new ProviderError('seat.none', 409);
      const main = await db
        .selectFrom('live_bets')
        .selectAll()
        .where('seat_id', '=', seat.id)
        .where('spot', '=', 'main')
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      if (!main) throw new ProviderError('seat.none', 409);
      const actions = JSON.parse(seat.actions) as string[];
      if (!blackjackLegal(result, actions).includes(action))
        throw new ProviderError('action.invalid', 400);
      const extra = extraStakeFor(main.stake_cents, actions, action);
      const next = [...actions, action];
      const record = async (t: ProviderDb) => {
        const changed = await t
          .updateTable('live_seats')
          .set({ actions: JSON.stringify(next) })
          .where('id', '=', seat.id)
          .where('actions', '=', seat.actions)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1)
          throw new ProviderError('request.in.progress', 409);
      };
      let balanceCents: number | null = null;
      if (extra > 0) {
        const staked = await stake(
          session,
          roundId,
          [{ spot: 'main:extra', cents: extra }],
          record,
        );
        balanceCents = staked.balanceCents;
      } else {
        await db.transaction().execute((trx) => record(trx as unknown as ProviderDb));
      }
      return { roundId, hand: blackjackView(result, next), balanceCents };
    },

    /** The seat's stakes and (blackjack) hand in the round in play, for a resync. */
    async mine(session: GameSessionsTable) {
      const round = studio.current(session.game_code);
      if (!round) return null;
      const seat = await db
        .selectFrom('live_seats')
        .selectAll()
        .where('round_id', '=', round.id)
        .where('session_id', '=', session.id)
        .executeTakeFirst();
      if (!seat) return { roundId: round.id, bets: [], hand: null, winCents: null };
      const bets = await db
        .selectFrom('live_bets')
        .select(['id', 'spot', 'stake_cents', 'status'])
        .where('seat_id', '=', seat.id)
        .execute();
      const table = studio.table(session.game_code);
      const hand =
        table?.family === 'blackjack' && round.status !== 'betting'
          ? blackjackView(liveResultOf(round), JSON.parse(seat.actions) as string[])
          : null;
      return {
        roundId: round.id,
        bets: bets.map((bet) => ({
          id: bet.id,
          spot: bet.spot,
          cents: bet.stake_cents,
          status: bet.status,
        })),
        hand,
        winCents: seat.win_cents,
      };
    },
  };
}

export type LiveBets = ReturnType<typeof createLiveBets>;
