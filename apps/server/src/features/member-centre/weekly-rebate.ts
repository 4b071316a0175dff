import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { transferIn } from '../ledger/ledger.service.ts';

/**
 * The weekly rebate the seeded promotion promises (decision 059): every Monday, a share of each
 * member's real-money slot bets of the week before (Monday to Sunday, UTC), win or lose: 0.5%,
 * plus their VIP level's rebate boost (up to 1% at the top level), at most R$ 2.000,00 a week,
 * with no wagering. One ledger transfer per member and week, from the house `rebate` account,
 * kind `member.rebate`, key `member.rebate:<member>:<week start>`: a run repeated pays nothing.
 */

type Db = Kysely<Database>;

export const WEEKLY_REBATE_BASE_BP = 50;
export const WEEKLY_REBATE_MAX_CENTS = 200_000;
const DAY_MS = 86_400_000;

/** The week a Monday pays for (its start, inclusive, and end, exclusive), or null on other days. */
export function rebateWeek(day: string): { start: string; end: string } | null {
  const monday = Date.parse(`${day}T00:00:00.000Z`);
  if (new Date(monday).getUTCDay() !== 1) return null;
  return {
    start: new Date(monday - 7 * DAY_MS).toISOString(),
    end: new Date(monday).toISOString(),
  };
}

/**
 * Pays the rebates of the week before `day` when it is a Monday; answers how many members were
 * paid and how much. In-house slot bets count (transfers of kind `bet` from the member's cash to
 * the house's `game` account); bonus stakes do not, they were not the member's money.
 */
export async function payWeeklyRebates(
  db: Db,
  merchantCode: string,
  day: string,
  inTransaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>,
  now: number = Date.now(),
): Promise<{ paid: number; paidCents: number }> {
  const week = rebateWeek(day);
  if (!week) return { paid: 0, paidCents: 0 };
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as f', 'f.id', 't.from_account_id')
    .innerJoin('ledger_accounts as h', 'h.id', 't.to_account_id')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('vip_levels as v', (join) =>
      join.onRef('v.code', '=', 'm.club_label').onRef('v.merchant_code', '=', 'm.merchant_code'),
    )
    .select((eb) => [
      'f.member_id as memberId',
      eb.fn.sum<string | number>('t.amount_cents').as('staked'),
      eb.fn.max('v.rebate_boost_bp').as('boost'),
    ])
    .where('t.merchant_code', '=', merchantCode)
    .where('t.kind', '=', 'bet')
    .where('f.kind', '=', 'member')
    .where('h.owner_key', '=', 'house:game')
    .where('t.created_at', '>=', week.start)
    .where('t.created_at', '<', week.end)
    .groupBy('f.member_id')
    .execute();
  let paid = 0;
  let paidCents = 0;
  for (const row of rows) {
    const rateBp = WEEKLY_REBATE_BASE_BP + Number(row.boost ?? 0);
    const amount = Math.min(
      Math.floor((Number(row.staked) * rateBp) / 10_000),
      WEEKLY_REBATE_MAX_CENTS,
    );
    if (amount <= 0 || row.memberId === null) continue;
    const memberId = Number(row.memberId);
    const result = await inTransaction((trx) =>
      transferIn(trx, merchantCode, {
        idempotencyKey: `member.rebate:${memberId}:${week.start.slice(0, 10)}`,
        from: { kind: 'house', name: 'rebate' },
        to: { kind: 'member', memberId },
        amountCents: amount,
        kind: 'member.rebate',
        reference: `week:${week.start.slice(0, 10)}`,
        now,
      }),
    );
    if (!result.replayed) {
      paid += 1;
      paidCents += amount;
    }
  }
  return { paid, paidCents };
}
