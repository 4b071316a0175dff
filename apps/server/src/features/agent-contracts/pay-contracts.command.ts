import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { payContracts, type PaidKind } from './contract-payouts.service.ts';
import type { CommandIo } from '../../lib/cli.ts';

const USAGE = [
  'usage: npm run contracts:pay -- [--kind dividend|dailySalary|all] [--date YYYY-MM-DD]',
  '  Pays every accepted contract for its period containing --date (default: yesterday, UTC).',
  '  A period that has not ended is skipped; a period already paid is never paid again.',
].join('\n');

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The operator's payout run (decision 024): safe to repeat, from a scheduler or by hand, on
 * any instance. Returns the exit code.
 */
export async function runPayContractsCommand(
  args: string[],
  db: Kysely<Database>,
  merchantCode: string,
  io: CommandIo,
  now: Date = new Date(),
): Promise<number> {
  let kinds: PaidKind[] = ['dailySalary', 'dividend'];
  let day = new Date(now.getTime() - 86_400_000);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--kind' && value && ['dividend', 'dailySalary', 'all'].includes(value)) {
      kinds = value === 'all' ? kinds : [value as PaidKind];
      i += 1;
    } else if (arg === '--date' && value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      day = new Date(`${value}T12:00:00Z`);
      if (Number.isNaN(day.getTime())) {
        io.err(USAGE);
        return 2;
      }
      i += 1;
    } else {
      io.err(USAGE);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  let paidCents = 0;
  for (const kind of kinds) {
    const outcomes = await payContracts(db, merchantCode, kind, day, now);
    if (outcomes.length === 0) io.out(`${kind}: no contract in force`);
    for (const outcome of outcomes) {
      if (outcome.result === 'paid') paidCents += outcome.amountCents;
      io.out(
        `${kind} contract ${outcome.contractId} member ${outcome.memberId} ` +
          `${outcome.periodStart}..${outcome.periodEnd}: ${outcome.result} ${money(outcome.amountCents)}`,
      );
    }
  }
  io.out(`paid now: ${money(paidCents)}`);
  return 0;
}
