import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { merchantRef, notNull, withId } from './columns.ts';

/**
 * The double-entry ledger: every change of money is one transfer between two accounts, with one
 * entry per side (signed amount, balance after). Replaces 003's single-entry wallets and
 * ledger_entries: their balances and entries become member accounts and transfers from the
 * matching house account ('trial' for trial credits, 'bonus' for the seed's opening balance,
 * 'game' for anything else).
 */

interface OldWallet {
  member_id: number;
  balance_cents: number | string;
  updated_at: string;
  merchant_code: string;
  currency_code: string;
}
interface OldEntry {
  id: number;
  member_id: number;
  amount_cents: number | string;
  balance_after_cents: number | string;
  kind: string;
  idempotency_key: string;
  reference: string;
  created_at: string;
  merchant_code: string;
  currency_code: string;
}

function houseFor(kind: string): string {
  if (kind.startsWith('trial')) return 'trial';
  if (kind.startsWith('seed')) return 'bonus';
  return 'game';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // 003's money, read before its tables go.
  const wallets = (
    await sql<OldWallet>`
      SELECT w.member_id, w.balance_cents, w.updated_at, m.merchant_code, mc.currency_code
      FROM wallets w JOIN members m ON m.id = w.member_id JOIN merchants mc ON mc.code = m.merchant_code
      ORDER BY w.member_id`.execute(db)
  ).rows;
  const entries = (
    await sql<OldEntry>`
      SELECT e.id, e.member_id, e.amount_cents, e.balance_after_cents, e.kind, e.idempotency_key,
             e.reference, e.created_at, m.merchant_code, mc.currency_code
      FROM ledger_entries e JOIN members m ON m.id = e.member_id
      JOIN merchants mc ON mc.code = m.merchant_code
      ORDER BY e.id`.execute(db)
  ).rows;
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('wallets').execute();

  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    /** 'member' | 'house' | 'vendor'. */
    .addColumn('kind', 'varchar(16)', notNull)
    /** 'member:<id>', 'house:<name>' or 'vendor:<code>': one account per owner and merchant. */
    .addColumn('owner_key', 'varchar(96)', notNull)
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('currency_code', 'varchar(8)', notNull)
    .addColumn('balance_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addUniqueConstraint('ledger_accounts_owner', ['merchant_code', 'owner_key'])
    // House and vendor accounts may go negative; a member's wallet never.
    .addCheckConstraint(
      'ledger_accounts_member_not_negative',
      sql`kind <> 'member' OR balance_cents >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_member')
    .on('ledger_accounts')
    .column('member_id')
    .execute();

  await withId(db, db.schema.createTable('ledger_transfers'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('idempotency_key', 'varchar(160)', notNull)
    /** Canonical hash of the body the key was first used with ('' when none was given). */
    .addColumn('request_hash', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('from_account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('cascade'),
    )
    .addColumn('to_account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('cascade'),
    )
    /** Balance after this transfer of the member account involved, null when none is. */
    .addColumn('member_balance_cents', 'bigint')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('ledger_transfers_key', ['merchant_code', 'idempotency_key'])
    .addCheckConstraint('ledger_transfers_amount_positive', sql`amount_cents > 0`)
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('cascade'),
    )
    .addColumn('transfer_id', 'integer', (col) =>
      col.notNull().references('ledger_transfers.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('balance_after_cents', 'bigint', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transfer')
    .on('ledger_entries')
    .column('transfer_id')
    .execute();

  // Carry 003's money over: every old entry becomes a transfer from (or to) its house account.
  const accounts = new Map<string, { id: number; balance: number }>();
  const account = async (
    merchantCode: string,
    currencyCode: string,
    kind: 'member' | 'house',
    owner: string,
    memberId: number | null,
    at: string,
  ) => {
    const key = `${merchantCode}|${kind}:${owner}`;
    let found = accounts.get(key);
    if (!found) {
      const row = (
        await sql<{ id: number }>`
          INSERT INTO ledger_accounts
            (merchant_code, kind, owner_key, member_id, name, currency_code, balance_cents, created_at, updated_at)
          VALUES (${merchantCode}, ${kind}, ${`${kind}:${owner}`}, ${memberId},
                  ${kind === 'house' ? owner : ''}, ${currencyCode}, 0, ${at}, ${at})
          RETURNING id`.execute(db)
      ).rows[0]!;
      found = { id: Number(row.id), balance: 0 };
      accounts.set(key, found);
    }
    return found;
  };
  const move = async (
    merchantCode: string,
    currencyCode: string,
    memberId: number,
    amount: number,
    house: string,
    meta: { key: string; kind: string; reference: string; at: string },
  ) => {
    const member = await account(
      merchantCode,
      currencyCode,
      'member',
      String(memberId),
      memberId,
      meta.at,
    );
    const houseAccount = await account(merchantCode, currencyCode, 'house', house, null, meta.at);
    const [from, to] = amount > 0 ? [houseAccount, member] : [member, houseAccount];
    const cents = Math.abs(amount);
    from.balance -= cents;
    to.balance += cents;
    const transfer = (
      await sql<{ id: number }>`
        INSERT INTO ledger_transfers
          (merchant_code, idempotency_key, request_hash, kind, reference, amount_cents,
           from_account_id, to_account_id, member_balance_cents, created_at)
        VALUES (${merchantCode}, ${meta.key}, '', ${meta.kind}, ${meta.reference}, ${cents},
                ${from.id}, ${to.id}, ${member.balance}, ${meta.at})
        RETURNING id`.execute(db)
    ).rows[0]!;
    for (const [side, delta] of [
      [from, -cents],
      [to, cents],
    ] as const) {
      await sql`
        INSERT INTO ledger_entries (account_id, transfer_id, amount_cents, balance_after_cents, created_at)
        VALUES (${side.id}, ${transfer.id}, ${delta}, ${side.balance}, ${meta.at})`.execute(db);
    }
    return member;
  };

  for (const e of entries) {
    await move(
      e.merchant_code,
      e.currency_code,
      e.member_id,
      Number(e.amount_cents),
      houseFor(e.kind),
      {
        key: e.idempotency_key,
        kind: e.kind,
        reference: e.reference,
        at: e.created_at,
      },
    );
  }
  for (const w of wallets) {
    const member = await account(
      w.merchant_code,
      w.currency_code,
      'member',
      String(w.member_id),
      w.member_id,
      w.updated_at,
    );
    // A wallet whose balance its entries do not explain is squared by one adjusting transfer.
    const gap = Number(w.balance_cents) - member.balance;
    if (gap !== 0) {
      await move(w.merchant_code, w.currency_code, w.member_id, gap, 'game', {
        key: `migration:004:${w.member_id}`,
        kind: 'migration.adjust',
        reference: 'Balance carried over from migration 003',
        at: w.updated_at,
      });
    }
  }
  for (const a of accounts.values()) {
    await sql`UPDATE ledger_accounts SET balance_cents = ${a.balance} WHERE id = ${a.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await db.schema.dropTable(table).execute();
  }
  // 003's shape again, empty: the single-entry history cannot be told apart from transfers.
  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('balance_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addCheckConstraint('wallets_balance_not_negative', sql`balance_cents >= 0`)
    .execute();
  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', notNull)
    .addColumn('balance_after_cents', 'bigint', notNull)
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('ledger_entries_member')
    .on('ledger_entries')
    .columns(['member_id', 'id'])
    .execute();
}
