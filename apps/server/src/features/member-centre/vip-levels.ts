import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { AppError, amountDetail } from '../../errors.ts';
import { STAKE_KINDS } from '../player-protection/index.ts';

/**
 * VIP levels that move (issue 25, decision 059). A member's level rises to the highest of the
 * merchant's levels whose requirements they meet: approved deposits over their life, and their
 * own money staked over the last 30 days. Levels rise, never fall, and each new level pays its
 * upgrade bonus once, as a reward in the reward centre (claiming it is the ledger transfer, as
 * for every reward). The level's daily withdrawal limit holds on every withdrawal.
 */

type Db = Kysely<Database>;

export const VIP_ROLLING_DAYS = 30;
const DAY_MS = 86_400_000;
const REWARD_DAYS = 30;

interface Level {
  level: number;
  code: string;
  name_en: string;
  name_pt: string;
  deposit_required_cents: number;
  valid_bet_required_cents: number;
  daily_withdrawal_limit_cents: number;
  upgrade_bonus_cents: number;
}

async function levels(db: Db, merchantCode: string): Promise<Level[]> {
  const rows = await db
    .selectFrom('vip_levels')
    .select([
      'level',
      'code',
      'name_en',
      'name_pt',
      'deposit_required_cents',
      'valid_bet_required_cents',
      'daily_withdrawal_limit_cents',
      'upgrade_bonus_cents',
    ])
    .where('merchant_code', '=', merchantCode)
    .orderBy('level')
    .execute();
  return rows.map((row) => ({
    ...row,
    level: Number(row.level),
    deposit_required_cents: Number(row.deposit_required_cents),
    valid_bet_required_cents: Number(row.valid_bet_required_cents),
    daily_withdrawal_limit_cents: Number(row.daily_withdrawal_limit_cents),
    upgrade_bonus_cents: Number(row.upgrade_bonus_cents),
  }));
}

/** The level a member's label names; the entry level without one (every new member). */
function currentLevel(ladder: Level[], clubLabel: string | null): Level | undefined {
  return (clubLabel && ladder.find((level) => level.code === clubLabel)) || ladder[0];
}

/**
 * Each member's measures for the ladder: approved deposits over their life and their own money
 * staked in the rolling window; every member with an approved deposit, or just `memberId`.
 */
export async function vipMeasures(db: Db, merchantCode: string, now: Date, memberId?: number) {
  const since = new Date(now.getTime() - VIP_ROLLING_DAYS * DAY_MS).toISOString();
  let query = db
    .selectFrom('members as m')
    .select((eb) => [
      'm.id',
      'm.club_label',
      eb
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
        .select(sql<string>`coalesce(-sum(e.amount_cents), 0)`.as('s'))
        .whereRef('a.member_id', '=', 'm.id')
        .where('a.kind', '=', 'member')
        .where('t.kind', 'in', [...STAKE_KINDS])
        .where('e.created_at', '>=', since)
        .as('wagered'),
      eb
        .selectFrom('deposits as d')
        .select(sql<string>`coalesce(sum(d.amount_cents), 0)`.as('s'))
        .whereRef('d.member_id', '=', 'm.id')
        .where('d.status', '=', 'approved')
        .as('deposited'),
    ])
    .where('m.merchant_code', '=', merchantCode);
  query =
    memberId === undefined
      ? query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('deposits as d')
              .select('d.id')
              .whereRef('d.member_id', '=', 'm.id')
              .where('d.status', '=', 'approved'),
          ),
        )
      : query.where('m.id', '=', memberId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    club_label: row.club_label,
    wagered: Number(row.wagered ?? 0),
    deposited: Number(row.deposited ?? 0),
  }));
}

/**
 * The daily `vip-levels` job: every member who staked in the rolling window or deposited is
 * measured, and moved up when a higher level's requirements are met. Answers how many moved.
 */
export async function moveVipLevels(
  db: Db,
  merchantCode: string,
  inTransaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>,
  now: Date = new Date(),
): Promise<{ upgraded: number }> {
  const ladder = await levels(db, merchantCode);
  if (ladder.length < 2) return { upgraded: 0 };
  const rows = await vipMeasures(db, merchantCode, now);
  let upgraded = 0;
  for (const row of rows) {
    const { wagered, deposited } = row;
    const target = [...ladder]
      .reverse()
      .find(
        (level) =>
          level.valid_bet_required_cents <= wagered && level.deposit_required_cents <= deposited,
      );
    const current = currentLevel(ladder, row.club_label);
    if (!target || (current && target.level <= current.level)) continue;
    const moved = await inTransaction((trx) =>
      upgrade(
        trx,
        merchantCode,
        { memberId: row.id, from: row.club_label, to: target },
        ladder,
        now,
      ),
    );
    if (moved) upgraded += 1;
  }
  return { upgraded };
}

/**
 * Moves one member up to `to` (only from the label the job read, so a concurrent move wins
 * once), with the upgrade bonus of every level passed on the way, each once per member.
 */
async function upgrade(
  trx: Db,
  merchantCode: string,
  move: { memberId: number; from: string | null; to: Level },
  ladder: Level[],
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('members')
    .set({ club_label: move.to.code })
    .where('id', '=', move.memberId)
    .where((eb) =>
      move.from === null ? eb('club_label', 'is', null) : eb('club_label', '=', move.from),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const fromLevel = currentLevel(ladder, move.from)?.level ?? -1;
  const passed = ladder.filter(
    (level) =>
      level.level > fromLevel && level.level <= move.to.level && level.upgrade_bonus_cents > 0,
  );
  if (passed.length > 0) {
    await trx
      .insertInto('member_rewards')
      .values(
        passed.map((level) => ({
          merchant_code: merchantCode,
          member_id: move.memberId,
          code: `vip.upgrade:${level.code}`,
          title_en: `VIP upgrade bonus: ${level.name_en}`,
          title_pt: `Bônus de promoção VIP: ${level.name_pt}`,
          amount_cents: level.upgrade_bonus_cents,
          source: 'vip',
          status: 'AVAILABLE',
          granted_at: now.toISOString(),
          expires_at: new Date(now.getTime() + REWARD_DAYS * DAY_MS).toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['member_id', 'code']).doNothing())
      .execute();
  }
  return true;
}

/**
 * A withdrawal within the member's level's daily limit: what they requested since the start of
 * the day (UTC, not rejected) plus this one. Runs after the hold, in its transaction, so two
 * requests racing are counted together.
 */
export async function assertVipWithdrawalLimit(
  trx: Db,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<void> {
  const ladder = await levels(trx, merchantCode);
  const member = await trx
    .selectFrom('members')
    .select('club_label')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const limit = currentLevel(ladder, member.club_label)?.daily_withdrawal_limit_cents ?? 0;
  if (limit <= 0) return;
  const dayStart = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
  const today = await trx
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('sum'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'rejected')
    .where('created_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  if (Number(today.sum ?? 0) > limit) {
    throw new AppError('cashier.withdraw.vip.limit', 409, amountDetail(limit), {
      limitCents: limit,
    });
  }
}
