import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/tables.ts';
import { runMerchantStatusCommand } from '../features/system/merchant-status.command.ts';

/** Runs `npm run merchant -- <args>` in process on the DEMO merchant: exit code and output. */
export async function merchantCommand(db: Kysely<Database>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMerchantStatusCommand(args, db, 'DEMO', {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
