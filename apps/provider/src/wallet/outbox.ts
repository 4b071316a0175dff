import type { Language, VendorTransactionValue, WalletCallKind } from '@app/contracts';
import { VendorTransactionValue as TransactionAnswer } from '@app/contracts';
import { brandSecret } from '../brands.ts';
import type { ProviderDb } from '../db/database.ts';
import type { WalletCallsTable } from '../db/schema.ts';
import { WALLET_PATHS, type OperatorClient, type WalletAnswer } from './operator-client.ts';

/**
 * Every wallet call the provider makes is first a row of `wallet_calls` (the outbox), written
 * in the transaction that decided it, then sent. A credit or rollback that gets no answer stays
 * `pending` and is sent again with the same transaction id and the same bytes, with backoff,
 * until the operator acknowledges it, across restarts of either side: the operator's
 * idempotency makes the retry harmless, so nothing is paid twice and nothing is lost.
 */

/** Backoff after the n-th failed attempt: 1 s, 2 s, 4 s ... up to a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * An answer that ends a credit or rollback for good: the operator said yes, or said no for a
 * reason a retry cannot change. A bad signature (a secret being rotated), a throttle or
 * maintenance may pass: those are retried like silence.
 */
function isFinal(answer: WalletAnswer<unknown>): boolean {
  if (answer.kind === 'ok') return true;
  if (answer.kind === 'unanswered') return false;
  return ![401, 408, 429, 503].includes(answer.status);
}

/** The wallet call of a round of each kind: its id is the round's with the kind's suffix. */
export function roundCallId(roundId: string, kind: WalletCallKind): string {
  return `${roundId}-${kind === 'debit' ? 'D' : kind === 'credit' ? 'C' : 'R'}`;
}

export interface CallRound {
  id: string;
  brand: string;
  player_id: string;
  game_code: string;
  /** A free round's grant: its credit names it instead of a bet (decision 061). */
  free_rounds_id?: string | null;
}

/** One wallet call of any game: a table seat's bets, a card seat's buy-in, a bet slip. */
export interface WalletCall {
  transactionId: string;
  kind: WalletCallKind;
  /** The operator's round: a credit needs a debit of it, a rollback names it. */
  roundId: string;
  brand: string;
  playerId: string;
  gameCode: string;
  amountCents: number;
  /** The debit a credit or rollback belongs to (a rollback reverses exactly that one). */
  betTransactionId?: string;
  /** A debit names the player by the launch token (it needs the member's session live). */
  walletToken?: string;
  /** A free round's credit: the operator's grant it counts down, with no bet before it. */
  freeRoundsId?: string;
}

/**
 * Writes a wallet call into the outbox (in the caller's transaction) with the exact body the
 * wallet's schema takes for it (api/vendor-wallet.ts): a debit names the player by the launch
 * token, a credit or rollback by the player id (it must land after the player left).
 */
export async function enqueueWalletCall(
  trx: ProviderDb,
  call: WalletCall,
  now: Date,
): Promise<WalletCallsTable> {
  const { transactionId, roundId, amountCents, betTransactionId, freeRoundsId } = call;
  if (freeRoundsId !== undefined && (call.kind !== 'credit' || betTransactionId !== undefined)) {
    throw new Error('only a credit without a bet names free rounds');
  }
  const body =
    call.kind === 'debit'
      ? { token: call.walletToken, transactionId, roundId, gameId: call.gameCode, amountCents }
      : call.kind === 'credit'
        ? {
            playerId: call.playerId,
            transactionId,
            roundId,
            gameId: call.gameCode,
            ...(betTransactionId ? { betTransactionId } : {}),
            ...(freeRoundsId ? { freeRoundsId } : {}),
            amountCents,
          }
        : { playerId: call.playerId, transactionId, betTransactionId, roundId };
  const row: WalletCallsTable = {
    transaction_id: transactionId,
    brand: call.brand,
    kind: call.kind,
    round_id: roundId,
    player_id: call.playerId,
    amount_cents: amountCents,
    bet_transaction_id: call.kind === 'debit' ? null : (betTransactionId ?? null),
    body: JSON.stringify(body),
    state: 'pending',
    attempts: 0,
    next_attempt_at: now.toISOString(),
    last_error: null,
    created_at: now.toISOString(),
    done_at: null,
    free_rounds_id: freeRoundsId ?? null,
  };
  await trx.insertInto('wallet_calls').values(row).execute();
  return row;
}

