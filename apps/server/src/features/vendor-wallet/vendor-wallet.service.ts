import { createHash } from 'node:crypto';
import type {
  VendorBalanceBody,
  VendorBalanceValue,
  VendorCreditBody,
  VendorDebitBody,
  VendorRollbackBody,
  VendorTransactionValue,
} from '@app/contracts';
import { AppError } from '../../errors.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { hashToken, withinLifetime } from '../../lib/sessions.ts';
import { memberBalance, transfer, writeTransaction } from '../ledger/ledger.service.ts';
import type { LedgerAccountRef, TransferResult } from '../ledger/ledger.service.ts';

/**
 * The seamless wallet: what a vendor's balance, debit (bet), credit (win) and rollback calls do
 * once their signature checked out. Every money call is keyed by the vendor's transaction id:
 * the ledger key `vendor:<code>:<type>:<transactionId>` moves money at most once, and the
 * answer is stored in vendor_transactions so a repeated call gets the same answer back.
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

const vendorAccount = (vendorCode: string): LedgerAccountRef => ({ kind: 'vendor', vendorCode });
const memberAccount = (memberId: number): LedgerAccountRef => ({ kind: 'member', memberId });

const currencyOf = async (ctx: AppContext) =>
  (await merchantCurrency(ctx.db, ctx.merchantCode)).code;

interface PlayerRef {
  token?: string | undefined;
  playerId?: string | undefined;
}

const playerInvalid = () => new AppError('vendor.player.invalid', 404);

/**
 * The member a call is about. `live`: the token must name a live session (a bet); otherwise a
 * token of an ended or expired session still names its member (wins and rollbacks arrive after
 * the player left). A playerId sent beside a token must name the same member.
 */
export async function resolvePlayer(
  ctx: AppContext,
  ref: PlayerRef,
  live: boolean,
  now: Date = new Date(),
): Promise<number> {
  let memberId: number | null = null;
  if (ref.token !== undefined) {
    const row = await ctx.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'members.id as memberId',
        'members.status as status',
        'members.merchant_code as merchantCode',
        'sessions.ended_at as endedAt',
        'sessions.expires_at as expiresAt',
        'sessions.last_seen_at as lastSeenAt',
      ])
      .where('sessions.token_hash', '=', hashToken(ref.token))
      .executeTakeFirst();
    if (!row || row.merchantCode !== ctx.merchantCode) throw playerInvalid();
    if (live) {
      const alive =
        row.endedAt === null && row.status === 'active' && withinLifetime(row, now.getTime());
      if (!alive) throw new AppError('vendor.session.invalid', 403);
    }
    memberId = row.memberId;
  }
  if (ref.playerId !== undefined) {
    const id = Number(ref.playerId);
    if (memberId !== null) {
      if (id !== memberId) throw playerInvalid();
    } else {
      const row = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('id', '=', id)
        .where('merchant_code', '=', ctx.merchantCode)
        .executeTakeFirst();
      if (!row) throw playerInvalid();
      memberId = row.id;
    }
  }
  if (memberId === null) throw playerInvalid();
  return memberId;
}

