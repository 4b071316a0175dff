import type { Withdrawal, WithdrawalsPage, WithdrawInfo } from '@app/contracts';
import { type ContentLanguage } from '../../lib/content-language.ts';
import { amountDetail, AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireRealAccount, type AuthContext } from '../../lib/sessions.ts';
import { memberBalance, transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { bonusBalance, forfeitActiveBonus, hasActiveBonus } from '../bonuses/index.ts';
import { assertVipWithdrawalLimit } from '../member-centre/vip-levels.ts';
import { memberPage, nowIso, toChannel, toWithdrawal } from './cashier-shared.ts';
import { assertWithdrawalIdentity } from '../kyc/index.ts';
import { amountWithin, channelRows } from './deposits.service.ts';
import { checkWithdrawPassword, lockedUntil, payeeRow, toPayee } from './payee.service.ts';

/** The member's withdrawals: what the page needs, new requests (held at once) and the tracker. */

export async function withdrawInfo(
  ctx: AppContext,
  auth: AuthContext,
  language: ContentLanguage = 'EN',
): Promise<WithdrawInfo> {
  requireRealAccount(auth);
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

export async function createWithdrawal(
  ctx: AppContext,
  auth: AuthContext,
  body: { amount: string; password: string; requestId: string; forfeitBonus?: boolean },
): Promise<{ withdrawal: Withdrawal; balanceCents: number }> {
  requireRealAccount(auth);
  const [channel] = await channelRows(ctx, 'withdrawal');
  if (!channel) throw new AppError('cashier.channel.not.found', 404);
  const amountCents = amountWithin(body.amount, channel, ctx.config.MAX_WITHDRAWAL_CENTS);
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
    // Bonus money is never withdrawn: an active bonus goes (with its winnings, never cash)
    // only when the member said so; otherwise the member is asked first (decision 056).
    const tctx = { ...ctx, db: trx };
    if (await hasActiveBonus(tctx, auth.memberId)) {
      if (!body.forfeitBonus) {
        const bonusCents = await bonusBalance(tctx, auth.memberId);
        throw new AppError('cashier.withdraw.bonus.active', 409, amountDetail(bonusCents), {
          bonusBalanceCents: bonusCents,
        });
      }
      await forfeitActiveBonus(tctx, auth.memberId);
    }
    await transferIn(trx, ctx.merchantCode, {
      idempotencyKey: `withdrawal:${inserted.id}:hold`,
      from: { kind: 'member', memberId: auth.memberId },
      to: { kind: 'house', name: 'withdrawal-hold' },
      amountCents,
      kind: 'withdrawal.hold',
      reference: `withdrawal:${inserted.id}`,
    });
    // After the hold (which serialises the member's withdrawals), counting this one (decision 049).
    await assertWithdrawalIdentity(ctx, trx, auth.memberId, amountCents, payee.holder_name);
    // The member's VIP level's daily limit, this one counted (decision 059).
    await assertVipWithdrawalLimit(trx, ctx.merchantCode, auth.memberId, new Date(nowIso(ctx)));
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
  requireRealAccount(auth);
  const { rows, pages } = await memberPage(ctx, 'withdrawals', auth.memberId, page);
  return { content: rows.map(toWithdrawal), pageNum: page.pageNo, totalPages: pages };
}
