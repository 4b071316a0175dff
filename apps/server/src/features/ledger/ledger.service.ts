import type { LedgerKind } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { checkStake, STAKE_KINDS } from '../player-protection/index.ts';
import { accountIds, ownerKey, type LedgerAccountRef } from './account-ids.ts';
import {
  balanceByOwner,
  claimKey,
  insertEntries,
  moveBalance,
  setMemberBalance,
  transferByKey,
} from './transfer-statements.ts';
import { writeTransaction } from './write-transaction.ts';
import { publishAfterCommit } from '../live/index.ts';

export { ownerKey, writeTransaction };
export type { LedgerAccountRef };

/**
 * The double-entry ledger (issue 4, ARCHITECTURE.md money rules). Every change of money is one
 * transfer between two accounts, written in one transaction with both balances and one entry
 * per side. House and vendor accounts may go negative; a member's account never does (a
 * refused debit changes nothing). Every transfer carries an idempotency key, unique per
 * merchant: a repeat returns the first result and moves nothing; the same key with another
 * request hash is refused with ledger.idempotency.conflict.
 *
 * Concurrency: on SQLite a transfer runs in BEGIN IMMEDIATE (the write lock is taken up front,
 * so no two transfers interleave); on PostgreSQL a member debit is a conditional update
 * (`balance_cents >= amount`), rows are locked in id order, and serialization failures and
 * deadlocks (40001, 40P01) are retried.
 */

export interface TransferInput {
  idempotencyKey: string; // unique per merchant
  from: LedgerAccountRef;
  to: LedgerAccountRef;
  amountCents: number; // positive integer
  kind: LedgerKind; // contracts' LEDGER_KINDS: the account record has a label for each
  reference?: string; // e.g. vendor tx id or round id
  requestHash?: string; // canonical hash of the request body the key was first used with
  /** Epoch ms of the transfer: transfer(ctx, ...) sets the app clock (decision 048). */
  now?: number;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  createdAt: string;
  /** balance after this transfer of the member account involved (if any) */
  memberBalanceCents: number | null;
}

type Db = Kysely<Database>;

/** Thrown inside the transaction to undo it when the key turned out to be taken already. */
class KeyTaken extends Error {}

function validate(input: TransferInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`ledger amount must be a positive integer of cents: ${input.amountCents}`);
  }
  if (!input.idempotencyKey || input.idempotencyKey.length > 160) {
    throw new Error('ledger idempotency key must be 1 to 160 characters');
  }
  if (ownerKey(input.from) === ownerKey(input.to)) {
    throw new Error('ledger transfer needs two different accounts');
  }
  for (const ref of [input.from, input.to]) {
    if (
      (ref.kind === 'member' || ref.kind === 'member-bonus') &&
      !Number.isSafeInteger(ref.memberId)
    ) {
      throw new Error('ledger member id must be an integer');
    }
  }
}

async function existing(
  db: Db,
  merchantCode: string,
  idempotencyKey: string,
): Promise<(TransferResult & { requestHash: string }) | null> {
  const [row] = await transferByKey(db, { merchantCode, idempotencyKey });
  if (!row) return null;
  return {
    transferId: Number(row.id),
    replayed: true,
    createdAt: row.created_at,
    memberBalanceCents: row.member_balance_cents === null ? null : Number(row.member_balance_cents),
    requestHash: row.request_hash,
  };
}

function replay(
  found: TransferResult & { requestHash: string },
  requestHash: string | undefined,
): TransferResult {
  if (requestHash && found.requestHash && requestHash !== found.requestHash) {
    throw new AppError('ledger.idempotency.conflict', 409);
  }
  const { requestHash: _ignored, ...result } = found;
  return result;
}