/** The stored answer of a vendor transaction; a different body under the same id is refused. */
async function storedAnswer(
  ctx: AppContext,
  vendorCode: string,
  type: VendorTransactionType,
  transactionId: string,
  hash: string,
): Promise<VendorTransactionValue | null> {
  const row = await ctx.db
    .selectFrom('vendor_transactions')
    .select(['request_hash', 'response'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('type', '=', type)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new AppError('ledger.idempotency.conflict', 409, transactionId);
  }
  return JSON.parse(row.response) as VendorTransactionValue;
}

interface StoreInput {
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
 * ledger moved the money once; the first row wins and both answer what it stored.
 */
async function storeAnswer(ctx: AppContext, input: StoreInput): Promise<VendorTransactionValue> {
  await ctx.db
    .insertInto('vendor_transactions')
    .values({
      merchant_code: ctx.merchantCode,
      vendor_code: input.vendorCode,
      type: input.type,
      transaction_id: input.transactionId,
      round_id: input.roundId,
      related_transaction_id: input.relatedTransactionId,
      member_id: input.memberId,
      amount_cents: input.amountCents,
      request_hash: input.hash,
      response: JSON.stringify(input.answer),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'vendor_code', 'type', 'transaction_id']).doNothing(),
    )
    .execute();
  const stored = await storedAnswer(
    ctx,
    input.vendorCode,
    input.type,
    input.transactionId,
    input.hash,
  );
  return stored ?? input.answer;
}

/**
 * Moves money and stores the answer that reports it in one transaction: when another body took
 * the transaction id meanwhile, storeAnswer refuses (ledger.idempotency.conflict) and the money
 * moves back with it, and no failure in between can leave money moved without its answer.
 */
function withStoredAnswer<T>(ctx: AppContext, work: (tctx: AppContext) => Promise<T>): Promise<T> {
  return writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx }));
}

async function balanceAfter(ctx: AppContext, result: TransferResult, memberId: number) {
  return result.memberBalanceCents ?? (await memberBalance(ctx, memberId));
}

export async function vendorBalance(
  ctx: AppContext,
  body: VendorBalanceBody,
): Promise<VendorBalanceValue> {
  const memberId = await resolvePlayer(ctx, body, false);
  return {
    playerId: String(memberId),
    currency: await currencyOf(ctx),
    balanceCents: await memberBalance(ctx, memberId),
  };
}

