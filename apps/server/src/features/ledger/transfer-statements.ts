import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { forgetAccountIds, ownerKey, type LedgerAccountRef } from './account-ids.ts';
import { RunAgain } from './write-transaction.ts';

/**
 * The ledger's statements, compiled once per database (decision 051, second pass): a transfer
 * runs them on every bet, win and payment.
 */
type Db = Kysely<Database>;

export const transferByKey = prepared((db, p: { merchantCode: string; idempotencyKey: string }) =>
  db
    .selectFrom('ledger_transfers')
    .select(['id', 'created_at', 'member_balance_cents', 'request_hash'])
    .where('merchant_code', '=', p.merchantCode)
    .where('idempotency_key', '=', p.idempotencyKey),
);

export const balanceByOwner = prepared((db, p: { merchantCode: string; ownerKey: string }) =>
  db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('merchant_code', '=', p.merchantCode)
    .where('owner_key', '=', p.ownerKey),
);

export const claimKey = prepared(
  (
    db,
    p: {
      merchantCode: string;
      idempotencyKey: string;
      requestHash: string;
      kind: string;
      reference: string;
      amountCents: number;
      fromId: number;
      toId: number;
      createdAt: string;
    },
  ) =>
    db
      .insertInto('ledger_transfers')
      .values({
        merchant_code: p.merchantCode,
        idempotency_key: p.idempotencyKey,
        request_hash: p.requestHash,
        kind: p.kind,
        reference: p.reference,
        amount_cents: p.amountCents,
        from_account_id: p.fromId,
        to_account_id: p.toId,
        member_balance_cents: null,
        created_at: p.createdAt,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'idempotency_key']).doNothing())
      .returning('id'),
);

interface BalanceChange {
  id: number;
  merchantCode: string;
  ownerKey: string;
  delta: number;
  updatedAt: string;
}

/**
 * A balance change names the owner beside the id: a remembered id that no longer names that
 * owner's row (account-ids.ts) changes nothing instead of someone else's money.
 */
function changeBalance(db: Db, p: BalanceChange) {
  return db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', p.delta), updated_at: p.updatedAt }))
    .where('id', '=', p.id)
    .where('merchant_code', '=', p.merchantCode)
    .where('owner_key', '=', p.ownerKey);
}

const credit = prepared((db, p: BalanceChange) => changeBalance(db, p).returning('balance_cents'));

/** A member's debit: only while the balance covers it, so a member never goes below zero. */
const debitMember = prepared((db, p: BalanceChange & { amountCents: number }) =>
  changeBalance(db, p).where('balance_cents', '>=', p.amountCents).returning('balance_cents'),
);

const accountById = prepared((db, p: { id: number }) =>
  db
    .selectFrom('ledger_accounts')
    .select(['merchant_code', 'owner_key', 'balance_cents'])
    .where('id', '=', p.id),
);

export const setMemberBalance = prepared(
  (db, p: { transferId: number; memberBalanceCents: number }) =>
    db
      .updateTable('ledger_transfers')
      .set({ member_balance_cents: p.memberBalanceCents })
      .where('id', '=', p.transferId),
);

interface EntryPair {
  transferId: number;
  fromId: number;
  fromAmountCents: number;
  fromBalanceCents: number;
  toId: number;
  toAmountCents: number;
  toBalanceCents: number;
  createdAt: string;
}

/** Both sides' entries in one statement. */
export const insertEntries = prepared((db, p: EntryPair) =>
  db.insertInto('ledger_entries').values([
    {
      account_id: p.fromId,
      transfer_id: p.transferId,
      amount_cents: p.fromAmountCents,
      balance_after_cents: p.fromBalanceCents,
      created_at: p.createdAt,
    },
    {
      account_id: p.toId,
      transfer_id: p.transferId,
      amount_cents: p.toAmountCents,
      balance_after_cents: p.toBalanceCents,
      created_at: p.createdAt,
    },
  ]),
);

/**
 * Moves `side.delta` on one account; a member's debit (cash or bonus) is refused (wallet.insufficient.funds)
 * when the balance does not cover it. Answers the balance after.
 */
export async function moveBalance(
  db: Db,
  merchantCode: string,
  side: { id: number; delta: number; ref: LedgerAccountRef },
  updatedAt: string,
): Promise<number> {
  const change = {
    id: side.id,
    merchantCode,
    ownerKey: ownerKey(side.ref),
    delta: side.delta,
    updatedAt,
  };
  const [row] =
    side.delta < 0 && (side.ref.kind === 'member' || side.ref.kind === 'member-bonus')
      ? await debitMember(db, { ...change, amountCents: -side.delta })
      : await credit(db, change);
  if (row) return Number(row.balance_cents);
  const [current] = await accountById(db, { id: side.id });
  if (!current || current.merchant_code !== merchantCode || current.owner_key !== change.ownerKey) {
    // A remembered id gone wrong: forget them all, undo, and run again with fresh ids.
    forgetAccountIds(db);
    throw new RunAgain(`ledger account ${side.id} is not ${change.ownerKey}`);
  }
  throw new AppError('wallet.insufficient.funds', 409, '', {
    balanceCents: Number(current.balance_cents),
  });
}
