import type {
  VendorBalanceBody,
  VendorBalanceValue,
  VendorCreditBody,
  VendorDebitBody,
  VendorRollbackBody,
  VendorTransactionValue,
} from '@app/contracts';
import { rebateGameTypeOf, type BonusGameType } from '@app/contracts';
import {
  bonusBalance,
  claimVendorFreeRound,
  payFreeSpinWin,
  payVendorWin,
  placeStake,
  refundVendorStake,
  settleBonus,
  type StakeResult,
} from '../bonuses/index.ts';
import { AppError } from '../../errors.ts';
import { merchantCurrency, type AppContext } from '../../lib/context.ts';
import { hashToken, withinLifetime } from '../../lib/sessions.ts';
import { launchTokenPlayer, PLAYER_SESSION_COLUMNS } from './launch-tokens.ts';
import { findTransfer, memberBalance, writeTransaction } from '../ledger/ledger.service.ts';
import type { LedgerAccountRef } from '../ledger/ledger.service.ts';
import {
  keepingRefusals,
  ledgerKey,
  requestHash,
  storeAnswer,
  storedAnswer,
} from './vendor-answers.ts';
import {
  changeRound,
  lockBetId,
  lockRound,
  maxMultiplierOf,
  type RoundKey,
  type RoundRow,
} from './vendor-rounds.ts';

/**
 * The seamless wallet: what a vendor's balance, debit (bet), credit (win) and rollback calls do
 * once their signature checked out. Every money call is keyed by the vendor's transaction id:
 * the ledger key `vendor:<code>:<type>:<transactionId>` moves money at most once, and the
 * answer is stored in vendor_transactions so a repeated call gets the same answer back.
 *
 * Rounds (decision 028): every debit adds its stake to the vendor_rounds row of its vendor,
 * round and member; a credit needs that row and keeps the round's credits within its stakes
 * times the vendor's max_multiplier; a rollback takes its stake back out and is refused once
 * the round has a credit. The row is read and changed in the transaction that moves the money,
 * locked first (FOR UPDATE on PostgreSQL; SQLite's BEGIN IMMEDIATE serialises every write), so
 * two credits of one round arriving together cannot both pass the cap.
 *
 * A refused call moves nothing and stores no answer, but keeps its request hash (`refused` = 1):
 * its transaction id may then be retried with the same body only.
 */
const vendorAccount = (vendorCode: string): LedgerAccountRef => ({ kind: 'vendor', vendorCode });

/**
 * What the player may stake, as a vendor is told: cash and bonus money together (decision 061;
 * the bonus balance is 0 without an active bonus).
 */
async function playableBalance(ctx: AppContext, memberId: number): Promise<number> {
  return (await memberBalance(ctx, memberId)) + (await bonusBalance(ctx, memberId));
}

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
  vendorCode: string,
  ref: PlayerRef,
  live: boolean,
  now: Date = new Date(),
): Promise<number> {
  let memberId: number | null = null;
  if (ref.token !== undefined) {
    // A launch token of this vendor that its provider consumed (decision 039), else a member
    // session token (vendors launched with one): both end with the member's session.
    const row =
      (await launchTokenPlayer(ctx, vendorCode, ref.token)) ??
      (await ctx.db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select(PLAYER_SESSION_COLUMNS)
        .where('sessions.token_hash', '=', hashToken(ref.token))
        .executeTakeFirst());
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

function checkAmount(ctx: AppContext, amountCents: number): void {
  if (amountCents > ctx.config.VENDOR_MAX_AMOUNT_CENTS) {
    throw new AppError('vendor.amount.above.max', 422, String(ctx.config.VENDOR_MAX_AMOUNT_CENTS));
  }
}

/**
 * Moves money and stores the answer that reports it in one transaction: when another body took
 * the transaction id meanwhile, storeAnswer refuses (ledger.idempotency.conflict) and the money
 * moves back with it, and no failure in between can leave money moved without its answer.
 */
function withStoredAnswer<T>(ctx: AppContext, work: (tctx: AppContext) => Promise<T>): Promise<T> {
  return writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx }));
}

export async function vendorBalance(
  ctx: AppContext,
  vendorCode: string,
  body: VendorBalanceBody,
): Promise<VendorBalanceValue> {
  const memberId = await resolvePlayer(ctx, vendorCode, body, false);
  return {
    playerId: String(memberId),
    currency: await currencyOf(ctx),
    balanceCents: await playableBalance(ctx, memberId),
  };
}

/**
 * A bet: member -> vendor, adding its stake to its round. Needs a live session; refused without
 * funds (with the balance) and above VENDOR_MAX_AMOUNT_CENTS. Under an active bonus it is
 * staked cash first, then bonus (decision 056), keeps the bonus's max bet and counts towards
 * its wagering by the catalogue's game type; its round keeps the bonus part (decision 061).
 */
