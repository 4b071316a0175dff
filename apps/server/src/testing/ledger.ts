import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema/tables.ts';
import { transferIn } from '../features/ledger/ledger.service.ts';
import { insertMember } from './members.ts';

/** Double entry holds (all balances sum to 0) and no member's cash or bonus balance is below zero. */
export async function expectLedgerBalanced(db: Kysely<Database>): Promise<void> {
  const { total } = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<string | number>('balance_cents').as('total'))
    .executeTakeFirstOrThrow();
  expect(Number(total)).toBe(0);
  const negative = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', 'in', ['member', 'member-bonus'])
    .where('balance_cents', '<', 0)
    .execute();
  expect(negative).toEqual([]);
}

/** A ledger account's balance by owner key ("member:12", "house:bonus"); 0 before it exists. */
async function balanceOfOwner(db: Kysely<Database>, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('owner_key', '=', ownerKey)
    .executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}

export const memberBalance = (db: Kysely<Database>, memberId: number) =>
  balanceOfOwner(db, `member:${memberId}`);

export const houseBalance = (db: Kysely<Database>, name: string) =>
  balanceOfOwner(db, `house:${name}`);

export const bonusBalanceOf = (db: Kysely<Database>, memberId: number) =>
  balanceOfOwner(db, `member-bonus:${memberId}`);

export const vendorBalanceOf = (db: Kysely<Database>, vendorCode: string) =>
  balanceOfOwner(db, `vendor:${vendorCode}`);

/**
 * Inserts a member (insertMember) and, when `balanceCents` is given, grants it that much from
 * the house's bonus account, so the ledger stays balanced.
 */
export async function insertMemberWithBalance(
  db: Kysely<Database>,
  balanceCents = 0,
  columns: Parameters<typeof insertMember>[1] = {},
) {
  const member = await insertMember(db, columns);
  if (balanceCents) {
    await transferIn(db, 'DEMO', {
      idempotencyKey: `test-grant:${member.id}`,
      from: { kind: 'house', name: 'bonus' },
      to: { kind: 'member', memberId: member.id },
      amountCents: balanceCents,
      kind: 'seed.grant',
    });
  }
  return member;
}
