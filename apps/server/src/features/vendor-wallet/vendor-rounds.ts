import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { AppContext } from '../../lib/context.ts';

/**
 * Vendor rounds (decision 028): per vendor, round id and member, the stakes standing and the
 * credits paid, read and changed in the transaction that moves the money.
 */
/**
 * Serialises a bet with the rollbacks that name its id, so a rollback that finds no bet and
 * the bet itself cannot pass each other unseen: a transaction-scoped advisory lock on
 * PostgreSQL (SQLite's BEGIN IMMEDIATE serialises every write already). Always taken before
 * the round row, which is taken before the ledger's accounts: one order for every call.
 */
export async function lockBetId(tctx: AppContext, vendorCode: string, betTransactionId: string) {
  if (!isPostgres(tctx.db)) return;
  const name = `vendor-bet:${tctx.merchantCode}:${vendorCode}:${betTransactionId}`;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(tctx.db);
}

export interface RoundRow {
  id: number;
  stakeCents: number;
  creditCents: number;
  creditCount: number;
  /** The bonus whose money the live stakes hold, and how much of them (decision 061). */
  bonusId: number | null;
  bonusStakeCents: number;
}

export interface RoundKey {
  vendorCode: string;
  roundId: string;
  memberId: number;
}

/**
 * The round of this vendor, round id and member, locked for the rest of the transaction
 * (`create`: opened when missing, by a debit). Always the first row a money call locks, before
 * the ledger's accounts, so calls of one round never wait on each other crosswise.
 */
export async function lockRound(
  tctx: AppContext,
  key: RoundKey,
  create: boolean,
): Promise<RoundRow | undefined> {
  if (create) {
    const now = new Date().toISOString();
    await tctx.db
      .insertInto('vendor_rounds')
      .values({
        merchant_code: tctx.merchantCode,
        vendor_code: key.vendorCode,
        round_id: key.roundId,
        member_id: key.memberId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'vendor_code', 'round_id', 'member_id']).doNothing(),
      )
      .execute();
  }
  let query = tctx.db
    .selectFrom('vendor_rounds')
    .select(['id', 'stake_cents', 'credit_cents', 'credit_count', 'bonus_id', 'bonus_stake_cents'])
    .where('merchant_code', '=', tctx.merchantCode)
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId);
  if (isPostgres(tctx.db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        stakeCents: Number(row.stake_cents),
        creditCents: Number(row.credit_cents),
        creditCount: Number(row.credit_count),
        bonusId: row.bonus_id === null ? null : Number(row.bonus_id),
        bonusStakeCents: Number(row.bonus_stake_cents),
      }
    : undefined;
}

export async function changeRound(
  tctx: AppContext,
  round: RoundRow,
  change: {
    stakeCents?: number;
    creditCents?: number;
    credits?: number;
    /** The bonus part of a stake (negative: of a reversal), under the bonus `bonusId`. */
    bonusStakeCents?: number;
    bonusId?: number | null;
  },
): Promise<void> {
  await tctx.db
    .updateTable('vendor_rounds')
    .set((eb) => ({
      ...(change.bonusStakeCents ? { bonus_id: change.bonusId ?? round.bonusId } : {}),
      bonus_stake_cents: eb('bonus_stake_cents', '+', change.bonusStakeCents ?? 0),
      stake_cents: eb('stake_cents', '+', change.stakeCents ?? 0),
      credit_cents: eb('credit_cents', '+', change.creditCents ?? 0),
      credit_count: eb('credit_count', '+', change.credits ?? 0),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', round.id)
    .execute();
}

export async function maxMultiplierOf(tctx: AppContext, vendorCode: string): Promise<number> {
  const row = await tctx.db
    .selectFrom('vendor_credentials')
    .select('max_multiplier')
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  // The vendor passed the signature check, so its row exists; none would allow nothing.
  return row ? Number(row.max_multiplier) : 0;
}