export async function vendorDebit(
  ctx: AppContext,
  vendorCode: string,
  body: VendorDebitBody,
): Promise<VendorTransactionValue> {
  const hash = requestHash(body);
  const prior = await storedAnswer(ctx, vendorCode, 'debit', body.transactionId, hash);
  if (prior) return prior;
  const refusal = {
    vendorCode,
    type: 'debit' as const,
    transactionId: body.transactionId,
    roundId: body.roundId,
    relatedTransactionId: null,
    hash,
  };
  return keepingRefusals(ctx, refusal, async () => {
    checkAmount(ctx, body.amountCents);
    const memberId = await resolvePlayer(ctx, vendorCode, body, true);
    return withStoredAnswer(ctx, async (tctx) => {
      await lockBetId(tctx, vendorCode, body.transactionId);
      const round = (await lockRound(tctx, { vendorCode, roundId: body.roundId, memberId }, true))!;
      // A twin of this call may have finished while this one waited for the round.
      const again = await storedAnswer(tctx, vendorCode, 'debit', body.transactionId, hash);
      if (again) return again;
      // The vendor rolled this bet back before it arrived (answered not_found): it stays off.
      const cancelled = await tctx.db
        .selectFrom('vendor_transactions')
        .select('id')
        .where('merchant_code', '=', tctx.merchantCode)
        .where('vendor_code', '=', vendorCode)
        .where('type', '=', 'rollback')
        .where('related_transaction_id', '=', body.transactionId)
        .where('refused', '=', 0)
        .executeTakeFirst();
      if (cancelled) throw new AppError('vendor.bet.rolled.back', 409, body.transactionId);
      let stake: StakeResult;
      try {
        stake = await placeStake(tctx, {
          memberId,
          amountCents: body.amountCents,
          gameType: () => vendorGameType(tctx, vendorCode, body.gameId),
          key: ledgerKey(vendorCode, 'debit', body.transactionId),
          kind: 'vendor.bet',
          to: vendorAccount(vendorCode),
          reference: body.roundId,
          requestHash: hash,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'wallet.insufficient.funds') {
          const balanceCents = await playableBalance(tctx, memberId);
          throw new AppError('wallet.insufficient.funds', 409, '', { balanceCents });
        }
        throw error;
      }
      if (!stake.replayed) {
        await changeRound(tctx, round, {
          stakeCents: body.amountCents,
          bonusStakeCents: stake.bonusCents,
          bonusId: stake.bonusId,
        });
      }
      // Without a bonus the stake's own transfer knows the balance (the bonus balance is 0):
      // the usual bet asks nothing more. Under one, met by this stake, the bonus converts now
      // (unless a round still holds its money).
      const balanceCents = stake.replayed
        ? await playableBalance(tctx, memberId)
        : stake.bonusId === null
          ? stake.balanceCents
          : await settledBalance(tctx, memberId);
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
          operatorTransactionId: String(stake.transferId),
          playerId: String(memberId),
          currency: await currencyOf(tctx),
          balanceCents,
        },
      });
    });
  });
}

/** After a round under a bonus: settles it (decision 056), answering the playable balance. */
async function settledBalance(ctx: AppContext, memberId: number): Promise<number> {
  const after = await settleBonus(ctx, memberId);
  return after.balanceCents + after.bonusBalanceCents;
}

/** The contribution type of a provider's game (null when the provider names none we list). */
async function vendorGameType(
  ctx: AppContext,
  vendorCode: string,
  gameCode: string | undefined,
): Promise<BonusGameType | null> {
  if (gameCode === undefined) return null;
  const game = await ctx.db
    .selectFrom('games')
    .select('game_type')
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return game ? rebateGameTypeOf(game.game_type) : null;
}

/** The bet a credit names must be a debit of this vendor, member and round. */
async function checkNamedBet(
  ctx: AppContext,
  vendorCode: string,
  betTransactionId: string,
  key: RoundKey,
): Promise<void> {
  const bet = await ctx.db
    .selectFrom('vendor_transactions')
    .select(['member_id', 'round_id'])
    .where('merchant_code', '=', ctx.merchantCode)
    .where('vendor_code', '=', vendorCode)
    .where('type', '=', 'debit')
    .where('transaction_id', '=', betTransactionId)
    .where('refused', '=', 0)
    .executeTakeFirst();
  if (!bet || bet.member_id !== key.memberId || bet.round_id !== key.roundId) {
    throw new AppError('vendor.round.unknown', 409, betTransactionId);
  }
}

/**
 * A win: vendor -> member, accepted after the session ended. It needs a debit of this vendor
 * and member in the round, and the round's credits stay within its live stakes times the
 * vendor's max multiplier; 0 closes a round, moving nothing.
 */
