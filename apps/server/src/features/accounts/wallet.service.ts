import type { Kysely, Selectable } from 'kysely';
import type { Database, LedgerEntriesTable } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';

/**
 * Money moves (ARCHITECTURE.md): every balance change is a ledger entry written in the same
 * transaction as the balance, a balance never goes below zero, and every move carries an
 * idempotency key: a repeated key returns the first entry and moves nothing.
 */
export type LedgerEntry = Selectable<LedgerEntriesTable>;

export interface LedgerMove {
  memberId: number;
  /** Positive integer cents; credit adds it, debit takes it away. */
  amountCents: number;
  /** What the move is for, e.g. 'trial.credit', 'seed.opening'. */
  kind: string;
  /** Globally unique: include the merchant and the business reference. */
  idempotencyKey: string;
  reference?: string;
  now?: Date;
}

/**
 * Runs inside the caller's transaction when given one (so a member and its opening balance
 * commit together), else in a transaction of its own.
 */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function move(db: Kysely<Database>, entry: LedgerMove, sign: 1 | -1): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new Error(`ledger amount must be a positive integer of cents: ${entry.amountCents}`);
  }
  const delta = sign * entry.amountCents;
  const nowIso = (entry.now ?? new Date()).toISOString();
  return inTransaction(db, async (trx) => {
    // The key is claimed first: a concurrent move with the same key waits on the unique index
    // and then finds it taken, so money moves at most once per key.
    const claimed = await trx
      .insertInto('ledger_entries')
      .values({
        member_id: entry.memberId,
        amount_cents: delta,
        balance_after_cents: 0,
        kind: entry.kind,
        idempotency_key: entry.idempotencyKey,
        reference: entry.reference ?? '',
        created_at: nowIso,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      return trx
        .selectFrom('ledger_entries')
        .selectAll()
        .where('idempotency_key', '=', entry.idempotencyKey)
        .executeTakeFirstOrThrow();
    }
    if (sign === 1) {
      await trx
        .insertInto('wallets')
        .values({ member_id: entry.memberId, updated_at: nowIso })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
    const wallet = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: nowIso }))
      .where('member_id', '=', entry.memberId)
      .where((eb) => eb(eb('balance_cents', '+', delta), '>=', 0))
      .returning('balance_cents')
      .executeTakeFirst();
    if (!wallet) throw new AppError('wallet.insufficient.funds', 409);
    return trx
      .updateTable('ledger_entries')
      .set({ balance_after_cents: Number(wallet.balance_cents) })
      .where('id', '=', claimed.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export function credit(db: Kysely<Database>, entry: LedgerMove): Promise<LedgerEntry> {
  return move(db, entry, 1);
}

/** Refused with wallet.insufficient.funds (nothing written) when the balance would go below 0. */
export function debit(db: Kysely<Database>, entry: LedgerMove): Promise<LedgerEntry> {
  return move(db, entry, -1);
}

/** The member's balance in cents; 0 without a wallet row. */
export async function walletBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? Number(row.balance_cents) : 0;
}
