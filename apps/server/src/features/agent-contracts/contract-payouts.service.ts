import type { Kysely } from 'kysely';
import {
  contractAmount,
  contractCycle,
  contractPeriod,
  type ContractFigures,
  type ContractPayout,
  type ContractPeriod,
  type LedgerKind,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { transferIn, writeTransaction } from '../ledger/ledger.service.ts';
import { subtreeIds } from '../agents/agent-tree.ts';
import { termsOf } from './agent-contracts.service.ts';

/**
 * Contract payouts (decision 024): a daily salary or dividend for one period, computed from the
 * team's real bets and paid from the house `commission` account. The payout row's unique
 * (contract, period) key and the transfer's idempotency key both say "once": any number of
 * runs, on any instance, pay a period once.
 */

type Db = Kysely<Database>;
export type PaidKind = 'dailySalary' | 'dividend';

const LEDGER_KIND: Record<PaidKind, LedgerKind> = {
  dailySalary: 'agent.salary',
  dividend: 'agent.dividend',
};

/**
 * The team's figures over [startAt, endAt): the contracted agent and its whole subtree. Slot
 * rounds count when played (they settle at once) and only for real money; lottery bets count
 * when settled (won or lost), so an open or cancelled bet is no valid bet.
 */
export async function teamFigures(
  db: Db,
  merchantCode: string,
  memberId: number,
  period: Pick<ContractPeriod, 'startAt' | 'endAt'>,
): Promise<{ validBetCents: number; netLossCents: number }> {
  const team = [memberId, ...(await subtreeIds(db, merchantCode, memberId))];
  const rounds = await db
    .selectFrom('game_rounds')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('bet_cents'), eb.lit(0)).as('bets'),
      eb.fn.coalesce(eb.fn.sum<string | number>('win_cents'), eb.lit(0)).as('wins'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', 'in', team)
    .where('play_money', '=', 0)
    .where('created_at', '>=', period.startAt)
    .where('created_at', '<', period.endAt)
    .executeTakeFirstOrThrow();
  const lottery = await db
    .selectFrom('lottery_bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('cost_cents'), eb.lit(0)).as('bets'),
      eb.fn.coalesce(eb.fn.sum<string | number>('payout_cents'), eb.lit(0)).as('wins'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', 'in', team)
    .where('status', 'in', ['won', 'lost'])
    .where('settled_at', '>=', period.startAt)
    .where('settled_at', '<', period.endAt)
    .executeTakeFirstOrThrow();
  const bets = Number(rounds.bets) + Number(lottery.bets);
  const wins = Number(rounds.wins) + Number(lottery.wins);
  return { validBetCents: bets, netLossCents: bets - wins };
}

/** The figures and amount of one contract for one period. */
export async function contractFigures(
  db: Db,
  merchantCode: string,
  contract: { kind: string; terms: string; member_id: number },
  period: ContractPeriod,
): Promise<ContractFigures> {
  const terms = termsOf(contract);
  const figures = await teamFigures(db, merchantCode, Number(contract.member_id), period);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    ...figures,
    ...contractAmount(terms, figures),
  };
}

export interface PayoutOutcome {
  contractId: number;
  memberId: number;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  /** paid: written now; already: an earlier run paid it; unfinished: the period has not ended. */
  result: 'paid' | 'already' | 'unfinished';
}

/**
 * Pays every contract of `kind` in force at the end of its period that contains `day` (each
 * dividend contract has its own cycle). A period that has not ended by `now` is not paid.
 */
export async function payContracts(
  db: Db,
  merchantCode: string,
  kind: PaidKind,
  day: Date,
  now: Date = new Date(),
): Promise<PayoutOutcome[]> {
  const candidates = await db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', kind)
    .where('status', 'in', ['accepted', 'cancelled'])
    .where('decided_at', 'is not', null)
    .orderBy('id')
    .execute();
  const outcomes: PayoutOutcome[] = [];
  for (const contract of candidates) {
    const period = contractPeriod(contractCycle(termsOf(contract)), day);
    // In force at the period's end: accepted before it, not ended (superseded) before it. A
    // cancelled offer that was never accepted has no decided_at of its own and no ended_at.
    const acceptedBefore = contract.decided_by !== null && contract.decided_at! < period.endAt;
    const inForce =
      acceptedBefore &&
      (contract.status === 'accepted' ||
        (contract.ended_at !== null && contract.ended_at >= period.endAt));
    if (!inForce) continue;
    const base = {
      contractId: Number(contract.id),
      memberId: Number(contract.member_id),
      periodStart: period.start,
      periodEnd: period.end,
    };
    if (now.toISOString() < period.endAt) {
      outcomes.push({ ...base, amountCents: 0, result: 'unfinished' });
      continue;
    }
    const figures = await contractFigures(db, merchantCode, contract, period);
    outcomes.push(await payOnce(db, merchantCode, kind, base, figures, now));
  }
  return outcomes;
}

async function payOnce(
  db: Db,
  merchantCode: string,
  kind: PaidKind,
  base: Omit<PayoutOutcome, 'amountCents' | 'result'>,
  figures: ContractFigures,
  now: Date,
): Promise<PayoutOutcome> {
  return writeTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('agent_contract_payouts')
      .values({
        merchant_code: merchantCode,
        contract_id: base.contractId,
        kind,
        member_id: base.memberId,
        period_start: figures.periodStart,
        period_end: figures.periodEnd,
        valid_bet_cents: figures.validBetCents,
        net_loss_cents: figures.netLossCents,
        rate_bp: figures.rateBasisPoints,
        amount_cents: figures.amountCents,
        transfer_id: null,
        paid_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const paid = await trx
        .selectFrom('agent_contract_payouts')
        .select('amount_cents')
        .where('contract_id', '=', base.contractId)
        .where('period_start', '=', figures.periodStart)
        .executeTakeFirstOrThrow();
      return { ...base, amountCents: Number(paid.amount_cents), result: 'already' as const };
    }
    if (figures.amountCents > 0) {
      const transfer = await transferIn(trx, merchantCode, {
        idempotencyKey: `${LEDGER_KIND[kind]}:${base.contractId}:${figures.periodStart}`,
        from: { kind: 'house', name: 'commission' },
        to: { kind: 'member', memberId: base.memberId },
        amountCents: figures.amountCents,
        kind: LEDGER_KIND[kind],
        reference: `contract ${base.contractId} ${figures.periodStart}..${figures.periodEnd}`,
      });
      await trx
        .updateTable('agent_contract_payouts')
        .set({ transfer_id: transfer.transferId })
        .where('id', '=', inserted.id)
        .execute();
    }
    return { ...base, amountCents: figures.amountCents, result: 'paid' as const };
  });
}

/** The member's payouts of a kind, newest period first. */
export async function payoutHistory(
  db: Db,
  merchantCode: string,
  memberId: number,
  kind: PaidKind,
): Promise<ContractPayout[]> {
  const rows = await db
    .selectFrom('agent_contract_payouts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    contractId: Number(row.contract_id),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    validBetCents: Number(row.valid_bet_cents),
    netLossCents: Number(row.net_loss_cents),
    rateBasisPoints: Number(row.rate_bp),
    amountCents: Number(row.amount_cents),
    paidAt: row.paid_at,
  }));
}
