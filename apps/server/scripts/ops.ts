import { runOpsCommand } from '../src/features/cashier/ops.command.ts';
import { runCommandScript } from '../src/lib/cli.ts';

// The operator's cashier commands against the database DATABASE_URL/DATABASE_SCHEMA point at,
// through the same service functions the operator API uses (decision 025).
await runCommandScript(runOpsCommand);
