import type { Language } from '@app/contracts';
import type { ProviderDb } from '../db/database.ts';
import type { WalletCallsTable } from '../db/schema.ts';
import { ProviderError } from '../http.ts';
import { PlayError } from '../play/rounds.ts';
import { enqueueWalletCall, type Outbox } from './outbox.ts';

/**
 * Taking a stake outside the round service (a table bet, a card seat's buy-in, a bet slip):
 * the debit was written to the outbox with what it pays for; it is sent once, and its answer
 * says what happens to that. Acknowledged: the stake is in. Refused for good: nothing moved.
 * No answer (or one a retry could change): nobody knows, so the caller voids what it paid for
 * and queues the debit's rollback with `rollBackDebit`.
 */
export type StakeAnswer =
  | { kind: 'ok'; balanceCents: number | null }
  | { kind: 'refused'; error: PlayError }
  | { kind: 'unknown' };

const RETRYABLE = [401, 408, 429, 503];

export async function sendDebit(
  db: ProviderDb,
  outbox: Outbox,
  debit: WalletCallsTable,
  language: Language,
): Promise<StakeAnswer> {
  const answer = await outbox.deliver(debit, language, false);
  const at = new Date().toISOString();
  if (answer?.kind === 'ok') {
    await db
      .updateTable('wallet_calls')
      .set({ state: 'done', attempts: 1, done_at: at })
      .where('transaction_id', '=', debit.transaction_id)
      .where('state', '=', 'pending')
      .execute();
    return { kind: 'ok', balanceCents: answer.value.balanceCents };
  }
  if (answer?.kind === 'refused' && !RETRYABLE.includes(answer.status)) {
    await db
      .updateTable('wallet_calls')
      .set({
        state: 'refused',
        attempts: 1,
        last_error: answer.errorCode.slice(0, 200),
        done_at: at,
      })
      .where('transaction_id', '=', debit.transaction_id)
      .where('state', '=', 'pending')
      .execute();
    return {
      kind: 'refused',
      error: new PlayError(answer.errorCode, answer.status, answer.message),
    };
  }
  return { kind: 'unknown' };
}

/** The rollback id of a debit. */
export const rollbackIdOf = (debitId: string) => `${debitId}-R`;

/**
 * Marks a debit whose answer never came as unknown and queues its rollback (in the caller's
 * transaction, with whatever it voids): the operator reverses the bet if it took it, or
 * cancels the id if it did not.
 */
export async function rollBackDebit(
  trx: ProviderDb,
  debit: Pick<WalletCallsTable, 'transaction_id' | 'brand' | 'round_id' | 'player_id'> & {
    gameCode: string;
  },
  amountCents: number,
  now: Date,
): Promise<WalletCallsTable | null> {
  const marked = await trx
    .updateTable('wallet_calls')
    .set({ state: 'unknown', done_at: now.toISOString() })
    .where('transaction_id', '=', debit.transaction_id)
    .where('state', 'in', ['pending', 'done'])
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return null;
  return enqueueWalletCall(
    trx,
    {
      transactionId: rollbackIdOf(debit.transaction_id),
      kind: 'rollback',
      roundId: debit.round_id,
      brand: debit.brand,
      playerId: debit.player_id,
      gameCode: debit.gameCode,
      amountCents,
      betTransactionId: debit.transaction_id,
    },
    now,
  );
}

/**
 * A stake whose debit got no answer: in one transaction the caller voids what it paid for and
 * the debit's rollback is queued; the rollback goes at once (the sweep retries it), and the
 * player is told the stake comes back (503 `round.voided`).
 */
export async function abandonDebit(
  db: ProviderDb,
  outbox: Outbox,
  debit: WalletCallsTable,
  gameCode: string,
  voidWhatItPaid: (t: ProviderDb) => Promise<unknown>,
  now: Date,
): Promise<never> {
  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as ProviderDb;
    await voidWhatItPaid(t);
    await rollBackDebit(t, { ...debit, gameCode }, debit.amount_cents, now);
  });
  outbox.deliver(rollbackIdOf(debit.transaction_id)).catch(() => undefined);
  throw new ProviderError('round.voided', 503);
}
