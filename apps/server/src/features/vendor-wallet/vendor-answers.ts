import { createHash } from 'node:crypto';
import type { VendorTransactionValue } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';

/**
 * What a vendor's money call answered, kept in vendor_transactions under its transaction id: a
 * repeat of the same body gets the same answer, another body under the id is refused, and a
 * refused call keeps only its body's hash (decision 028).
 */
export type VendorTransactionType = 'debit' | 'credit' | 'rollback';

/** JSON with object keys sorted at every level: the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function ledgerKey(vendorCode: string, type: VendorTransactionType, id: string): string {
  return `vendor:${vendorCode}:${type}:${id}`;
}

/**
 * The stored answer of a vendor transaction; a different body under the same id is refused.
 * Found, it is a vendor's retry of a call that went through (counted, decision 060).
 */
export async function storedAnswer(
  ctx: AppContext,
  vendorCode: string,
  type: VendorTransactionType,
  transactionId: string,
  hash: string,
): Promise<VendorTransactionValue | null> {
  const answer = await answerOf(ctx, vendorCode, type, transactionId, hash);
  if (answer) ctx.metrics?.vendorWalletReplays.inc({ operation: type });
  return answer;
}

async function answerOf(
  ctx: AppContext,
  vendorCode: string,
  type: VendorTransactionType,
  transactionId: string,
  hash: string,
): Promise<VendorTransactionValue | null> {
  const row = await ctx.db
    .selectFrom('vendor_transactions')
    .select(['request_hash', 'response', 'refused'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('type', '=', type)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new AppError('ledger.idempotency.conflict', 409, transactionId);
  }
  // Refused before: the same body is asked again, and answered afresh.
  if (row.refused === 1) return null;
  return JSON.parse(row.response) as VendorTransactionValue;
}

export interface StoreInput {
  vendorCode: string;
  type: VendorTransactionType;
  transactionId: string;
  roundId: string | null;
  relatedTransactionId: string | null;
  memberId: number | null;
  amountCents: number;
  hash: string;
  answer: VendorTransactionValue;
}

/**
 * Keeps the answer of a transaction. Two identical calls racing both reach here after the
 * ledger moved the money once; the first row wins and both answer what it stored. A refused
 * earlier try of the same body becomes this answer.
 */
export async function storeAnswer(
  ctx: AppContext,
  input: StoreInput,
): Promise<VendorTransactionValue> {
  const row = {
    round_id: input.roundId,
    related_transaction_id: input.relatedTransactionId,
    member_id: input.memberId,
    amount_cents: input.amountCents,
    response: JSON.stringify(input.answer),
    refused: 0,
    created_at: new Date().toISOString(),
  };
  await ctx.db
    .insertInto('vendor_transactions')
    .values({
      ...row,
      merchant_code: ctx.merchantCode,
      vendor_code: input.vendorCode,
      type: input.type,
      transaction_id: input.transactionId,
      request_hash: input.hash,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'vendor_code', 'type', 'transaction_id'])
        .doUpdateSet(row)
        .where('vendor_transactions.refused', '=', 1)
        .where('vendor_transactions.request_hash', '=', input.hash),
    )
    .execute();
  // What a racing twin stored first, read back: not a retry.
  const stored = await answerOf(ctx, input.vendorCode, input.type, input.transactionId, input.hash);
  return stored ?? input.answer;
}

export interface RefusalInput {
  vendorCode: string;
  type: VendorTransactionType;
  transactionId: string;
  roundId: string | null;
  relatedTransactionId: string | null;
  hash: string;
}

/**
 * Runs a money call; when it is refused (a 4xx AppError: nothing moved, its transaction rolled
 * back), keeps the body's hash under its id without an answer, so the id cannot later be
 * spent on another body while the same body may be tried again.
 */
export async function keepingRefusals<T>(
  ctx: AppContext,
  refusal: RefusalInput,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof AppError &&
      error.status < 500 &&
      error.code !== 'ledger.idempotency.conflict'
    ) {
      await ctx.db
        .insertInto('vendor_transactions')
        .values({
          merchant_code: ctx.merchantCode,
          vendor_code: refusal.vendorCode,
          type: refusal.type,
          transaction_id: refusal.transactionId,
          round_id: refusal.roundId,
          related_transaction_id: refusal.relatedTransactionId,
          member_id: null,
          amount_cents: 0,
          request_hash: refusal.hash,
          response: '',
          refused: 1,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'vendor_code', 'type', 'transaction_id']).doNothing(),
        )
        .execute()
        // The refusal is the answer either way; failing to keep the hash must not hide it.
        .catch(() => undefined);
    }
    throw error;
  }
}