/** A bet: member -> vendor. Needs a live session; refused without funds (with the balance). */
export async function vendorDebit(
  ctx: AppContext,
  vendorCode: string,
  body: VendorDebitBody,
): Promise<VendorTransactionValue> {
  const hash = requestHash(body);
  const prior = await storedAnswer(ctx, vendorCode, 'debit', body.transactionId, hash);
  if (prior) return prior;
  const memberId = await resolvePlayer(ctx, body, true);
  return withStoredAnswer(ctx, async (tctx) => {
    let result: TransferResult;
    try {
      result = await transfer(tctx, {
        idempotencyKey: ledgerKey(vendorCode, 'debit', body.transactionId),
        from: memberAccount(memberId),
        to: vendorAccount(vendorCode),
        amountCents: body.amountCents,
        kind: 'vendor.bet',
        reference: body.roundId,
        requestHash: hash,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'wallet.insufficient.funds') {
        const known = (error.value as { balanceCents?: unknown } | undefined)?.balanceCents;
        const balanceCents =
          typeof known === 'number' ? known : await memberBalance(tctx, memberId);
        throw new AppError('wallet.insufficient.funds', 409, '', { balanceCents });
      }
      throw error;
    }
    return storeAnswer(tctx, {
      vendorCode,
      type: 'debit',
      transactionId: body.transactionId,
      roundId: body.roundId,
      relatedTransactionId: null,
      memberId,
      amountCents: body.amountCents,
      hash,
      answer: {
        status: 'ok',
        transactionId: body.transactionId,
        operatorTransactionId: String(result.transferId),
        playerId: String(memberId),
        currency: await currencyOf(tctx),
        balanceCents: await balanceAfter(tctx, result, memberId),
      },
    });
  });
}

/** A win: vendor -> member, accepted after the session ended; 0 closes a round, moving nothing. */
export async function vendorCredit(
  ctx: AppContext,
  vendorCode: string,
  body: VendorCreditBody,
): Promise<VendorTransactionValue> {
  const hash = requestHash(body);
  const prior = await storedAnswer(ctx, vendorCode, 'credit', body.transactionId, hash);
  if (prior) return prior;
  const memberId = await resolvePlayer(ctx, body, false);
  return withStoredAnswer(ctx, async (tctx) => {
    let operatorTransactionId: string | null = null;
    let balanceCents: number;
    if (body.amountCents > 0) {
      const result = await transfer(tctx, {
        idempotencyKey: ledgerKey(vendorCode, 'credit', body.transactionId),
        from: vendorAccount(vendorCode),
        to: memberAccount(memberId),
        amountCents: body.amountCents,
        kind: 'vendor.win',
        reference: body.roundId,
        requestHash: hash,
      });
      operatorTransactionId = String(result.transferId);
      balanceCents = await balanceAfter(tctx, result, memberId);
    } else {
      balanceCents = await memberBalance(tctx, memberId);
    }
    return storeAnswer(tctx, {
      vendorCode,
      type: 'credit',
      transactionId: body.transactionId,
      roundId: body.roundId,
      relatedTransactionId: body.betTransactionId ?? null,
      memberId,
      amountCents: body.amountCents,
      hash,
      answer: {
        status: 'ok',
        transactionId: body.transactionId,
        operatorTransactionId,
        playerId: String(memberId),
        currency: await currencyOf(tctx),
        balanceCents,
      },
    });
  });
}

/**
 * Reverses a bet: vendor -> member, the bet's amount. The ledger key is the bet's
 * (`vendor:<code>:rollback:<betTransactionId>`), so a bet is reversed once however many
 * rollbacks name it; an unknown bet is answered `not_found` and moves nothing.
 */
export async function vendorRollback(
  ctx: AppContext,
  vendorCode: string,
  body: VendorRollbackBody,
): Promise<VendorTransactionValue> {
  const hash = requestHash(body);
  const prior = await storedAnswer(ctx, vendorCode, 'rollback', body.transactionId, hash);
  if (prior) return prior;
  const currency = await currencyOf(ctx);
  const bet = await ctx.db
    .selectFrom('vendor_transactions')
    .select(['member_id', 'amount_cents', 'round_id'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('type', '=', 'debit')
    .where('transaction_id', '=', body.betTransactionId)
    .executeTakeFirst();
  const base = {
    vendorCode,
    type: 'rollback' as const,
    transactionId: body.transactionId,
    relatedTransactionId: body.betTransactionId,
    hash,
  };

  if (!bet || bet.member_id === null) {
    // No such bet: answer (the vendor stops retrying) without moving money.
    const memberId = await resolvePlayer(ctx, body, false).catch(() => null);
    return storeAnswer(ctx, {
      ...base,
      roundId: body.roundId ?? null,
      memberId,
      amountCents: 0,
      answer: {
        status: 'not_found',
        transactionId: body.transactionId,
        operatorTransactionId: null,
        playerId: memberId === null ? null : String(memberId),
        currency,
        balanceCents: memberId === null ? null : await memberBalance(ctx, memberId),
      },
    });
  }

  const memberId = bet.member_id;
  const named = await resolvePlayer(ctx, body, false);
  if (named !== memberId) throw new AppError('vendor.player.invalid', 404);
  const amountCents = Number(bet.amount_cents);
  const key = ledgerKey(vendorCode, 'rollback', body.betTransactionId);
  return withStoredAnswer(ctx, async (tctx) => {
    const result = await transfer(tctx, {
      idempotencyKey: key,
      from: vendorAccount(vendorCode),
      to: memberAccount(memberId),
      amountCents,
      kind: 'vendor.rollback',
      reference: body.betTransactionId,
      // The reversal is the bet's, whatever rollback id asks for it.
      requestHash: requestHash({ betTransactionId: body.betTransactionId, memberId, amountCents }),
    });
    const replayed = result.replayed;
    return storeAnswer(tctx, {
      ...base,
      roundId: body.roundId ?? bet.round_id,
      memberId,
      amountCents: replayed ? 0 : amountCents,
      answer: {
        status: replayed ? 'already_rolled_back' : 'ok',
        transactionId: body.transactionId,
        operatorTransactionId: String(result.transferId),
        playerId: String(memberId),
        currency,
        balanceCents: replayed
          ? await memberBalance(tctx, memberId)
          : await balanceAfter(tctx, result, memberId),
      },
    });
  });
}
