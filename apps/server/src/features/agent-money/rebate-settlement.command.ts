import type { Kysely } from 'kysely';
import { formatAmount, IsoDay } from '@app/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema/tables.ts';
import { previousDay, settleRebates } from './rebate-settlement.ts';
import type { CommandIo } from '../../lib/cli.ts';

const USAGE = 'usage: npm run rebates:settle -- [--date YYYY-MM-DD]   (default: yesterday, UTC)';

/**
 * `npm run rebates:settle`: the operator's trigger of one day's rebate settlement. Safe to run
 * any number of times (a day pays once); returns the process exit code.
 */
export async function runSettleRebatesCommand(
  args: readonly string[],
  deps: { config: Config; db: Kysely<Database>; merchantCode: string; now?: () => number },
  io: CommandIo,
): Promise<number> {
  let date: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--date') date = args[++i];
    else if (arg.startsWith('--date=')) date = arg.slice(7);
    else {
      io.err(USAGE);
      return 2;
    }
  }
  const now = deps.now ?? Date.now;
  const day = date ?? previousDay(now());
  if (!IsoDay.safeParse(day).success) {
    io.err(`not a day: ${String(day)}\n${USAGE}`);
    return 2;
  }
  try {
    const summary = await settleRebates(
      { config: deps.config, db: deps.db, merchantCode: deps.merchantCode, clock: now },
      { date: day },
    );
    for (const line of summary.payouts) {
      io.out(
        `${summary.date} agent ${line.agentId} ${line.gameType}: valid bets ${formatAmount(line.validBetCents)}, ` +
          `rebate ${formatAmount(line.amountCents)} ${line.paid ? 'paid' : 'already paid'}`,
      );
    }
    io.out(
      `Settled ${summary.date}: ${summary.payouts.length} rebate line(s), ${formatAmount(summary.paidCents)} paid now.`,
    );
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
