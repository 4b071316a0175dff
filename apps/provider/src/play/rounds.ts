import { randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts';
import { VendorBalanceValue } from '@app/contracts';
import { brandSecret } from '../brands.ts';
import { lockingRows, type ProviderDb } from '../db/database.ts';
import type { GameSessionsTable, RoundsTable } from '../db/schema.ts';
import type { PublicRound, RoundAnswer } from './public-round.ts';

export type { PublicRound, RoundAnswer };
// The provably fair draw the operator's in-house slots use too: one verifier serves both.
import { fairDraw } from '@app/contracts/fair-draw';
import { activeSeedPair, takeNonce } from '../fairness/seed-pairs.ts';
import { WALLET_PATHS, type OperatorClient } from '../wallet/operator-client.ts';
import { enqueueRoundCall, roundCallId, type Outbox } from '../wallet/outbox.ts';
import { addPlayMoney, playMoney, takePlayMoney } from './play-money.ts';
import {
  BetError,
  fitsLimits,
  type BetLimits,
  type GameKind,
  type StartedRound,
} from './game-kind.ts';
import type { JackpotRule } from './jackpot-pool.ts';
import { closeFreeRounds, freeRoundsOffer, takeFreeRound, takesFreeRounds } from './free-rounds.ts';

/** The operator's answer to a free round's credit when the grant has no spin for it. */
const FREE_ROUNDS_REFUSED = 'vendor.free.rounds.unavailable';

/**
 * Rounds (decision 039). A real-money round is decided first (the fair draw, the nonce taken),
 * written with its debit in the outbox, then staked: the debit is sent at once and its answer
 * decides the round. Acknowledged: the round settles (its credit, even of 0, queued and sent)
 * or waits for the player. Refused: nothing moved, the player sees the operator's message.
 * Unanswered: nobody knows whether the stake was taken, so the round is void and its rollback
 * queued; the operator reverses the bet if it has it, or cancels its id if it does not.
 * Free play moves play money inside the session and never calls the wallet.
 */

export class PlayError extends Error {
  readonly code: string;
  readonly status: number;
  readonly operatorMessage: string | undefined;
  constructor(code: string, status: number, operatorMessage?: string) {
    super(code);
    this.name = 'PlayError';
    this.code = code;
    this.status = status;
    this.operatorMessage = operatorMessage;
  }
}

export interface RoundServiceDeps {
  db: ProviderDb;
  client: OperatorClient;
  outbox: Outbox;
  kinds: (gameCode: string) => GameKind | null;
  /** A title's own bet limits (catalogue/game-catalogue.ts). */
  limits: (gameCode: string) => BetLimits | null;
  jackpot: (gameCode: string) => JackpotRule | null;
  now?: () => Date;
}

const newRoundId = (brand: string) => `${brand}-${randomBytes(12).toString('base64url')}`;

export function publicRound(row: RoundsTable, kind: GameKind | null): PublicRound {
  const open = row.status === 'open' || row.status === 'pending';
  const outcome = JSON.parse(row.outcome) as unknown;
  return {
    roundId: row.id,
    gameCode: row.game_code,
    mode: row.mode,
    betCents: row.bet_cents,
    winCents: row.status === 'settled' ? row.win_cents : null,
    jackpotCents: row.jackpot_cents,
    status: row.status,
    // An open round shows only what the player may see yet (never the cards or crash to come).
    outcome: open ? (kind?.openView ? kind.openView(outcome) : null) : outcome,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at,
    freeRoundsId: row.free_rounds_id ?? null,
  };
}

export function createRoundService(deps: RoundServiceDeps) {
  const { db, client, outbox } = deps;
  const now = deps.now ?? (() => new Date());

  function kindOf(session: GameSessionsTable): GameKind {
    const kind = deps.kinds(session.game_code);
    if (!kind) throw new PlayError('game.unavailable', 404);
    return kind;
  }

  function checkBet(gameCode: string, betCents: number) {
    const limits = deps.limits(gameCode);
    if (!limits) throw new PlayError('game.unavailable', 404);
    if (!fitsLimits(limits, betCents)) throw new PlayError('bet.invalid', 400);
  }

  /** Decides a round under the player's seed pair: the nonce is taken in `trx`. */
  async function decide(
    trx: ProviderDb,
    session: GameSessionsTable,
    kind: GameKind,
    betCents: number,
    choice: unknown,
  ) {
    for (;;) {
      const pair = await activeSeedPair(trx, session.brand, session.player_id, now());
      const nonce = await takeNonce(trx, pair);
      if (nonce === null) continue;
      let started: StartedRound;
      try {
        started = kind.start({
          betCents,
          draw: fairDraw(pair.server_seed, pair.client_seed, nonce),
          choice,
        });
      } catch (error) {
        if (error instanceof BetError || error instanceof RangeError) {
          throw new PlayError('bet.invalid', 400);
        }
        throw error;
      }
      return { pair, nonce, started };
    }
  }

  function roundRow(
    session: GameSessionsTable,
    kind: GameKind,
    betCents: number,
    decided: Awaited<ReturnType<typeof decide>>,
    status: RoundsTable['status'],
    at: Date,
    freeRoundsId: string | null = null,
  ): RoundsTable {
    const { pair, nonce, started } = decided;
    return {
      id: newRoundId(session.brand),
      brand: session.brand,
      player_id: session.player_id,
      session_id: session.id,
      game_code: session.game_code,
      engine: kind.engine,
      mode: session.mode,
      currency: session.currency,
      bet_cents: betCents,
      win_cents: started.winCents ?? 0,
      jackpot_cents: 0,
      status,
      outcome: JSON.stringify(started.outcome),
      seed_pair_id: pair.id,
      server_seed_hash: pair.server_seed_hash,
      client_seed: pair.client_seed,
      nonce,
      created_at: at.toISOString(),
      settled_at: status === 'settled' ? at.toISOString() : null,
      free_rounds_id: freeRoundsId,
    };
  }

  async function playFree(
    session: GameSessionsTable,
    kind: GameKind,
    betCents: number,
    choice: unknown,
  ) {
    const at = now();
    return db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const left = await takePlayMoney(t, session.id, betCents);
      const decided = await decide(t, session, kind, betCents, choice);
      const settled = decided.started.winCents !== null;
      if (!settled && kind.opened) {
        decided.started = {
          ...decided.started,
          outcome: kind.opened(decided.started.outcome, at.getTime()),
        };
      }
      const row = roundRow(session, kind, betCents, decided, settled ? 'settled' : 'open', at);
      const win = decided.started.winCents ?? 0;
      await t.insertInto('rounds').values(row).execute();
      if (win > 0) await addPlayMoney(t, session.id, win);
      const balance = left + win;
      return { round: publicRound(row, kind), balanceCents: balance };
    });
  }

  /** Settles a staked round with `winCents`: the credit is queued in the same transaction. */
  async function settle(
    trx: ProviderDb,
    round: RoundsTable,
    ended: StartedRound,
    at: Date,
  ): Promise<RoundsTable> {
    let win = ended.winCents ?? 0;
    let jackpotWin = 0;
    const rule = deps.jackpot(round.game_code);
    // A free round staked nothing into the pool, so it takes nothing out of it either.
    if (rule && round.mode === 'real' && !round.free_rounds_id) {
      jackpotWin = await rule.win(trx, round, ended.outcome, at);
      win += jackpotWin;
    }
    const settled: RoundsTable = {
      ...round,
      status: 'settled',
      win_cents: win,
      jackpot_cents: jackpotWin,
      outcome: JSON.stringify(ended.outcome),
      settled_at: at.toISOString(),
    };
    await trx
      .updateTable('rounds')
      .set({
        status: 'settled',
        win_cents: win,
        jackpot_cents: jackpotWin,
        outcome: settled.outcome,
        settled_at: settled.settled_at,
      })
      .where('id', '=', round.id)
      .execute();
    if (round.mode === 'real') {
      // Even a losing round gets its credit of 0: it closes the round on the operator's side.
      await enqueueRoundCall(trx, round, 'credit', win, at);
    } else {
      await addPlayMoney(trx, round.session_id, win);
    }
    return settled;
  }

  /** Voids a round whose stake may or may not have been taken: its rollback is queued. */
  async function voidRound(trx: ProviderDb, round: RoundsTable, at: Date) {
    await trx
      .updateTable('rounds')
      .set({ status: 'voided', settled_at: at.toISOString() })
      .where('id', '=', round.id)
      .execute();
    await trx
      .updateTable('wallet_calls')
      .set({ state: 'unknown', done_at: at.toISOString() })
      .where('transaction_id', '=', roundCallId(round.id, 'debit'))
      .where('state', '=', 'pending')
      .execute();
    await enqueueRoundCall(trx, round, 'rollback', round.bet_cents, at);
  }

  async function playReal(
    session: GameSessionsTable,
    kind: GameKind,
    betCents: number,
    choice: unknown,
  ) {
    const language = session.language as Language;
    const secret = await brandSecret(db, session.brand);
    if (!secret) throw new PlayError('game.unavailable', 503);
    const at = now();
    const round = await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const decided = await decide(t, session, kind, betCents, choice);
      const row = roundRow(session, kind, betCents, decided, 'pending', at);
      await t.insertInto('rounds').values(row).execute();
      const debitCall = await enqueueRoundCall(t, row, 'debit', betCents, at, session.wallet_token);
      return { row, started: decided.started, debitCall };
    });
    // The debit's answer is recorded below, with what it decides (one commit, not two).
    const debit = await outbox.deliver(round.debitCall, language, false);
    if (debit?.kind === 'ok') {
      const after = now();
      const settledRow = await db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        await t
          .updateTable('wallet_calls')
          .set({ state: 'done', attempts: 1, done_at: after.toISOString() })
          .where('transaction_id', '=', round.debitCall.transaction_id)
          .execute();
        // The stake is in: a jackpot game's contribution goes to the pool now.
        const rule = deps.jackpot(session.game_code);
        if (rule) await rule.contribute(t, session.brand, session.currency, betCents, after);
        if (round.started.winCents === null) {
          const outcome = JSON.stringify(
            kind.opened
              ? kind.opened(round.started.outcome, after.getTime())
              : round.started.outcome,
          );
          await t
            .updateTable('rounds')
            .set({ status: 'open', outcome })
            .where('id', '=', round.row.id)
            .execute();
          return { ...round.row, status: 'open' as const, outcome };
        }
        return settle(t, round.row, round.started, after);
      });
      let balance = debit.value.balanceCents;
      if (settledRow.status === 'settled') {
        const credit = await outbox.deliver(roundCallId(round.row.id, 'credit'), language);
        balance =
          credit?.kind === 'ok'
            ? credit.value.balanceCents
            : balance === null
              ? null
              : balance + settledRow.win_cents;
      }
      return { round: publicRound(settledRow, kind), balanceCents: balance };
    }
    if (debit?.kind === 'refused' && ![401, 408, 429, 503].includes(debit.status)) {
      await db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        await t
          .updateTable('rounds')
          .set({ status: 'refused' })
          .where('id', '=', round.row.id)
          .execute();
        await t
          .updateTable('wallet_calls')
          .set({
            state: 'refused',
            attempts: 1,
            last_error: debit.errorCode.slice(0, 200),
            done_at: now().toISOString(),
          })
          .where('transaction_id', '=', roundCallId(round.row.id, 'debit'))
          .execute();
      });
      throw new PlayError(debit.errorCode, debit.status, debit.message);
    }
    // No answer (or one that may change): the stake's fate is unknown, so the round is void.
    await db
      .transaction()
      .execute((trx) => voidRound(trx as unknown as ProviderDb, round.row, now()));
    // Sent at once (the outbox retries it if this fails): the player learns the stake is back.
    await outbox.deliver(roundCallId(round.row.id, 'rollback'), language);
    throw new PlayError('round.voided', 503);
  }

  /**
   * A free round (decision 061): the grant's bet, the same fair draw, one round taken from the
   * grant in the transaction that writes the round, and no debit: only its credit (even of 0),
   * naming the grant, queued with it and sent at once.
   */
  async function playFreeRound(
    session: GameSessionsTable,
    grantId: string,
    betCents: number | undefined,
    choice: unknown,
  ): Promise<RoundAnswer> {
    const kind = kindOf(session);
    if (session.mode !== 'real' || !takesFreeRounds(kind)) {
      throw new PlayError('free.rounds.unavailable', 409);
    }
    const language = session.language as Language;
    const secret = await brandSecret(db, session.brand);
    if (!secret) throw new PlayError('game.unavailable', 503);
    const at = now();
    const played = await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const grant = await takeFreeRound(t, session, grantId, at);
      if (!grant) throw new PlayError('free.rounds.unavailable', 409);
      // Every round of a grant is played at its bet: the operator caps its wins by that bet.
      if (betCents !== undefined && betCents !== grant.bet_cents) {
        throw new PlayError('bet.invalid', 400);
      }
      checkBet(session.game_code, grant.bet_cents);
      const decided = await decide(t, session, kind, grant.bet_cents, choice);
      if (decided.started.winCents === null) throw new Error('a free round settles at once');
      const row = roundRow(session, kind, grant.bet_cents, decided, 'settled', at, grantId);
      await t.insertInto('rounds').values(row).execute();
      const credit = await enqueueRoundCall(t, row, 'credit', row.win_cents, at);
      return { row, credit, next: await freeRoundsOffer(t, session, at) };
    });
    const credit = await outbox.deliver(played.credit, language);
    if (credit?.kind === 'refused' && ![401, 408, 429, 503].includes(credit.status)) {
      // The operator will not pay it: the round is void of effect, as a refused stake is.
      await db
        .updateTable('rounds')
        .set({ status: 'refused' })
        .where('id', '=', played.row.id)
        .execute();
      if (credit.errorCode === FREE_ROUNDS_REFUSED) {
        await closeFreeRounds(db, session.brand, grantId);
      }
      throw new PlayError(credit.errorCode, credit.status, credit.message);
    }
    return {
      round: publicRound(played.row, kind),
      balanceCents: credit?.kind === 'ok' ? credit.value.balanceCents : null,
      freeRounds: played.next,
    };
  }

  return {
    /** Starts a round of the session's game with this bet and the player's choices. */
    async play(
      session: GameSessionsTable,
      betCents: number,
      choice: unknown,
    ): Promise<RoundAnswer> {
      const kind = kindOf(session);
      checkBet(session.game_code, betCents);
      return session.mode === 'free'
        ? playFree(session, kind, betCents, choice)
        : playReal(session, kind, betCents, choice);
    },

    playFreeRound,

    /** The player's next step in an open round (hold and draw, cash out). */
    async act(session: GameSessionsTable, roundId: string, action: unknown): Promise<RoundAnswer> {
      const kind = kindOf(session);
      if (!kind.act) throw new PlayError('round.not.open', 409);
      const at = now();
      const settled = await db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        const round = await lockingRows(
          t,
          t
            .selectFrom('rounds')
            .selectAll()
            .where('id', '=', roundId)
            .where('session_id', '=', session.id),
        ).executeTakeFirst();
        if (!round || round.status !== 'open') throw new PlayError('round.not.open', 409);
        let ended: StartedRound;
        try {
          ended = kind.act!(
            {
              betCents: round.bet_cents,
              outcome: JSON.parse(round.outcome),
              createdAtMs: Date.parse(round.created_at),
            },
            action,
            at.getTime(),
          );
        } catch (error) {
          if (error instanceof BetError || error instanceof RangeError) {
            throw new PlayError('action.invalid', 400);
          }
          throw error;
        }
        if (ended.winCents === null) {
          await t
            .updateTable('rounds')
            .set({ outcome: JSON.stringify(ended.outcome) })
            .where('id', '=', round.id)
            .execute();
          return { ...round, outcome: JSON.stringify(ended.outcome) };
        }
        return settle(t, round, ended, at);
      });
      let balance: number | null = null;
      if (settled.mode === 'real' && settled.status === 'settled') {
        const credit = await outbox.deliver(
          roundCallId(settled.id, 'credit'),
          session.language as Language,
        );
        balance = credit?.kind === 'ok' ? credit.value.balanceCents : null;
      } else if (settled.mode === 'free') {
        balance = await playMoney(db, session.id);
      }
      return { round: publicRound(settled, kind), balanceCents: balance };
    },

    /**
     * Recovery and housekeeping, run by the sweep on every instance start and then regularly:
     * rounds whose debit never got an answer (this process died, or the call hangs past its
     * timeout) are voided and rolled back; open rounds past their engine's patience end as
     * the engine says (a stand, a crash).
     */
    async recover(timeoutMs: number): Promise<number> {
      const at = now();
      const stale = new Date(at.getTime() - timeoutMs - 5_000).toISOString();
      const pending = await db
        .selectFrom('rounds')
        .selectAll()
        .where('status', '=', 'pending')
        .where('created_at', '<', stale)
        .limit(100)
        .execute();
      for (const round of pending) {
        await db.transaction().execute(async (trx) => {
          const t = trx as unknown as ProviderDb;
          const again = await lockingRows(
            t,
            t.selectFrom('rounds').select('status').where('id', '=', round.id),
          ).executeTakeFirst();
          if (again?.status === 'pending') await voidRound(t, round, at);
        });
      }
      const open = await db
        .selectFrom('rounds')
        .selectAll()
        .where('status', '=', 'open')
        .limit(200)
        .execute();
      let ended = 0;
      for (const round of open) {
        const kind = deps.kinds(round.game_code);
        const result = kind?.expire?.(
          {
            betCents: round.bet_cents,
            outcome: JSON.parse(round.outcome),
            createdAtMs: Date.parse(round.created_at),
          },
          at.getTime(),
        );
        if (!result) continue;
        await db.transaction().execute(async (trx) => {
          const t = trx as unknown as ProviderDb;
          const again = await lockingRows(
            t,
            t.selectFrom('rounds').selectAll().where('id', '=', round.id),
          ).executeTakeFirst();
          if (again?.status === 'open') {
            await settle(t, again, result, at);
            ended += 1;
          }
        });
      }
      return pending.length + ended;
    },

    /** The operator's balance of this player (real play) or the session's play money. */
    async balance(session: GameSessionsTable): Promise<number | null> {
      if (session.mode === 'free') return session.play_balance_cents;
      const secret = await brandSecret(db, session.brand);
      if (!secret) return null;
      const body = JSON.stringify({ playerId: session.player_id });
      const answer = await client.call(
        session.brand,
        secret,
        WALLET_PATHS.balance,
        body,
        VendorBalanceValue,
      );
      return answer.kind === 'ok' ? answer.value.balanceCents : null;
    },
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
