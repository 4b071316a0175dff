import { runPayContractsCommand } from '../src/features/agent-contracts/pay-contracts.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// Pays agent daily salaries and dividends (decision 024) in the database DATABASE_URL and
// DATABASE_SCHEMA point at; repeating a run pays nothing twice.
await runCommandScript((args, ctx, io) =>
  runPayContractsCommand(args, ctx.db, ctx.merchantCode, io),
);
