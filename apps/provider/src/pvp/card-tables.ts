import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts';
import { fairDraw } from '@app/contracts/fair-draw';
import type { ProviderGame } from '../catalogue/game-catalogue.ts';
import type { ProviderDb } from '../db/database.ts';
import type {
  GameSessionsTable,
  PvpHandsTable,
  PvpSeatsTable,
  PvpTablesTable,
} from '../db/schema.ts';
import { ProviderError } from '../http.ts';
import type { Hub } from '../realtime/hub.ts';
import { addPlayMoney, playMoney, takePlayMoney } from '../play/play-money.ts';
import { enqueueWalletCall, type Outbox } from '../wallet/outbox.ts';
import { rollBackDebit, rollbackIdOf, sendDebit } from '../wallet/stakes.ts';
import { PVP_GAMES, PvpActionError, pvpFamilyOf, type PvpFamily } from './games/index.ts';

/**
 * Player-versus-player card tables (decision 040). A table belongs to one catalogue title and
 * one mode; members sit with a buy-in within the table's limits (real money: a debit of the
 * seat's own wallet round, so the seat's stack is the member's money on the table) and leave
 * with their stack (the credit that closes that round). Hands are dealt from a fresh seed per
 * hand (its hash shown at the deal, the seed in the hand history), run on the server's clock
 * with a turn timer (a missed turn plays the rules' timeout action: fold, pass, refuse), and
 * settle in one transaction: stacks move by the engine's deltas and the house keeps the rake.
 * Real-money tables seat members only; free-play tables fill empty seats with practice bots.
 *
 * A seat is the member's (brand + player id), not the game session's: every launch makes a new
 * session, so a member who reopens the game finds the seat again (it moves to the newest of
 * their sessions, whose socket then gets the seat's own view) and can never hold two seats at
 * one table from two launches.
 */

export const channelOfTable = (tableId: string) => `pvp:${tableId}`;
export const TURN_MS = 20_000;
const BOT_THINK_MS = 1_200;
const BETWEEN_HANDS_MS = 4_000;
/** Two turns missed in a row: the seat leaves at the end of the hand. */
const MISSED_TURNS_TO_LEAVE = 2;
const RAKE_PERCENT = 5;
const TICK_MS = 250;

/** A title's stakes by its second word; its seats by family (a Duel is heads-up). */
const STAKES: Record<string, number> = {
  Duel: 100,
  Clash: 200,
  Table: 500,
  Showdown: 1000,
  Club: 200,
  Masters: 2000,
  Arena: 100,
  Royale: 5000,
  Classic: 100,
  Pro: 1000,
  Turbo: 200,
  Prime: 500,
  Lounge: 200,
  Express: 100,
  Legends: 2000,
  Elite: 5000,
};

export interface CardTableKind {
  family: PvpFamily;
  stakeCents: number;
  maxSeats: number;
  rakeCapCents: number;
}

export function cardTableKind(game: ProviderGame): CardTableKind | null {
  if (game.type !== 'PVP') return null;
  const family = pvpFamilyOf(game.name);
  if (!family) return null;
  const word = game.name.split(/\s+/)[1] ?? 'Duel';
  const stakeCents = STAKES[word] ?? 100;
  const engine = PVP_GAMES[family];
  const maxSeats = word === 'Duel' ? 2 : engine.maxSeats;
  // Hold'em's cap is three big blinds; the others' a tenth of the most a hand can move.
  const rakeCapCents = family === 'holdem' ? 3 * stakeCents : 12 * stakeCents;
  return { family, stakeCents, maxSeats, rakeCapCents };
}

interface HandState {
  seed: string;
  seedHash: string;
  step: number;
  startedAt: string;
  seats: number[];
  game: unknown;
}

/** Frees a seat: it no longer counts at the table (its chips are paid back by the caller). */
async function vacate(t: ProviderDb, seatId: string, at: Date) {
  await t
    .updateTable('pvp_seats')
    .set({ status: 'left', left_at: at.toISOString() })
    .where('id', '=', seatId)
    .execute();
}

