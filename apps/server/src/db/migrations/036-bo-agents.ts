import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The back office's agents area (issue 22): the house offers contracts to top-level agents the
 * way an agent offers them to a downline. Such a contract has no upline member, so
 * `agent_contracts.upline_id` becomes nullable (null = the house); nothing else changes, and
 * the member side's offer, decision and payout code reads it as before.
 *
 * PostgreSQL drops the NOT NULL in place. SQLite cannot alter a column: the table is rebuilt
 * (SQLite's documented twelve steps) with foreign keys off, so dropping the old table does not
 * cascade into the contracts' audit trail and payouts, whose references name the table and
 * find the rebuilt one. Kysely runs SQLite migrations outside a transaction, so the pragma
 * takes effect; the copy itself runs in one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table agent_contracts alter column upline_id drop not null`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table agent_contracts_rebuilt (
        id integer primary key autoincrement,
        merchant_code varchar(32) not null references merchants(code) on delete cascade,
        kind varchar(16) not null,
        upline_id integer references members(id) on delete cascade,
        member_id integer not null references members(id) on delete cascade,
        terms text not null,
        status varchar(16) not null default 'pending',
        created_at varchar(32) not null,
        decided_at varchar(32),
        decided_by integer references members(id) on delete set null,
        ended_at varchar(32)
      )`.execute(trx);
      await sql`insert into agent_contracts_rebuilt
        (id, merchant_code, kind, upline_id, member_id, terms, status, created_at, decided_at,
         decided_by, ended_at)
        select id, merchant_code, kind, upline_id, member_id, terms, status, created_at,
               decided_at, decided_by, ended_at
          from agent_contracts`.execute(trx);
      await sql`drop table agent_contracts`.execute(trx);
      await sql`alter table agent_contracts_rebuilt rename to agent_contracts`.execute(trx);
      await sql`create unique index agent_contracts_one_pending on agent_contracts (member_id, kind) where status = 'pending'`.execute(
        trx,
      );
      await sql`create unique index agent_contracts_one_accepted on agent_contracts (member_id, kind) where status = 'accepted'`.execute(
        trx,
      );
      await sql`create index agent_contracts_upline on agent_contracts (upline_id, created_at)`.execute(
        trx,
      );
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) {
        throw new Error(`agent_contracts rebuild broke references: ${JSON.stringify(broken.rows)}`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Nothing to undo in the schema: a nullable `upline_id` holds every row the older code wrote,
 * and running `up` again is harmless (PostgreSQL drops a NOT NULL that is gone; SQLite rebuilds
 * the same table). The house's own contracts have no upline and would break the older code,
 * so they go.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from agent_contracts where upline_id is null`.execute(db);
}
