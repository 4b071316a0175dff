import { runSettleRebatesCommand } from '../src/features/agent-money/rebate-settlement.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// Settles one day's agent rebates in the database DATABASE_URL/DATABASE_SCHEMA point at
// (decision 022). Any instance may run it any number of times: a day pays once.
await runCommandScript(runSettleRebatesCommand);