export interface CardTablesDeps {
  db: ProviderDb;
  outbox: Outbox;
  hub: Hub;
  games: { byCode(code: string): ProviderGame | null };
  now?: () => number;
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

/** Who looks at a table: a member, whichever of their game sessions they look from. */
type Viewer = Pick<GameSessionsTable, 'brand' | 'player_id'>;

/** Whether a seat is this member's: the same brand and player, never a practice bot. */
const isMembers = (seat: Pick<PvpSeatsTable, 'bot' | 'brand' | 'player_id'>, member: Viewer) =>
  seat.bot === 0 && seat.brand === member.brand && seat.player_id === member.player_id;

export function createCardTables(deps: CardTablesDeps) {
  const { db, outbox, hub } = deps;
  const now = deps.now ?? Date.now;
  /** One change at a time per table in this process (the engine's state is one JSON value). */
  const locks = new Map<string, Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  function locked<T>(tableId: string, run: () => Promise<T>): Promise<T> {
    const before = locks.get(tableId) ?? Promise.resolve();
    const next = before.then(run, run);
    const settled = next.catch(() => undefined);
    locks.set(tableId, settled);
    void settled.then(() => {
      if (locks.get(tableId) === settled) locks.delete(tableId);
    });
    return next;
  }

  const kindOf = (table: PvpTablesTable) => PVP_GAMES[table.family as PvpFamily];

  async function tableOf(id: string) {
    return db.selectFrom('pvp_tables').selectAll().where('id', '=', id).executeTakeFirst();
  }
  async function seatsOf(tableId: string) {
    return db
      .selectFrom('pvp_seats')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('status', '<>', 'left')
      .orderBy('seat')
      .execute();
  }

  /**
   * The table this session plays at: the one its member sits at in this game (from any of
   * their sessions), else the first with a free seat. A seat found from a newer session than
   * the one it was on moves to it, so that session's socket gets the seat's view and its play
   * money gets the stack back; an older session (a tab left open) keeps using the seat as the
   * member's without taking it back.
   */
  async function tableFor(session: GameSessionsTable): Promise<PvpTablesTable> {
    const game = deps.games.byCode(session.game_code);
    const kind = game ? cardTableKind(game) : null;
    if (!game || !kind) throw new ProviderError('game.unavailable', 404);
    const sitting = await db
      .selectFrom('pvp_seats')
      .innerJoin('pvp_tables', 'pvp_tables.id', 'pvp_seats.table_id')
      .leftJoin('game_sessions', 'game_sessions.id', 'pvp_seats.session_id')
      .selectAll('pvp_tables')
      .select([
        'pvp_seats.id as seat_id',
        'pvp_seats.session_id as seat_session_id',
        'game_sessions.created_at as seat_session_created_at',
      ])
      .where('pvp_seats.brand', '=', session.brand)
      .where('pvp_seats.player_id', '=', session.player_id)
      .where('pvp_seats.bot', '=', 0)
      .where('pvp_seats.status', '<>', 'left')
      .where('pvp_tables.game_code', '=', session.game_code)
      .where('pvp_tables.mode', '=', session.mode)
      .where('pvp_tables.currency', '=', session.currency)
      .orderBy('pvp_seats.joined_at')
      .executeTakeFirst();
    if (sitting) {
      const { seat_id, seat_session_id, seat_session_created_at, ...table } = sitting;
      const newer =
        seat_session_created_at === null || seat_session_created_at <= session.created_at;
      if (seat_session_id !== null && seat_session_id !== session.id && newer) {
        await locked(table.id, () =>
          db
            .updateTable('pvp_seats')
            .set({ session_id: session.id })
            .where('id', '=', seat_id)
            .where('session_id', '=', seat_session_id)
            .where('status', '<>', 'left')
            .execute(),
        );
        // The session the seat left now sees the table as a watcher.
        await push((await tableOf(table.id))!);
      }
      return table;
    }
    const candidates = await db
      .selectFrom('pvp_tables')
      .selectAll()
      .where('game_code', '=', session.game_code)
      .where('mode', '=', session.mode)
      .where('currency', '=', session.currency)
      .orderBy('created_at')
      .execute();
    for (const table of candidates) {
      const seats = await seatsOf(table.id);
      if (seats.filter((seat) => !seat.bot).length < table.max_seats) return table;
    }
    const table: PvpTablesTable = {
      id: newId('T'),
      game_code: session.game_code,
      brand: session.brand,
      family: kind.family,
      mode: session.mode,
      currency: session.currency,
      stake_cents: kind.stakeCents,
      max_seats: kind.maxSeats,
      hand_number: 0,
      state: null,
      turn_deadline: null,
      next_hand_at: null,
      version: 0,
      created_at: new Date(now()).toISOString(),
    };
    await db.insertInto('pvp_tables').values(table).execute();
    return table;
  }

  function tableInfo(table: PvpTablesTable) {
    const engine = kindOf(table);
    const game = deps.games.byCode(table.game_code);
    const kind = game ? cardTableKind(game) : null;
    return {
      id: table.id,
      name: game?.name ?? table.game_code,
      family: table.family,
      mode: table.mode,
      stakeCents: table.stake_cents,
      maxSeats: table.max_seats,
      buyIn: engine.buyIn(table.stake_cents),
      minStackCents: engine.minStackCents(table.stake_cents),
      rakePercent: RAKE_PERCENT,
      rakeCapCents: kind?.rakeCapCents ?? 0,
      turnMs: TURN_MS,
    };
  }

  /** What one watcher sees: the seats, the hand from its seat, whose turn, the last hands. */
  async function viewFor(
    table: PvpTablesTable,
    viewer: Viewer | null,
    shared?: { seats: PvpSeatsTable[]; history: PvpHandsTable[] },
  ) {
    const list = shared?.seats ?? (await seatsOf(table.id));
    const mine = viewer ? list.find((seat) => isMembers(seat, viewer)) : undefined;
    const hand = table.state ? (JSON.parse(table.state) as HandState) : null;
    const engine = kindOf(table);
    const toAct = hand ? engine.toAct(hand.game) : null;
    // Every seat this member had here, from whichever session: the history shows their results.
    const mySeats = viewer
      ? await db
          .selectFrom('pvp_seats')
          .select(['seat', 'joined_at', 'left_at'])
          .where('table_id', '=', table.id)
          .where('brand', '=', viewer.brand)
          .where('player_id', '=', viewer.player_id)
          .where('bot', '=', 0)
          .execute()
      : [];
    const history = shared?.history ?? (await lastHands(table.id));
    return {
      table: tableInfo(table),
      serverTime: now(),
      seats: list.map((seat) => ({
        seat: seat.seat,
        name: seat.name,
        bot: seat.bot === 1,
        stackCents: seat.stack_cents,
        status: seat.status,
        you: viewer !== null && isMembers(seat, viewer),
      })),
      mySeat: mine?.seat ?? null,
      hand: hand
        ? {
            number: table.hand_number,
            seedHash: hand.seedHash,
            toAct,
            turnDeadline: table.turn_deadline,
            view: engine.view(hand.game, mine && hand.seats.includes(mine.seat) ? mine.seat : null),
            legal:
              mine && toAct === mine.seat && !engine.isOver(hand.game)
                ? engine.legal(hand.game, mine.seat)
                : [],
          }
        : null,
      nextHandAt: table.next_hand_at,
      history: history.map((row) => {
        // This member's result in the hand, even after leaving the seat it played from.
        const own = mySeats.find(
          (seat) =>
            (JSON.parse(row.seats) as number[]).includes(seat.seat) &&
            seat.joined_at <= row.started_at &&
            (seat.left_at === null || seat.left_at >= row.ended_at),
        );
        const deltas = JSON.parse(row.deltas) as Record<string, number>;
        return {
          number: row.number,
          summary: JSON.parse(row.summary) as unknown,
          deltas,
          yourDeltaCents: own ? (deltas[String(own.seat)] ?? 0) : null,
          rakeCents: row.rake_cents,
          endedAt: row.ended_at,
        };
      }),
    };
  }

  /** The table's last hands, newest first (every view shows them). */
  function lastHands(tableId: string) {
    return db
      .selectFrom('pvp_hands')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('number', 'desc')
      .limit(5)
      .execute();
  }

  async function push(table: PvpTablesTable) {
    const channel = channelOfTable(table.id);
    if (hub.watchers(channel) === 0) return;
    // Read once for every watcher's view; only the seat's own part differs.
    const shared = { seats: await seatsOf(table.id), history: await lastHands(table.id) };
    const views = new Map<string | null, unknown>();
    views.set(null, { type: 'table', ...(await viewFor(table, null, shared)) });
    // A seat's own view goes to the session it is on (the member's newest).
    for (const seat of shared.seats) {
      if (seat.bot || seat.session_id === null) continue;
      views.set(seat.session_id, { type: 'table', ...(await viewFor(table, seat, shared)) });
    }
    hub.each(channel, (sessionId) => (views.get(sessionId) ?? views.get(null)) as { type: string });
  }

  /** Sits a member: the buy-in is debited (real) or taken from play money, then the seat counts. */
  async function sit(session: GameSessionsTable, seatNumber: number, buyInCents: number) {
    const table = await tableFor(session);
    const engine = kindOf(table);
    const limits = engine.buyIn(table.stake_cents);
    if (
      !Number.isSafeInteger(buyInCents) ||
      buyInCents < limits.minCents ||
      buyInCents > limits.maxCents
    ) {
      throw new ProviderError('table.limit', 409);
    }
    if (!Number.isInteger(seatNumber) || seatNumber < 0 || seatNumber >= table.max_seats) {
      throw new ProviderError('request.invalid', 400);
    }
    const at = new Date(now());
    const seat = await locked(table.id, async () =>
      db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        const taken = await t
          .selectFrom('pvp_seats')
          .select(['seat', 'brand', 'player_id', 'bot', 'id'])
          .where('table_id', '=', table.id)
          .where('status', '<>', 'left')
          .execute();
        // One seat per member at a table, whichever launch asks (a pending buy-in counts too).
        if (taken.some((row) => isMembers(row, session)))
          throw new ProviderError('already.seated', 409);
        const occupant = taken.find((row) => row.seat === seatNumber);
        if (occupant && !occupant.bot) throw new ProviderError('seat.taken', 409);
        if (occupant) {
          // A practice bot gives its seat to a member (free play only has bots).
          await vacate(t, occupant.id, at);
        }
        if (session.mode === 'free') await takePlayMoney(t, session.id, buyInCents);
        const row: PvpSeatsTable = {
          id: newId('P'),
          table_id: table.id,
          seat: seatNumber,
          brand: session.brand,
          player_id: session.player_id,
          session_id: session.id,
          name: `Jogador ${session.player_id.slice(-4)}`,
          mode: session.mode,
          bot: 0,
          buy_in_cents: buyInCents,
          stack_cents: buyInCents,
          status: session.mode === 'real' ? 'pending' : 'seated',
          missed_turns: 0,
          joined_at: at.toISOString(),
          left_at: null,
        };
        await t.insertInto('pvp_seats').values(row).execute();
        const debit =
          session.mode === 'real'
            ? await enqueueWalletCall(
                t,
                {
                  transactionId: `${row.id}-D`,
                  kind: 'debit',
                  roundId: row.id,
                  brand: session.brand,
                  playerId: session.player_id,
                  gameCode: session.game_code,
                  amountCents: buyInCents,
                  walletToken: session.wallet_token,
                },
                at,
              )
            : null;
        return { row, debit };
      }),
    );
    let balanceCents: number | null;
    if (seat.debit) {
      const answer = await sendDebit(db, outbox, seat.debit, session.language as Language);
      if (answer.kind === 'ok') {
        await db
          .updateTable('pvp_seats')
          .set({ status: 'seated' })
          .where('id', '=', seat.row.id)
          .where('status', '=', 'pending')
          .execute();
        balanceCents = answer.balanceCents;
      } else {
        await db.transaction().execute(async (trx) => {
          const t = trx as unknown as ProviderDb;
          await vacate(t, seat.row.id, new Date(now()));
          if (answer.kind === 'unknown') {
            await rollBackDebit(
              t,
              { ...seat.debit!, gameCode: session.game_code },
              buyInCents,
              new Date(now()),
            );
          }
        });
        if (answer.kind === 'refused') throw answer.error;
        outbox.deliver(rollbackIdOf(seat.debit.transaction_id)).catch(() => undefined);
        throw new ProviderError('round.voided', 503);
      }
    } else {
      balanceCents = await playMoney(db, session.id);
    }
    const fresh = (await tableOf(table.id))!;
    await push(fresh);
    return { ...(await viewFor(fresh, session)), balanceCents };
  }

  /** Pays a seat's stack back (credit of its wallet round, or play money) and frees it. */
  async function payOutSeat(t: ProviderDb, seat: PvpSeatsTable, gameCode: string, at: Date) {
    await vacate(t, seat.id, at);
    if (seat.bot) return null;
    if (seat.mode === 'free') {
      if (seat.session_id) await addPlayMoney(t, seat.session_id, seat.stack_cents);
      return null;
    }
    const call = await enqueueWalletCall(
      t,
      {
        transactionId: `${seat.id}-C`,
        kind: 'credit',
        roundId: seat.id,
        brand: seat.brand,
        playerId: seat.player_id,
        gameCode,
        amountCents: seat.stack_cents,
        betTransactionId: `${seat.id}-D`,
      },
      at,
    );
    return call.transaction_id;
  }

  /** Leaves now between hands; during a hand the seat plays out by the timeout rule first. */
  async function leave(session: GameSessionsTable) {
    const table = await tableFor(session);
    const credit = await locked(table.id, async () =>
      db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        const seat = await t
          .selectFrom('pvp_seats')
          .selectAll()
          .where('table_id', '=', table.id)
          .where('brand', '=', session.brand)
          .where('player_id', '=', session.player_id)
          .where('bot', '=', 0)
          .where('status', '=', 'seated')
          .executeTakeFirst();
        if (!seat) throw new ProviderError('seat.none', 409);
        const fresh = await t
          .selectFrom('pvp_tables')
          .selectAll()
          .where('id', '=', table.id)
          .executeTakeFirstOrThrow();
        const hand = fresh.state ? (JSON.parse(fresh.state) as HandState) : null;
        if (hand && hand.seats.includes(seat.seat) && !kindOf(fresh).isOver(hand.game)) {
          // In the hand: its turns time out at once; the stack is paid when the hand ends.
          await t
            .updateTable('pvp_seats')
            .set({ missed_turns: MISSED_TURNS_TO_LEAVE })
            .where('id', '=', seat.id)
            .execute();
          return { later: true as const, callId: null };
        }
        return {
          later: false as const,
          callId: await payOutSeat(t, seat, table.game_code, new Date(now())),
        };
      }),
    );
    let balanceCents: number | null = null;
    if (credit.callId) {
      const answer = await outbox.deliver(credit.callId, session.language as Language);
      balanceCents = answer?.kind === 'ok' ? answer.value.balanceCents : null;
    }
    const fresh = (await tableOf(table.id))!;
    await push(fresh);
    return { leftNow: !credit.later, balanceCents };
  }

  /** The seated member's move in the hand. */
  async function act(session: GameSessionsTable, action: unknown) {
    const table = await tableFor(session);
    await locked(table.id, async () => {
      const fresh = (await tableOf(table.id))!;
      const seat = await db
        .selectFrom('pvp_seats')
        .selectAll()
        .where('table_id', '=', table.id)
        .where('brand', '=', session.brand)
        .where('player_id', '=', session.player_id)
        .where('bot', '=', 0)
        .where('status', '=', 'seated')
        .executeTakeFirst();
      if (!seat) throw new ProviderError('seat.none', 409);
      const hand = fresh.state ? (JSON.parse(fresh.state) as HandState) : null;
      const engine = kindOf(fresh);
      if (!hand || engine.isOver(hand.game) || engine.toAct(hand.game) !== seat.seat) {
        throw new ProviderError('not.your.turn', 409);
      }
      try {
        await applyAction(fresh, hand, seat.seat, action);
      } catch (error) {
        if (error instanceof PvpActionError || error instanceof RangeError)
          throw new ProviderError('action.invalid', 400);
        throw error;
      }
      if (seat.missed_turns > 0) {
        await db
          .updateTable('pvp_seats')
          .set({ missed_turns: 0 })
          .where('id', '=', seat.id)
          .execute();
      }
    });
    const fresh = (await tableOf(table.id))!;
    return viewFor(fresh, session);
  }

  /** Applies a move (the member's, a bot's, or the timeout's) and ends the hand if it is over. */
  async function applyAction(
    table: PvpTablesTable,
    hand: HandState,
    seat: number,
    action: unknown,
  ) {
    const engine = kindOf(table);
    const game = engine.apply(hand.game, seat, action);
    const next: HandState = { ...hand, step: hand.step + 1, game };
    const at = now();
    if (engine.isOver(game)) {
      await endHand(table, next, at);
    } else {
      await db
        .updateTable('pvp_tables')
        .set({
          state: JSON.stringify(next),
          turn_deadline: new Date(at + TURN_MS).toISOString(),
          version: table.version + 1,
        })
        .where('id', '=', table.id)
        .execute();
    }
    await push((await tableOf(table.id))!);
  }

  async function endHand(table: PvpTablesTable, hand: HandState, at: number) {
    const engine = kindOf(table);
    const result = engine.result(hand.game);
    const credits: Array<{ id: string; sessionId: string | null }> = [];
    await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const seats = await t
        .selectFrom('pvp_seats')
        .selectAll()
        .where('table_id', '=', table.id)
        .where('status', '=', 'seated')
        .execute();
      for (const seat of seats) {
        const delta = result.deltas[seat.seat] ?? 0;
        if (delta !== 0) {
          await t
            .updateTable('pvp_seats')
            .set({ stack_cents: seat.stack_cents + delta })
            .where('id', '=', seat.id)
            .execute();
          seat.stack_cents += delta;
        }
        // A seat that left (or kept missing turns), or whose stack fell below what a hand can
        // cost, is stood up with its chips: its stack is paid back now.
        const short = seat.stack_cents < engine.minStackCents(table.stake_cents);
        if (seat.bot && short) {
          await vacate(t, seat.id, new Date(at));
        } else if (!seat.bot && (seat.missed_turns >= MISSED_TURNS_TO_LEAVE || short)) {
          const id = await payOutSeat(t, seat, table.game_code, new Date(at));
          if (id) credits.push({ id, sessionId: seat.session_id });
        }
      }
      await t
        .insertInto('pvp_hands')
        .values({
          id: newId('H'),
          table_id: table.id,
          number: table.hand_number,
          seats: JSON.stringify(hand.seats),
          summary: JSON.stringify({
            ...(result.summary as object),
            seed: hand.seed,
            seedHash: hand.seedHash,
          }),
          deltas: JSON.stringify(result.deltas),
          rake_cents: result.rakeCents,
          started_at: hand.startedAt,
          ended_at: new Date(at).toISOString(),
        })
        .execute();
      // The finished hand stays as the state until the next deal (it carries a Truco match).
      await t
        .updateTable('pvp_tables')
        .set({
          state: JSON.stringify(hand),
          turn_deadline: null,
          next_hand_at: new Date(at + BETWEEN_HANDS_MS).toISOString(),
          version: table.version + 1,
        })
        .where('id', '=', table.id)
        .execute();
    });
    for (const credit of credits) await outbox.deliver(credit.id).catch(() => null);
  }

  async function deal(table: PvpTablesTable, at: number) {
    const engine = kindOf(table);
    const seats = (await seatsOf(table.id)).filter(
      (seat) =>
        seat.status === 'seated' &&
        seat.stack_cents >= engine.minStackCents(table.stake_cents) &&
        seat.missed_turns < MISSED_TURNS_TO_LEAVE,
    );
    if (seats.length < engine.minSeats) return false;
    const dealt = seats.slice(0, engine.maxSeats);
    const previous = table.state ? (JSON.parse(table.state) as HandState) : null;
    // A Truco match goes on between the same two seats only.
    const samePlayers =
      previous && JSON.stringify(previous.seats) === JSON.stringify(dealt.map((s) => s.seat));
    const seed = randomBytes(32).toString('hex');
    const number = table.hand_number + 1;
    const game = engine.deal({
      seats: dealt.map((seat) => ({ seat: seat.seat, stackCents: seat.stack_cents })),
      stakeCents: table.stake_cents,
      rakePercent: RAKE_PERCENT,
      rakeCapCents: cardTableKind(deps.games.byCode(table.game_code)!)!.rakeCapCents,
      previous: samePlayers ? previous.game : null,
      draw: fairDraw(seed, table.id, number * 10_000),
    });
    const hand: HandState = {
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      step: 0,
      startedAt: new Date(at).toISOString(),
      seats: dealt.map((seat) => seat.seat),
      game,
    };
    await db
      .updateTable('pvp_tables')
      .set({
        state: JSON.stringify(hand),
        hand_number: number,
        turn_deadline: new Date(at + TURN_MS).toISOString(),
        next_hand_at: null,
        version: table.version + 1,
      })
      .where('id', '=', table.id)
      .execute();
    return true;
  }

  /** Free play: practice bots fill a table up to two players, so nobody waits alone. */
  async function fillWithBots(table: PvpTablesTable, at: number) {
    if (table.mode !== 'free') return;
    const seats = await seatsOf(table.id);
    const humans = seats.filter((seat) => !seat.bot && seat.status === 'seated');
    if (humans.length === 0 || seats.filter((s) => s.status === 'seated').length >= 2) return;
    const free = Array.from({ length: table.max_seats }, (_, i) => i).find(
      (n) => !seats.some((s) => s.seat === n),
    );
    if (free === undefined) return;
    const buyIn = kindOf(table).buyIn(table.stake_cents).maxCents;
    await db
      .insertInto('pvp_seats')
      .values({
        id: newId('P'),
        table_id: table.id,
        seat: free,
        brand: table.brand,
        player_id: '0',
        session_id: null,
        name: `Bot ${free + 1}`,
        mode: 'free',
        bot: 1,
        buy_in_cents: buyIn,
        stack_cents: buyIn,
        status: 'seated',
        missed_turns: 0,
        joined_at: new Date(at).toISOString(),
        left_at: null,
      })
      .execute();
  }

  /** One table's due work: a deal, a bot's move, a timed-out turn. */
  async function drive(tableId: string) {
    await locked(tableId, async () => {
      const table = await tableOf(tableId);
      if (!table) return;
      const at = now();
      const engine = kindOf(table);
      const hand = table.state ? (JSON.parse(table.state) as HandState) : null;
      if (!hand || engine.isOver(hand.game)) {
        if (table.next_hand_at && at < Date.parse(table.next_hand_at)) return;
        await fillWithBots(table, at);
        if (await deal(table, at)) await push((await tableOf(tableId))!);
        return;
      }
      const seat = engine.toAct(hand.game);
      if (seat === null) return;
      const occupant = await db
        .selectFrom('pvp_seats')
        .selectAll()
        .where('table_id', '=', tableId)
        .where('seat', '=', seat)
        .where('status', '<>', 'left')
        .executeTakeFirst();
      const draw = fairDraw(hand.seed, table.id, table.hand_number * 10_000 + hand.step + 5_000);
      if (occupant?.bot) {
        const since = table.turn_deadline ? Date.parse(table.turn_deadline) - TURN_MS : 0;
        if (at - since < BOT_THINK_MS) return;
        await applyAction(table, hand, seat, engine.bot(hand.game, seat, draw));
        return;
      }
      const gone = !occupant || occupant.missed_turns >= MISSED_TURNS_TO_LEAVE;
      if (gone || (table.turn_deadline && at >= Date.parse(table.turn_deadline))) {
        if (occupant && !gone) {
          await db
            .updateTable('pvp_seats')
            .set({ missed_turns: occupant.missed_turns + 1 })
            .where('id', '=', occupant.id)
            .execute();
        }
        await applyAction(table, hand, seat, engine.timeoutAction(hand.game, seat));
      }
    });
  }

  async function tick() {
    if (ticking) return;
    ticking = true;
    try {
      const busy = await db
        .selectFrom('pvp_seats')
        .select('table_id')
        .distinct()
        .where('status', '=', 'seated')
        .where('bot', '=', 0)
        .execute();
      for (const { table_id } of busy) await drive(table_id);
      // Tables whose last member left mid-hand still finish it.
      const open = await db
        .selectFrom('pvp_tables')
        .select('id')
        .where('turn_deadline', 'is not', null)
        .execute();
      for (const { id } of open) if (!busy.some((row) => row.table_id === id)) await drive(id);
    } catch (error) {
      console.error('card tables:', error);
    } finally {
      ticking = false;
    }
  }

  return {
    start() {
      if (!timer) timer = setInterval(() => void tick(), TICK_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...locks.values()]);
    },
    runOnce: tick,
    async view(session: GameSessionsTable) {
      const table = await tableFor(session);
      return viewFor(table, session);
    },
    tableFor,
    sit,
    leave,
    act,
    async history(session: GameSessionsTable, limit: number) {
      const table = await tableFor(session);
      const rows = await db
        .selectFrom('pvp_hands')
        .selectAll()
        .where('table_id', '=', table.id)
        .orderBy('number', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        number: row.number,
        seats: JSON.parse(row.seats) as number[],
        summary: JSON.parse(row.summary) as unknown,
        deltas: JSON.parse(row.deltas) as Record<string, number>,
        rakeCents: row.rake_cents,
        startedAt: row.started_at,
        endedAt: row.ended_at,
      }));
    },
  };
}

export type CardTables = ReturnType<typeof createCardTables>;