async function applyTransfer(
  db: Db,
  merchantCode: string,
  input: TransferInput,
  ctx?: AppContext,
): Promise<TransferResult> {
  // No lookup of the key first (decision 051): a repeat finds it taken at the claim below and
  // is replayed by transferIn, so the usual transfer saves a query. Nothing is written before
  // the claim but missing accounts (idempotent), so a replay still moves nothing.
  const now = input.now ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const [fromId, toId] = await accountIds(db, merchantCode, [input.from, input.to], nowIso);

  // Claim the key first: a concurrent transfer with the same key waits on the unique index
  // (PostgreSQL) and then finds it taken, so money moves at most once per key.
  const [claimed] = await claimKey(db, {
    merchantCode,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash ?? '',
    kind: input.kind,
    reference: input.reference ?? '',
    amountCents: input.amountCents,
    fromId,
    toId,
    createdAt: nowIso,
  });
  if (!claimed) throw new KeyTaken();
  const transferId = Number(claimed.id);

  // Player protection (decision 048): every stake a member makes passes one check, in this
  // transaction, whatever route it came by (spins, provider debits, lottery bets, later ones).
  // After the claim, so a repeat is replayed as before; a refusal undoes the claim with the
  // transaction, as a refused debit (wallet.insufficient.funds below) always has.
  // A stake of bonus money (decision 056) passes the exclusion, session and reality checks too;
  // wager and loss limits count the member's own money, so it adds nothing to them.
  const cashStake =
    input.from.kind === 'member' && (STAKE_KINDS as readonly string[]).includes(input.kind);
  const bonusStake = input.from.kind === 'member-bonus' && input.kind === 'bonus.bet';
  if (ctx && (cashStake || bonusStake)) {
    const memberId = (input.from as { memberId: number }).memberId;
    await checkStake({ ...ctx, db }, memberId, fromId, cashStake ? input.amountCents : 0, now);
  }

  const amount = input.amountCents;
  const balances = new Map<number, number>();
  // Rows change in id order, so two transfers over the same pair never wait on each other crosswise.
  const sides = [
    { id: fromId, delta: -amount, ref: input.from },
    { id: toId, delta: amount, ref: input.to },
  ].sort((a, b) => a.id - b.id);
  for (const side of sides) {
    balances.set(side.id, await moveBalance(db, merchantCode, side, nowIso));
  }

  const memberId =
    input.from.kind === 'member' ? fromId : input.to.kind === 'member' ? toId : undefined;
  const memberBalanceCents = memberId === undefined ? null : balances.get(memberId)!;
  if (memberBalanceCents !== null) {
    await setMemberBalance(db, { transferId, memberBalanceCents });
  }
  await insertEntries(db, {
    transferId,
    fromId,
    fromAmountCents: -amount,
    fromBalanceCents: balances.get(fromId)!,
    toId,
    toAmountCents: amount,
    toBalanceCents: balances.get(toId)!,
    createdAt: nowIso,
  });
  // The member's open pages refetch their balance (decision 062).
  for (const ref of [input.from, input.to]) {
    if (ref.kind === 'member' || ref.kind === 'member-bonus') {
      publishAfterCommit(db, ctx?.live, { type: 'balance', memberId: ref.memberId });
    }
  }
  return { transferId, replayed: false, createdAt: nowIso, memberBalanceCents };
}

/**
 * Moves `amountCents` from one account to another, once per idempotency key. Joins the
 * caller's transaction when ctx.db is one (so e.g. a member and its opening credit commit
 * together).
 */
export function transfer(ctx: AppContext, input: TransferInput): Promise<TransferResult> {
  return transferIn(ctx.db, ctx.merchantCode, { ...input, now: input.now ?? nowMs(ctx) }, ctx);
}

/** `transfer` for callers without an app context (the seed). */
export async function transferIn(
  db: Db,
  merchantCode: string,
  input: TransferInput,
  /** The app's context: with it a member's stake passes the player-protection check. */
  ctx?: AppContext,
): Promise<TransferResult> {
  validate(input);
  // Counted for the metrics (decision 060) once the outcome is known; a transfer that joined
  // the caller's transaction counts as written even if that transaction is undone later.
  const count = (outcome: 'written' | 'replayed' | 'refused') =>
    ctx?.metrics?.ledgerTransfers.inc({ kind: input.kind, outcome });
  try {
    const result = await writeTransaction(db, (trx) =>
      applyTransfer(trx, merchantCode, input, ctx),
    );
    count('written');
    return result;
  } catch (error) {
    if (!(error instanceof KeyTaken)) {
      if (error instanceof AppError) count('refused');
      throw error;
    }
    const found = await existing(db, merchantCode, input.idempotencyKey);
    if (!found)
      throw new Error('ledger key taken but its transfer is not visible', { cause: error });
    const result = replay(found, input.requestHash);
    count('replayed');
    return result;
  }
}

/** An account's balance in cents; 0 before the account exists. */
export async function accountBalance(ctx: AppContext, ref: LedgerAccountRef): Promise<number> {
  const [row] = await balanceByOwner(ctx.db, {
    merchantCode: ctx.merchantCode,
    ownerKey: ownerKey(ref),
  });
  return row ? Number(row.balance_cents) : 0;
}

/** The member's (cash) balance in cents; 0 before its account exists. */
export function memberBalance(ctx: AppContext, memberId: number): Promise<number> {
  return accountBalance(ctx, { kind: 'member', memberId });
}

/** The transfer made under this key (as a replay), or null. */
export async function findTransfer(
  ctx: AppContext,
  idempotencyKey: string,
): Promise<TransferResult | null> {
  const found = await existing(ctx.db, ctx.merchantCode, idempotencyKey);
  return found ? replay(found, undefined) : null;
}
