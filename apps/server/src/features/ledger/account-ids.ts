import type { Kysely } from 'kysely';
import { databaseOf, schemaGeneration } from '../../db/handle.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema/tables.ts';
import { merchantCurrency } from '../../lib/context.ts';
import { afterCommit } from './write-transaction.ts';

/**
 * Ledger account ids, remembered per database (decision 051, second pass): a transfer then
 * needs no lookup of its two accounts. An account row is never deleted nor given another
 * owner, so an id, once its row is committed, stays right for the life of the process. Ids are
 * remembered only after the transaction that read them commits (a rolled-back creation leaves
 * nothing behind) and only for one schema generation (a migration may re-create the table).
 * Each balance update still names the owner beside the id (ledger.service.ts), so even an id
 * gone wrong behind our back moves no money: the transfer is undone and run again with the
 * ids looked up afresh.
 */
type Db = Kysely<Database>;

export type LedgerAccountRef =
  | { kind: 'member'; memberId: number }
  /** The member's bonus money (issue 25, decision 056): playable, not withdrawable. */
  | { kind: 'member-bonus'; memberId: number }
  | {
      kind: 'house';
      /**
       * rebate: agent rebates paid out; commission: agent dividends and salaries; cashier: money
       * entering (deposits) and leaving (paid withdrawals) the platform; withdrawal-hold: a
       * requested withdrawal until the operator pays or rejects it; adjustment: an operator's
       * manual credits and debits (the back office).
       */
      name:
        | 'adjustment'
        | 'game'
        | 'trial'
        | 'bonus'
        | 'lottery'
        | 'rebate'
        | 'commission'
        | 'cashier'
        | 'withdrawal-hold';
    }
  | { kind: 'vendor'; vendorCode: string };

export function ownerKey(ref: LedgerAccountRef): string {
  switch (ref.kind) {
    case 'member':
      return `member:${ref.memberId}`;
    case 'member-bonus':
      return `member-bonus:${ref.memberId}`;
    case 'house':
      return `house:${ref.name}`;
    case 'vendor':
      return `vendor:${ref.vendorCode}`;
  }
}

interface Known {
  generation: number;
  /** `${merchantCode}\n${ownerKey}` -> id. */
  ids: Map<string, number>;
}

const known = new WeakMap<object, Known>();

/** Accounts remembered per database (a few MB); past it the oldest are dropped first. */
const MAX_REMEMBERED = 50_000;

function knownIds(db: Db): Map<string, number> {
  const key = databaseOf(db);
  const generation = schemaGeneration(db);
  let entry = known.get(key);
  if (!entry || entry.generation !== generation) {
    entry = { generation, ids: new Map() };
    known.set(key, entry);
  }
  return entry.ids;
}

/** Forgets every remembered account id of this database (an id turned out wrong). */
export function forgetAccountIds(db: Db): void {
  known.delete(databaseOf(db));
}

/** The remembered id of an account, if any (tests look). */
export function rememberedAccountId(
  db: Db,
  merchantCode: string,
  ref: LedgerAccountRef,
): number | undefined {
  return knownIds(db).get(`${merchantCode}\n${ownerKey(ref)}`);
}

// A transfer always names two accounts: one statement shape.
const findPair = prepared((db, p: { merchantCode: string; first: string; second: string }) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'owner_key'])
    .where('merchant_code', '=', p.merchantCode)
    .where('owner_key', 'in', [p.first, p.second]),
);

async function lookUp(db: Db, merchantCode: string, keys: [string, string]) {
  const rows = await findPair(db, { merchantCode, first: keys[0], second: keys[1] });
  return new Map(rows.map((row) => [row.owner_key, Number(row.id)]));
}

/**
 * The ids of a transfer's two accounts, creating the missing ones (in the merchant's
 * currency). Runs inside the transfer's write transaction.
 */
export async function accountIds(
  db: Db,
  merchantCode: string,
  refs: [LedgerAccountRef, LedgerAccountRef],
  nowIso: string,
): Promise<[number, number]> {
  const keys: [string, string] = [ownerKey(refs[0]), ownerKey(refs[1])];
  const ids = knownIds(db);
  const first = ids.get(`${merchantCode}\n${keys[0]}`);
  const second = ids.get(`${merchantCode}\n${keys[1]}`);
  if (first !== undefined && second !== undefined) return [first, second];

  let found = await lookUp(db, merchantCode, keys);
  if (found.size < 2) {
    const currency = await merchantCurrency(db, merchantCode);
    for (const ref of refs) {
      if (found.has(ownerKey(ref))) continue;
      await db
        .insertInto('ledger_accounts')
        .values({
          merchant_code: merchantCode,
          kind: ref.kind,
          owner_key: ownerKey(ref),
          member_id: ref.kind === 'member' || ref.kind === 'member-bonus' ? ref.memberId : null,
          name: ref.kind === 'house' ? ref.name : ref.kind === 'vendor' ? ref.vendorCode : '',
          currency_code: currency.code,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'owner_key']).doNothing())
        .execute();
    }
    found = await lookUp(db, merchantCode, keys);
  }
  // Rows this transaction created (or read) are only certain once it commits.
  afterCommit(db, () => {
    for (const [owner, id] of found) {
      const key = `${merchantCode}\n${owner}`;
      if (ids.has(key)) continue;
      if (ids.size >= MAX_REMEMBERED) ids.delete(ids.keys().next().value!);
      ids.set(key, id);
    }
  });
  return [found.get(keys[0])!, found.get(keys[1])!];
}
