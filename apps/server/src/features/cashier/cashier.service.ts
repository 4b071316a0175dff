import type { Kysely, Selectable } from 'kysely';
import {
  formatAmount,
  parseAmountCents,
  TRIAL_TYPE,
  type ChannelsValue,
  type CreateDepositBody,
  type CreateDepositValue,
  type Deposit,
  type DepositsPage,
  type DepositStatus,
  type GatewayCallbackBody,
  type OpsDeposit,
  type OpsWithdrawal,
  type PaymentChannel,
  type Payee,
  type Withdrawal,
  type WithdrawalsPage,
  type WithdrawalStatus,
  type WithdrawInfo,
} from '@app/contracts';
import type {
  Database,
  DepositsTable,
  PaymentChannelsTable,
  WithdrawalsTable,
} from '../../db/schema/tables.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { totalPages } from '../../lib/paging.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { memberBalance, transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import type { ProviderRegistry } from './providers.ts';

/**
 * The cashier (issue 9, decision 025). Money moves only through the ledger; each decision
 * (approve, reject, pay) is a conditional status update in the same write transaction as its
 * ledger transfer, so it happens exactly once however many operators or callbacks race.
 */

type Db = Kysely<Database>;

/** Wrong withdrawal passwords allowed within the window before withdrawals lock. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_LOCK_MINUTES = 15;
/** Suggested deposit amounts (cents) the site offers as quick picks. */
export const QUICK_AMOUNTS = [5_000, 10_000, 20_000, 50_000, 100_000];

const APPROVABLE = ['pending', 'expired'] as const;

function assertRealMember(auth: AuthContext): void {
  if (auth.type === TRIAL_TYPE) throw new AppError('trial.forbidden', 403);
}

function toChannel(row: Selectable<PaymentChannelsTable>): PaymentChannel {
  return {
    code: row.code,
    kind: row.kind === 'gateway' ? 'gateway' : 'manual',
    provider: row.provider,
    displayName: row.display_name,
    instructions: row.instructions,
    minCents: Number(row.min_cents),
    maxCents: Number(row.max_cents),
  };
}

function toDeposit(row: Selectable<DepositsTable>, channelName: string): Deposit {
  return {
    id: Number(row.id),
    channelCode: row.channel_code,
    channelName,
    kind: row.kind === 'gateway' ? 'gateway' : 'manual',
    amountCents: Number(row.amount_cents),
    status: row.status as DepositStatus,
    reference: row.reference,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** Account numbers leave the server masked to their last 4 digits. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return `**** ${digits.slice(-4)}`;
}

function toWithdrawal(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: Number(row.id),
    amountCents: Number(row.amount_cents),
    status: row.status as WithdrawalStatus,
    bankName: row.bank_name,
    accountNumber: maskAccount(row.account_number),
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** Enabled channels of a direction, their name and instructions in the member's language. */
async function channelRows(
  ctx: AppContext,
  direction: 'deposit' | 'withdrawal',
  language: ContentLanguage = 'EN',
) {
  const rows = await ctx.db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .where('direction', '=', direction)
    .where('enabled', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return localizeRows(ctx.db, ctx.merchantCode, 'payment_channel', language, rows, [
    'display_name',
    'instructions',
  ]);
}

/** Gateways whose provider is not registered (e.g. dev in production) are not offered. */
function usable(row: Selectable<PaymentChannelsTable>, providers: ProviderRegistry): boolean {
  return row.kind !== 'gateway' || providers.has(row.provider);
}

async function depositPromotions(ctx: AppContext) {
  const today = new Date(ctx.clock ? ctx.clock() : Date.now()).toISOString().slice(0, 10);
  return ctx.db
    .selectFrom('promotions')
    .select(['id', 'title'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('enabled', '=', 1)
    .where('referral', '=', 0)
    .where('start_date', '<=', `${today}T23:59:59`)
    .where((eb) =>
      eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', today)]),
    )
    .orderBy('id')
    .execute();
}

export async function listChannels(
  ctx: AppContext,
  auth: AuthContext,
  providers: ProviderRegistry,
  language: ContentLanguage = 'EN',
): Promise<ChannelsValue> {
  assertRealMember(auth);
  const deposit = (await channelRows(ctx, 'deposit', language)).filter((row) =>
    usable(row, providers),
  );
  const [withdrawal] = await channelRows(ctx, 'withdrawal', language);
  const promotions = await depositPromotions(ctx);
  return {
    deposit: deposit.map(toChannel),
    withdrawal: withdrawal ? toChannel(withdrawal) : null,
    promotions: promotions.map((row) => ({ id: Number(row.id), title: row.title })),
    quickAmounts: QUICK_AMOUNTS,
  };
}

/** Cents of a member-typed amount inside the channel's limits, or a clear refusal. */
export function amountWithin(text: string, channel: { min_cents: number; max_cents: number }) {
  const cents = parseAmountCents(text);
  if (cents === null) throw new AppError('cashier.amount.invalid', 400);
  if (cents < Number(channel.min_cents)) {
    throw new AppError('cashier.amount.below.min', 400, formatAmount(Number(channel.min_cents)));
  }
  if (cents > Number(channel.max_cents)) {
    throw new AppError('cashier.amount.above.max', 400, formatAmount(Number(channel.max_cents)));
  }
  return cents;
}

function nowIso(ctx: AppContext): string {
  return new Date(ctx.clock ? ctx.clock() : Date.now()).toISOString();
}

export async function createDeposit(
  ctx: AppContext,
  auth: AuthContext,
  providers: ProviderRegistry,
  body: CreateDepositBody,
  language: ContentLanguage = 'EN',
): Promise<CreateDepositValue> {
  assertRealMember(auth);
  const channel = (await channelRows(ctx, 'deposit', language)).find(
    (row) => row.code === body.channelCode && usable(row, providers),
  );
  if (!channel) throw new AppError('cashier.channel.not.found', 404);
  const amountCents = amountWithin(body.amount, channel);
  const reference = (body.reference ?? '').trim();
  if (channel.kind === 'manual' && reference === '') {
    throw new AppError('cashier.reference.required', 400);
  }
  if (body.promotionId !== undefined) {
    const offered = await depositPromotions(ctx);
    if (!offered.some((row) => Number(row.id) === body.promotionId)) {
      throw new AppError('cashier.promotion.invalid', 400);
    }
  }
  const row = await ctx.db
    .insertInto('deposits')
    .values({
      merchant_code: ctx.merchantCode,
      member_id: auth.memberId,
      channel_code: channel.code,
      kind: channel.kind,
      provider: channel.provider,
      amount_cents: amountCents,
      reference: channel.kind === 'manual' ? reference : '',
      promotion_id: body.promotionId ?? null,
      created_at: nowIso(ctx),
      decided_at: null,
      provider_tx_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const deposit = toDeposit(row, channel.display_name);
  const provider = channel.kind === 'gateway' ? providers.get(channel.provider) : undefined;
  const paymentUrl = provider
    ? provider.paymentUrl({
        depositId: deposit.id,
        amountCents,
        returnUrl: `/m/voucherCenter/result?depositId=${deposit.id}`,
      })
    : null;
  return { deposit, paymentUrl };
}

/** Pending deposits older than the configured time read as expired from now on. */
export async function expireDeposits(ctx: AppContext): Promise<number> {
  const cutoff = new Date(
    (ctx.clock ? ctx.clock() : Date.now()) - ctx.config.DEPOSIT_EXPIRY_MINUTES * 60_000,
  ).toISOString();
  const result = await ctx.db
    .updateTable('deposits')
    .set({ status: 'expired' })
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function channelNames(
  ctx: AppContext,
  language: ContentLanguage = 'EN',
): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('payment_channels')
    .select(['id', 'code', 'display_name'])
    .where('merchant_code', '=', ctx.merchantCode)
    .execute();
  const named = await localizeRows(ctx.db, ctx.merchantCode, 'payment_channel', language, rows, [
    'display_name',
  ]);
  return new Map(named.map((row) => [row.code, row.display_name]));
}

/** One page of a member's own rows of a cashier table, newest first, and the number of pages. */
async function memberPage<T extends 'deposits' | 'withdrawals'>(
  ctx: AppContext,
  table: T,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: Selectable<Database[T]>[]; pages: number }> {
  // Both tables carry every column named here, but Kysely types a query only over a table it
  // knows when compiling: the query is checked as the deposits one, its rows typed as T's own.
  const base = ctx.db.selectFrom(table as 'deposits').where('member_id', '=', memberId);
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    rows: rows as Selectable<Database[T]>[],
    pages: totalPages(count as string | number | bigint, page.pageSize),
  };
}

export async function listDeposits(
  ctx: AppContext,
  auth: AuthContext,
  page: { pageNo: number; pageSize: number },
  language: ContentLanguage = 'EN',
): Promise<DepositsPage> {
  assertRealMember(auth);
  await expireDeposits(ctx);
  const { rows, pages } = await memberPage(ctx, 'deposits', auth.memberId, page);
  const names = await channelNames(ctx, language);
  return {
    content: rows.map((row) => toDeposit(row, names.get(row.channel_code) ?? row.channel_code)),
    pageNum: page.pageNo,
    totalPages: pages,
  };
}

export async function depositDetail(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  language: ContentLanguage = 'EN',
) {
  assertRealMember(auth);
  await expireDeposits(ctx);
  const row = await ctx.db
    .selectFrom('deposits')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', auth.memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('cashier.deposit.not.found', 404);
  const names = await channelNames(ctx, language);
  return {
    deposit: toDeposit(row, names.get(row.channel_code) ?? row.channel_code),
    balanceCents: await memberBalance(ctx, auth.memberId),
  };
}

// ---------------------------------------------------------------------------------------------
// Audit and decisions (operators and providers)

async function audit(
  db: Db,
  merchantCode: string,
  entry: { actor: string; action: string; target: string; note?: string },
): Promise<void> {
  await db
    .insertInto('cashier_audit')
    .values({
      merchant_code: merchantCode,
      ...entry,
      note: entry.note ?? '',
      at: new Date().toISOString(),
    })
    .execute();
}

/** Credits a pending (or expired) deposit once: the status flip and the credit commit together. */
async function creditDeposit(
  trx: Db,
  ctx: AppContext,
  depositId: number,
  change: { decidedBy: string; providerTxId?: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('deposits')
    .set({
      status: 'approved',
      decided_by: change.decidedBy,
      decided_at: new Date().toISOString(),
      ...(change.providerTxId ? { provider_tx_id: change.providerTxId } : {}),
    })
    .where('id', '=', depositId)
    .where('merchant_code', '=', ctx.merchantCode)
    .where('status', 'in', [...APPROVABLE])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const row = await trx
    .selectFrom('deposits')
    .select(['member_id', 'amount_cents'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  await transferIn(trx, ctx.merchantCode, {
    idempotencyKey: `deposit:${depositId}`,
    from: { kind: 'house', name: 'cashier' },
    to: { kind: 'member', memberId: Number(row.member_id) },
    amountCents: Number(row.amount_cents),
    kind: 'deposit',
    reference: `deposit:${depositId}`,
  });
  return true;
}

export async function approveDeposit(
  ctx: AppContext,
  id: number,
  actor: string,
  note = '',
): Promise<OpsDeposit> {
  await writeTransaction(ctx.db, async (trx) => {
    const exists = await trx
      .selectFrom('deposits')
      .select('id')
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!exists) throw new AppError('cashier.deposit.not.found', 404);
    if (!(await creditDeposit(trx, ctx, id, { decidedBy: actor }))) {
      throw new AppError('cashier.already.processed', 409);
    }
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.approve',
      target: `deposit:${id}`,
      note,
    });
  });
  return opsDeposit(ctx, id);
}

export async function rejectDeposit(
  ctx: AppContext,
  id: number,
  actor: string,
  reason = '',
): Promise<OpsDeposit> {
  await writeTransaction(ctx.db, async (trx) => {
    const updated = await trx
      .updateTable('deposits')
      .set({ status: 'rejected', reason, decided_by: actor, decided_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('status', 'in', [...APPROVABLE])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const exists = await trx
        .selectFrom('deposits')
        .select('id')
        .where('id', '=', id)
        .where('merchant_code', '=', ctx.merchantCode)
        .executeTakeFirst();
      throw exists
        ? new AppError('cashier.already.processed', 409)
        : new AppError('cashier.deposit.not.found', 404);
    }
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.reject',
      target: `deposit:${id}`,
      note: reason,
    });
  });
  return opsDeposit(ctx, id);
}

/**
 * A provider's signed confirmation (the signature was checked by the route). Idempotent by the
 * provider's transaction id: a repeat answers replayed and credits nothing more.
 */
export async function handleGatewayCallback(
  ctx: AppContext,
  provider: string,
  body: GatewayCallbackBody,
): Promise<{ status: DepositStatus; replayed: boolean }> {
  return writeTransaction(ctx.db, async (trx) => {
    const deposit = await trx
      .selectFrom('deposits')
      .selectAll()
      .where('id', '=', body.depositId)
      .where('merchant_code', '=', ctx.merchantCode)
      .where('kind', '=', 'gateway')
      .where('provider', '=', provider)
      .executeTakeFirst();
    if (!deposit) throw new AppError('cashier.deposit.not.found', 404);
    const other = await trx
      .selectFrom('deposits')
      .select('id')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('provider', '=', provider)
      .where('provider_tx_id', '=', body.transactionId)
      .where('id', '!=', body.depositId)
      .executeTakeFirst();
    if (other) throw new AppError('cashier.payment.conflict', 409);
    if (deposit.provider_tx_id === body.transactionId) {
      return { status: deposit.status as DepositStatus, replayed: true };
    }
    if (Number(deposit.amount_cents) !== body.amountCents) {
      throw new AppError('cashier.payment.amount.mismatch', 409);
    }
    const open = (APPROVABLE as readonly string[]).includes(deposit.status);
    if (!open) throw new AppError('cashier.already.processed', 409);
    const actor = `provider:${provider}`;
    if (body.status === 'failed') {
      await trx
        .updateTable('deposits')
        .set({
          status: 'rejected',
          reason: 'payment failed',
          provider_tx_id: body.transactionId,
          decided_by: actor,
          decided_at: new Date().toISOString(),
        })
        .where('id', '=', deposit.id)
        .where('status', 'in', [...APPROVABLE])
        .execute();
      await audit(trx, ctx.merchantCode, {
        actor,
        action: 'deposit.fail',
        target: `deposit:${deposit.id}`,
        note: body.transactionId,
      });
      return { status: 'rejected' as const, replayed: false };
    }
    await creditDeposit(trx, ctx, Number(deposit.id), {
      decidedBy: actor,
      providerTxId: body.transactionId,
    });
    await audit(trx, ctx.merchantCode, {
      actor,
      action: 'deposit.approve',
      target: `deposit:${deposit.id}`,
      note: body.transactionId,
    });
    return { status: 'approved' as const, replayed: false };
  });
}

/** The deposit the dev payment page shows: the signed-in member's own gateway deposit. */
export async function memberGatewayDeposit(ctx: AppContext, auth: AuthContext, id: number) {
  const row = await ctx.db
    .selectFrom('deposits')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', auth.memberId)
    .where('kind', '=', 'gateway')
    .executeTakeFirst();
  if (!row) throw new AppError('cashier.deposit.not.found', 404);
  return row;
}

/** What the operator lists: one row by id, else rows of a status ('all' for any). */
interface OpsFilter {
  status?: string;
  id?: number;
  limit?: number;
}

/**
 * The operator's view of a cashier table: the filtered rows, oldest first (pending ones unless
 * a status is named), each with its member's user name.
 */
async function opsRows<T extends 'deposits' | 'withdrawals'>(
  ctx: AppContext,
  table: T,
  filter: OpsFilter,
): Promise<(Selectable<Database[T]> & { user_name: string })[]> {
  // Checked as the deposits query, as in memberPage.
  const from = table as 'deposits';
  let query = ctx.db
    .selectFrom(from)
    .innerJoin('members', 'members.id', `${from}.member_id`)
    .selectAll(from)
    .select('members.user_name')
    .where(`${from}.merchant_code`, '=', ctx.merchantCode);
  if (filter.id !== undefined) query = query.where(`${from}.id`, '=', filter.id);
  else if (filter.status !== 'all')
    query = query.where(`${from}.status`, '=', filter.status ?? 'pending');
  const rows = await query
    .orderBy(`${from}.id`)
    .limit(filter.limit ?? 100)
    .execute();
  return rows as (Selectable<Database[T]> & { user_name: string })[];
}

async function opsDeposit(ctx: AppContext, id: number): Promise<OpsDeposit> {
  const [found] = await opsDeposits(ctx, { id });
  if (!found) throw new AppError('cashier.deposit.not.found', 404);
  return found;
}

export async function opsDeposits(ctx: AppContext, filter: OpsFilter): Promise<OpsDeposit[]> {
  if (filter.id === undefined) await expireDeposits(ctx);
  const rows = await opsRows(ctx, 'deposits', filter);
  const names = await channelNames(ctx);
  return rows.map((row) => ({
    ...toDeposit(row, names.get(row.channel_code) ?? row.channel_code),
    memberId: Number(row.member_id),
    userName: row.user_name,
  }));
}

export async function opsWithdrawals(ctx: AppContext, filter: OpsFilter): Promise<OpsWithdrawal[]> {
  const rows = await opsRows(ctx, 'withdrawals', filter);
  return rows.map((row) => ({
    ...toWithdrawal(row),
    memberId: Number(row.member_id),
    userName: row.user_name,
    holderName: row.holder_name,
    fullAccountNumber: row.account_number,
  }));
}

async function opsWithdrawal(ctx: AppContext, id: number): Promise<OpsWithdrawal> {
  const [found] = await opsWithdrawals(ctx, { id });
  if (!found) throw new AppError('cashier.withdrawal.not.found', 404);
  return found;
}

/** Pays (hold -> cashier) or rejects (hold -> member) a pending withdrawal, exactly once. */
async function decideWithdrawal(
  ctx: AppContext,
  id: number,
  decision: 'paid' | 'rejected',
  actor: string,
  reason: string,
): Promise<OpsWithdrawal> {
  await writeTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('withdrawals')
      .select(['id', 'member_id', 'amount_cents'])
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.merchantCode)
      .executeTakeFirst();
    if (!row) throw new AppError('cashier.withdrawal.not.found', 404);
    const updated = await trx
      .updateTable('withdrawals')
      .set({ status: decision, reason, decided_by: actor, decided_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('cashier.already.processed', 409);
    await transferIn(trx, ctx.merchantCode, {
      idempotencyKey: `withdrawal:${id}:${decision}`,
      from: { kind: 'house', name: 'withdrawal-hold' },
      to:
        decision === 'paid'
          ? { kind: 'house', name: 'cashier' }
          : { kind: 'member', memberId: Number(row.member_id) },
      amountCents: Number(row.amount_cents),
      kind: decision === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
      reference: `withdrawal:${id}`,
    });
    await audit(trx, ctx.merchantCode, {
      actor,
      action: decision === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
      target: `withdrawal:${id}`,
      note: reason,
    });
  });
  return opsWithdrawal(ctx, id);
}

export function payWithdrawal(ctx: AppContext, id: number, actor: string, note = '') {
  return decideWithdrawal(ctx, id, 'paid', actor, note);
}

export function rejectWithdrawal(ctx: AppContext, id: number, actor: string, reason = '') {
  return decideWithdrawal(ctx, id, 'rejected', actor, reason);
}

// ---------------------------------------------------------------------------------------------
// Payee and withdrawal password

async function payeeRow(ctx: AppContext, memberId: number) {
  return ctx.db
    .selectFrom('payee_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

function toPayee(row: { bank_name: string; account_number: string; holder_name: string }): Payee {
  return {
    bankName: row.bank_name,
    accountNumber: maskAccount(row.account_number),
    holderName: row.holder_name,
  };
}

export async function viewPayee(ctx: AppContext, auth: AuthContext): Promise<Payee | null> {
  assertRealMember(auth);
  const row = await payeeRow(ctx, auth.memberId);
  return row ? toPayee(row) : null;
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function bindPayee(
  ctx: AppContext,
  auth: AuthContext,
  body: { bankName: string; accountNumber: string; holderName: string },
): Promise<Payee> {
  assertRealMember(auth);
  const holder = body.holderName.trim().replace(/\s+/g, ' ');
  const now = nowIso(ctx);
  return writeTransaction(ctx.db, async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', auth.memberId)
      .executeTakeFirstOrThrow();
    if (member.payee_name.trim() === '') {
      // The first binding records the member's real name; later ones must match it.
      await trx
        .updateTable('members')
        .set({ payee_name: holder })
        .where('id', '=', auth.memberId)
        .execute();
    } else if (normaliseName(member.payee_name) !== normaliseName(holder)) {
      throw new AppError('cashier.payee.name.mismatch', 400);
    }
    const values = {
      bank_name: body.bankName.trim(),
      account_number: body.accountNumber.replace(/[\s-]/g, ''),
      holder_name: holder,
      updated_at: now,
    };
    await trx
      .insertInto('payee_accounts')
      .values({
        ...values,
        merchant_code: ctx.merchantCode,
        member_id: auth.memberId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
      .execute();
    return toPayee(values);
  });
}

const failureKey = (ctx: AppContext, memberId: number) =>
  `withdraw-password:${ctx.merchantCode}:${memberId}`;

/** When withdrawals unlock again (ISO), or null when the member may try. */
async function lockedUntil(ctx: AppContext, memberId: number): Promise<string | null> {
  const windowStart = new Date(Date.now() - WITHDRAW_LOCK_MINUTES * 60_000).toISOString();
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('key', '=', failureKey(ctx, memberId))
    .where('failed_at', '>', windowStart)
    .orderBy('failed_at', 'desc')
    .execute();
  if (rows.length < WITHDRAW_PASSWORD_MAX_FAILURES) return null;
  return new Date(Date.parse(rows[0]!.failed_at) + WITHDRAW_LOCK_MINUTES * 60_000).toISOString();
}

/**
 * Checks the withdrawal password with its own failure limit: 5 wrong tries within 15 minutes
 * lock withdrawals (and further checks) until 15 minutes after the last one.
 */
export async function checkWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  password: string,
): Promise<void> {
  assertRealMember(auth);
  const member = await ctx.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', auth.memberId)
    .executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new AppError('withdraw.password.required', 409);
  if (await lockedUntil(ctx, auth.memberId)) {
    throw new AppError('withdraw.password.locked', 423, String(WITHDRAW_LOCK_MINUTES));
  }
  if (await verifyPassword(member.payment_password_hash, password)) {
    await ctx.db
      .deleteFrom('login_failures')
      .where('key', '=', failureKey(ctx, auth.memberId))
      .execute();
    return;
  }
  await ctx.db
    .insertInto('login_failures')
    .values({ key: failureKey(ctx, auth.memberId), failed_at: new Date().toISOString() })
    .execute();
  const locked = await lockedUntil(ctx, auth.memberId);
  if (locked) throw new AppError('withdraw.password.locked', 423, String(WITHDRAW_LOCK_MINUTES));
  throw new AppError('withdraw.password.incorrect', 400);
}

export async function setWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: { newPassword: string; confirmPassword: string },
): Promise<void> {
  assertRealMember(auth);
  if (body.newPassword !== body.confirmPassword) throw new AppError('password.mismatch', 400);
  const hash = await hashPassword(body.newPassword);
  const updated = await ctx.db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', auth.memberId)
    .where('payment_password_hash', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    throw new AppError('withdraw.password.already.set', 409);
}

export async function changeWithdrawPassword(
  ctx: AppContext,
  auth: AuthContext,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  assertRealMember(auth);
  if (body.newPassword !== body.confirmPassword) throw new AppError('password.mismatch', 400);
  if (body.newPassword === body.oldPassword) throw new AppError('modify.new.old.same', 400);
  await checkWithdrawPassword(ctx, auth, body.oldPassword);
  await ctx.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(body.newPassword) })
    .where('id', '=', auth.memberId)
    .execute();
}

export async function withdrawInfo(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage = 'EN',
): Promise<WithdrawInfo> {
  assertRealMember(auth);
  const member = await ctx.db
    .selectFrom('members')
    .select(['payment_password_hash', 'payee_name'])
    .where('id', '=', auth.memberId)
    .executeTakeFirstOrThrow();
  const payee = await payeeRow(ctx, auth.memberId);
  const [channel] = await channelRows(ctx, 'withdrawal', language);
  return {
    balanceCents: await memberBalance(ctx, auth.memberId),
    payee: payee ? toPayee(payee) : null,
    passwordSet: member.payment_password_hash !== null,
    lockedUntil: await lockedUntil(ctx, auth.memberId),
    channel: channel ? toChannel(channel) : null,
    realName: member.payee_name,
  };
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

export async function createWithdrawal(
  ctx: AppContext,
  auth: AuthContext,
  body: { amount: string; password: string; requestId: string },
): Promise<{ withdrawal: Withdrawal; balanceCents: number }> {
  assertRealMember(auth);
  const [channel] = await channelRows(ctx, 'withdrawal');
  if (!channel) throw new AppError('cashier.channel.not.found', 404);
  const amountCents = amountWithin(body.amount, channel);
  const payee = await payeeRow(ctx, auth.memberId);
  if (!payee) throw new AppError('cashier.payee.required', 409);
  // Argon2 runs before the write lock is taken: a slow hash must not hold other writers.
  await checkWithdrawPassword(ctx, auth, body.password);
  const withdrawal = await writeTransaction(ctx.db, async (trx) => {
    const inserted = await trx
      .insertInto('withdrawals')
      .values({
        merchant_code: ctx.merchantCode,
        member_id: auth.memberId,
        request_id: body.requestId,
        amount_cents: amountCents,
        bank_name: payee.bank_name,
        account_number: payee.account_number,
        holder_name: payee.holder_name,
        created_at: nowIso(ctx),
        decided_at: null,
      })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      // The same request again: the first answer, nothing moves twice.
      return trx
        .selectFrom('withdrawals')
        .selectAll()
        .where('member_id', '=', auth.memberId)
        .where('request_id', '=', body.requestId)
        .executeTakeFirstOrThrow();
    }
    await transferIn(trx, ctx.merchantCode, {
      idempotencyKey: `withdrawal:${inserted.id}:hold`,
      from: { kind: 'member', memberId: auth.memberId },
      to: { kind: 'house', name: 'withdrawal-hold' },
      amountCents,
      kind: 'withdrawal.hold',
      reference: `withdrawal:${inserted.id}`,
    });
    return inserted;
  });
  return {
    withdrawal: toWithdrawal(withdrawal),
    balanceCents: await memberBalance(ctx, auth.memberId),
  };
}

export async function listWithdrawals(
  ctx: AppContext,
  auth: AuthContext,
  page: { pageNo: number; pageSize: number },
): Promise<WithdrawalsPage> {
  assertRealMember(auth);
  const { rows, pages } = await memberPage(ctx, 'withdrawals', auth.memberId, page);
  return { content: rows.map(toWithdrawal), pageNum: page.pageNo, totalPages: pages };
}
