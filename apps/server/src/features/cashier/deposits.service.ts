import type { Selectable } from 'kysely';
import {
  parseAmountCents,
  type ChannelsValue,
  type CreateDepositBody,
  type CreateDepositValue,
  type DepositsPage,
} from '@app/contracts';
import type { PaymentChannelsTable } from '../../db/schema/tables.ts';
import { localizeRows, type ContentLanguage } from '../../lib/content-language.ts';
import { amountDetail, AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireRealAccount, type AuthContext } from '../../lib/sessions.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import { checkDeposit } from '../player-protection/index.ts';
import { promotionRefusal, promotionTerms } from '../bonuses/index.ts';
import type { ProviderRegistry } from './providers.ts';
import {
  QUICK_AMOUNTS,
  channelNames,
  memberPage,
  nowIso,
  toChannel,
  toDeposit,
} from './cashier-shared.ts';

/** The member's side of deposits: channels with their limits, new deposits and their history. */

/** Enabled channels of a direction, their name and instructions in the member's language. */
export async function channelRows(
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

/** The live promotions a deposit may take, titled in the member's language. */
async function depositPromotions(ctx: AppContext, language: ContentLanguage) {
  const today = new Date(ctx.clock ? ctx.clock() : Date.now()).toISOString().slice(0, 10);
  const rows = await ctx.db
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
  return localizeRows(ctx.db, ctx.merchantCode, 'promotion', language, rows, ['title']);
}

export async function listChannels(
  ctx: AppContext,
  auth: AuthContext,
  providers: ProviderRegistry,
  language: ContentLanguage = 'EN',
): Promise<ChannelsValue> {
  requireRealAccount(auth);
  const deposit = (await channelRows(ctx, 'deposit', language)).filter((row) =>
    usable(row, providers),
  );
  const [withdrawal] = await channelRows(ctx, 'withdrawal', language);
  const promotions = await depositPromotions(ctx, language);
  const terms = await promotionTerms(
    ctx,
    promotions.map((row) => Number(row.id)),
  );
  return {
    deposit: deposit.map(toChannel),
    withdrawal: withdrawal ? toChannel(withdrawal) : null,
    promotions: promotions.map((row) => ({
      id: Number(row.id),
      title: row.title,
      bonus: terms.get(Number(row.id)) ?? null,
    })),
    quickAmounts: QUICK_AMOUNTS,
  };
}

/**
 * Cents of a member-typed amount inside the channel's limits and the configured maximum of the
 * route (decision 030), or a clear refusal.
 */
export function amountWithin(
  text: string,
  channel: { min_cents: number; max_cents: number },
  routeMaxCents: number,
) {
  const cents = parseAmountCents(text);
  if (cents === null) throw new AppError('cashier.amount.invalid', 400);
  if (cents < Number(channel.min_cents)) {
    throw new AppError('cashier.amount.below.min', 400, amountDetail(Number(channel.min_cents)));
  }
  if (cents > Number(channel.max_cents)) {
    throw new AppError('cashier.amount.above.max', 400, amountDetail(Number(channel.max_cents)));
  }
  if (cents > routeMaxCents) {
    throw new AppError('amount.above.max', 400, amountDetail(routeMaxCents));
  }
  return cents;
}

export async function createDeposit(
  ctx: AppContext,
  auth: AuthContext,
  providers: ProviderRegistry,
  body: CreateDepositBody,
  language: ContentLanguage = 'EN',
): Promise<CreateDepositValue> {
  requireRealAccount(auth);
  const channel = (await channelRows(ctx, 'deposit', language)).find(
    (row) => row.code === body.channelCode && usable(row, providers),
  );
  if (!channel) throw new AppError('cashier.channel.not.found', 404);
  const amountCents = amountWithin(body.amount, channel, ctx.config.MAX_DEPOSIT_CENTS);
  // Exclusion and deposit limits (decision 048).
  await checkDeposit(ctx, auth.memberId, amountCents);
  const reference = (body.reference ?? '').trim();
  if (channel.kind === 'manual' && reference === '') {
    throw new AppError('cashier.reference.required', 400);
  }
  if (body.promotionId !== undefined) {
    const offered = await depositPromotions(ctx, language);
    if (!offered.some((row) => Number(row.id) === body.promotionId)) {
      throw new AppError('cashier.promotion.invalid', 400);
    }
    // Below its minimum, once used, or beside an active bonus: said now, not after paying.
    const refusal = await promotionRefusal(ctx, auth.memberId, body.promotionId, amountCents);
    if (refusal) throw refusal;
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

export async function listDeposits(
  ctx: AppContext,
  auth: AuthContext,
  page: { pageNo: number; pageSize: number },
  language: ContentLanguage = 'EN',
): Promise<DepositsPage> {
  requireRealAccount(auth);
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
  requireRealAccount(auth);
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
