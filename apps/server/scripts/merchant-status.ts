import { runMerchantStatusCommand } from '../src/features/system/merchant-status.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// Writes the database DATABASE_URL/DATABASE_SCHEMA point at; a running server reads the
// status row on every system-status call, so a switch shows at once.
await runCommandScript((args, ctx, io) =>
  runMerchantStatusCommand(args, ctx.db, ctx.merchantCode, io),
);