export async function vendorCredit(
  ctx: AppContext,
  vendorCode: string,
  body: VendorCreditBody,
): Promise<VendorTransactionValue> {
  const hash = requestHash(body);
  const prior = await storedAnswer(ctx, vendorCode, 'credit', body.transactionId, hash);
  if (prior) return prior;
  const refusal = {
    vendorCode,
    type: 'credit' as const,
    transactionId: body.transactionId,
    roundId: body.roundId,
    relatedTransactionId: body.betTransactionId ?? null,
    hash,
  };
  return keepingRefusals(ctx, refusal, async () => {
    checkAmount(ctx, body.amountCents);
    const memberId = await resolvePlayer(ctx, vendorCode, body, false);
    const key = { vendorCode, roundId: body.roundId, memberId };
    return withStoredAnswer(ctx, async (tctx) => {
      const round = await lockRound(tctx, key, body.freeRoundsId !== undefined);
      const again = await storedAnswer(tctx, vendorCode, 'credit', body.transactionId, hash);
      if (again) return again;
      if (!round) throw new AppError('vendor.round.unknown', 409, body.roundId);
      if (body.freeRoundsId !== undefined) {
        return freeRoundCredit(tctx, vendorCode, body, {
          memberId,
          round,
          hash,
          freeRoundsId: body.freeRoundsId,
        });
      }
      if (body.betTransactionId !== undefined) {
        await checkNamedBet(tctx, vendorCode, body.betTransactionId, key);
      }
      let operatorTransactionId: string | null = null;
      let paidCents = 0;
      if (body.amountCents > 0) {
        const maxMultiplier = await maxMultiplierOf(tctx, vendorCode);
        // BigInt: stakes times a multiplier may pass 2^53 however the amounts are capped.
        const cap = BigInt(round.stakeCents) * BigInt(maxMultiplier);
        const remaining = cap - BigInt(round.creditCents);
        if (BigInt(body.amountCents) > remaining) {
          throw new AppError('vendor.credit.exceeds.round', 409, body.roundId, {
            roundStakeCents: round.stakeCents,
            roundCreditCents: round.creditCents,
            maxMultiplier,
            remainingCents: Number(remaining > 0n ? remaining : 0n),
          });
        }
        const paid = await payVendorWin(tctx, {
          memberId,
          vendor: vendorAccount(vendorCode),
          round,
          amountCents: body.amountCents,
          key: ledgerKey(vendorCode, 'credit', body.transactionId),
          reference: body.roundId,
          requestHash: hash,
        });
        operatorTransactionId = String(paid.transferId);
        if (!paid.replayed) paidCents = body.amountCents;
      }
      await changeRound(tctx, round, { creditCents: paidCents, credits: 1 });
      // A round that held bonus money is settled now: its bonus may convert.
      const balanceCents =
        round.bonusId === null
          ? await playableBalance(tctx, memberId)
          : await settledBalance(tctx, memberId);
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
  });
}

/**
 * A free round's win (decision 061): the round has no stake, so it takes one spin of the named
 * grant, once per round, and pays its win (within the spin's value times the vendor's maximum
 * multiplier) to the bonus balance under the grant's wagering, as an in-house free spin does.
 */
async function freeRoundCredit(
  tctx: AppContext,
  vendorCode: string,
  body: VendorCreditBody,
  call: { memberId: number; round: RoundRow; hash: string; freeRoundsId: string },
): Promise<VendorTransactionValue> {
  const { memberId, round, freeRoundsId } = call;
  // A round that staked money, or was credited already, is not a free round's.
  if (round.stakeCents > 0 || round.creditCount > 0) {
    throw new AppError('vendor.free.rounds.unavailable', 409, freeRoundsId);
  }
  const grant = await claimVendorFreeRound(tctx, {
    memberId,
    grantId: Number(freeRoundsId.slice('fs-'.length)),
    vendorCode,
    gameCode: body.gameId,
  });
  const maxMultiplier = await maxMultiplierOf(tctx, vendorCode);
  const capCents = BigInt(grant.spin_value_cents) * BigInt(maxMultiplier);
  if (BigInt(body.amountCents) > capCents) {
    throw new AppError('vendor.credit.exceeds.round', 409, body.roundId, {
      roundStakeCents: Number(grant.spin_value_cents),
      roundCreditCents: 0,
      maxMultiplier,
      remainingCents: Number(capCents),
    });
  }
  let operatorTransactionId: string | null = null;
  if (body.amountCents > 0) {
    const transferId = await payFreeSpinWin(tctx, {
      grant,
      winCents: body.amountCents,
      key: ledgerKey(vendorCode, 'credit', body.transactionId),
      reference: body.roundId,
      from: vendorAccount(vendorCode),
    });
    operatorTransactionId = String(transferId);
  }
  await changeRound(tctx, round, { creditCents: body.amountCents, credits: 1 });
  return storeAnswer(tctx, {
    vendorCode,
    type: 'credit',
    transactionId: body.transactionId,
    roundId: body.roundId,
    relatedTransactionId: null,
    memberId,
    amountCents: body.amountCents,
    hash: call.hash,
    answer: {
      status: 'ok',
      transactionId: body.transactionId,
      operatorTransactionId,
      playerId: String(memberId),
      currency: await currencyOf(tctx),
      balanceCents: await playableBalance(tctx, memberId),
    },
  });
}

/**
 * Reverses a bet: vendor -> member, the bet's amount, taking its stake out of its round. The
 * ledger key is the bet's (`vendor:<code>:rollback:<betTransactionId>`), so a bet is reversed
 * once however many rollbacks name it. An unknown bet is answered `not_found`, moves nothing
 * and cancels the bet id: the bet arriving later is refused (`vendor.bet.rolled.back`). The
 * rollback must name the bet's member (and its round, when it names one), and a bet whose round
 * already has a credit is not reversed.
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
  const base = {
    vendorCode,
    type: 'rollback' as const,
    transactionId: body.transactionId,
    relatedTransactionId: body.betTransactionId,
    hash,
  };
  return keepingRefusals(ctx, { ...base, roundId: body.roundId ?? null }, () =>
    withStoredAnswer(ctx, async (tctx) => {
      // Before the bet is looked up: a bet arriving meanwhile waits, then sees this rollback.
      await lockBetId(tctx, vendorCode, body.betTransactionId);
      const again = await storedAnswer(tctx, vendorCode, 'rollback', body.transactionId, hash);
      if (again) return again;
      const bet = await tctx.db
        .selectFrom('vendor_transactions')
        .select(['member_id', 'amount_cents', 'round_id'])
        .where('merchant_code', '=', tctx.merchantCode)
        .where('vendor_code', '=', vendorCode)
        .where('type', '=', 'debit')
        .where('transaction_id', '=', body.betTransactionId)
        .where('refused', '=', 0)
        .executeTakeFirst();

      if (!bet || bet.member_id === null) {
        // No such bet: answer (the vendor stops retrying) without moving money.
        const memberId = await resolvePlayer(tctx, vendorCode, body, false).catch(() => null);
        return storeAnswer(tctx, {
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
            balanceCents: memberId === null ? null : await playableBalance(tctx, memberId),
          },
        });
      }

      const memberId = bet.member_id;
      const betRound = bet.round_id;
      const named = await resolvePlayer(tctx, vendorCode, body, false);
      if (named !== memberId) throw new AppError('vendor.rollback.mismatch', 409, 'player');
      if (body.roundId !== undefined && body.roundId !== betRound) {
        throw new AppError('vendor.rollback.mismatch', 409, 'roundId');
      }
      const amountCents = Number(bet.amount_cents);
      const key = ledgerKey(vendorCode, 'rollback', body.betTransactionId);
      const round =
        betRound === null
          ? undefined
          : await lockRound(tctx, { vendorCode, roundId: betRound, memberId }, false);
      // A bet reversed already is answered as such, whatever its round did since (its bonus
      // part's key stands alone when the bet was all bonus money).
      const reversed =
        (await findTransfer(tctx, key)) ?? (await findTransfer(tctx, `${key}:bonus`));
      if (!reversed && round && round.creditCount > 0) {
        throw new AppError('vendor.rollback.round.settled', 409, betRound ?? '');
      }
      let transferId = reversed?.transferId;
      if (!reversed) {
        const refund = await refundVendorStake(tctx, {
          memberId,
          vendor: vendorAccount(vendorCode),
          amountCents,
          key,
          stakeKey: ledgerKey(vendorCode, 'debit', body.betTransactionId),
          reference: body.betTransactionId,
          // The reversal is the bet's, whatever rollback id asks for it.
          requestHash: requestHash({
            betTransactionId: body.betTransactionId,
            memberId,
            amountCents,
          }),
        });
        transferId = refund.transferId;
        if (round) {
          await changeRound(tctx, round, {
            stakeCents: -amountCents,
            bonusStakeCents: -refund.bonusCents,
          });
        }
      }
      const replayed = reversed !== null;
      const balanceCents =
        !replayed && round !== undefined && round.bonusId !== null
          ? await settledBalance(tctx, memberId)
          : await playableBalance(tctx, memberId);
      return storeAnswer(tctx, {
        ...base,
        roundId: body.roundId ?? betRound,
        memberId,
        amountCents: replayed ? 0 : amountCents,
        answer: {
          status: replayed ? 'already_rolled_back' : 'ok',
          transactionId: body.transactionId,
          operatorTransactionId: String(transferId),
          playerId: String(memberId),
          currency,
          balanceCents,
        },
      });
    }),
  );
}