/**
 * A round's debit, credit or rollback: its id is the round's with the kind's suffix. A free
 * round has only its credit, which names the grant instead of a debit.
 */
export function enqueueRoundCall(
  trx: ProviderDb,
  round: CallRound,
  kind: WalletCallKind,
  amountCents: number,
  now: Date,
  walletToken?: string,
): Promise<WalletCallsTable> {
  const grant = round.free_rounds_id ?? undefined;
  return enqueueWalletCall(
    trx,
    {
      transactionId: roundCallId(round.id, kind),
      kind,
      roundId: round.id,
      brand: round.brand,
      playerId: round.player_id,
      gameCode: round.game_code,
      amountCents,
      ...(grant !== undefined
        ? { freeRoundsId: grant }
        : kind === 'debit'
          ? {}
          : { betTransactionId: roundCallId(round.id, 'debit') }),
      ...(walletToken === undefined ? {} : { walletToken }),
    },
    now,
  );
}

export interface Outbox {
  /** Sends one pending call now; its answer (or silence) updates its row. */
  deliver(
    call: string | WalletCallsTable,
    language?: Language,
    /** false: the caller records the answer itself, in the transaction that acts on it. */
    record?: boolean,
  ): Promise<WalletAnswer<VendorTransactionValue> | null>;
  /** Sends every pending credit and rollback that is due; answers how many were settled. */
  sweep(now?: Date): Promise<number>;
}

export function createOutbox(
  db: ProviderDb,
  client: OperatorClient,
  clock: () => Date = () => new Date(),
): Outbox {
  /** Calls being sent by this process, so a sweep never sends one twice at once. */
  const inFlight = new Set<string>();

  async function send(row: WalletCallsTable, language?: Language, record = true) {
    const secret = await brandSecret(db, row.brand);
    const answer: WalletAnswer<VendorTransactionValue> = secret
      ? await client.call(
          row.brand,
          secret,
          WALLET_PATHS[row.kind],
          row.body,
          TransactionAnswer,
          language,
        )
      : { kind: 'unanswered', reason: `brand ${row.brand} is disabled` };
    if (!record) return answer;
    const now = clock();
    if (isFinal(answer)) {
      await db
        .updateTable('wallet_calls')
        .set({
          state: answer.kind === 'ok' ? 'done' : 'refused',
          attempts: row.attempts + 1,
          last_error: answer.kind === 'refused' ? answer.errorCode.slice(0, 200) : null,
          done_at: now.toISOString(),
        })
        .where('transaction_id', '=', row.transaction_id)
        .where('state', '=', 'pending')
        .execute();
    } else {
      const attempts = row.attempts + 1;
      await db
        .updateTable('wallet_calls')
        .set({
          attempts,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          last_error: (answer.kind === 'refused'
            ? answer.errorCode
            : answer.kind === 'unanswered'
              ? answer.reason
              : 'not final'
          ).slice(0, 200),
        })
        .where('transaction_id', '=', row.transaction_id)
        .where('state', '=', 'pending')
        .execute();
    }
    return answer;
  }

  return {
    async deliver(call, language, record = true) {
      const transactionId = typeof call === 'string' ? call : call.transaction_id;
      if (inFlight.has(transactionId)) return null;
      inFlight.add(transactionId);
      try {
        // The row just written needs no reading back; an id is looked up (still pending?).
        const row =
          typeof call !== 'string'
            ? call
            : await db
                .selectFrom('wallet_calls')
                .selectAll()
                .where('transaction_id', '=', transactionId)
                .where('state', '=', 'pending')
                .executeTakeFirst();
        return row ? await send(row, language, record) : null;
      } finally {
        inFlight.delete(transactionId);
      }
    },
    async sweep(now = clock()) {
      const due = await db
        .selectFrom('wallet_calls')
        .selectAll()
        .where('state', '=', 'pending')
        .where('kind', 'in', ['credit', 'rollback'])
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('created_at')
        .limit(100)
        .execute();
      let settled = 0;
      for (const row of due) {
        if (inFlight.has(row.transaction_id)) continue;
        inFlight.add(row.transaction_id);
        try {
          if (isFinal(await send(row))) settled += 1;
        } finally {
          inFlight.delete(row.transaction_id);
        }
      }
      return settled;
    },
  };
}
