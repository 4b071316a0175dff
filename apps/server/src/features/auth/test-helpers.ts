import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';

/**
 * The rows a rejected call must leave alone, sorted so two snapshots compare equal whatever
 * order the database returns them in.
 */
export async function snapshot(
  db: Kysely<Database>,
  tables: (keyof Database)[] = [
    'members',
    'sessions',
    'ledger_accounts',
    'ledger_transfers',
    'ledger_entries',
  ],
): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}
